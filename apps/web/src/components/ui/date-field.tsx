/**
 * A date typed or picked the Indonesian way ('17 Agustus 1990'), its code fetched when a form first
 * shows one. The picker (@mantine/dates with its popover, floating-ui, focus trap and dayjs: about
 * 32 kB gzip) is not needed to paint a form, and the steps that only share the identity fields with
 * a date (work, contact) never show one. Until it has arrived, the field is a disabled input with
 * the same label and messages, like the select's stand-in (decision 0051); it shows no value on
 * purpose, since a value on screen says the field can be used.
 */
import { MSG } from '@kilau/shared';
import { TextInput } from '@mantine/core';
import type { DateInputProps } from '@mantine/dates';
import { lazy, Suspense } from 'react';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'dateParser'> {
  /** YYYY-MM-DD, or '' when empty. */
  value: string;
  onChange: (value: string) => void;
}

const LoadedDateField = lazy(() => import('./date-field-core'));

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
