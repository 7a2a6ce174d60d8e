import { MSG, maskPhone, REGISTER_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OtpCheckForm } from '../../../components/ui/otp-check';
import { Modal } from '../../../components/ui/overlays';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useResendRegisterOtp } from '../api/resend-otp';
import { useVerifyRegisterOtp } from '../api/verify-otp';

export interface PendingRegistration {
  email: string;
  phonenumber: string;
  token: string;
  /** Seconds until a resend is allowed (a resumed registration may allow one at once). */
  resendIn?: number;
  /** Set when an earlier registration left at its code is continued (decision 0088). */
  resumed?: boolean;
}

/**
 * docs/product/customer-area.md § Messages: 9001 stops the timer, 9001 and 1002 offer to register again (`over`), 404 is a
 * technical problem.
 */
function failureOf(err: unknown): { message: string; over: boolean } {
  if (!(err instanceof ApiError)) return { message: MSG.technicalProblem, over: false };
  if (err.is(SC.registerOtpExhausted)) return { message: err.messageId, over: true };
  if (err.is(SC.registrationExpired)) return { message: err.messageId, over: true };
  if (err.httpStatus === 404) return { message: MSG.technicalProblem, over: false };
  return { message: err.messageId, over: false };
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
  return (
    <OtpCheckForm
      intro={
        <Text size="sm">
          {MSG.otpSentTo} <b>{maskPhone(registration.phonenumber)}</b>{' '}
          <Button variant="subtle" size="compact-sm" onClick={onChangeNumber}>
            {MSG.otpChangeNumber}
          </Button>
        </Text>
      }
      resendIn={registration.resendIn ?? REGISTER_OTP_RESEND_SECONDS}
      initialNotice={registration.resumed ? MSG.registerResumeNotice : null}
      verifying={verify.isPending}
      verify={async (otp) => {
        await verify.mutateAsync({ ...registration, otp });
        onVerified();
      }}
      resend={async () => {
        const { email, phonenumber, token } = registration;
        const reply = await resend.mutateAsync({ email, phonenumber, token });
        return reply.resend_in || REGISTER_OTP_RESEND_SECONDS;
      }}
      failureOf={(err) => ({
        ...failureOf(err),
        stopsTimer: err instanceof ApiError && err.is(SC.registerOtpExhausted),
      })}
      restart={
        <Button size="md" fullWidth onClick={onReRegister}>
          {MSG.buttonReRegister}
        </Button>
      }
    />
  );
}

/**
 * The registration's phone verification (docs/product/customer-area.md § States): the code, a 30-second resend countdown,
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
