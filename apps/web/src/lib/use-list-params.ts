/**
 * A back-office list's page and filters, kept in the URL's query with React Router's
 * `useSearchParams` (so a reload or a shared link shows the same view).
 */
import { useLayoutEffect, useRef } from 'react';
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
 * The queries asked for and not yet rendered (oldest first), once the router renders `rendered`.
 * The router may render an earlier request after a later one was asked for (each navigation
 * renders in its turn): that render leaves the later ones waiting, or the next change would build
 * on it and lose what they added. A query nobody here asked for (back, a link) ends the wait.
 */
export function afterRender(pending: readonly string[], rendered: URLSearchParams): string[] {
  const at = pending.indexOf(rendered.toString());
  return at === -1 ? [] : pending.slice(at + 1);
}

/** What the next change builds on: the last query asked for, or the rendered one when none waits. */
export function queryToBuildOn(pending: readonly string[], rendered: URLSearchParams): URLSearchParams {
  const last = pending.at(-1);
  return last === undefined ? rendered : new URLSearchParams(last);
}

/**
 * `setParam` changes some keys on top of the query last asked for; `setParams` replaces the query.
 * The router renders a navigation a moment after it is asked for, and `useSearchParams`' function
 * form builds on the rendered query (React Router documents that it does not queue), so quick
 * changes (one filter, then another) would lose the first: the queries asked for are kept here
 * until the router has rendered the last of them (afterRender).
 *
 * The bookkeeping runs when a render is committed, never during one: the router navigates in a
 * transition, whose render React may set aside for an urgent one (a Select opening) and show the
 * old query meanwhile. A render that is never shown must not end the wait for its query, or the
 * next pick builds on the old query and drops the one still on its way.
 */
export function useListParams() {
  const [params, setSearchParams] = useSearchParams();
  const pending = useRef<string[]>([]);
  const rendered = useRef(params);
  useLayoutEffect(() => {
    rendered.current = params;
    pending.current = afterRender(pending.current, params);
  }, [params]);
  const setParams = (next: URLSearchParamsInit) => {
    const asked = createSearchParams(next);
    pending.current = [...pending.current, asked.toString()];
    setSearchParams(asked);
  };
  const setParam = (changes: QueryChanges) =>
    setParams(withChanges(queryToBuildOn(pending.current, rendered.current), changes));
  return [params, setParam, setParams] as const;
}
