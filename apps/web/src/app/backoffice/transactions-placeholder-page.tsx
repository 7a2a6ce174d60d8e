import { MSG } from '@kilau/shared';
import { Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title';

/** /transaction: where role 5 lands (spec 002 §2); the trade list itself is the next issue's. */
export default function TransactionsPlaceholderPage() {
  usePageTitle(MSG.staffNavTransactions);
  return (
    <>
      <Title order={1} fz={24} mb="md">
        {MSG.staffNavTransactions}
      </Title>
      <Text c="dimmed">{MSG.staffTransactionsSoon}</Text>
    </>
  );
}
