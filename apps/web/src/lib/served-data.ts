/**
 * The replies a page was rendered with on the server (decision 0118), handed to the query cache
 * before React hydrates that markup, so that the first render in the browser shows what the server
 * showed (no request, no loader, no mismatch). Plain checks, no schema library: this runs in the
 * entry, before any screen's code.
 */
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@kilau/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The served data, taken out of the page once; null when the page has none or it is unreadable. */
export function takeServedData(doc: Document = document): ServedData | null {
  const block = doc.getElementById(SERVED_DATA_ELEMENT_ID);
  if (!block) return null;
  block.remove();
  try {
    const value = JSON.parse(block.textContent ?? '') as Partial<ServedData> | null;
    const state = value?.state;
    if (typeof value?.sid !== 'string' || !Array.isArray(state?.queries) || !Array.isArray(state?.mutations))
      return null;
    return { sid: value.sid, state };
  } catch {
    return null;
  }
}

interface ServedQuery {
  queryKey: QueryKey;
  state: { data: unknown; dataUpdatedAt: number };
}

function isServedQuery(value: unknown): value is ServedQuery {
  const q = value as Partial<ServedQuery> | null;
  return (
    Array.isArray(q?.queryKey) && typeof q?.state?.dataUpdatedAt === 'number' && 'data' in (q.state ?? {})
  );
}

/**
 * Puts the served replies into the query cache, as of when the server fetched them. React Query's
 * own `hydrate` does the same for more kinds of state; this loop keeps it out of the entry, which
 * every page loads (decision 0118).
 */
export function seedQueryCache(client: QueryClient, served: ServedData): void {
  for (const query of served.state.queries) {
    if (isServedQuery(query))
      client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** The session id (`sid`) in an access token, read without checking the token (the API does). */
export function sessionIdOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}
