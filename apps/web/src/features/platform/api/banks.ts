import { banksReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v2/master_data/bank: the partner banks, with whether an existing account is needed. */
export async function fetchBanks() {
  const reply = await apiRequest('GET', '/v2/master_data/bank', { schema: banksReplySchema });
  return reply.data.bank;
}

export function useBanks() {
  return useQuery({ queryKey: ['master-data', 'bank'], queryFn: fetchBanks, staleTime: 10 * 60_000 });
}
