import { MSG, OTP_LENGTH } from '@kilau/shared';
import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';

/** Six digits, numeric keyboard, SMS autofill; the error is announced and tied to every box. */
export function OtpField({
  value,
  onChange,
  error,
  disabled,
  readOnly,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** True in markup the build rendered, until React takes it over. */
  readOnly?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={MSG.otpLabel}
      error={error}
      errorProps={{ id: errorId, role: 'alert' }}
      withAsterisk
    >
      <PinInput
        mt={6}
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="md"
        gap="xs"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        readOnly={readOnly}
        ariaLabel={MSG.otpLabel}
        getInputProps={() => ({
          'aria-describedby': error ? errorId : undefined,
          'aria-invalid': Boolean(error),
        })}
      />
    </Input.Wrapper>
  );
}

/** The OTP field of a form whose one value is `otp`. */
export function OtpFormField({
  control,
  error,
  readOnly,
}: {
  control: Control<{ otp: string }>;
  error?: string;
  readOnly?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="otp"
      render={({ field }) => (
        <OtpField value={field.value} onChange={field.onChange} error={error} readOnly={readOnly} />
      )}
    />
  );
}
