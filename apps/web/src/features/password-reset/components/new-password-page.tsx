import { MSG, type NewPasswordForm, SC } from '@kilau/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, SubmitButton } from '../../../components/ui/form-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReadOnceHydrated } from '../../../lib/use-read-once-hydrated';
import { useResetPassword } from '../api/reset-password';
import { resetStore } from '../lib/reset-store';
import { MessageModal } from './message-modal';
import { PasswordChecklist } from './password-checklist';

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<NewPasswordForm>(() =>
  import('../lib/form-resolvers').then((m) => m.newPasswordResolver),
);

/** `token` undefined: the markup the build rendered, inert until the stored token is read. */
function NewPasswordFields({ token, onDone }: { token: string | undefined; onDone: () => void }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const { register, handleSubmit, formState, watch } = useForm<NewPasswordForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const [password, confirmation] = watch(['new_password', 'confirm_password']);

  const submit = handleSubmit(async (values) => {
    if (reset.isPending || token === undefined) return;
    setFailure(null);
    try {
      await reset.mutateAsync({ ...values, token });
      resetStore.clear();
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.is(SC.expired)) return setSessionEnded(true);
      if (err instanceof ApiError && err.is(SC.resetSamePassword))
        return setFailure(MSG.newPasswordSameAsOld);
      setFailure(errorMessage(err));
    }
  });

  const leave = () => {
    resetStore.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormAlert>{failure}</FormAlert>
        <PasswordField
          label={MSG.newPasswordLabel}
          autoComplete="new-password"
          error={formState.errors.new_password?.message}
          readOnly={token === undefined}
          {...register('new_password')}
        />
        <PasswordField
          label={MSG.newPasswordConfirmLabel}
          autoComplete="new-password"
          error={formState.errors.confirm_password?.message}
          readOnly={token === undefined}
          {...register('confirm_password')}
        />
        <PasswordChecklist id="password-rules" password={password} confirmation={confirmation} />
        <SubmitButton loading={reset.isPending} ready={token !== undefined}>
          {MSG.buttonSave}
        </SubmitButton>
      </Stack>
      <MessageModal
        message={sessionEnded ? MSG.sessionEndedText : null}
        title={MSG.sessionEndedTitle}
        buttonLabel={MSG.buttonLogin}
        onClose={leave}
      />
    </form>
  );
}

/** /confirm-resetpassword: the new password, then a success screen (docs/product/customer-area.md § Screens, Rules, Messages). */
export default function NewPasswordPage() {
  usePageTitle(MSG.newPasswordTitle);
  // Session storage, read once React runs: the build renders the page without it (decision 0177).
  const stored = useReadOnceHydrated(resetStore.get);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <PublicLayout>
        <Stack align="center" ta="center" gap="md" py="sm" role="status">
          <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8">
            {MSG.resetSuccessTitle}
          </Title>
          <Text c="dimmed">{MSG.resetSuccessText}</Text>
          <Button component={Link} to={paths.login} size="md" fullWidth replace>
            {MSG.buttonLogin}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }
  if (stored === null || (stored && !stored.token)) return <Navigate to={paths.resetPassword} replace />;
  return (
    <PublicLayout>
      <PageHeading title={MSG.newPasswordTitle} />
      <NewPasswordFields token={stored?.token} onDone={() => setDone(true)} />
    </PublicLayout>
  );
}
