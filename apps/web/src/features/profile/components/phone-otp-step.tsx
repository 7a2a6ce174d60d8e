import { MSG, SC } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/form-fields';
import { OtpFormField } from '../../../components/ui/otp-field';
import { ResendCountdown } from '../../../components/ui/resend-countdown';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useCountdown } from '../../../lib/use-countdown';
import { resendPhoneChange, useVerifyPhoneChange } from '../api/verify-phone-change';

interface OtpForm {
  otp: string;
}

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const resolver = lazyResolver<OtpForm>(() => import('../lib/form-resolvers').then((m) => m.otpResolver));

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
  const countdown = useCountdown(resendIn);
  const [failure, setFailure] = useState<{ message: string; over: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, formState } = useForm<OtpForm>({
    resolver,
    defaultValues: { otp: '' },
  });

  const fail = (err: unknown) => {
    const over =
      err instanceof ApiError && (err.is(SC.registerOtpExhausted) || err.is(SC.registrationExpired));
    if (over) countdown.stop();
    setFailure({ message: errorMessage(err), over });
  };

  const submit = handleSubmit(async ({ otp }) => {
    setFailure(null);
    setNotice(null);
    try {
      await verify.mutateAsync({ change_id: changeId, otp });
      notifySuccess(MSG.profilePhoneChanged);
      onDone();
    } catch (err) {
      fail(err);
    }
  });

  const resend = async () => {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const reply = await resendPhoneChange(changeId);
      countdown.restart(reply.resend_in);
      setNotice(MSG.otpResent);
    } catch (err) {
      fail(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack>
        <Text size="sm">{message}</Text>
        <OtpFormField control={control} error={formState.errors.otp?.message} />
        {failure && <FormAlert>{failure.message}</FormAlert>}
        {notice && (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        )}
        {failure?.over ? (
          <Button onClick={onRestart}>{MSG.profileChangePhone}</Button>
        ) : (
          <SubmitButton loading={verify.isPending}>{MSG.otpVerify}</SubmitButton>
        )}
        {!countdown.stopped && (
          <ResendCountdown
            remaining={countdown.remaining}
            onResend={() => void resend()}
            resending={resending}
          />
        )}
      </Stack>
    </form>
  );
}
