import { Checkbox } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A form's yes/no tick: Mantine's Checkbox, ticked only when its value is `true`. */
export function ConfirmCheckbox<F extends FieldValues, C, T>({
  control,
  name,
  label,
}: {
  control: Control<F, C, T>;
  name: Path<F>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          checked={field.value === true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
