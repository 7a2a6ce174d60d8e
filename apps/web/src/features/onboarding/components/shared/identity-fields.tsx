import { MSG } from '@kilau/shared';
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { DateField } from '../../../../components/ui/date-field';
import { filtered, NOT_ADDRESS, NOT_DIGITS, NOT_LETTERS, useRefusedChars } from '../../lib/input-filters';

interface CheckedFieldProps extends Omit<TextInputProps, 'maxLength' | 'max'> {
  /** The form's registration of the field. */
  registration: UseFormRegisterReturn;
}

interface FilteredFieldProps extends CheckedFieldProps {
  /** The most digits the field holds (what comes beyond is cut). */
  max: number;
}

/** '{chars}' of a refusal message: each refused character in quotes. */
function namedChars(message: string, chars: string[]): string {
  return message.replace('{chars}', chars.map((c) => `“${c}”`).join(' '));
}

/**
 * A text field that keeps what is typed and names, under the field, any character it does not
 * allow (the form's own error wins once there is one). Nor is it cut at its length: a pasted text
 * stays whole and the form says how long it may be.
 */
function CheckedTextField({
  registration,
  notAllowed,
  refusal,
  error,
  ...props
}: CheckedFieldProps & { notAllowed: RegExp; refusal: string }) {
  const { registration: reg, refused } = useRefusedChars(registration, notAllowed);
  return (
    <TextInput
      withAsterisk
      error={error ?? (refused.length ? namedChars(refusal, refused) : undefined)}
      {...props}
      {...reg}
    />
  );
}

/** A required text field of letters and spaces (a name, a place). */
export function LettersField(props: CheckedFieldProps) {
  return <CheckedTextField notAllowed={NOT_LETTERS} refusal={MSG.lettersOnlyRefused} {...props} />;
}

/**
 * A required address: letters, digits, space and . , - / ( ) # (decision 0125). Its hint says what is
 * allowed before anything is refused, after the field's own hint if it has one.
 */
export function AddressField({ description, ...props }: CheckedFieldProps) {
  return (
    <CheckedTextField
      notAllowed={NOT_ADDRESS}
      refusal={MSG.addressCharsRefused}
      description={description ? `${description} ${MSG.addressCharsHint}` : MSG.addressCharsHint}
      {...props}
    />
  );
}

/**
 * An optional short number as printed on the KTP (RT, RW): a character that is not a digit stays
 * and is named under the field, so nothing typed disappears silently (decision 0089).
 */
export function ShortNumberField(props: CheckedFieldProps) {
  return (
    <CheckedTextField
      notAllowed={NOT_DIGITS}
      refusal={MSG.digitsOnlyRefused}
      inputMode="numeric"
      withAsterisk={false}
      {...props}
    />
  );
}

/**
 * A required numeric text field that keeps only digits (a NIK, an account number): separators
 * typed or pasted are removed, then the value is cut at `max`. Props after the registration, such
 * as an own onBlur, take its place.
 */
export function DigitsField({ registration, max, ...props }: FilteredFieldProps) {
  const { onBlur, ...rest } = props;
  return (
    <TextInput
      inputMode="numeric"
      withAsterisk
      {...rest}
      {...filtered(registration, NOT_DIGITS, max)}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}

/** A required date (YYYY-MM-DD in the form), no later than `max`, picked in Indonesian. */
export function DateOfField<F extends FieldValues>({
  control,
  name,
  label,
  max,
  error,
  openAt,
}: {
  control: Control<F>;
  name: Path<F>;
  label: string;
  max: string;
  error?: string;
  /** The month the calendar opens at while the field is empty (default: `max`). */
  openAt?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          withAsterisk
          // Later days are greyed out in the calendar, but a typed one is kept: the form then says
          // why it is refused (e.g. 'Usia minimal 17 tahun') instead of the field emptying itself.
          excludeDate={(day) => day > max}
          defaultDate={openAt ?? max}
          error={error}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The required date of birth, no later than `max` (an ISO date). */
export function BirthDateField<F extends FieldValues>(props: {
  control: Control<F>;
  name: Path<F>;
  max: string;
  error?: string;
}) {
  return <DateOfField label={MSG.birthDateLabel} {...props} />;
}

/** The full name and the mother's maiden name, both letters only. */
export function NameFields({
  fullname,
  mothersName,
  errors,
}: {
  fullname: UseFormRegisterReturn;
  mothersName: UseFormRegisterReturn;
  errors: { fullname?: { message?: string }; mothers_name?: { message?: string } };
}) {
  return (
    <>
      <LettersField
        label={MSG.fullnameLabel}
        autoComplete="name"
        error={errors.fullname?.message}
        registration={fullname}
      />
      <LettersField
        label={MSG.mothersNameLabel}
        error={errors.mothers_name?.message}
        registration={mothersName}
      />
    </>
  );
}
