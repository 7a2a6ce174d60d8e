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

/** What a list changes in its query: a key's new value (several for a repeated key), or null to drop it. */
export type QueryChanges = Record<string, string | readonly string[] | null | undefined>;

/** The query with the changed keys set (an empty value drops the key) and the others kept. */
export function withChanges(current: URLSearchParams, changes: QueryChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (typeof value === 'string' && value) next.set(key, value);
    else next.delete(key);
    if (Array.isArray(value)) for (const v of value) next.append(key, v);
  }
  return next;
}

/**
 * The back-office lists' query: `setParam` changes some keys on top of the latest query (the
 * function form of useQueryParams, so two quick filter changes keep both); `setParams` replaces it.
 */
export function useListParams() {
  const [params, setParams] = useQueryParams();
  const setParam = (changes: QueryChanges) => setParams((current) => withChanges(current, changes));
  return [params, setParam, setParams] as const;
}
