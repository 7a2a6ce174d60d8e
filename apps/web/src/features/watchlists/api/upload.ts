import { type UploadedSource, watchlistUploadReplySchema } from '@kilau/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { UPLOAD_POLL_MS } from '../lib/runs';
import { watchlistsKey } from './overview';

/**
 * POST /v1/super-admin/watchlists/{source}, the file as multipart in `file`. The server answers at
 * once (decision 0120): a refusal its structure tells (422, status_code 2045, the Indonesian text
 * with the reason), or 202 with the upload, 'parsing', read off the request (useWatchlistUpload).
 */
export function useUploadWatchlist() {
  return useMutation({
    mutationFn: ({ source, file }: { source: UploadedSource; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('POST', `/v1/super-admin/watchlists/${source}`, {
        body: form,
        schema: watchlistUploadReplySchema,
      });
    },
  });
}

/** GET /v1/super-admin/watchlists/uploads/{id}: where an upload stands, polled while it is read. */
export function useWatchlistUpload(id: string | null) {
  return useQuery({
    queryKey: [...watchlistsKey, 'upload', id],
    queryFn: () =>
      apiRequest('GET', `/v1/super-admin/watchlists/uploads/${encodeURIComponent(id ?? '')}`, {
        schema: watchlistUploadReplySchema,
      }),
    select: (r) => r.data.upload,
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.data.upload.status === 'parsing' ? UPLOAD_POLL_MS : false),
  });
}
