import { MSG } from '@kilau/shared';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useCountdown } from '../../lib/use-countdown';
import { FormAlert } from './form-alert';
import { SubmitButton } from './form-fields';
import { OtpFormField } from './otp-field';
import { ResendCountdown } from './resend-countdown';

interface OtpForm {
  otp: string;
}

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<OtpForm>(() => import('./otp-resolver').then((m) => m.otpResolver));

/** How a refused check or resend reads, and what it ends. */
export interface OtpCheckFailure {
  message: string;
  /** The code can no longer be used: the restart replaces the verify button. */
  over: boolean;
  /** No further code may be asked for: the resend countdown goes. */
  stopsTimer: boolean;
}

/**
 * An SMS code's check (the registration's phone, the profile's new number): the code field, the
 * verify button, the resend countdown and its link, the refusal or the 'code sent' notice. The
 * caller names the two calls, how a refusal reads, and what replaces the button once the code is
 * spent.
 */
export function OtpCheckForm({
  intro,
  resendIn,
  initialNotice = null,
  verifying,
  verify,
  resend,
  failureOf,
  restart,
}: {
  /** Above the field: where the code was sent. */
  intro: ReactNode;
  /** Seconds until the first resend is allowed. */
  resendIn: number;
  initialNotice?: string | null;
  /** The verify call is under way (the button's loading state). */
  verifying: boolean;
  verify: (otp: string) => Promise<void>;
  /** Asks for another code; resolves to the seconds until the next may be asked for. */
  resend: () => Promise<number>;
  failureOf: (err: unknown) => OtpCheckFailure;
  restart: ReactNode;
}) {
  const countdown = useCountdown(resendIn);
  const [failure, setFailure] = useState<OtpCheckFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, formState } = useForm<OtpForm>({
    resolver,
    defaultValues: { otp: '' },
  });

  const fail = (err: unknown) => {
    const f = failureOf(err);
    if (f.stopsTimer) countdown.stop();
    setFailure(f);
  };

  const submit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    setNotice(null);
    try {
      await verify(otp);
    } catch (err) {
      fail(err);
    }
  });

  const resendCode = async () => {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      countdown.restart(await resend());
      setNotice(MSG.otpResent);
    } catch (err) {
      fail(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {intro}
        <OtpFormField control={control} error={formState.errors.otp?.message} />
        {failure && <FormAlert>{failure.message}</FormAlert>}
        {notice && (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        )}
        {failure?.over ? restart : <SubmitButton loading={verifying}>{MSG.otpVerify}</SubmitButton>}
        {!countdown.stopped && (
          <ResendCountdown
            remaining={countdown.remaining}
            onResend={() => void resendCode()}
            resending={resending}
          />
        )}
      </Stack>
    </form>
  );
}
