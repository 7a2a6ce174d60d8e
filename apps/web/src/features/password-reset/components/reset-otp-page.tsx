import { MSG, RESET_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { SubmitButton } from '../../../components/ui/form-fields';
import { OtpFormField } from '../../../components/ui/otp-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { ResendCountdown } from '../../../components/ui/resend-countdown';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCountdown } from '../../../lib/use-countdown';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReadOnceHydrated } from '../../../lib/use-read-once-hydrated';
import { useResendForgot } from '../api/resend-forgot';
import { useVerifyForgot } from '../api/verify-forgot';
import { type ResetState, resetStore } from '../lib/reset-store';
import { MessageModal } from './message-modal';

interface OtpForm {
  otp: string;
}

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<OtpForm>(() => import('../lib/form-resolvers').then((m) => m.otpFormResolver));

/** docs/product/customer-area.md § Messages "Reset OTP": these codes open a dialog; the `toLogin` ones end the flow. */
const DIALOGS: { code: number; message: string; toLogin: boolean }[] = [
  { code: SC.resetMaxResend, message: MSG.resetOtpMaxResend, toLogin: false },
  { code: SC.resetSessionEnded, message: MSG.resetOtpSessionEnded, toLogin: true },
  { code: SC.resetResendTooSoon, message: MSG.resetOtpResendTooSoon, toLogin: false },
  { code: SC.forgotAlreadyRequested, message: MSG.resetOtpRequestFailed, toLogin: true },
  { code: SC.resetMaxEntry, message: MSG.resetOtpMaxEntry, toLogin: true },
];

const secondsUntil = (epochMs: number) => Math.max(0, Math.ceil((epochMs - Date.now()) / 1000));

/** `state` undefined: the markup the build rendered, inert until the stored state is read. */
function ResetOtpForm({ state }: { state: ResetState | undefined }) {
  const navigate = useNavigate();
  const verify = useVerifyForgot();
  const resend = useResendForgot();
  const countdown = useCountdown(state ? secondsUntil(state.resendAt) : 0);
  // The stored state arrives with the render after hydration on a page the build rendered.
  const resendAt = state?.resendAt;
  const { restart } = countdown;
  useEffect(() => {
    if (resendAt !== undefined) restart(secondsUntil(resendAt));
  }, [resendAt, restart]);
  const [dialog, setDialog] = useState<(typeof DIALOGS)[number] | null>(null);
  const { control, handleSubmit, formState } = useForm<OtpForm>({
    resolver,
    defaultValues: { otp: '' },
  });

  const fail = (err: unknown) => {
    const known = err instanceof ApiError ? DIALOGS.find((d) => err.is(d.code)) : undefined;
    if (known) return setDialog(known);
    notifyError(errorMessage(err));
  };

  const submit = handleSubmit(async ({ otp }) => {
    if (verify.isPending || !state) return;
    try {
      const reply = await verify.mutateAsync({ email: state.email, otp });
      resetStore.verified(reply.validate_token);
      void navigate(paths.confirmResetPassword, { replace: true });
    } catch (err) {
      fail(err);
    }
  });

  const resendCode = async () => {
    if (!state) return;
    try {
      const reply = await resend.mutateAsync({ email: state.email });
      const seconds = reply.resend_in || RESET_OTP_RESEND_SECONDS;
      resetStore.resent(seconds);
      countdown.restart(seconds);
      notifySuccess(MSG.resetOtpResent);
    } catch (err) {
      fail(err);
    }
  };

  const closeDialog = () => {
    const toLogin = dialog?.toLogin;
    setDialog(null);
    if (toLogin) {
      resetStore.clear();
      void navigate(paths.login, { replace: true });
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          {MSG.forgotSent}: <b>{state?.email}</b>
        </Text>
        <OtpFormField control={control} error={formState.errors.otp?.message} readOnly={!state} />
        <SubmitButton loading={verify.isPending} ready={state !== undefined}>
          {MSG.otpVerify}
        </SubmitButton>
        {state && (
          <ResendCountdown
            remaining={countdown.remaining}
            onResend={resendCode}
            resending={resend.isPending}
          />
        )}
      </Stack>
      <MessageModal message={dialog?.message ?? null} buttonLabel={MSG.buttonOk} onClose={closeDialog} />
    </form>
  );
}

/** /reset-input-otp: the 6-digit code e-mailed by /resetpassword (docs/product/customer-area.md § States, Messages). */
export default function ResetOtpPage() {
  usePageTitle(MSG.otpLabel);
  // Session storage, read once React runs: the build renders the page without it (decision 0177).
  const state = useReadOnceHydrated(resetStore.get);
  if (state === null) return <Navigate to={paths.resetPassword} replace />;
  return (
    <PublicLayout>
      <PageHeading title={MSG.resetOtpTitle} />
      <ResetOtpForm state={state} />
    </PublicLayout>
  );
}
