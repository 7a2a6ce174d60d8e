/**
 * 'Data Saya''s calls (decision 0113): what the customer has asked for so far, a copy of their data
 * (the password again), and a correction, restriction or deletion request.
 */
import type { DataRequestBody, DataRights } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

export const dataRightsKey = ['data-rights'] as const;

/** GET /v1/user/data-rights: the exports, the requests, and whether the account is closed. */
export function useDataRights() {
  return useQuery({
    queryKey: dataRightsKey,
    queryFn: async (): Promise<DataRights> =>
      (
        await apiRequest('GET', '/v1/user/data-rights', {
          schema: () => replies().then((m) => m.dataRightsReplySchema),
        })
      ).data,
    // An export being built turns 'siap' in the background: looked at again while one is.
    refetchInterval: (q) => (q.state.data?.exports.some((e) => e.status === 'queued') ? 10_000 : false),
  });
}

/** POST /v1/user/data-export {password} → 202: the ZIP is built in the background and its link mailed. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('POST', '/v1/user/data-export', {
        body: { password },
        schema: () => replies().then((m) => m.dataExportReplySchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKey }),
  });
}

/** POST /v1/user/data-requests → 201: a correction, restriction or deletion, due in 72 hours. */
export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestBody) =>
      apiRequest('POST', '/v1/user/data-requests', {
        body,
        schema: () => replies().then((m) => m.dataRequestReplySchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKey }),
  });
}

/** A ZIP of several hundred megabytes may take a while on a phone's connection. */
const EXPORT_DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

/** GET /v1/user/data-export/{token}: the ZIP, with the session (the link is the caller's own). */
export function downloadExport(token: string, onProgress?: (bytes: number) => void) {
  return apiDownload(`/v1/user/data-export/${encodeURIComponent(token)}`, {
    timeoutMs: EXPORT_DOWNLOAD_TIMEOUT_MS,
    ...(onProgress ? { onProgress } : {}),
  });
}

/**
 * GET /v1/user/data-export/{id}/download: 'Data Saya''s own button for a ready copy, with the
 * session (the copy is the caller's own; counted and audited as the link's download).
 */
export function downloadOwnExport(id: string) {
  return apiDownload(`/v1/user/data-export/${encodeURIComponent(id)}/download`, {
    timeoutMs: EXPORT_DOWNLOAD_TIMEOUT_MS,
  });
}
