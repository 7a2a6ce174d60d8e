import { MSG } from '@kilau/shared';
import { Paper, Text } from '@mantine/core';
import { useCustomerRecord } from '../../api/customer-record';

/**
 * A rejected registration (state 'reject'): the reviewer's reason above every step, so the customer
 * knows what to fix before sending the data again (architecture.md §5, docs/decisions/0065).
 */
export function RejectNotice() {
  const { state, detail } = useCustomerRecord();
  if (state !== 'reject') return null;
  return (
    // A bordered Paper rather than Mantine's Alert: every step paints with it, and the steps'
    // first load is budgeted (decision 0051).
    <Paper withBorder radius="md" p="md" bg="orange.0" role="alert">
      <Text fw={700} c="navy.8">
        {MSG.customerRejectedTitle}
      </Text>
      <Text size="sm">{MSG.customerRejectedText}</Text>
      <Text size="sm" fw={600} mt={4} data-testid="reject-reason">
        {detail?.description ?? '-'}
      </Text>
    </Paper>
  );
}
