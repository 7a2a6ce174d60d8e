import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox';

/**
 * A form's yes/no tick (ticked only when its value is `true`) as the lazily loaded CheckboxField:
 * Mantine's Checkbox stays off the steps' first paint.
 */
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
        <CheckboxField
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
