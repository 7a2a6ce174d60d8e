import { type ChangePasswordForm, MSG } from '@kilau/shared';
import { PasswordInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { showSaveError } from '../form-errors';
import { SidePanelForm } from './side-panel';

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<ChangePasswordForm>(() =>
  import('../lib/form-resolvers').then((m) => m.passwordResolver),
);

const EMPTY: ChangePasswordForm = { password: '', new_password: '', repeat_password: '' };

export function PasswordPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mutation = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  const submit = form.handleSubmit(async ({ password, new_password }) => {
    try {
      await mutation.mutateAsync({ password, new_password });
      notifySuccess(MSG.profilePasswordChanged);
      onClose();
    } catch (error) {
      // docs/product/customer-area.md § Messages: 401 here is the wrong old password, shown on its field.
      if (error instanceof ApiError && error.httpStatus === 401) {
        form.setError('password', { message: MSG.profileOldPasswordWrong }, { shouldFocus: true });
        return;
      }
      showSaveError(error, form.setError, 'new_password');
    }
  });

  const { errors } = form.formState;
  return (
    <SidePanelForm
      title={MSG.profileChangePassword}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      saving={mutation.isPending}
    >
      <PasswordInput
        label={MSG.profileOldPassword}
        autoComplete="current-password"
        required
        data-autofocus
        error={errors.password?.message}
        aria-invalid={errors.password ? true : undefined}
        {...form.register('password')}
      />
      <PasswordInput
        label={MSG.profileNewPassword}
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        aria-invalid={errors.new_password ? true : undefined}
        {...form.register('new_password')}
      />
      <PasswordInput
        label={MSG.profileRepeatPassword}
        autoComplete="new-password"
        required
        error={errors.repeat_password?.message}
        aria-invalid={errors.repeat_password ? true : undefined}
        {...form.register('repeat_password')}
      />
    </SidePanelForm>
  );
}
