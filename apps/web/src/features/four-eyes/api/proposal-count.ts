import { proposalCountReplySchema, type StaffPrefix } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/{prefix}/proposals/count: the pending proposals the caller may decide, for the
 * navigation's badge. Every decision invalidates 'proposal-count' (reloadAfterProposal, api/proposals.ts); the
 * minute's refetch shows what colleagues proposed meanwhile.
 */
export function useProposalCount(prefix: StaffPrefix | null, enabled: boolean) {
  return useQuery({
    queryKey: ['proposal-count', prefix],
    enabled: enabled && prefix !== null,
    queryFn: () => apiRequest('GET', `/v1/${prefix}/proposals/count`, { schema: proposalCountReplySchema }),
    select: (r) => r.data.to_decide,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
