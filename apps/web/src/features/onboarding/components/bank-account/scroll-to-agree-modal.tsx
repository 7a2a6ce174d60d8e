/** The bank terms the customer agrees to on the bank-account step, read to their end in a dialog. */
import { type LegalDocumentId, MSG } from '@kilau/shared';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '../../../../components/ui/overlays';
import { QueryState } from '../../../../components/ui/query-state';
import { useLegalDocument } from '../../api/legal';
import { LegalDocumentBody } from '../shared/legal-document';

export interface ScrollToAgreeModalProps {
  documentId: LegalDocumentId;
  bankCode: string | null;
  opened: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/** How close to the end (px) counts as read: sub-pixel rounding never reaches exactly 0. */
const END_SLACK_PX = 16;

/**
 * A legal text in a modal whose agree button unlocks once the text was scrolled to its end (or at
 * once when it fits without scrolling). Full screen on phones.
 */
export function ScrollToAgreeModal({
  documentId,
  bankCode,
  opened,
  onClose,
  onAgree,
}: ScrollToAgreeModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const doc = useLegalDocument(documentId, bankCode, opened);
  const [atEnd, setAtEnd] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);

  const check = useCallback(() => {
    const el = box.current;
    if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX) setAtEnd(true);
  }, []);

  // A new document (or a reopened modal) has to be read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each opening and document
  useEffect(() => {
    setAtEnd(false);
  }, [opened, documentId]);
  useEffect(() => {
    if (doc.data && opened) check();
  }, [doc.data, opened, check]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={doc.data?.title ?? MSG.loading}
      size="lg"
      fullScreen={Boolean(phone)}
      styles={{
        title: { fontWeight: 700 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
      }}
      closeButtonProps={{ 'aria-label': MSG.buttonClose }}
    >
      {doc.data ? (
        <Stack gap="md" style={{ flex: 1, minHeight: 0 }}>
          <Box
            ref={box}
            onScroll={check}
            data-testid="legal-scroll"
            tabIndex={0}
            style={{
              overflowY: 'auto',
              maxHeight: phone ? undefined : '60dvh',
              flex: phone ? 1 : undefined,
              minHeight: 0,
              paddingRight: 8,
            }}
          >
            <LegalDocumentBody document={doc.data} />
          </Box>
          <Stack gap={6}>
            {atEnd ? null : (
              <Text size="xs" c="dimmed" ta="right" aria-live="polite">
                {MSG.legalScrollToEnd}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {MSG.buttonClose}
              </Button>
              <Button disabled={!atEnd} onClick={onAgree}>
                {MSG.legalAgree}
              </Button>
            </Group>
          </Stack>
        </Stack>
      ) : (
        <QueryState isLoading={doc.isPending} error={doc.error} onRetry={() => void doc.refetch()} />
      )}
    </Modal>
  );
}
