import { type Currency, formatMoney, formatWibDateTime, type GoldTransaction, MSG } from '@kilau/shared';
import { Badge, Box, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { useGoldTransactions } from '../api/gold-transactions';
import { describeTransaction, directionLabel } from '../transaction-text';

/**
 * Below Mantine's `sm` breakpoint (48em) the five columns do not fit: each trade is a card there.
 * Both are rendered and the style sheet shows one, not a media query in script: the server renders
 * this list with the customer's data (decision 0118) without knowing the screen, and the browser's
 * first render must be the same markup.
 */
const CARDS_BELOW = 'sm';

function TypeBadge({ direction }: { direction: GoldTransaction['attributes']['direction'] }) {
  return (
    <Badge color={direction === 'buy' ? 'teal' : 'red'} variant="light" radius="sm">
      {directionLabel(direction)}
    </Badge>
  );
}

function TransactionsTable({ rows }: { rows: GoldTransaction[] }) {
  return (
    // The native overflow box itself, not Table.ScrollContainer: the build swaps that for this one in
    // the browser's bundle only (vite.config.ts), and the server's render of this list must match.
    <TableScrollContainer minWidth={640}>
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
              <Table.Td>{formatWibDateTime(t.attributes.createdAt)}</Table.Td>
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
    </TableScrollContainer>
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
                {formatWibDateTime(t.attributes.createdAt)}
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

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={MSG.loading}>
        {[0, 1, 2, 3].map((k) => (
          <Skeleton key={k} h={{ base: 72, [CARDS_BELOW]: 36 }} radius="sm" />
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
    body = (
      <>
        <Box hiddenFrom={CARDS_BELOW}>
          <TransactionCards rows={query.data} />
        </Box>
        <Box visibleFrom={CARDS_BELOW}>
          <TransactionsTable rows={query.data} />
        </Box>
      </>
    );
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
