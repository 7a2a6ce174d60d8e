import { type Currency, formatDateTimeId, formatMoney, type GoldTransaction, MSG } from '@kilau/shared';
import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useGoldTransactions } from '../api/gold-transactions';
import { describeTransaction, directionLabel } from '../transaction-text';

/** Below this width the five columns do not fit: each trade becomes a card. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

function TypeBadge({ direction }: { direction: GoldTransaction['attributes']['direction'] }) {
  return (
    <Badge color={direction === 'buy' ? 'teal' : 'red'} variant="light" radius="sm">
      {directionLabel(direction)}
    </Badge>
  );
}

function TransactionsTable({ rows }: { rows: GoldTransaction[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{MSG.colNo}</Table.Th>
            <Table.Th>{MSG.colDate}</Table.Th>
            <Table.Th>{MSG.colDescription}</Table.Th>
            <Table.Th ta="right">{MSG.colAmount}</Table.Th>
            <Table.Th>{MSG.colType}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((t, i) => (
            <Table.Tr key={t.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{formatDateTimeId(t.attributes.createdAt)}</Table.Td>
              <Table.Td>{describeTransaction(t)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(t.attributes.settlementAmount, t.attributes.currency)}
              </Table.Td>
              <Table.Td>
                <TypeBadge direction={t.attributes.direction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TransactionCards({ rows }: { rows: GoldTransaction[] }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((t, i) => (
        <Paper component="li" key={t.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                <Text span c="dimmed" size="xs" mr={6}>
                  {MSG.colNo} {i + 1}
                </Text>
                {describeTransaction(t)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTimeId(t.attributes.createdAt)}
              </Text>
            </Stack>
            <TypeBadge direction={t.attributes.direction} />
          </Group>
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="xs" c="dimmed">
              {MSG.colAmount}
            </Text>
            <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(t.attributes.settlementAmount, t.attributes.currency)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function TransactionsList({ currency }: { currency: Currency }) {
  const query = useGoldTransactions(currency);
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={MSG.loading}>
        {[0, 1, 2, 3].map((k) => (
          <Skeleton key={k} h={small ? 72 : 36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.error) {
    body = <QueryState isLoading={false} error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {MSG.noTransactions}
      </Text>
    );
  } else {
    body = small ? <TransactionCards rows={query.data} /> : <TransactionsTable rows={query.data} />;
  }

  return (
    <Paper
      component="section"
      aria-labelledby="transactions-title"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      shadow="xs"
    >
      <Title order={2} fz="h4" id="transactions-title" mb="md">
        {MSG.transactionsTitle}
      </Title>
      {body}
    </Paper>
  );
}
