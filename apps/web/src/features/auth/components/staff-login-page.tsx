/**
 * /login-admin ('Login Admin') and /login-bank (docs/product/back-office.md § Screens): username, password and the bot
 * challenge. Role 5 goes to /transaction, bank staff to /nsb-baru, everyone else to /admin.
 * After a failed attempt the next one solves the hard challenge, which an account under a
 * back-off hold needs (decision 0108); the server's one answer does not say whether it is held.
 * A right password answers the second factor's challenge: the page turns into that step (or the
 * forced enrolment) and the session is made only when the factor is given. That step is the staff
 * second factor's feature, handed in by the app (decision 0172).
 */

import { zodResolver } from '@hookform/resolvers/zod';
import {
  MSG,
  ROLES,
  SC,
  type StaffLoginForm,
  type StaffLoginReply,
  type StaffMfaChallengeReply,
  staffLoginFormSchema,
} from '@kilau/shared';
import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField, SubmitButton } from '../../../components/ui/form-fields';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/staff-paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { type StaffSignOut, takeStaffSignOut } from '../../../lib/staff/staff-sign-out';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffLogin } from '../api/staff-login';
import { useBotChallenge } from '../hooks/use-bot-challenge';
import { staffReturnPath } from '../staff-return';
import { BotChallenge } from './bot-challenge';

/** What the page hands its second step. */
export interface StaffSecondStepProps {
  challenge: StaffMfaChallengeReply;
  /** The login is complete: store the session and go where the login goes. */
  onSession: (reply: StaffLoginReply) => void;
  /** The token has ended (expired, used, too many codes): back to the password. */
  onEnded: () => void;
  /** 'Kembali ke halaman masuk'. */
  onBack: () => void;
}

/** The second step as the app hands it in (features do not import each other, architecture.md §3.1). */
export interface StaffSecondStep {
  Step: ComponentType<StaffSecondStepProps>;
}

export function destinationForRole(role: number, variant: 'admin' | 'bank'): string {
  if (role === ROLES.tradeDesk) return paths.transactions;
  if (role === ROLES.videoOfficer) return paths.videoCallList;
  if (role === ROLES.complianceOfficer) return paths.monitoring;
  if (variant === 'bank') return paths.adminNew;
  return paths.admin;
}

export function StaffLoginPage({
  variant,
  secondStep,
}: {
  variant: 'admin' | 'bank';
  secondStep: StaffSecondStep;
}) {
  const title = variant === 'admin' ? MSG.adminLoginTitle : MSG.bankLoginTitle;
  usePageTitle(title);
  const [hard, setHard] = useState(false);
  const bot = useBotChallenge(hard ? 'hard' : 'normal');
  const login = useStaffLogin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<StaffMfaChallengeReply | null>(null);
  const { register, handleSubmit, formState } = useForm<StaffLoginForm>({
    resolver: zodResolver(staffLoginFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  // Signed out by the back-office's idle timeout (decision 0127): said here, and the page they were
  // on opened again after both steps, for the same staff member only. Read after the first render,
  // which must match a page rendered without storage.
  const [signedOut, setSignedOut] = useState<StaffSignOut | null>(null);
  useEffect(() => {
    // Taken once: a second run of the effect (strict mode) must not forget it.
    const note = takeStaffSignOut();
    if (note) setSignedOut(note);
  }, []);

  function signedIn(reply: StaffLoginReply) {
    session.signIn(reply.token, reply.role, reply.username);
    const back =
      signedOut && signedOut.username.toLowerCase() === reply.username.toLowerCase()
        ? staffReturnPath(signedOut.from)
        : null;
    void navigate(back ?? destinationForRole(reply.role, variant), { replace: true });
  }

  if (challenge) {
    return (
      <PublicLayout>
        <secondStep.Step
          challenge={challenge}
          onSession={signedIn}
          onEnded={() => {
            setChallenge(null);
            setError(MSG.mfaTokenEnded);
            // The token may have ended on wrong codes that hold the account's second step: the
            // next password step solves the hard challenge, which only then counts (decision 0119).
            setHard(true);
          }}
          onBack={() => {
            setChallenge(null);
            setHard(true);
          }}
        />
      </PublicLayout>
    );
  }

  async function submit(values: StaffLoginForm) {
    setError(null);
    try {
      const clientCaptchaKey = await bot.takeKey();
      const reply = await login.mutateAsync({ ...values, clientCaptchaKey });
      if (!('token' in reply)) {
        setChallenge(reply);
        return;
      }
      // docs/product/back-office.md § States: a 'new' status stores no token.
      if (reply.status === 'new') return;
      signedIn(reply);
    } catch (err) {
      if (err instanceof ApiError && err.is(SC.loginWrongPassword)) setHard(true);
      setError(errorMessage(err));
    }
  }

  return (
    <PublicLayout>
      <PageHeading title={title} />
      <form noValidate onSubmit={handleSubmit(submit)} aria-busy={login.isPending}>
        <Stack gap="md">
          {signedOut && !error && (
            <Alert color="blue" variant="light" role="status" data-testid="staff-idle-notice">
              {MSG.staffSignedOutIdle}
            </Alert>
          )}
          {error && <FormAlert>{error}</FormAlert>}
          <TextInput
            label={MSG.staffUsernameLabel}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            error={formState.errors.username?.message}
            {...register('username')}
          />
          <PasswordField
            label={MSG.staffPasswordLabel}
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          {hard && bot.solving && (
            <Text size="sm" aria-live="polite">
              <Loader size="xs" mr="xs" />
              {MSG.staffLoginExtraCheck}
            </Text>
          )}
          <BotChallenge controller={bot} />
          <SubmitButton loading={login.isPending || formState.isSubmitting}>
            {MSG.staffLoginButton}
          </SubmitButton>
        </Stack>
      </form>
    </PublicLayout>
  );
}

export function AdminLoginPage({ secondStep }: { secondStep: StaffSecondStep }) {
  return <StaffLoginPage variant="admin" secondStep={secondStep} />;
}
export function BankLoginPage({ secondStep }: { secondStep: StaffSecondStep }) {
  return <StaffLoginPage variant="bank" secondStep={secondStep} />;
}
