import { type LegalDocumentId, MSG } from '@kilau/shared';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { LegalDocumentModal } from './legal-document';

interface ConsentCheckboxProps {
  label: string;
  documentId: LegalDocumentId;
  bankCode?: string | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** A consent tick with a link that opens its terms; agreeing in the modal ticks it. */
export function ConsentCheckbox({
  label,
  documentId,
  bankCode,
  checked,
  onChange,
  error,
}: ConsentCheckboxProps) {
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

/** A form's consent field (ticked only when its value is `true`) as a ConsentCheckbox. */
export function ConsentField<F extends FieldValues, C, T>({
  control,
  name,
  ...props
}: Omit<ConsentCheckboxProps, 'checked' | 'onChange' | 'error'> & {
  control: Control<F, C, T>;
  name: Path<F>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ConsentCheckbox
          {...props}
          checked={field.value === true}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
