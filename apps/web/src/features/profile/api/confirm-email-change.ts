import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v1/user/profile/email/confirm: the token of the link mailed to the new address. */
export async function confirmEmailChange(token: string) {
  await apiRequest('POST', '/v1/user/profile/email/confirm', {
    body: { token },
    schema: () => replies().then((m) => m.okReplySchema),
    auth: false,
  });
  return true;
}

/**
 * A query, not a mutation, on purpose (as the activation link): it runs once per link on load and
 * is deduplicated, so a remount never spends the single-use link twice and shows a false failure.
 */
export function useConfirmEmailChange(token: string) {
  return useQuery({
    queryKey: ['email-change', token],
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
