/**
 * A signature (mode 1 the customer's own, mode 2 the partner's): drawn in a modal on the pad,
 * uploaded as PNG, then shown from the store. An empty pad is 'Tanda Tangan tidak boleh kosong'.
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Modal } from '../../../../components/ui/overlays';
import { errorMessage } from '../../../../lib/api-client';
import { uploadAttachment } from '../../api/upload';
import { StoredImage } from '../shared/stored-file';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

export type SignatureMode = 1 | 2;

export function SignatureField({
  mode,
  customerId,
  path,
  error,
  onUploaded,
  onError,
}: {
  mode: SignatureMode;
  customerId: string;
  path: string | null;
  error: string | null;
  onUploaded: (path: string) => void;
  onError: (message: string | null) => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [saving, setSaving] = useState(false);
  const [padError, setPadError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const label = mode === 1 ? MSG.attachSignatureOwn : MSG.attachSignaturePartner;
  const kind = mode === 1 ? 'signature' : 'partner_signature';

  const save = async () => {
    const png = await pad.current?.toPng();
    if (!png) {
      setPadError(mode === 1 ? MSG.signatureRequired : MSG.partnerSignatureRequired);
      return;
    }
    setSaving(true);
    try {
      const stored = await uploadAttachment(
        customerId,
        kind,
        new File([png], `${kind}.png`, { type: 'image/png' }),
      );
      onUploaded(stored);
      onError(null);
      setPadError(null);
      close();
    } catch (err) {
      setPadError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`signature-mode-${mode}`}
      style={error ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {label}
          <Text span c="red.7" aria-hidden>
            {' '}
            *
          </Text>
        </Text>
        {path ? <StoredImage path={path} alt={label} height={100} /> : null}
        <Group>
          <Button variant="light" size="sm" onClick={open}>
            {path ? MSG.attachSignatureRedo : MSG.attachSignatureSign}
          </Button>
        </Group>
        {error ? (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
      <Modal opened={opened} onClose={close} title={label} centered size="lg">
        <Stack>
          <SignaturePad ref={pad} onChange={(empty) => !empty && setPadError(null)} />
          {padError ? (
            <Text size="sm" c="red.8" role="alert">
              {padError}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.buttonCancel}
            </Button>
            <Button onClick={() => void save()} loading={saving}>
              {MSG.attachSignatureSave}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
