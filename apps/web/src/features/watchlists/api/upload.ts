import { type UploadedSource, watchlistUploadReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchlistsKey } from './overview';

/**
 * POST /v1/super-admin/watchlists/{source}, the file as multipart in `file`. A refusal (422,
 * status_code 2045) carries the Indonesian text with the row and the reason. The lists reload after.
 */
export function useUploadWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, file }: { source: UploadedSource; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('POST', `/v1/super-admin/watchlists/${source}`, {
        body: form,
        schema: watchlistUploadReplySchema,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistsKey }),
  });
}
