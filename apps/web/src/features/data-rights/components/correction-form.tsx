/**
 * 'Ajukan koreksi': which data is wrong (the form's own labels), the right value, an optional
 * supporting document sent through the upload route as soon as it is picked, and a note. Every bad
 * input is said at its field; a refusal of the server keeps what was typed.
 */
import { type DataCorrectionField, MSG } from '@kilau/shared';
import { Button, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCreateDataRequest } from '../api/data-rights';
import { DOCUMENT_ACCEPT, isAcceptableDocument, uploadRequestDocument } from '../api/upload-document';
import { CORRECTION_FIELD_OPTIONS } from '../lib/labels';
import { SectionCard } from './section-card';

export interface CorrectionValues {
  field: DataCorrectionField | '';
  requested_value: string;
  note: string;
}

const resolver = lazyResolver<CorrectionValues>(() =>
  import('../lib/form-resolvers').then((m) => m.correctionResolver as never),
);
const EMPTY: CorrectionValues = { field: '', requested_value: '', note: '' };

type Document =
  | { state: 'none' }
  | { state: 'uploading'; name: string }
  | { state: 'ready'; file: File; id: string };

export function CorrectionForm({ closed }: { closed: boolean }) {
  const form = useForm<CorrectionValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' });
  const create = useCreateDataRequest();
  const [doc, setDoc] = useState<Document>({ state: 'none' });
  const [docError, setDocError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function pick(file: File | null) {
    setDocError(null);
    if (!file) {
      setDoc({ state: 'none' });
      return;
    }
    if (!isAcceptableDocument(file)) {
      setDoc({ state: 'none' });
      setDocError(MSG.dataCorrectionDocumentInvalid);
      return;
    }
    setDoc({ state: 'uploading', name: file.name });
    try {
      setDoc({ state: 'ready', file, id: await uploadRequestDocument(file) });
    } catch (err) {
      setDoc({ state: 'none' });
      setDocError(errorMessage(err));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const reply = await create.mutateAsync({
        kind: 'correction',
        field: values.field as DataCorrectionField,
        requested_value: values.requested_value,
        note: values.note,
        ...(doc.state === 'ready' ? { document_file_id: doc.id } : {}),
      });
      form.reset(EMPTY);
      setDoc({ state: 'none' });
      setDone(reply.message);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        for (const f of err.fieldErrors) {
          if (f.field === 'document_file_id') setDocError(f.message);
          else if (f.field in EMPTY) form.setError(f.field as keyof CorrectionValues, { message: f.message });
          else setError(f.message);
        }
      } else setError(errorMessage(err));
    }
  });

  const { errors } = form.formState;
  // The formats the record keeps these in (the decision writes the value as it was asked for).
  const chosen = form.watch('field');
  const hint =
    chosen === 'personal.birth_date'
      ? MSG.dataCorrectionDateHint
      : chosen === 'personal.ktp_no'
        ? MSG.dataCorrectionKtpHint
        : undefined;
  return (
    <SectionCard id="correction-title" title={MSG.dataCorrectionTitle}>
      <form noValidate onSubmit={submit} onFocus={() => resolver.preload()}>
        <Stack gap="sm">
          <Text size="sm">{MSG.dataCorrectionIntro}</Text>
          {done && <FormAlert ok>{done}</FormAlert>}
          {error && <FormAlert>{error}</FormAlert>}
          <Controller
            control={form.control}
            name="field"
            render={({ field }) => (
              <Select
                label={MSG.dataCorrectionFieldLabel}
                placeholder={MSG.dataCorrectionFieldPlaceholder}
                data={CORRECTION_FIELD_OPTIONS}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.field?.message}
                allowDeselect={false}
                withAsterisk
                disabled={closed}
              />
            )}
          />
          <TextInput
            label={MSG.dataCorrectionValueLabel}
            description={hint}
            inputMode={chosen === 'personal.ktp_no' ? 'numeric' : undefined}
            withAsterisk
            disabled={closed}
            error={errors.requested_value?.message}
            aria-invalid={errors.requested_value ? true : undefined}
            {...form.register('requested_value')}
          />
          <FileInput
            label={MSG.dataCorrectionDocumentLabel}
            description={MSG.dataCorrectionDocumentHint}
            accept={DOCUMENT_ACCEPT}
            clearable
            disabled={closed || doc.state === 'uploading'}
            value={doc.state === 'ready' ? doc.file : null}
            placeholder={doc.state === 'uploading' ? MSG.dataCorrectionDocumentUploading : undefined}
            onChange={(file) => void pick(file)}
            error={docError}
            clearButtonProps={{ 'aria-label': MSG.dataCorrectionDocumentRemove }}
          />
          <Textarea
            label={MSG.dataRequestNoteLabel}
            autosize
            minRows={2}
            disabled={closed}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <Group>
            <Button type="submit" loading={create.isPending} disabled={closed || doc.state === 'uploading'}>
              {MSG.dataCorrectionSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
