import '../../styles/dropdowns.css';
import { Select, type SelectProps } from '@mantine/core';

/**
 * Loaded by components/ui/select.tsx when a form first shows a select. Mantine's Combobox keeps a
 * closed dropdown mounted (hidden), so each select rendered every option of its list and had
 * floating-ui place the hidden dropdown whenever the list arrived: with seven master-data selects
 * that was the longest task of a step on a phone (decision 0178). Here the dropdown mounts when it
 * opens, as Mantine's Popover does by default; a form may still ask for it to stay mounted.
 */
export default function SelectCore({ comboboxProps, ...props }: SelectProps) {
  return <Select comboboxProps={{ keepMounted: false, ...comboboxProps }} {...props} />;
}
