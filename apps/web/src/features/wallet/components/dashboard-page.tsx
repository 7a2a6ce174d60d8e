import { CURRENCIES, type Currency, MSG } from '@kilau/shared';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGoldSaving } from '../api/gold-saving';
import { useGoldTransactions } from '../api/gold-transactions';
import { type OnboardingStatus, useOnboardingStatus } from '../api/onboarding-status';
import { usePosgoBalance } from '../api/posgo-balance';
import { AccountReady } from './account-ready';
import { BalanceCards } from './balance-cards';
import { TransactionsList } from './transactions-list';

/**
 * /beranda: balances with the IDR/USD selector and the last 10 gold transactions, for an approved
 * customer. A customer still registering has no balances yet: instead of three Rp 0 cards the page
 * says what to do next and links to it. A customer just approved, before any trade, sees their
 * trading account and the next steps instead of zeros (decision 0090).
 */
export default function DashboardPage() {
  usePageTitle(MSG.dashboardTitle);
  const status = useOnboardingStatus();
  return (
    <Stack gap="lg">
      {status.data?.kind === 'approved' ? (
        <Approved />
      ) : (
        <>
          <Heading />
          {status.data ? (
            <NextStep status={status.data} />
          ) : (
            <QueryState
              isLoading={status.isPending}
              error={status.error}
              onRetry={() => void status.refetch()}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The page heading; the balances' summary line only where there are balances (`children`). */
function Heading({ children }: { children?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.dashboardTitle}
        </Title>
        {children ? (
          <Text c="dimmed" size="sm">
            {MSG.dashboardSubtitle}
          </Text>
        ) : null}
      </div>
      {children}
    </Group>
  );
}

/**
 * The account panel and next steps while the account holds nothing yet (no trade in either
 * currency, every balance zero); balances from then on.
 */
function Approved() {
  const idr = useGoldTransactions('IDR');
  const usd = useGoldTransactions('USD');
  const gold = useGoldSaving();
  const posgo = usePosgoBalance();
  const queries = [idr, usd, gold, posgo];
  // Once the balances are shown they stay, while a card retries its own failed query.
  const showBalances = useRef(false);
  const nonZero = (values: object | undefined) =>
    Object.values(values ?? {}).some((v) => typeof v === 'string' && Number(v) !== 0);
  const holds =
    (idr.data?.length ?? 0) + (usd.data?.length ?? 0) > 0 || nonZero(gold.data) || nonZero(posgo.data);
  // A failed lookup shows the balances with their own error and retry rather than hiding them.
  if (holds || queries.some((q) => q.isError)) showBalances.current = true;
  if (showBalances.current) return <Balances />;
  if (queries.some((q) => q.isPending)) {
    return <QueryState isLoading error={null} onRetry={() => {}} />;
  }
  return (
    <>
      <Heading />
      <AccountReady />
    </>
  );
}

function Balances() {
  const [currency, setCurrency] = useState<Currency>('IDR');
  return (
    <>
      <Heading>
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
      </Heading>
      <BalanceCards currency={currency} />
      <TransactionsList currency={currency} />
    </>
  );
}

function NextStep({ status }: { status: Exclude<OnboardingStatus, { kind: 'approved' }> }) {
  const submitted = status.kind === 'submitted';
  const fix = status.kind === 'fix';
  const text = submitted
    ? MSG.dashboardSubmittedText
    : fix
      ? MSG.fixDashboardText
      : status.kind === 'start'
        ? MSG.dashboardStartText
        : MSG.dashboardResumeText;
  const title = submitted ? MSG.dashboardSubmittedTitle : fix ? MSG.fixTitle : MSG.dashboardResumeTitle;
  const button = submitted
    ? MSG.dashboardSubmittedButton
    : fix
      ? MSG.fixDashboardButton
      : MSG.dashboardResumeTitle;
  return (
    <Paper
      component="section"
      aria-labelledby="next-step-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      style={{ borderTop: '4px solid var(--mantine-color-gold-6)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3" id="next-step-title" c="navy.8">
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        <Button component={Link} to={status.route} size="md" mt="xs">
          {button}
        </Button>
      </Stack>
    </Paper>
  );
}
