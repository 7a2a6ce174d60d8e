/**
 * The URL's query string as state (list pages keep their page and filters there, so a reload or a
 * shared link shows the same view). React Router's useSearchParams would do the same, but its code
 * would then join the router in every page's first load (decision 0051); this uses what every page
 * already loads.
 */
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

type Next = URLSearchParams | Record<string, string>;

/**
 * The setter takes the new query, or a function of the latest one. The function form is for
 * changes made on top of the current filters: the router renders a navigation a moment after it is
 * asked for, so two quick changes (one filter, then another) built on the rendered `params` would
 * lose the first. The latest query is the one last asked for, until the router renders another.
 */
export function useQueryParams(): [
  URLSearchParams,
  (next: Next | ((current: URLSearchParams) => Next)) => void,
] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const latest = useRef(search);
  const rendered = useRef(search);
  if (rendered.current !== search) {
    rendered.current = search;
    latest.current = search;
  }
  const set = (next: Next | ((current: URLSearchParams) => Next)) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
    const query = new URLSearchParams(value).toString();
    latest.current = query ? `?${query}` : '';
    void navigate(query ? `${pathname}?${query}` : pathname);
  };
  return [params, set];
}
