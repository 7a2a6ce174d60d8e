/**
 * The trading account number the server proposes for an approval (decision 0137):
 * GET /v1/admin-broker/kyc/{id}/trade-account-proposal, read each time the dialog opens (another
 * reviewer may have taken the last one meanwhile). A failure is shown and the number typed by hand.
 */
import { tradeAccountProposalReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useTradeAccountProposal(id: string | null) {
  return useQuery({
    queryKey: ['trade-account-proposal', id],
    enabled: id !== null,
    queryFn: () =>
      apiRequest('GET', `/v1/admin-broker/kyc/${encodeURIComponent(id ?? '')}/trade-account-proposal`, {
        schema: tradeAccountProposalReplySchema,
      }),
    select: (r) => r.data,
    staleTime: 0,
    // The form works without it: say so at once rather than after retries.
    retry: false,
  });
}
