import { type Currency, DASHBOARD_TRANSACTIONS } from '@kilau/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletUrls } from './urls';

/** The reply's schema arrives while the request runs, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

export const goldTransactionsKey = (currency: Currency) =>
  ['wallet', 'gold-transactions', DASHBOARD_TRANSACTIONS, currency] as const;

/**
 * GET /v1/abx/transactions: the last 10 trades settled in the currency the dashboard shows, so the
 * IDR view never lists dollar amounts (nor the USD view rupiah).
 */
export async function fetchGoldTransactions(currency: Currency) {
  const reply = await apiRequest('GET', walletUrls.transactions(currency), {
    schema: () => replySchemas().then((m) => m.goldTransactionsReplySchema),
  });
  return reply.data;
}

export const goldTransactionsQuery = (currency: Currency) =>
  queryOptions({
    queryKey: goldTransactionsKey(currency),
    queryFn: () => fetchGoldTransactions(currency),
    // The dashboard asks first whether any trade exists, then the list shows the same reply.
    staleTime: 30_000,
  });

export function useGoldTransactions(currency: Currency) {
  return useQuery(goldTransactionsQuery(currency));
}
