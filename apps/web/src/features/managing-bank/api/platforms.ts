import { type StaffPrefix, staffPlatformReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /v1/{prefix}/platform: the platforms in the caller's scope, the platform filter's options
 * (their app_name is what the list filters by). The review lists ask the same under the same key.
 */
export function useStaffPlatforms(prefix: StaffPrefix) {
  return useQuery({
    queryKey: ['staff-platforms', prefix],
    queryFn: () => apiRequest('GET', `/v1/${prefix}/platform`, { schema: staffPlatformReplySchema }),
    select: (r) => r.data.platform,
    staleTime: 10 * 60_000,
  });
}
