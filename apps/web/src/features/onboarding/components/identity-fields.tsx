import { MOTHERS_NAME_MAX, MSG } from '@kilau/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { filtered, NOT_DIGITS, NOT_LETTERS } from '../lib/input-filters';

interface FilteredFieldProps extends Omit<TextInputProps, 'maxLength' | 'max'> {
  /** The form's registration of the field. */
  registration: UseFormRegisterReturn;
  /** The most characters the field holds (what is typed beyond it is cut). */
  max: number;
}

/** A required text field that keeps only letters and spaces (a name, a place). */
export function LettersField({ registration, max, ...props }: FilteredFieldProps) {
  return <TextInput withAsterisk maxLength={max} {...props} {...filtered(registration, NOT_LETTERS, max)} />;
}

/**
 * A required numeric text field that keeps only digits (a NIK, an account number). Props after
 * the registration, such as an own onBlur, take its place.
 */
export function DigitsField({ registration, max, ...props }: FilteredFieldProps) {
  const { onBlur, ...rest } = props;
  return (
    <TextInput
      inputMode="numeric"
      withAsterisk
      maxLength={max}
      {...rest}
      {...filtered(registration, NOT_DIGITS, max)}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}

/** The required date of birth, no later than `max` (an ISO date). */
export function BirthDateField({
  registration,
  max,
  error,
}: {
  registration: UseFormRegisterReturn;
  max: string;
  error?: string;
}) {
  return (
    <TextInput
      label={MSG.birthDateLabel}
      type="date"
      withAsterisk
      max={max}
      autoComplete="bday"
      error={error}
      {...registration}
    />
  );
}

/** The full name (up to `fullnameMax`) and the mother's maiden name, both letters only. */
export function NameFields({
  fullnameMax,
  fullname,
  mothersName,
  errors,
}: {
  fullnameMax: number;
  fullname: UseFormRegisterReturn;
  mothersName: UseFormRegisterReturn;
  errors: { fullname?: { message?: string }; mothers_name?: { message?: string } };
}) {
  return (
    <>
      <LettersField
        label={MSG.fullnameLabel}
        autoComplete="name"
        max={fullnameMax}
        error={errors.fullname?.message}
        registration={fullname}
      />
      <LettersField
        label={MSG.mothersNameLabel}
        max={MOTHERS_NAME_MAX}
        error={errors.mothers_name?.message}
        registration={mothersName}
      />
    </>
  );
}
