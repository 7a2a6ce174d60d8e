import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiDownload } from '../../../lib/api-client';

/**
 * A participant's document read through GET /v1/managing-bank/file?path= with the staff token
 * (spec 002 §2: images fetched as blobs), as an object URL released when the screen stops showing it.
 */
export function useManagingBankFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['managing-bank-file', path],
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () =>
      URL.createObjectURL(
        (await apiDownload(`/v1/managing-bank/file?path=${encodeURIComponent(path ?? '')}`)).blob,
      ),
  });
  const url = query.data;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return query;
}
