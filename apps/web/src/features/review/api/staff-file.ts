import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiDownload } from '../../../lib/api-client';

/**
 * A stored KYC file read through GET /v1/get/file?path= with the staff token (spec 002 §7: binary
 * images as blobs), as an object URL that is released when the screen no longer shows it.
 */
export function useStaffFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['staff-file', path],
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () =>
      URL.createObjectURL((await apiDownload(`/v1/get/file?path=${encodeURIComponent(path ?? '')}`)).blob),
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
