import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

export const ACCOUNT_NAME_KEY = ['onboarding', 'account-name'] as const;

/**
 * GET /v1/user/profile: the full name the customer registered the account with, which the bank
 * form shows instead of asking it again (decision 0135).
 */
export async function fetchAccountName(): Promise<string> {
  const reply = await apiRequest('GET', '/v1/user/profile', {
    schema: () => replies().then((m) => m.profileReplySchema),
  });
  return reply.data.fullname;
}

export function useAccountName() {
  return useQuery({ queryKey: ACCOUNT_NAME_KEY, queryFn: fetchAccountName, staleTime: 5 * 60_000 });
}
