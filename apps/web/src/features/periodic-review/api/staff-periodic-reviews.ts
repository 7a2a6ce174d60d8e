/**
 * The back-office's periodic review calls (PERIODIC_REVIEW_ROLES, each under its own prefix):
 * 'Pengkinian Data', the queue with its state and page, and a participant's schedule.
 */
import {
  type PeriodicReviewState,
  periodicReviewStaffReplySchema,
  periodicReviewsReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/{prefix}/periodic-reviews?state&page */
export function useStaffPeriodicReviews(
  prefix: StaffPrefix,
  q: { state: PeriodicReviewState; page: number },
) {
  const search = new URLSearchParams({ state: q.state, page: String(q.page) });
  return useQuery({
    queryKey: ['periodic-reviews', prefix, q],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/periodic-reviews?${search.toString()}`, {
        schema: periodicReviewsReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/{prefix}/kyc/{id}/periodic-review: null for a participant who is not approved. */
export function useParticipantReviewSchedule(prefix: StaffPrefix, id: string) {
  return useQuery({
    queryKey: ['periodic-review-schedule', prefix, id],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/periodic-review`, {
        schema: periodicReviewStaffReplySchema,
      }),
    select: (r) => r.data,
  });
}

/** The overdue reviews beside 'Pengkinian Data' in the navigation; a few minutes' refetch is enough (a daily job marks them). */
export function useOverdueReviewCount(prefix: StaffPrefix | null, enabled: boolean) {
  return useQuery({
    queryKey: ['periodic-reviews', prefix, 'overdue-count'],
    enabled: enabled && prefix !== null,
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix ?? 'admin-broker'}/periodic-reviews?state=overdue&page=1`, {
        schema: periodicReviewsReplySchema,
      }),
    select: (r) => r.data.overdue,
    staleTime: 60_000,
    refetchInterval: 300_000,
  });
}
