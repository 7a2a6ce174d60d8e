/**
 * The endpoint's signing secret (`whsec_…`), shown once: after 'Tambah endpoint' and after 'Ganti
 * rahasia'; with the key texts, a new partner's API key (`kil_…`, decision 0127). The server never shows it again, so the dialog closes only through 'Saya sudah
 * menyimpan rahasia ini' (no click outside, no Escape), after a warning that says so.
 */
import { MSG } from '@kilau/shared';
import { Alert, Button, Code, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';

/** The dialog's texts for a partner's API key rather than an endpoint's secret. */
export const KEY_TEXTS = {
  title: MSG.integrationsKeyTitle,
  warning: MSG.integrationsKeyWarning,
  copy: MSG.integrationsCopyKey,
  copied: MSG.integrationsKeyCopied,
  done: MSG.integrationsKeyDone,
};
const SECRET_TEXTS: typeof KEY_TEXTS = {
  title: MSG.integrationsSecretTitle,
  warning: MSG.integrationsSecretWarning,
  copy: MSG.integrationsCopySecret,
  copied: MSG.integrationsSecretCopied,
  done: MSG.integrationsSecretDone,
};

export function SecretDialog({
  secret,
  subject,
  onDone,
  texts = SECRET_TEXTS,
}: {
  secret: string | null;
  /** The endpoint's URL, or the partner's name: whose secret this is. */
  subject: string;
  onDone: () => void;
  texts?: typeof KEY_TEXTS;
}) {
  const [copied, setCopied] = useState(false);
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // The clipboard refused (no permission): the secret stays on screen to be copied by hand.
      notifyError(MSG.technicalProblem);
    }
  }
  const done = () => {
    setCopied(false);
    onDone();
  };
  return (
    <Modal
      opened={secret !== null}
      onClose={done}
      title={texts.title}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {texts.warning}
        </Alert>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
        <Code block data-testid="webhook-secret" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {secret ?? ''}
        </Code>
        <Button variant="default" onClick={() => secret && void copy(secret)}>
          {copied ? texts.copied : texts.copy}
        </Button>
        <Button
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          onClick={done}
        >
          {texts.done}
        </Button>
      </Stack>
    </Modal>
  );
}
