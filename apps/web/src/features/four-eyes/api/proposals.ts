import {
  type ProposalStatus,
  proposalEvidenceReplySchema,
  proposalListReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
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

/**
 * GET /v1/{prefix}/proposals/{id}: one proposal with the evidence the checker reads before deciding
 * (decision 0133). Under 'proposals', so every decision's reload (lib/staff/proposals.ts) reads it
 * again; `id` null: no proposal open.
 */
export function useProposalEvidence(prefix: StaffPrefix, id: string | null) {
  return useQuery({
    queryKey: ['proposals', prefix, 'evidence', id],
    enabled: id !== null,
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/proposals/${encodeURIComponent(id ?? '')}`, {
        schema: proposalEvidenceReplySchema,
      }),
    select: (r) => r.data,
  });
}
