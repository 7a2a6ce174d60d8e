import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiDownload } from './api-client';

/**
 * How many mounted screens show each object URL. Several may show one file at once (a document's
 * thumbnail and the same document in the lightbox share the query): the URL is released when the
 * last of them goes, not when the first does.
 */
const holders = new Map<string, number>();

/**
 * A file read with the session's token (the staff routes serve documents only to a bearer), as an
 * object URL an <img> or <video> can show; released when no screen shows it any more. `path` null:
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
  useEffect(() => {
    if (!url) return;
    holders.set(url, (holders.get(url) ?? 0) + 1);
    return () => {
      const left = (holders.get(url) ?? 1) - 1;
      if (left > 0) holders.set(url, left);
      else {
        holders.delete(url);
        URL.revokeObjectURL(url);
      }
    };
  }, [url]);
  return query;
}
