import { type LegalDocument as LegalDocumentData, type LegalDocumentId, MSG } from '@kilau/shared';
import { Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Modal, ScrollArea } from '../../../../components/ui/overlays';
import { QueryState } from '../../../../components/ui/query-state';
import { useLegalDocument } from '../../api/legal';

/**
 * A legal text laid out to be read: section headings, numbered clauses with their title, and
 * paragraphs. A clause's choices are listed (a screen that lets the customer pick one renders them
 * itself through `renderChoices`).
 */
export function LegalDocumentBody({
  document,
  renderChoices,
}: {
  document: LegalDocumentData;
  renderChoices?: (clause: LegalDocumentData['sections'][number]['clauses'][number]) => ReactNode;
}) {
  const numbered = document.sections.reduce((n, s) => n + s.clauses.length, 0) > 1;
  return (
    <Stack gap="lg" lh={1.6}>
      {document.sections.map((section) => (
        <Stack component="section" gap="sm" key={`${section.clauses[0]?.number ?? 0}-${section.title ?? ''}`}>
          {section.title ? (
            <Title order={3} fz="md" c="navy.8">
              {section.title}
            </Title>
          ) : null}
          {section.clauses.map((clause) => (
            <Box key={clause.number} component="article">
              {clause.title ? (
                <Text fw={700} size="sm" mb={4}>
                  {numbered ? `${clause.number}. ` : ''}
                  {clause.title}
                </Text>
              ) : null}
              <Stack gap={6} pl={clause.title ? 'md' : 0}>
                {clause.paragraphs.map((p, pi) => (
                  <Text size="sm" key={p} style={{ whiteSpace: 'pre-line' }}>
                    {!clause.title && pi === 0 && numbered ? `${clause.number}. ` : ''}
                    {p}
                  </Text>
                ))}
                {clause.choices?.length ? (
                  renderChoices ? (
                    renderChoices(clause)
                  ) : (
                    <List size="sm" type="ordered" listStyleType="lower-alpha">
                      {clause.choices.map((c) => (
                        <List.Item key={c.id}>{c.label}</List.Item>
                      ))}
                    </List>
                  )
                ) : null}
              </Stack>
            </Box>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export interface LegalDocumentModalProps {
  documentId: LegalDocumentId;
  opened: boolean;
  onClose: () => void;
  /** The partner bank whose name the text carries (bank terms). */
  bankCode?: string | null;
  /** With it, an agree button closes the modal and reports the agreement (e.g. ticks the consent). */
  onAgree?: () => void;
  agreeLabel?: string;
  /** Below the text, above the buttons (e.g. the profile's 'Ya' acknowledgement). */
  footer?: (document: LegalDocumentData) => ReactNode;
  renderChoices?: Parameters<typeof LegalDocumentBody>[0]['renderChoices'];
}

/** A legal text in a modal (full screen on phones), loaded when first opened. */
export function LegalDocumentModal({
  documentId,
  opened,
  onClose,
  bankCode,
  onAgree,
  agreeLabel = MSG.legalAgree,
  footer,
  renderChoices,
}: LegalDocumentModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const doc = useLegalDocument(documentId, bankCode, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={doc.data?.title ?? MSG.loading}
      size="lg"
      fullScreen={Boolean(phone)}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': MSG.buttonClose }}
    >
      {doc.data ? (
        <Stack gap="lg">
          <LegalDocumentBody document={doc.data} renderChoices={renderChoices} />
          {footer?.(doc.data)}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {MSG.buttonClose}
            </Button>
            {onAgree ? (
              <Button
                onClick={() => {
                  onAgree();
                  onClose();
                }}
              >
                {agreeLabel}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <QueryState isLoading={doc.isPending} error={doc.error} onRetry={() => void doc.refetch()} />
      )}
    </Modal>
  );
}
