import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletUrls } from './urls';

/** The reply's schema arrives while the request runs, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

export const posgoBalanceKey = ['wallet', 'posgo-balance'] as const;

/** GET /v1/user/posgo_balance: GiroPos and RDK balances in IDR and USD. */
export async function fetchPosgoBalance() {
  const reply = await apiRequest('GET', walletUrls.posgoBalance, {
    schema: () => replySchemas().then((m) => m.posgoBalanceReplySchema),
  });
  return reply.data;
}

// The dashboard asks first whether the account holds anything, then the cards show the same reply.
export const posgoBalanceQuery = queryOptions({
  queryKey: posgoBalanceKey,
  queryFn: fetchPosgoBalance,
  staleTime: 30_000,
});

export function usePosgoBalance() {
  return useQuery(posgoBalanceQuery);
}
