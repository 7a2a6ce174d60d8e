import { type StaffPrefix, staffPlatformReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * GET /v1/{prefix}/platform: the platforms in the caller's scope (super admin: every platform), the
 * back-office lists' platform filter. Every list asks under the same key, so they share one answer.
 */
export function useStaffPlatforms(prefix: StaffPrefix) {
  return useQuery({
    queryKey: ['staff-platforms', prefix],
    queryFn: () => apiRequest('GET', `/v1/${prefix}/platform`, { schema: staffPlatformReplySchema }),
    select: (r) => r.data.platform,
    staleTime: 10 * 60_000,
  });
}
