import { zodResolver } from '@hookform/resolvers/zod';
import { changePhoneBodySchema, MSG } from '@kilau/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { showSaveError } from '../form-errors';
import { SidePanel } from './side-panel';

type PhoneForm = z.input<typeof changePhoneBodySchema>;

export function PhonePanel({
  opened,
  onClose,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  current: string;
}) {
  const mutation = useUpdateProfile();
  const form = useForm<PhoneForm, unknown, z.output<typeof changePhoneBodySchema>>({
    resolver: zodResolver(changePhoneBodySchema),
    defaultValues: { phone_number: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ phone_number: current });
  }, [opened, current, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess(MSG.profileSaved);
      onClose();
    } catch (error) {
      showSaveError(error, form.setError, 'phone_number');
    }
  });

  const field = form.register('phone_number');
  return (
    <SidePanel title={MSG.profileChangePhone} opened={opened} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label={MSG.profileNewPhone}
            type="tel"
            autoComplete="tel"
            inputMode="numeric"
            required
            data-autofocus
            error={form.formState.errors.phone_number?.message}
            {...field}
            // Digits only, as the rule says: other characters are dropped while typing.
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, '');
              void field.onChange(e);
            }}
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
