import { activityDetailReplySchema, activityListReplySchema, BACKOFFICE_PAGE_SIZE } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/super-admin/activity with skip = (page − 1) × limit (spec 002 §7); kind=login for staff logins. */
export function useActivity(page: number, kind: 'review' | 'login') {
  const skip = (page - 1) * BACKOFFICE_PAGE_SIZE;
  return useQuery({
    queryKey: ['activity', kind, page],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/activity?limit=${BACKOFFICE_PAGE_SIZE}&skip=${skip}&kind=${kind}`, {
        schema: activityListReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/super-admin/activity/{id}. */
export function useActivityDetail(id: string | null) {
  return useQuery({
    queryKey: ['activity-detail', id],
    enabled: id !== null,
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/activity/${encodeURIComponent(id ?? '')}`, {
        schema: activityDetailReplySchema,
      }),
    select: (r) => r.data.activity,
  });
}
