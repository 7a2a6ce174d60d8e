/**
 * The URL's query string as state (list pages keep their page and filters there, so a reload or a
 * shared link shows the same view). React Router's useSearchParams would do the same, but its code
 * would then join the router in every page's first load (decision 0051); this uses what every page
 * already loads.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useQueryParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: URLSearchParams | Record<string, string>) => {
    const query = new URLSearchParams(next).toString();
    void navigate(query ? `${pathname}?${query}` : pathname);
  };
  return [params, set];
}
