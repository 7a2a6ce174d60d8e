import { runFindingsReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isRunActive, RUN_POLL_MS } from '../lib/runs';
import { watchlistsKey } from './overview';

/**
 * GET /v1/super-admin/screening/runs/{id}/findings: the participants a rescreen flagged, a page at
 * a time (decision 0132); polled while the run still works, as its progress is.
 */
export function useRunFindings(id: string, page: number) {
  return useQuery({
    queryKey: [...watchlistsKey, 'findings', id, page],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/screening/runs/${encodeURIComponent(id)}/findings?page=${page}`, {
        schema: runFindingsReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const run = query.state.data?.data.run;
      return run && !isRunActive(run) ? false : RUN_POLL_MS;
    },
  });
}
