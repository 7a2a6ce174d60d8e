import { CURRENCIES, type Currency, MSG } from '@kilau/shared';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BalanceCards } from './balance-cards';
import { TransactionsList } from './transactions-list';

/** /beranda: balances with the IDR/USD selector, and the last 10 gold transactions. */
export default function DashboardPage() {
  const [currency, setCurrency] = useState<Currency>('IDR');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {MSG.dashboardTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {MSG.dashboardSubtitle}
          </Text>
        </div>
        <Stack gap={4}>
          <Text id="currency-label" size="xs" fw={600} c="dimmed">
            {MSG.currencyLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="currency-label"
            value={currency}
            onChange={(v) => setCurrency(v as Currency)}
            data={CURRENCIES.map((c) => ({ value: c, label: c }))}
            radius="md"
          />
        </Stack>
      </Group>
      <BalanceCards currency={currency} />
      <TransactionsList />
    </Stack>
  );
}
