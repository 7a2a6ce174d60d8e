/**
 * The customer forms' date field (`date-field-core.tsx`), its code fetched when a form first shows
 * one. The picker (@mantine/dates with its popover, floating-ui, focus trap and dayjs) would put the
 * onboarding steps over their budget (decision 0175), and the steps that only share the identity
 * fields with a date (work, contact) never show one. Until it has arrived, the field is a disabled
 * input with the same label and messages, like the select's stand-in; it shows no value on
 * purpose, since a value on screen says the field can be used.
 */
import { MSG } from '@kilau/shared';
import { TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { DateFieldProps } from './date-field-core';

export type { DateFieldProps };

const { Part: LoadedDateField } = lazyPart<DateFieldProps>(() =>
  import('./date-field-core').then((m) => ({ default: m.DateField })),
);

export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder {...props} />}>
      <LoadedDateField {...props} />
    </Suspense>
  );
}

function DateFieldPlaceholder(props: DateFieldProps) {
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      placeholder={props.placeholder ?? MSG.datePlaceholder}
      withAsterisk={props.withAsterisk ?? props.required}
      size={props.size}
      className={props.className}
      style={props.style}
      name={props.name}
      readOnly
      disabled
    />
  );
}
