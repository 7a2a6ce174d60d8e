import { type UploadedSource, watchlistVersionsReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchlistsKey } from './overview';

/** GET /v1/super-admin/watchlists/{source}/versions: newest first. */
export function useWatchlistVersions(source: UploadedSource) {
  return useQuery({
    queryKey: [...watchlistsKey, 'versions', source],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/watchlists/${source}/versions`, {
        schema: watchlistVersionsReplySchema,
      }),
    select: (r) => r.data.versions,
  });
}
