import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** GET /v2/master_data/bank: the partner banks, with whether an existing account is needed. */
export async function fetchBanks() {
  const reply = await apiRequest('GET', '/v2/master_data/bank', {
    schema: () => replies().then((m) => m.banksReplySchema),
  });
  return reply.data.bank;
}

export function useBanks() {
  return useQuery({ queryKey: ['master-data', 'bank'], queryFn: fetchBanks, staleTime: 10 * 60_000 });
}
