import { type ProposalStatus, proposalListReplySchema, type StaffPrefix } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ProposalScope = 'to_decide' | 'mine' | 'all';

export interface ProposalListQuery {
  scope: ProposalScope;
  status: ProposalStatus;
  page: number;
  limit: number;
}

/** GET /v1/{prefix}/proposals?scope&status&page&limit: the proposals the caller may see. */
export function useProposals(prefix: StaffPrefix, q: ProposalListQuery) {
  const search = new URLSearchParams({
    scope: q.scope,
    status: q.status,
    page: String(q.page),
    limit: String(q.limit),
  });
  return useQuery({
    queryKey: ['proposals', prefix, q],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/proposals?${search.toString()}`, { schema: proposalListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
