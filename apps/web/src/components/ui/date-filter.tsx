/**
 * A date filter of the back-office lists: the Indonesian date field (date-field-core)
 * loaded when a list first shows, without the customer forms' stand-in module, which would
 * otherwise become a chunk shared with every onboarding step.
 */
import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field';

const DateField = lazy(() => import('./date-field-core'));

export function DateFilter(props: DateFieldProps) {
  return (
    <Suspense fallback={<TextInput label={props.label} w={props.w} disabled readOnly />}>
      <DateField {...props} />
    </Suspense>
  );
}
