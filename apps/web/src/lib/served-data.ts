/**
 * The replies a page was rendered with on the server (decision 0118): React Query's dehydrated
 * cache, which the entry hands to `hydrate` before React hydrates that markup, so that the first
 * render in the browser shows what the server showed (no request, no loader, no mismatch). Plain
 * checks, no schema library: this runs in the entry, before any screen's code.
 */
import { SERVED_DATA_ELEMENT_ID, type ServedData } from '@kilau/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { decodeJwt } from 'jose';

/** The served data, its state as the render worker's `dehydrate` wrote it (prerender.tsx). */
export interface ServedCache extends ServedData {
  state: DehydratedState;
}

/** The served data, taken out of the page once; null when the page has none or it is unreadable. */
export function takeServedData(doc: Document = document): ServedCache | null {
  const block = doc.getElementById(SERVED_DATA_ELEMENT_ID);
  if (!block) return null;
  block.remove();
  try {
    const value = JSON.parse(block.textContent ?? '') as Partial<ServedData> | null;
    const state = value?.state;
    if (typeof value?.sid !== 'string' || !Array.isArray(state?.queries) || !Array.isArray(state?.mutations))
      return null;
    return { sid: value.sid, state: state as DehydratedState };
  } catch {
    return null;
  }
}

/** The session id (`sid`) in an access token, read without checking the token (the API does). */
export function sessionIdOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}
