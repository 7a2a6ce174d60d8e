import { watchlistOverviewReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { anyRunActive, RUN_POLL_MS } from '../lib/runs';

export const watchlistsKey = ['watchlists'] as const;

/** GET /v1/super-admin/watchlists: each source's current version and the newest rescreens; polled while one runs. */
export function useWatchlistOverview() {
  return useQuery({
    queryKey: [...watchlistsKey, 'overview'],
    queryFn: () => apiRequest('GET', '/v1/super-admin/watchlists', { schema: watchlistOverviewReplySchema }),
    select: (r) => r.data,
    refetchInterval: (query) => (anyRunActive(query.state.data?.data.runs ?? []) ? RUN_POLL_MS : false),
  });
}
