/**
 * The back-office's 'Permintaan Data' calls (DATA_REQUEST_ROLES: the broker admin and the super
 * admin, each under their own prefix): the list, one request, the decision, and the open count for
 * the navigation. A decision may be held back for a fresh second factor (403/2032); the staff
 * shell's step-up hook asks for it and sends the call again.
 */
import {
  type DataRequestKind,
  type DataRequestStatus,
  dataRequestDetailReplySchema,
  dataRequestsReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DataRequestsQuery {
  status?: DataRequestStatus;
  kind?: DataRequestKind;
  page: number;
}

const base = (prefix: StaffPrefix) => `/v1/${prefix}/data-requests`;

/** GET /v1/{prefix}/data-requests?status&kind&page */
export function useStaffDataRequests(prefix: StaffPrefix, q: DataRequestsQuery) {
  const search = new URLSearchParams({ page: String(q.page) });
  if (q.status) search.set('status', q.status);
  if (q.kind) search.set('kind', q.kind);
  return useQuery({
    queryKey: ['data-requests', prefix, q],
    queryFn: () =>
      apiRequest('GET', `${base(prefix)}?${search.toString()}`, { schema: dataRequestsReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** The open requests beside 'Permintaan Data' in the navigation; a minute's refetch shows new ones. */
export function useOpenDataRequestCount(prefix: StaffPrefix | null, enabled: boolean) {
  return useQuery({
    queryKey: ['data-requests', prefix, 'open-count'],
    enabled: enabled && prefix !== null,
    queryFn: () =>
      apiRequest('GET', `${base(prefix ?? 'admin-broker')}?status=open&page=1`, {
        schema: dataRequestsReplySchema,
      }),
    select: (r) => r.data.open,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** GET /v1/{prefix}/data-requests/{id} (audited as a view). */
export function useStaffDataRequest(prefix: StaffPrefix, id: string) {
  return useQuery({
    queryKey: ['data-request', prefix, id],
    queryFn: () =>
      apiRequest('GET', `${base(prefix)}/${encodeURIComponent(id)}`, {
        schema: dataRequestDetailReplySchema,
      }),
    select: (r) => r.data,
  });
}

/**
 * POST /v1/{prefix}/data-requests/{id}/decision {outcome, note}: 409/2062 when already decided,
 * 409/2075 when a data update's sections changed in the record since it was sent; the request is
 * read again after a refusal, so the page shows why.
 */
export function useDecideDataRequest(prefix: StaffPrefix, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { outcome: 'done' | 'declined'; note: string }) =>
      apiRequest('POST', `${base(prefix)}/${encodeURIComponent(id)}/decision`, {
        body,
        schema: dataRequestDetailReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['data-requests'] }),
    onSuccess: (reply) => queryClient.setQueryData(['data-request', prefix, id], reply),
    onError: () => queryClient.invalidateQueries({ queryKey: ['data-request', prefix, id] }),
  });
}
