/**
 * The password asked again before a copy of one's data is made: a wrong password is said at its
 * field, any other refusal above it, and what was typed stays until the dialog closes.
 */
import { MSG } from '@kilau/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/form-fields';
import { Modal } from '../../../components/ui/overlays';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { isPasswordError } from '../lib/password-error';

const resolver = lazyResolver<{ password: string }>(() =>
  import('../lib/form-resolvers').then((m) => m.passwordResolver),
);

export function PasswordDialog({
  opened,
  onClose,
  onSubmit,
  busy,
}: {
  opened: boolean;
  onClose: () => void;
  /** Sends the password; throws on a refusal (the dialog then stays open with the message). */
  onSubmit: (password: string) => Promise<void>;
  busy: boolean;
}) {
  const form = useForm<{ password: string }>({ resolver, defaultValues: { password: '' } });
  const [error, setError] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset({ password: '' });
      setError(null);
      resolver.preload();
    }
  }, [opened, reset]);

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await onSubmit(password);
    } catch (err) {
      if (isPasswordError(err)) {
        const message = err.fieldErrors.find((f) => f.field === 'password')?.message ?? err.messageId;
        form.setError('password', { message }, { shouldFocus: true });
      } else setError(errorMessage(err));
    }
  });

  const fieldError = form.formState.errors.password?.message;
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.dataExportDialogTitle} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{MSG.dataExportDialogText}</Text>
          {error && <FormAlert>{error}</FormAlert>}
          <PasswordField
            label={MSG.dataRightsPasswordLabel}
            autoComplete="current-password"
            data-autofocus
            error={fieldError}
            aria-invalid={fieldError ? true : undefined}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MSG.buttonCancel}
            </Button>
            <Button type="submit" loading={busy}>
              {MSG.dataExportSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
