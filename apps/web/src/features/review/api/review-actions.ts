/**
 * The review actions (docs/product/back-office.md § Calls): approve, reject, blacklist, unblacklist, each followed by the
 * activity call with what the browser knows of its location (no outside lookup: the server keeps
 * the IP and city it sees; this is only a hint, and its failure is ignored).
 */
import {
  type ApproveBody,
  BANK_APPROVAL_CODES,
  type BankApprovalVariant,
  counterActionReplySchema,
  okReplySchema,
  type ReasonBody,
  reviewActionReplySchema,
} from '@kilau/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ReviewAction = 'bankApprove' | 'approve' | 'reject' | 'blacklist' | 'unblacklist';

type Vars =
  | { action: 'bankApprove'; id: string; bankCode: string }
  | { action: 'approve'; id: string; body: ApproveBody }
  | { action: 'reject' | 'blacklist'; id: string; body: ReasonBody }
  | { action: 'unblacklist'; id: string };

/** The bank-approval call of the participant's bank (CIMB Niaga or CIMB Syariah). */
function variantOf(bankCode: string): BankApprovalVariant {
  return bankCode === BANK_APPROVAL_CODES.syariah ? 'syariah' : 'conventional';
}

function send(v: Vars): Promise<{ activity_id: string }> {
  const id = encodeURIComponent(v.id);
  const schema = reviewActionReplySchema;
  switch (v.action) {
    case 'bankApprove':
      return apiRequest('POST', `/v1/admin-bank/kyc/bank-approve/${variantOf(v.bankCode)}`, {
        body: { nasabah_id: v.id },
        schema: counterActionReplySchema,
      });
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

/** Refetches what the screens show of participants; resolves once the new state is in. */
export function reloadParticipants(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['participants'] }),
    queryClient.invalidateQueries({ queryKey: ['participant'] }),
    queryClient.invalidateQueries({ queryKey: ['kyc-total'] }),
    queryClient.invalidateQueries({ queryKey: ['video-call-list'] }),
    // Blacklist and unblacklist file proposals shown on the detail and counted in the navigation.
    queryClient.invalidateQueries({ queryKey: ['screening'] }),
    queryClient.invalidateQueries({ queryKey: ['proposals'] }),
    queryClient.invalidateQueries({ queryKey: ['proposal-count'] }),
  ]);
}

export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: Vars) => {
      const reply = await send(v);
      // The location hint is the broker's call (docs/product/back-office.md § Calls); the bank's approval has none.
      if (v.action !== 'bankApprove') sendLocationHint(reply.activity_id);
      return reply;
    },
    // The screen shows the new state before the success notice and the dialog closes (mutateAsync
    // waits for this), so no button of the old state can be clicked; after a failure (someone else
    // acted, 409) it reloads too, to show the current status.
    onSuccess: () => reloadParticipants(queryClient),
    onError: () => reloadParticipants(queryClient),
  });
}
