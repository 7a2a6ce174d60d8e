import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/register/verify/email/{id}: activates the account of an e-mailed link. */
export async function verifyEmail(id: string) {
  const reply = await apiRequest('POST', `/v2/user/register/verify/email/${encodeURIComponent(id)}`, {
    schema: () => replies().then((m) => m.verifyEmailReplySchema),
    auth: false,
  });
  return String(reply.data.status_code);
}

/**
 * A query, not a mutation, on purpose: it runs once per link on load and is deduplicated, so a
 * remount (React's strict mode, a re-render) never sends a second activation that would answer
 * "already active" to a user who has just activated.
 */
export function useVerifyEmail(id: string) {
  return useQuery({
    queryKey: ['activation', id],
    queryFn: () => verifyEmail(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
