import { screeningRunReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isRunActive, RUN_POLL_MS } from '../lib/runs';
import { watchlistsKey } from './overview';

/** GET /v1/super-admin/screening/runs/{id}: one rescreen's progress, polled until it ends. */
export function useScreeningRun(id: string | null) {
  return useQuery({
    queryKey: [...watchlistsKey, 'run', id],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/screening/runs/${encodeURIComponent(id ?? '')}`, {
        schema: screeningRunReplySchema,
      }),
    select: (r) => r.data.run,
    enabled: id !== null,
    refetchInterval: (query) => {
      const run = query.state.data?.data.run;
      return run && !isRunActive(run) ? false : RUN_POLL_MS;
    },
  });
}
