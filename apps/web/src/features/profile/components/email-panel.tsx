import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBodySchema, MSG } from '@kilau/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { showSaveError } from '../form-errors';
import { SidePanel } from './side-panel';

type EmailForm = z.input<typeof changeEmailBodySchema>;

export function EmailPanel({
  opened,
  onClose,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  current: string;
}) {
  const mutation = useUpdateProfile();
  const form = useForm<EmailForm, unknown, z.output<typeof changeEmailBodySchema>>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ email: current });
  }, [opened, current, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess(MSG.profileSaved);
      onClose();
    } catch (error) {
      showSaveError(error, form.setError, 'email');
    }
  });

  return (
    <SidePanel title={MSG.profileChangeEmail} opened={opened} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label={MSG.profileNewEmail}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            data-autofocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {MSG.buttonCancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {MSG.buttonSave}
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
}
