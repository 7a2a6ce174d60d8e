/**
 * 'Batasi / hapus data': plainly, that identity records are kept five years after the relationship
 * ends (UU 8/2010 art. 21), so a deletion now closes the account and stops processing and the
 * erasure follows the period; the choice of restriction or deletion, a note, the password and a
 * confirmation that the account will be closed.
 */
import { MSG } from '@kilau/shared';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/form-fields';
import { RadioGroup } from '../../../components/ui/radio-group';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCreateDataRequest } from '../api/data-rights';
import { isPasswordError } from '../lib/password-error';
import { SectionCard } from './section-card';

export interface ClosureValues {
  kind: 'restriction' | 'deletion';
  note: string;
  password: string;
  confirmed: boolean;
}

const resolver = lazyResolver<ClosureValues>(() =>
  import('../lib/form-resolvers').then((m) => m.closureResolver as never),
);
const EMPTY: ClosureValues = { kind: 'deletion', note: '', password: '', confirmed: false };
const KINDS = [
  { value: 'deletion', label: `${MSG.dataKindDeletion}: ${MSG.dataRestrictKindDeletionHint}` },
  { value: 'restriction', label: `${MSG.dataKindRestriction}: ${MSG.dataRestrictKindRestrictionHint}` },
] as const;

export function ClosureForm({ closed }: { closed: boolean }) {
  const form = useForm<ClosureValues>({ resolver, defaultValues: EMPTY });
  const create = useCreateDataRequest();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ kind, note, password }) => {
    setError(null);
    setDone(null);
    try {
      const reply = await create.mutateAsync({ kind, note, password });
      form.reset(EMPTY);
      setDone(reply.message);
    } catch (err) {
      if (isPasswordError(err)) {
        const message = err.fieldErrors.find((f) => f.field === 'password')?.message ?? err.messageId;
        form.setError('password', { message }, { shouldFocus: true });
      } else setError(errorMessage(err));
    }
  });

  const { errors } = form.formState;
  return (
    <SectionCard id="closure-title" title={MSG.dataRestrictTitle}>
      <form noValidate onSubmit={submit} onFocus={() => resolver.preload()}>
        <Stack gap="sm">
          <Text size="sm">{MSG.dataRestrictIntro}</Text>
          <Alert color="yellow" variant="light">
            <Text size="sm">{MSG.dataRestrictRetention}</Text>
          </Alert>
          {done && <FormAlert ok>{done}</FormAlert>}
          {error && <FormAlert>{error}</FormAlert>}
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <RadioGroup
                label={MSG.dataRestrictKindLabel}
                options={KINDS}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                layout="column"
                withAsterisk
              />
            )}
          />
          <Textarea
            label={MSG.dataRequestNoteLabel}
            autosize
            minRows={2}
            disabled={closed}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <PasswordField
            label={MSG.dataRightsPasswordLabel}
            autoComplete="current-password"
            disabled={closed}
            error={errors.password?.message}
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
          <Text size="sm" fw={600}>
            {MSG.dataRestrictClosesAccount}
          </Text>
          <Controller
            control={form.control}
            name="confirmed"
            render={({ field }) => (
              <Checkbox
                label={MSG.dataRestrictConfirmLabel}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.confirmed?.message}
              />
            )}
          />
          <Group>
            <Button type="submit" color="red" loading={create.isPending} disabled={closed}>
              {MSG.dataRestrictSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
