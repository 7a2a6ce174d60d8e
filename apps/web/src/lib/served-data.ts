/**
 * The replies a page was rendered with on the server (decision 0118), handed to the query cache
 * before React hydrates that markup, so that the first render in the browser shows what the server
 * showed (no request, no loader, no mismatch). Plain checks, no schema library: this runs in the
 * entry, before any screen's code.
 */
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@kilau/shared';

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
