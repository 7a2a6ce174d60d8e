import { DASHBOARD_TRANSACTIONS, goldTransactionsReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const goldTransactionsKey = ['wallet', 'gold-transactions', DASHBOARD_TRANSACTIONS] as const;

/** GET /v1/abx/transactions: newest first; the dashboard shows the last 10. */
export async function fetchGoldTransactions() {
  const reply = await apiRequest('GET', `/v1/abx/transactions?limit=${DASHBOARD_TRANSACTIONS}&offset=0`, {
    schema: goldTransactionsReplySchema,
  });
  return reply.data;
}

export function useGoldTransactions() {
  return useQuery({ queryKey: goldTransactionsKey, queryFn: fetchGoldTransactions });
}
