import { MSG } from '@kilau/shared';
import { Anchor, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LegalDocumentModal } from './legal-document';

/**
 * The intermediary's profile (profil-perusahaan) with its acknowledgement: the customer reads the
 * text and ticks 'Ya' under it, with today's date (docs/product/onboarding.md § Overview). Ticking from outside opens the
 * text first.
 */
export function ProfileAcknowledgement({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Checkbox
        label={MSG.profileAckLabel}
        checked={checked}
        onChange={(e) => {
          if (e.currentTarget.checked && !checked) setOpen(true);
          else onChange(e.currentTarget.checked);
        }}
        error={error}
      />
      <Anchor component="button" type="button" size="sm" pl={32} ta="left" onClick={() => setOpen(true)}>
        {MSG.profileAckOpen}
      </Anchor>
      <LegalDocumentModal
        documentId="profil-perusahaan"
        opened={open}
        onClose={() => setOpen(false)}
        footer={(doc) =>
          doc.acknowledgement ? (
            <Paper withBorder radius="md" p="md" bg="gray.0">
              <Stack gap="xs">
                <Text size="sm">{doc.acknowledgement.statement}</Text>
                <Checkbox
                  label={doc.acknowledgement.option}
                  checked={checked}
                  onChange={(e) => onChange(e.currentTarget.checked)}
                />
                <Text size="sm" c="dimmed">
                  {doc.acknowledgement.date_label}: {doc.acknowledgement.date ?? ''}
                </Text>
              </Stack>
            </Paper>
          ) : null
        }
      />
    </Stack>
  );
}
