/**
 * A registration-date filter of the lists: the Indonesian date field (components/ui/date-field-core)
 * loaded when a list first shows, without the customer forms' stand-in module, which would
 * otherwise become a chunk shared with every onboarding step.
 */
import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from '../../../components/ui/date-field';

const DateField = lazy(() => import('../../../components/ui/date-field-core'));

export function DateFilter(props: DateFieldProps) {
  return (
    <Suspense fallback={<TextInput label={props.label} w={props.w} disabled readOnly />}>
      <DateField {...props} />
    </Suspense>
  );
}
