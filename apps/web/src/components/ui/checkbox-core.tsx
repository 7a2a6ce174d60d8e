/** Mantine's Checkbox, loaded after the first paint through `checkbox.tsx` (decision 0052). */
import { Checkbox } from '@mantine/core';
import type { CheckboxFieldProps } from './checkbox';

export default function CheckboxCore(props: CheckboxFieldProps) {
  return <Checkbox {...props} />;
}
