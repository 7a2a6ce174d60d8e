import { MSG, maskPhone, REGISTER_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/form-fields';
import { OtpFormField } from '../../../components/ui/otp-field';
import { Modal } from '../../../components/ui/overlays';
import { ResendCountdown } from '../../../components/ui/resend-countdown';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCountdown } from '../../../lib/use-countdown';
import { useResendRegisterOtp } from '../api/resend-otp';
import { useVerifyRegisterOtp } from '../api/verify-otp';

interface OtpForm {
  otp: string;
}

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<OtpForm>(() => import('../lib/form-resolvers').then((m) => m.otpResolver));

export interface PendingRegistration {
  email: string;
  phonenumber: string;
  token: string;
  /** Seconds until a resend is allowed (a resumed registration may allow one at once). */
  resendIn?: number;
  /** Set when an earlier registration left at its code is continued (decision 0088). */
  resumed?: boolean;
}

type Failure = { message: string; reRegister: boolean };

/** Spec 000 §8: 9001 stops the timer, 1002 offers to register again, 404 is a technical problem. */
function failureOf(err: unknown): Failure {
  if (!(err instanceof ApiError)) return { message: MSG.technicalProblem, reRegister: false };
  if (err.is(SC.registerOtpExhausted)) return { message: err.messageId, reRegister: true };
  if (err.is(SC.registrationExpired)) return { message: err.messageId, reRegister: true };
  if (err.httpStatus === 404) return { message: MSG.technicalProblem, reRegister: false };
  return { message: err.messageId, reRegister: false };
}

function OtpEntry({
  registration,
  onVerified,
  onReRegister,
  onChangeNumber,
}: {
  registration: PendingRegistration;
  onVerified: () => void;
  onReRegister: () => void;
  onChangeNumber: () => void;
}) {
  const verify = useVerifyRegisterOtp();
  const resend = useResendRegisterOtp();
  const countdown = useCountdown(registration.resendIn ?? REGISTER_OTP_RESEND_SECONDS);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(registration.resumed ? MSG.registerResumeNotice : null);
  const { control, handleSubmit, formState } = useForm<OtpForm>({
    resolver,
    defaultValues: { otp: '' },
  });

  const fail = (err: unknown) => {
    const f = failureOf(err);
    if (err instanceof ApiError && err.is(SC.registerOtpExhausted)) countdown.stop();
    setFailure(f);
  };

  const submit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    setNotice(null);
    try {
      await verify.mutateAsync({ ...registration, otp });
      onVerified();
    } catch (err) {
      fail(err);
    }
  });

  const resendCode = async () => {
    setFailure(null);
    setNotice(null);
    try {
      const { email, phonenumber, token } = registration;
      const reply = await resend.mutateAsync({ email, phonenumber, token });
      countdown.restart(reply.resend_in || REGISTER_OTP_RESEND_SECONDS);
      setNotice(MSG.otpResent);
    } catch (err) {
      fail(err);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          {MSG.otpSentTo} <b>{maskPhone(registration.phonenumber)}</b>{' '}
          <Button variant="subtle" size="compact-sm" onClick={onChangeNumber}>
            {MSG.otpChangeNumber}
          </Button>
        </Text>
        <OtpFormField control={control} error={formState.errors.otp?.message} />
        {failure && <FormAlert>{failure.message}</FormAlert>}
        {notice && (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        )}
        {failure?.reRegister ? (
          <Button size="md" fullWidth onClick={onReRegister}>
            {MSG.buttonReRegister}
          </Button>
        ) : (
          <SubmitButton loading={verify.isPending}>{MSG.otpVerify}</SubmitButton>
        )}
        {!countdown.stopped && (
          <ResendCountdown
            remaining={countdown.remaining}
            onResend={resendCode}
            resending={resend.isPending}
          />
        )}
      </Stack>
    </form>
  );
}

/**
 * The registration's phone verification (spec 000 §4): the code, a 30-second resend countdown,
 * then the verified state with an OK button back to the login. While it waits for the code, its
 * close button, Escape and 'Ubah nomor' return to the form as filled, so a mistyped number is
 * corrected and sent again (decision 0125); a tap outside does not close it, nor does anything
 * once the phone is verified.
 */
export function OtpModal({
  registration,
  onReRegister,
  onChangeNumber,
}: {
  registration: PendingRegistration | null;
  onReRegister: () => void;
  /** Back to the registration form, everything typed kept. */
  onChangeNumber: () => void;
}) {
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);
  return (
    <Modal
      opened={registration !== null}
      onClose={verified ? () => {} : onChangeNumber}
      withCloseButton={!verified}
      closeButtonProps={{ 'aria-label': MSG.buttonClose }}
      closeOnClickOutside={false}
      closeOnEscape={!verified}
      title={verified ? MSG.registerVerifiedTitle : MSG.otpTitle}
      centered
    >
      {verified ? (
        <Stack gap="md">
          <Text size="sm">{MSG.registerVerifiedText}</Text>
          <Button size="md" fullWidth onClick={() => void navigate(paths.login, { replace: true })}>
            {MSG.buttonOk}
          </Button>
        </Stack>
      ) : (
        registration && (
          <OtpEntry
            registration={registration}
            onVerified={() => setVerified(true)}
            onReRegister={onReRegister}
            onChangeNumber={onChangeNumber}
          />
        )
      )}
    </Modal>
  );
}
