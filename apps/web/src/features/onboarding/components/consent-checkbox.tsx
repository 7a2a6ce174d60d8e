import { type LegalDocumentId, MSG } from '@kilau/shared';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { LegalDocumentModal } from './legal-document';

/** A consent tick with a link that opens its terms; agreeing in the modal ticks it. */
export function ConsentCheckbox({
  label,
  documentId,
  bankCode,
  checked,
  onChange,
  error,
}: {
  label: string;
  documentId: LegalDocumentId;
  bankCode?: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Checkbox
        label={label}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        error={error}
        styles={{ label: { lineHeight: 1.45 } }}
      />
      <Anchor component="button" type="button" size="sm" pl={32} ta="left" onClick={() => setOpen(true)}>
        {MSG.legalRead}
      </Anchor>
      <LegalDocumentModal
        documentId={documentId}
        bankCode={bankCode}
        opened={open}
        onClose={() => setOpen(false)}
        onAgree={() => onChange(true)}
      />
    </Stack>
  );
}
