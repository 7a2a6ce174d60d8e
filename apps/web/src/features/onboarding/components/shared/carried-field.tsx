import { TextInput } from '@mantine/core';

/**
 * A value the customer answered on an earlier form, shown read-only where a later form of the
 * form would ask it again (decision 0135), with a line saying where it was given.
 */
export function CarriedField({
  label,
  value,
  description,
  placeholder,
}: {
  label: string;
  value: string;
  description: string;
  /** Shown when nothing was given (an optional answer left empty). */
  placeholder?: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={placeholder}
      description={description}
      inputWrapperOrder={['label', 'input', 'description']}
      readOnly
      variant="filled"
    />
  );
}
