import { MSG, type RegisterForm } from '@kilau/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailField, PasswordField, PromptLink, SubmitButton } from '../../../components/ui/form-fields';
import { DeferredDialog } from '../../../components/ui/lazy-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterAccount } from '../api/register';
import { EMPTY_REGISTRATION, useRegisterForm } from '../hooks/use-register-form';
import { type UniqueField, useUniquenessCheck } from '../hooks/use-uniqueness-check';
import { registerErrorMessage } from '../lib/register-error';
import type { PendingRegistration } from './otp-modal';

// The SMS-code dialog loads when the browser is idle, before it first opens: in the page's first
// paint it puts /register over its budget (decision 0175).
const loadOtpModal = () => import('./otp-modal');
const OtpModal = lazy(() => loadOtpModal().then((m) => ({ default: m.OtpModal })));

/** Removes what may not be typed, as it is typed (spaces in a username, non-digits in a phone). */
const strip = (pattern: RegExp) => (e: ChangeEvent<HTMLInputElement>) => {
  e.currentTarget.value = e.currentTarget.value.replace(pattern, '');
};

/** The login's hand-over of a registration to continue, checked since history state is untyped. */
function resumedFrom(state: unknown): PendingRegistration | null {
  const r = (state as { resume?: Record<string, unknown> } | null)?.resume;
  if (!r || typeof r.email !== 'string' || typeof r.phonenumber !== 'string' || typeof r.token !== 'string')
    return null;
  const resendIn = typeof r.resend_in === 'number' ? r.resend_in : 0;
  return { email: r.email, phonenumber: r.phonenumber, token: r.token, resendIn, resumed: true };
}

/** /register (docs/product/customer-area.md § Screens, Rules, Messages). */
export default function RegisterPage() {
  usePageTitle(MSG.buttonRegister);
  const form = useRegisterForm();
  const { register, handleSubmit, setError, reset, formState } = form;
  const errors = formState.errors;
  const submitRegistration = useRegisterAccount();
  const checkUnique = useUniquenessCheck(form);
  const [failure, setFailure] = useState<string | null>(null);
  const location = useLocation();
  // From the login: a registration left at its SMS code, to continue (decision 0088).
  const [pending, setPending] = useState<PendingRegistration | null>(() => resumedFrom(location.state));
  // The build renders this page (decision 0177): until React runs, its fields take no input and its
  // button sends nothing; the history's state (the registration to continue) is not in that markup.
  const hydrated = useHydrated();

  /** A field's props: registered, its error, and read-only until hydrated. */
  const plainField = (name: keyof RegisterForm) => ({
    ...register(name),
    readOnly: !hydrated,
    error: errors[name]?.message,
  });
  /** A field the server checks is free (on blur), `pattern` stripped as it is typed. */
  const field = (name: UniqueField, pattern?: RegExp) => {
    const reg = plainField(name);
    return {
      ...reg,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        if (pattern) strip(pattern)(e);
        return reg.onChange(e);
      },
      onBlur: async (e: FocusEvent<HTMLInputElement>) => {
        await reg.onBlur(e);
        await checkUnique(name);
      },
    };
  };

  const submit = handleSubmit(async ({ confirm_password: _, ...body }) => {
    if (submitRegistration.isPending) return;
    setFailure(null);
    try {
      const reply = await submitRegistration.mutateAsync(body);
      setPending({
        email: body.email,
        phonenumber: reply.phonenumber,
        token: reply.token,
        resendIn: reply.resend_in,
        resumed: reply.resumed === true,
      });
    } catch (err) {
      setFailure(registerErrorMessage(err));
      if (err instanceof ApiError) {
        for (const { field: name, message } of err.fieldErrors) {
          if (name in EMPTY_REGISTRATION) setError(name as keyof RegisterForm, { type: 'server', message });
        }
      }
    }
  });

  // The SMS-code dialog closed to correct the number (decision 0125): the form keeps what was
  // typed; sending it again with the same e-mail and password replaces the unverified registration.
  const changeNumber = () => {
    setPending(null);
    setFailure(null);
  };

  const reRegister = () => {
    setPending(null);
    setFailure(null);
    reset();
  };

  return (
    <PublicLayout width={560}>
      <PageHeading title={MSG.registerTitle} subtitle={MSG.registerSubtitle} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert>{failure}</FormAlert>
          <TextInput label={MSG.fullnameLabel} autoComplete="name" withAsterisk {...plainField('fullname')} />
          <EmailField {...field('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={MSG.usernameLabel}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              {...field('username', /\s/g)}
            />
            <TextInput
              label={MSG.phoneLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="08xxxxxxxxxx"
              withAsterisk
              {...field('phonenumber', /\D/g)}
            />
            <PasswordField
              label={MSG.passwordLabel}
              autoComplete="new-password"
              {...plainField('password')}
            />
            <PasswordField
              label={MSG.confirmPasswordLabel}
              autoComplete="new-password"
              {...plainField('confirm_password')}
            />
          </SimpleGrid>
          <SubmitButton loading={submitRegistration.isPending} ready={hydrated}>
            {MSG.buttonRegister}
          </SubmitButton>
          <PromptLink prompt={MSG.registerHaveAccount} to={paths.login} label={MSG.buttonLogin} />
        </Stack>
      </form>
      <DeferredDialog opened={hydrated && pending !== null} load={loadOtpModal}>
        <OtpModal registration={pending} onReRegister={reRegister} onChangeNumber={changeNumber} />
      </DeferredDialog>
    </PublicLayout>
  );
}
