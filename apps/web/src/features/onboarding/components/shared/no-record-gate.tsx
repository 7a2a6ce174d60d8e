import { MSG } from '@kilau/shared';
import { Alert, Button, Stack } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/ui/query-state';
import { paths } from '../../../../config/paths';
import { type CustomerRecord, useCustomerRecord } from '../../api/customer-record';

/**
 * Loads the customer record and renders the step with it; before the bank registration there is
 * no record to save to, so the customer is pointed to the bank choice. The step's form is rendered
 * from a deferred copy of the record: when the record arrives after the first paint, React renders
 * the whole form in slices that let the page respond, instead of one long task (decision 0178).
 */
export function WithCustomerRecord({
  children,
}: {
  children: (record: CustomerRecord & { customerId: string }) => ReactNode;
}) {
  const query = useCustomerRecord();
  const record = useDeferredValue(query.record);
  if (!record) {
    return (
      <Stack maw={960} mx="auto" w="100%">
        <QueryState
          isLoading={query.isPending || Boolean(query.record)}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!record.customerId) {
    return (
      <Stack maw={640} mx="auto" w="100%">
        <Alert color="gold" variant="light">
          <Stack gap="sm" align="flex-start">
            {MSG.recordNotFoundGoRegister}
            <Button component={Link} to={paths.chooseBank}>
              {MSG.buttonNext}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <>{children({ ...record, customerId: record.customerId })}</>;
}
