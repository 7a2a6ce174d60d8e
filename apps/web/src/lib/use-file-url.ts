import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiDownload } from './api-client';

/**
 * A file read with the session's token (the staff routes serve documents only to a bearer), as an
 * object URL an <img> or <video> can show; released when the screen stops showing it. `path` null:
 * nothing to fetch.
 */
export function useFileUrl(queryKey: string, path: string | null) {
  const query = useQuery({
    queryKey: [queryKey, path],
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () => URL.createObjectURL((await apiDownload(path ?? '')).blob),
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
