import { type Currency, formatMoney, MSG } from '@kilau/shared';
import { Box, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { useGoldSaving } from '../api/gold-saving';
import { usePosgoBalance } from '../api/posgo-balance';
import { cashBalances, formatGrams, goldBalances } from '../balances';

function BalanceCard({
  label,
  accent,
  mark,
  children,
}: {
  label: string;
  accent: string;
  mark: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      style={{ borderTop: `4px solid var(--mantine-color-${accent}-6)` }}
    >
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={accent} radius="xl" size={36} aria-hidden>
          <Text fw={800} fz="xs">
            {mark}
          </Text>
        </ThemeIcon>
        <Text fw={600} c="dimmed" size="sm">
          {label}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}

function Amount({ children }: { children: ReactNode }) {
  return (
    <Text
      fz={{ base: 24, sm: 26 }}
      fw={700}
      c="navy.9"
      style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
    >
      {children}
    </Text>
  );
}

/** One line of the gold breakdown: the kind, its value and its weight. */
function GoldRow({
  label,
  value,
  grams,
  mt,
}: {
  label: string;
  value: string;
  grams: string | number;
  mt?: number;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" mt={mt}>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="right">
        {value}
        <Text span size="xs" c="dimmed">
          {' '}
          · {formatGrams(grams)} {MSG.gramUnit}
        </Text>
      </Text>
    </Group>
  );
}

function AmountSkeleton() {
  return (
    <Stack gap={8} aria-busy="true" aria-label={MSG.loading}>
      <Skeleton h={30} w="70%" />
      <Skeleton h={12} w="40%" />
    </Stack>
  );
}

export function BalanceCards({ currency }: { currency: Currency }) {
  const posgo = usePosgoBalance();
  const gold = useGoldSaving();
  const cash = posgo.data ? cashBalances(posgo.data, currency) : null;
  const goldView = gold.data ? goldBalances(gold.data, currency) : null;

  const cashBody = (value: string | undefined) => {
    if (posgo.isPending) return <AmountSkeleton />;
    if (posgo.error || value === undefined)
      return <QueryState isLoading={false} error={posgo.error} onRetry={() => void posgo.refetch()} />;
    return <Amount>{formatMoney(value, currency)}</Amount>;
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <BalanceCard label={MSG.balanceGiroPos} accent="navy" mark="GP">
        {cashBody(cash?.giropos)}
      </BalanceCard>
      <BalanceCard label={MSG.balanceRdk} accent="teal" mark="RDK">
        {cashBody(cash?.rdk)}
      </BalanceCard>
      <BalanceCard label={MSG.balanceGold} accent="gold" mark="Au">
        {gold.isPending ? (
          <AmountSkeleton />
        ) : gold.error || !goldView || !gold.data ? (
          <QueryState isLoading={false} error={gold.error} onRetry={() => void gold.refetch()} />
        ) : (
          <>
            <Amount>{formatMoney(goldView.total, currency)}</Amount>
            <Divider my="sm" />
            <Box component="dl" aria-label={MSG.balanceGoldBreakdown} m={0}>
              <GoldRow
                label={MSG.balanceGoldMicro}
                value={formatMoney(goldView.micro, currency)}
                grams={gold.data.micro_grams}
              />
              <GoldRow
                label={MSG.balanceGoldPremium}
                value={formatMoney(goldView.premium, currency)}
                grams={gold.data.premium_grams}
                mt={4}
              />
            </Box>
          </>
        )}
      </BalanceCard>
    </SimpleGrid>
  );
}
