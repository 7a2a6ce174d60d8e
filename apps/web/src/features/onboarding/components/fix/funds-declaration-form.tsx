/**
 * The declaration of source of funds and wealth, made on 'Perlu perbaikan' itself when a reviewer
 * asked it (docs/product/risk-rating.md § Enhanced due diligence): two explanations and one
 * supporting document, sent as soon as it is picked. Saved, the item counts as fixed; it can be
 * changed until the customer resubmits. Every bad input is said at its field, and a refusal of the
 * server keeps what was typed.
 */
import {
  FUNDS_DECLARATION_TEXT_MAX,
  FUNDS_DECLARATION_TEXT_MIN,
  type FundsDeclarationBody,
  IMAGE_LIMIT_BYTES,
  IMAGE_MIME_TYPES,
  MSG,
} from '@kilau/shared';
import { Button, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { FIX_LIST_KEY } from '../../api/fix-list';
import { saveFundsDeclaration, uploadDeclarationDocument } from '../../api/funds-declaration';

type Texts = Pick<FundsDeclarationBody, 'source_of_funds' | 'source_of_wealth'>;
type Document = { state: 'none' } | { state: 'uploading' } | { state: 'ready'; id: string; name: string };

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const isAcceptable = (file: File) =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) && file.size < IMAGE_LIMIT_BYTES;

/** The server's rule for each text, said here first (the shared schema's bounds and messages). */
const textRule = (required: string) => ({
  validate: (v: string) => {
    const t = v.trim();
    if (t.length < FUNDS_DECLARATION_TEXT_MIN) return required;
    return t.length <= FUNDS_DECLARATION_TEXT_MAX || MSG.fundsDeclarationTooLong;
  },
});

export function FundsDeclarationForm({
  customerId,
  saved,
  onDone,
}: {
  customerId: string;
  saved: { source_of_funds: string; source_of_wealth: string; file_id: string } | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Texts>({
    defaultValues: {
      source_of_funds: saved?.source_of_funds ?? '',
      source_of_wealth: saved?.source_of_wealth ?? '',
    },
    mode: 'onTouched',
  });
  const [doc, setDoc] = useState<Document>(
    saved
      ? { state: 'ready', id: saved.file_id, name: MSG.fundsDeclarationDocumentLabel }
      : { state: 'none' },
  );
  const [docError, setDocError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | null) {
    setDocError(null);
    if (!file) {
      setDoc({ state: 'none' });
      return;
    }
    if (!isAcceptable(file)) {
      setDocError(MSG.uploadImageInvalid);
      return;
    }
    setDoc({ state: 'uploading' });
    try {
      setDoc({ state: 'ready', id: await uploadDeclarationDocument(customerId, file), name: file.name });
    } catch (err) {
      setDoc({ state: 'none' });
      setDocError(errorMessage(err));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (doc.state !== 'ready') {
      setDocError(MSG.fundsDeclarationDocumentRequired);
      return;
    }
    try {
      const message = await saveFundsDeclaration(customerId, { ...values, file_id: doc.id });
      notifySuccess(message || MSG.fundsDeclarationSaved);
      await queryClient.invalidateQueries({ queryKey: FIX_LIST_KEY });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        for (const f of err.fieldErrors) {
          if (f.field === 'file_id') setDocError(f.message);
          else if (f.field === 'source_of_funds' || f.field === 'source_of_wealth')
            form.setError(f.field, { message: f.message });
          else setError(f.message);
        }
      } else setError(errorMessage(err));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} aria-label={MSG.resubmissionItemFundsDeclaration}>
      <Stack gap="sm">
        {error && <FormAlert>{error}</FormAlert>}
        <Textarea
          label={MSG.fundsDeclarationFundsLabel}
          description={MSG.fundsDeclarationFundsHint}
          autosize
          minRows={3}
          maxLength={FUNDS_DECLARATION_TEXT_MAX}
          withAsterisk
          error={errors.source_of_funds?.message}
          {...form.register('source_of_funds', textRule(MSG.fundsDeclarationFundsRequired))}
        />
        <Textarea
          label={MSG.fundsDeclarationWealthLabel}
          description={MSG.fundsDeclarationWealthHint}
          autosize
          minRows={3}
          maxLength={FUNDS_DECLARATION_TEXT_MAX}
          withAsterisk
          error={errors.source_of_wealth?.message}
          {...form.register('source_of_wealth', textRule(MSG.fundsDeclarationWealthRequired))}
        />
        <FileInput
          label={MSG.fundsDeclarationDocumentLabel}
          description={MSG.fundsDeclarationDocumentHint}
          accept={ACCEPT}
          withAsterisk
          clearable
          disabled={doc.state === 'uploading'}
          value={null}
          onChange={(file) => void pick(file)}
          error={docError}
        />
        {doc.state === 'ready' && (
          <Text size="xs" c="teal.8">
            {doc.name}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting || doc.state === 'uploading'}>
          {MSG.fundsDeclarationSave}
        </Button>
      </Stack>
    </form>
  );
}
