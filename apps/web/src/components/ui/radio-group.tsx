/** A group of radio buttons from a list of options: Mantine's Radio.Group, side by side or stacked. */
import { Group, Radio, Stack } from '@mantine/core';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A short explanation under the label. */
  description?: string;
  withAsterisk?: boolean;
  /** 'row' lays the options side by side (two short choices), 'column' one under another. */
  layout?: 'row' | 'column';
}

export function RadioGroup({
  label,
  options,
  value,
  onChange,
  error,
  description,
  withAsterisk,
  layout,
}: RadioGroupProps) {
  const items = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />);
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={withAsterisk}
    >
      {layout === 'row' ? (
        <Group gap="lg" mt={8}>
          {items}
        </Group>
      ) : (
        <Stack gap={8} mt={6}>
          {items}
        </Stack>
      )}
    </Radio.Group>
  );
}
