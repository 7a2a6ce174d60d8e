import { MSG, type RegisterForm } from '@kilau/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailField, PasswordField, PromptLink, SubmitButton } from '../../../components/ui/form-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegisterAccount } from '../api/register';
import { type UniqueField, useUniquenessCheck } from '../hooks/use-uniqueness-check';
import { registerErrorMessage } from '../lib/register-error';
import { OtpModal, type PendingRegistration } from './otp-modal';

const EMPTY: RegisterForm = {
  fullname: '',
  email: '',
  username: '',
  phonenumber: '',
  password: '',
  confirm_password: '',
};

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

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<RegisterForm>(() =>
  import('../lib/form-resolvers').then((m) => m.registerFormResolver),
);

/** /register (spec 000 §2, §5, §8). */
export default function RegisterPage() {
  usePageTitle(MSG.buttonRegister);
  const form = useForm<RegisterForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const submitRegistration = useRegisterAccount();
  const checkUnique = useUniquenessCheck(form);
  const [failure, setFailure] = useState<string | null>(null);
  const location = useLocation();
  // From the login: a registration left at its SMS code, to continue (decision 0088).
  const [pending, setPending] = useState<PendingRegistration | null>(() => resumedFrom(location.state));

  const field = (name: UniqueField, pattern?: RegExp) => {
    const reg = register(name);
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
          if (name in EMPTY) setError(name as keyof RegisterForm, { type: 'server', message });
        }
      }
    }
  });

  const reRegister = () => {
    setPending(null);
    setFailure(null);
    reset(EMPTY);
  };

  return (
    <PublicLayout width={560}>
      <PageHeading title={MSG.registerTitle} subtitle={MSG.registerSubtitle} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert>{failure}</FormAlert>
          <TextInput
            label={MSG.fullnameLabel}
            autoComplete="name"
            withAsterisk
            error={errors.fullname?.message}
            {...register('fullname')}
          />
          <EmailField error={errors.email?.message} {...field('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={MSG.usernameLabel}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              error={errors.username?.message}
              {...field('username', /\s/g)}
            />
            <TextInput
              label={MSG.phoneLabel}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="08xxxxxxxxxx"
              withAsterisk
              error={errors.phonenumber?.message}
              {...field('phonenumber', /\D/g)}
            />
            <PasswordField
              label={MSG.passwordLabel}
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label={MSG.confirmPasswordLabel}
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
          </SimpleGrid>
          <SubmitButton loading={submitRegistration.isPending}>{MSG.buttonRegister}</SubmitButton>
          <PromptLink prompt={MSG.registerHaveAccount} to={paths.login} label={MSG.buttonLogin} />
        </Stack>
      </form>
      <OtpModal registration={pending} onReRegister={reRegister} />
    </PublicLayout>
  );
}
