/**
 * The managing-bank calls (spec 002 §7; decision 0071): the list (also as the navigation's
 * UNVERIFIED count), the detail, and the decision. Every reply is parsed with the shared schema.
 */
import {
  AFTER_SUCCESS_DELAY_MS,
  BACKOFFICE_PAGE_SIZE,
  MANAGING_BANK_COUNT_LIMIT,
  type ManagingBankSortField,
  type ManagingBankStatus,
  type ManagingBankUpdateBody,
  managingBankDetailReplySchema,
  managingBankListReplySchema,
  managingBankUpdateReplySchema,
} from '@kilau/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ManagingBankQuery {
  page: number;
  status?: ManagingBankStatus;
  appName?: string;
  sortBy: ManagingBankSortField;
  sortDir: 'asc' | 'desc';
}

/** GET /v1/managing-bank: one page of 10, the page number as given (spec 002 §7). */
export function useManagingBankList(q: ManagingBankQuery) {
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(BACKOFFICE_PAGE_SIZE),
    sort_by: q.sortBy,
    sort_dir: q.sortDir,
  });
  if (q.status) params.set('status', q.status);
  if (q.appName) params.set('app_name', q.appName);
  return useQuery({
    queryKey: ['managing-bank', 'list', q],
    queryFn: () => apiRequest('GET', `/v1/managing-bank?${params}`, { schema: managingBankListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** The UNVERIFIED count of the navigation's badge, asked as the spec does (limit 1000, §9). */
export function useUnverifiedCount(enabled: boolean) {
  return useQuery({
    queryKey: ['managing-bank', 'unverified-count'],
    enabled,
    queryFn: () =>
      apiRequest('GET', `/v1/managing-bank?status=UNVERIFIED&limit=${MANAGING_BANK_COUNT_LIMIT}`, {
        schema: managingBankListReplySchema,
      }),
    select: (r) => r.data.page_metadata.count,
    staleTime: 60_000,
  });
}

/** GET /v1/managing-bank/{id}: the account, the trade account and the documents' paths. */
export function useManagingBankDetail(id: string) {
  return useQuery({
    queryKey: ['managing-bank', 'detail', id],
    queryFn: () =>
      apiRequest('GET', `/v1/managing-bank/${encodeURIComponent(id)}`, {
        schema: managingBankDetailReplySchema,
      }),
    select: (r) => r.data,
  });
}

function reload(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['managing-bank'] });
}

/** PUT /v1/managing-bank/{id}: verify, or reject with a note. */
export function useManagingBankDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManagingBankUpdateBody) =>
      apiRequest('PUT', `/v1/managing-bank/${encodeURIComponent(id)}`, {
        body,
        schema: managingBankUpdateReplySchema,
      }),
    // As the review actions (spec 002 §4, §9): after a success the screen reloads 2 s later, once the
    // notice is read; after a failure (someone else decided first) at once, to show the status.
    onSuccess: () => {
      window.setTimeout(() => reload(queryClient), AFTER_SUCCESS_DELAY_MS);
    },
    onError: () => reload(queryClient),
  });
}
