import {
  activityDetailReplySchema,
  activityListReplySchema,
  activityOperatorsReplySchema,
  BACKOFFICE_PAGE_SIZE,
} from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ActivityFilter {
  /** One kind of staff action ('kyc.approve', …); every kind when absent. */
  action?: string;
  /** A staff id. */
  operator?: string;
  /** A participant's KYC record id: every row concerning them, the staff's reads included. */
  participant?: string;
}

/** GET /v1/super-admin/activity with skip = (page − 1) × limit (docs/product/back-office.md § Calls), filtered by kind, operator and participant. */
export function useActivity(page: number, filter: ActivityFilter) {
  const params = new URLSearchParams({
    limit: String(BACKOFFICE_PAGE_SIZE),
    skip: String((page - 1) * BACKOFFICE_PAGE_SIZE),
  });
  if (filter.action) params.set('action', filter.action);
  if (filter.operator) params.set('operator', filter.operator);
  if (filter.participant) params.set('participant', filter.participant);
  return useQuery({
    queryKey: ['activity', filter, page],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/activity?${params}`, { schema: activityListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/super-admin/activity/operators: the staff to filter by. */
export function useActivityOperators() {
  return useQuery({
    queryKey: ['activity-operators'],
    queryFn: () =>
      apiRequest('GET', '/v1/super-admin/activity/operators', { schema: activityOperatorsReplySchema }),
    select: (r) => r.data.operators,
    staleTime: 5 * 60_000,
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
