import { failedJobRetryReplySchema, failedJobsReplySchema } from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/super-admin/jobs/failed: the dead letters, newest first, a page of 10. */
export function useFailedJobs(page: number) {
  return useQuery({
    queryKey: ['failed-jobs', page],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/jobs/failed?page=${page}`, { schema: failedJobsReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/super-admin/jobs/{id}/retry; the list reloads after, whatever the answer. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/v1/super-admin/jobs/${encodeURIComponent(id)}/retry`, {
        schema: failedJobRetryReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['failed-jobs'] }),
  });
}
