import { type StaffPrefix, watchlistStatusReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchlistsKey } from './overview';

/**
 * GET /v1/{super-admin|admin-broker}/watchlists/status: whether the UN list and the DTTOT are
 * loaded and recent enough (decision 0132), for the dashboard's warning.
 */
export function useWatchlistStatus(prefix: StaffPrefix) {
  return useQuery({
    queryKey: [...watchlistsKey, 'status', prefix],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/watchlists/status`, { schema: watchlistStatusReplySchema }),
    select: (r) => r.data,
  });
}
