import { type StaffPrefix, screeningReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/{prefix}/kyc/{id}/screening: the participant's screening summary, every match with its
 * list entry and breakdown, and the proposals waiting for a second person. `enabled` is false for
 * the roles that do not read screening (the bank, the video officer).
 */
export function useScreening(prefix: StaffPrefix, id: string, enabled = true) {
  return useQuery({
    queryKey: ['screening', prefix, id],
    enabled: enabled && id !== '',
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/screening`, {
        schema: screeningReplySchema,
      }),
    select: (r) => r.data,
  });
}
