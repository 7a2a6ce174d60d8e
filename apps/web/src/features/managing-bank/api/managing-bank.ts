/**
 * The managing-bank calls (docs/product/back-office.md § Calls; decision 0071): the list (also as the navigation's
 * UNVERIFIED count), the detail, and the decision. Every reply is parsed with the shared schema.
 */
import {
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
  /** The back-office's one search: a name, a NIK or a phone number. */
  q?: string;
  sortBy: ManagingBankSortField;
  sortDir: 'asc' | 'desc';
}

/** GET /v1/managing-bank: one page of 10, the page number as given (docs/product/back-office.md § Calls). */
export function useManagingBankList(q: ManagingBankQuery) {
  const params = new URLSearchParams({
    page: String(q.page),
    limit: String(BACKOFFICE_PAGE_SIZE),
    sort_by: q.sortBy,
    sort_dir: q.sortDir,
  });
  if (q.status) params.set('status', q.status);
  if (q.appName) params.set('app_name', q.appName);
  if (q.q) params.set('q', q.q);
  return useQuery({
    queryKey: ['managing-bank', 'list', q],
    queryFn: () => apiRequest('GET', `/v1/managing-bank?${params}`, { schema: managingBankListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** The UNVERIFIED count of the navigation's badge, asked as one larger page (limit 1000, `MANAGING_BANK_COUNT_LIMIT`, docs/product/back-office.md § Limits). */
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

/** Refetches the accounts the screens show; resolves once the new state is in. */
function reload(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['managing-bank'] });
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
    // As the review actions: the new state is on the screen before the notice and the dialog closes
    // (mutateAsync waits for this), so no button of the old state can be clicked; after a failure
    // (someone else decided first) the screen reloads too, to show the status.
    onSuccess: () => reload(queryClient),
    onError: () => reload(queryClient),
  });
}
