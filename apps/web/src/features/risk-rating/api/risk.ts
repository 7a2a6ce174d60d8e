import { riskReplySchema, type StaffPrefix } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/{prefix}/kyc/{id}/risk: the participant's current risk rating and its history. */
export function useRiskRating(prefix: StaffPrefix, id: string) {
  return useQuery({
    queryKey: ['risk', prefix, id],
    enabled: id !== '',
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/risk`, { schema: riskReplySchema }),
    select: (r) => r.data,
  });
}
