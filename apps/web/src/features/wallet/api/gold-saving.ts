import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletUrls } from './urls';

/** The reply's schema arrives while the request runs, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

export const goldSavingKey = ['wallet', 'gold-saving'] as const;

/** GET /v1/user/gold_saving: micro and premium gold per currency, and grams. */
export async function fetchGoldSaving() {
  const reply = await apiRequest('GET', walletUrls.goldSaving, {
    schema: () => replySchemas().then((m) => m.goldSavingReplySchema),
  });
  return reply.data;
}

// The dashboard asks first whether the account holds anything, then the cards show the same reply.
export const goldSavingQuery = queryOptions({
  queryKey: goldSavingKey,
  queryFn: fetchGoldSaving,
  staleTime: 30_000,
});

export function useGoldSaving() {
  return useQuery(goldSavingQuery);
}
