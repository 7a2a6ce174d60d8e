/**
 * The review actions (spec 002 §7): approve, reject, blacklist, unblacklist, each followed by the
 * activity call with what the browser knows of its location (no outside lookup: the server keeps
 * the IP and city it sees; this is only a hint, and its failure is ignored).
 */
import {
  AFTER_SUCCESS_DELAY_MS,
  type ApproveBody,
  okReplySchema,
  type ReasonBody,
  type ReviewActionReply,
  reviewActionReplySchema,
} from '@kilau/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ReviewAction = 'approve' | 'reject' | 'blacklist' | 'unblacklist';

type Vars =
  | { action: 'approve'; id: string; body: ApproveBody }
  | { action: 'reject' | 'blacklist'; id: string; body: ReasonBody }
  | { action: 'unblacklist'; id: string };

function send(v: Vars): Promise<ReviewActionReply> {
  const id = encodeURIComponent(v.id);
  const schema = reviewActionReplySchema;
  switch (v.action) {
    case 'approve':
      return apiRequest('PATCH', `/v1/admin-broker/kyc/approve/${id}`, { body: v.body, schema });
    case 'reject':
      return apiRequest('PUT', `/v1/admin-broker/kyc/reject/${id}`, { body: v.body, schema });
    case 'blacklist':
      return apiRequest('PUT', `/v1/admin-broker/kyc/block/${id}`, { body: v.body, schema });
    case 'unblacklist':
      return apiRequest('PUT', `/v1/admin-broker/kyc/unblock/${id}`, { body: {}, schema });
  }
}

function sendLocationHint(activityId: string) {
  const hint = { city: Intl.DateTimeFormat().resolvedOptions().timeZone };
  apiRequest('PUT', `/v1/admin-broker/activity/${encodeURIComponent(activityId)}`, {
    body: hint,
    schema: okReplySchema,
  }).catch(() => {
    // A hint only: the audit row already holds the IP and city the server saw.
  });
}

function reload(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['participants'] });
  void queryClient.invalidateQueries({ queryKey: ['participant'] });
  void queryClient.invalidateQueries({ queryKey: ['kyc-total'] });
}

export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: Vars) => {
      const reply = await send(v);
      sendLocationHint(reply.activity_id);
      return reply;
    },
    // Spec 002 §4, §9: after a success the screen reloads 2 s later (the notice is read first);
    // after a failure (someone else acted, 409) it reloads at once to show the current status.
    onSuccess: () => {
      window.setTimeout(() => reload(queryClient), AFTER_SUCCESS_DELAY_MS);
    },
    onError: () => reload(queryClient),
  });
}
