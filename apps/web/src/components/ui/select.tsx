/**
 * Mantine's Select, its code fetched when a form first shows one. The dropdown machinery
 * (combobox, popover, floating-ui, scroll area: about 27 kB gzip) is not needed to paint a form;
 * until it has arrived, which is usually before the field's options have come from the server, the
 * field shows as a read-only input with the same label, value and messages (decision 0051).
 */
import { type SelectProps, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';

const LoadedSelect = lazy(() => import('./select-core'));

export function Select(props: SelectProps) {
  return (
    <Suspense fallback={<SelectPlaceholder {...props} />}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}

function SelectPlaceholder(props: SelectProps) {
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      placeholder={props.placeholder}
      withAsterisk={props.withAsterisk ?? props.required}
      size={props.size}
      className={props.className}
      style={props.style}
      value={labelOf(props.data, props.value)}
      readOnly
      disabled
    />
  );
}

function labelOf(data: SelectProps['data'], value: SelectProps['value']): string {
  if (!value || !data) return '';
  for (const item of data) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('items' in item) {
      const found = labelOf(item.items as SelectProps['data'], value);
      if (found) return found;
    } else if (item.value === value) return String(item.label);
  }
  return '';
}
