/**
 * Four-eyes proposals (decision 0111): a decision proposed by one staff member and approved or
 * declined by another. The list and one proposal's evidence for 'Menunggu Persetujuan'; proposing,
 * which the review's dialogs and the screening panel do through the seam the back office hands
 * them (lib/staff/four-eyes.ts, decision 0181); and the second person's decision. Each call that
 * decides needs a fresh second factor: the API client's step-up retry (lib/staff/step-up-retry.ts)
 * asks for it and sends the call again. After a success or a refusal (409: lapsed, already decided,
 * the same person) every screen that shows the participant or the proposals reads again, so none
 * keeps a button of the old state.
 */
import {
  type decideBodySchema,
  type declineBodySchema,
  type ProposalStatus,
  type ProposeBody,
  proposalEvidenceReplySchema,
  proposalListReplySchema,
  proposalReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
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
 * (decision 0133). Under 'proposals', so every decision's reload (reloadAfterProposal) reads it
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

/** Refetches what shows proposals, matches and participants; resolves once the new state is in. */
export function reloadAfterProposal(queryClient: QueryClient) {
  return Promise.all(
    ['screening', 'proposals', 'proposal-count', 'participant', 'participants', 'kyc-total'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

/** POST /v1/{prefix}/proposals → 201 with the pending proposal. */
export function usePropose(prefix: StaffPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeBody) =>
      apiRequest('POST', `/v1/${prefix}/proposals`, { body, schema: proposalReplySchema }),
    onSettled: () => reloadAfterProposal(queryClient),
  });
}

type DecideVars =
  | { decision: 'approve'; id: string; body: z.infer<typeof decideBodySchema> }
  | { decision: 'decline'; id: string; body: z.infer<typeof declineBodySchema> };

/** POST /v1/{prefix}/proposals/{id}/approve or …/decline: the second person's decision. */
export function useDecideProposal(prefix: StaffPrefix) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: DecideVars) =>
      apiRequest('POST', `/v1/${prefix}/proposals/${encodeURIComponent(v.id)}/${v.decision}`, {
        body: v.body,
        schema: proposalReplySchema,
      }),
    onSettled: () => reloadAfterProposal(queryClient),
  });
}
