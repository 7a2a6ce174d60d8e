/** The loaded radio group behind `radio-group.tsx`: Mantine's Radio.Group. */
import { Group, Radio, Stack } from '@mantine/core';
import type { RadioGroupProps } from './radio-group';

export default function RadioGroupCore({
  label,
  options,
  value,
  onChange,
  error,
  withAsterisk,
  layout,
}: RadioGroupProps) {
  const items = options.map((o) => <Radio key={o.value} value={o.value} label={o.label} />);
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={error} withAsterisk={withAsterisk}>
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
