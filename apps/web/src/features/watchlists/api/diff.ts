import { watchlistDiffReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchlistsKey } from './overview';

/** GET /v1/super-admin/watchlists/versions/{id}/diff: a version and what it changed. A version never changes. */
export function useVersionDiff(id: string | null) {
  return useQuery({
    queryKey: [...watchlistsKey, 'diff', id],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/watchlists/versions/${encodeURIComponent(id ?? '')}/diff`, {
        schema: watchlistDiffReplySchema,
      }),
    select: (r) => r.data,
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
