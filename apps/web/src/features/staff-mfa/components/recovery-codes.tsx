/**
 * The recovery codes, shown once (after the enrolment, and after 'Buat kode pemulihan baru'): the
 * list, copying it, saving it as a .txt file, and 'Saya sudah menyimpan kode ini' to go on. The
 * server keeps only their hashes, so this screen is the one chance to keep them.
 */
import { MSG, TOTP_ISSUER } from '@kilau/shared';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { saveBlob } from '../../../lib/file-download';
import { notifyError } from '../../../lib/notify';

export function recoveryCodesText(username: string, codes: readonly string[]): string {
  return [`${TOTP_ISSUER} — ${MSG.mfaRecoveryTitle}`, username, '', ...codes, ''].join('\n');
}

export function RecoveryCodes({
  codes,
  username,
  onDone,
  heading = true,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
  /** The title as a heading of the page (false inside a dialog that has it as its title). */
  heading?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(username, codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // Clipboard refused (no permission, an insecure page): the download still works.
      notifyError(MSG.technicalProblem);
    }
  }

  return (
    <Stack gap="md">
      {heading && (
        <Title order={2} fz={20}>
          {MSG.mfaRecoveryTitle}
        </Title>
      )}
      <Text size="sm">{MSG.mfaRecoveryIntro}</Text>
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <List
          listStyleType="none"
          aria-label={MSG.mfaRecoveryTitle}
          data-testid="recovery-codes"
          style={{ columns: '2 9rem', columnGap: '1.5rem' }}
        >
          {codes.map((code) => (
            <List.Item key={code} ff="monospace" fz="md" py={2}>
              {code}
            </List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm" grow>
        <Button variant="default" onClick={() => void copy()}>
          {copied ? MSG.mfaRecoveryCopied : MSG.mfaRecoveryCopy}
        </Button>
        <Button
          variant="default"
          onClick={() =>
            saveBlob(
              new Blob([text], { type: 'text/plain;charset=utf-8' }),
              `kilau-kode-pemulihan-${username}.txt`,
            )
          }
        >
          {MSG.mfaRecoveryDownload}
        </Button>
      </Group>
      {/* The label wraps on a phone rather than being cut. */}
      <Button
        size="md"
        fullWidth
        h="auto"
        mih={42}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        onClick={onDone}
      >
        {MSG.mfaRecoverySaved}
      </Button>
    </Stack>
  );
}
