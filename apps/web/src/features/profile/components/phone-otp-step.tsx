import { MSG, SC } from '@kilau/shared';
import { Button, Text } from '@mantine/core';
import { OtpCheckForm } from '../../../components/ui/otp-check';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { resendPhoneChange, useVerifyPhoneChange } from '../api/verify-phone-change';

/**
 * The SMS code sent to the new number. A spent code (9001) or a change that no longer stands
 * (1002) can only be started again from the first step.
 */
export function PhoneOtpStep({
  changeId,
  message,
  resendIn,
  onDone,
  onRestart,
}: {
  changeId: string;
  message: string;
  resendIn: number;
  onDone: () => void;
  onRestart: () => void;
}) {
  const verify = useVerifyPhoneChange();
  return (
    <OtpCheckForm
      intro={<Text size="sm">{message}</Text>}
      resendIn={resendIn}
      verifying={verify.isPending}
      verify={async (otp) => {
        await verify.mutateAsync({ change_id: changeId, otp });
        notifySuccess(MSG.profilePhoneChanged);
        onDone();
      }}
      resend={async () => (await resendPhoneChange(changeId)).resend_in}
      failureOf={(err) => {
        const over =
          err instanceof ApiError && (err.is(SC.registerOtpExhausted) || err.is(SC.registrationExpired));
        return { message: errorMessage(err), over, stopsTimer: over };
      }}
      restart={<Button onClick={onRestart}>{MSG.profileChangePhone}</Button>}
    />
  );
}
