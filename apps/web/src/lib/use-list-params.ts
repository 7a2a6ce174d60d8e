/**
 * A back-office list's page and filters, kept in the URL's query with React Router's
 * `useSearchParams` (so a reload or a shared link shows the same view).
 */
import { useRef } from 'react';
import { createSearchParams, type URLSearchParamsInit, useSearchParams } from 'react-router';

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
 * `setParam` changes some keys on top of the query last asked for; `setParams` replaces the query.
 * The router renders a navigation a moment after it is asked for, and `useSearchParams`' function
 * form builds on the rendered query (React Router documents that it does not queue), so two quick
 * changes (one filter, then another) would lose the first: the query last asked for is kept here
 * until the router renders another.
 */
export function useListParams() {
  const [params, setSearchParams] = useSearchParams();
  const asked = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    asked.current = params;
  }
  const setParams = (next: URLSearchParamsInit) => {
    asked.current = createSearchParams(next);
    setSearchParams(asked.current);
  };
  const setParam = (changes: QueryChanges) => setParams(withChanges(asked.current, changes));
  return [params, setParam, setParams] as const;
}
