/**
 * Four-eyes decisions (decision 0111): a proposal sent by one staff member and approved
 * or declined by another. Shared by the participant's detail (its screening panel, the approval
 * and the blacklist) and the 'Menunggu Persetujuan' page. Each call needs a fresh second factor:
 * the API client's step-up retry (step-up-retry.ts) asks for it and sends the call again. After a
 * success or a refusal (409: lapsed, already decided, the same person) every screen that shows the
 * participant or the proposals reads again, so none keeps a button of the old state.
 */
import {
  type decideBodySchema,
  type declineBodySchema,
  type ProposeBody,
  proposalReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client';

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
