import '../../styles/dropdowns.css';
import { Select, type SelectProps } from '@mantine/core';

/** Loaded by components/ui/select.tsx when a form first shows a select. */
export default function SelectCore(props: SelectProps) {
  return <Select {...props} />;
}
