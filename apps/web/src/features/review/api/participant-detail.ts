import { kycDetailReplySchema, type StaffPrefix } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/{prefix}/kyc/detail/{id}: the participant as the reviewer reads it; 'counter' is the video
 * officer's own read (GET /v1/counter/kyc/detail/{id}: no signature, no actions).
 */
export function useParticipantDetail(prefix: StaffPrefix | 'counter', id: string) {
  return useQuery({
    queryKey: ['participant', prefix, id],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/detail/${encodeURIComponent(id)}`, {
        schema: kycDetailReplySchema,
      }),
    select: (r) => r.data.customer,
  });
}
