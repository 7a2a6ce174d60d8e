/**
 * Mantine's Select for the customer's forms, its code fetched when a form first shows one. The
 * dropdown machinery (combobox, popover, floating-ui, scroll area: 39 kB gzip measured on a step)
 * would put the onboarding steps over their budget (decision 0175); until it has arrived, which is
 * usually before the field's options have come from the server, the field shows as a disabled
 * input with the same label and messages. It shows no value on purpose: a value on screen says the
 * field can be used, and this one cannot yet. The back office imports Mantine's own.
 */
import { type SelectProps, TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';

const { Part: LoadedSelect } = lazyPart(() => import('./select-core'));

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
      readOnly
      disabled
    />
  );
}
