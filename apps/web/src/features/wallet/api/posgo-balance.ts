import { posgoBalanceReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const posgoBalanceKey = ['wallet', 'posgo-balance'] as const;

/** GET /v1/user/posgo_balance: GiroPos and RDK balances in IDR and USD. */
export async function fetchPosgoBalance() {
  const reply = await apiRequest('GET', '/v1/user/posgo_balance', { schema: posgoBalanceReplySchema });
  return reply.data;
}

export function usePosgoBalance() {
  // The dashboard asks first whether the account holds anything, then the cards show the same reply.
  return useQuery({ queryKey: posgoBalanceKey, queryFn: fetchPosgoBalance, staleTime: 30_000 });
}
