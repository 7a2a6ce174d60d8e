import type { CustomerFixItem } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fixListKey } from './fix-list-key';

/** The list of what a reviewer asked to fix ('Perlu perbaikan', decision 0112). */
export interface FixList {
  requestedAt: string;
  items: readonly CustomerFixItem[];
}

export { FIX_LIST_KEY, fixListKey } from './fix-list-key';

/** GET /v2/kyc/resubmission/{customerId}: null when nothing is asked (no open request). */
export async function fetchFixList(customerId: string): Promise<FixList | null> {
  const reply = await apiRequest('GET', `/v2/kyc/resubmission/${encodeURIComponent(customerId)}`, {
    schema: () => import('./fix-list-schemas').then((m) => m.customerFixListReplySchema),
  });
  return reply.data ? { requestedAt: reply.data.requested_at, items: reply.data.items } : null;
}

/** The list, read only while `enabled` (the record is in state 'fix'). */
export function useFixList(customerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: fixListKey(customerId),
    queryFn: () => fetchFixList(customerId ?? ''),
    enabled: enabled && customerId !== null,
  });
}

/**
 * When the newest fix request was sent back (GET /v2/kyc/resubmission/{customerId}'s
 * `resubmitted_at`), null when none was: the waiting screen says the record is being reviewed
 * again. Under the list's key, so the saves and the resubmission that invalidate the list refresh it.
 */
export function useResubmittedAt(customerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...fixListKey(customerId), 'resubmitted'],
    queryFn: async () => {
      const reply = await apiRequest('GET', `/v2/kyc/resubmission/${encodeURIComponent(customerId ?? '')}`, {
        schema: () => import('./fix-list-schemas').then((m) => m.customerFixListReplySchema),
      });
      return reply.resubmitted_at ?? null;
    },
    enabled: enabled && customerId !== null,
  });
}
