import { CURRENCIES } from '@kilau/shared';
import type { QueryClient } from '@tanstack/react-query';
import { goldSavingQuery } from './gold-saving';
import { goldTransactionsQuery } from './gold-transactions';
import { onboardingStatusQuery } from './onboarding-status';
import { posgoBalanceQuery } from './posgo-balance';

/**
 * What the dashboard shows on its first render, asked for before it renders where the server renders
 * the page with the customer's data (decision 0118): where the customer stands and, for an approved
 * customer, the balances and both currencies' trades. Rejects when any of them fails, so that the
 * server sends the page without data rather than a page with an error in it.
 */
export async function fetchDashboardData(client: QueryClient): Promise<void> {
  const status = await client.fetchQuery(onboardingStatusQuery);
  if (status.kind !== 'approved') return;
  await Promise.all([
    ...CURRENCIES.map((currency) => client.fetchQuery(goldTransactionsQuery(currency))),
    client.fetchQuery(goldSavingQuery),
    client.fetchQuery(posgoBalanceQuery),
  ]);
}
