import { MSG } from '@kilau/shared';
import { Alert, Text } from '@mantine/core';
import { useCustomerRecord } from '../api/customer-record';

/**
 * A rejected registration (state 'reject'): the reviewer's reason above every step, so the customer
 * knows what to fix before sending the data again (architecture.md §5, docs/decisions/0065).
 */
export function RejectNotice() {
  const { state, detail } = useCustomerRecord();
  if (state !== 'reject') return null;
  return (
    <Alert color="orange" variant="light" title={MSG.customerRejectedTitle} role="alert">
      <Text size="sm">{MSG.customerRejectedText}</Text>
      <Text size="sm" fw={600} mt={4} data-testid="reject-reason">
        {detail?.description ?? '-'}
      </Text>
    </Alert>
  );
}
