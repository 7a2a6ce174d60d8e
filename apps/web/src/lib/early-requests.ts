/**
 * The first requests of a screen, sent as soon as the entry runs (main.tsx) rather than once the
 * screen's chunks have arrived and rendered: on a slow link every request is a round trip of half
 * a second, and the dashboard's data used to wait for all of its scripts first (decision 0110).
 * The API client takes a reply from here instead of sending the same GET again; parsing, errors
 * and an expired session are handled there as for any reply.
 */
import { EARLY_HANDOFF, type HandoffWindow, sendEarlyGet } from './early-handoff';
import { session } from './session';

/** A reply older than this is not used: the screen asks again. */
const FRESH_MS = 10_000;

export interface EarlyRequest {
  path: string;
  /** Send the bearer token (the API client's default); false for a public call. */
  auth?: boolean;
}

interface Sent {
  /** The token it went with (null: none), so that a reply is never used for another session. */
  token: string | null;
  at: number;
  response: Promise<Response>;
}

const sent = new Map<string, Sent>();

/**
 * Takes over what the page's first script (early.ts) sent before the app ran, so that the app does
 * not send it again (decision 0115). Left on the window only until taken.
 */
function adoptHandedOver(): void {
  const w = window as HandoffWindow;
  for (const { path, token, at, response } of w[EARLY_HANDOFF] ?? []) sent.set(path, { token, at, response });
  delete w[EARLY_HANDOFF];
}

/**
 * Sends each GET now, unless the page's first script has already sent it; a request that needs a
 * session goes only when there is one.
 */
export function sendEarly(requests: readonly EarlyRequest[]): void {
  adoptHandedOver();
  const token = session.token();
  for (const { path, auth = true } of requests) {
    if (auth && !token) continue;
    const sentWith = auth ? token : null;
    const already = sent.get(path);
    if (already && already.token === sentWith && Date.now() - already.at <= FRESH_MS) continue;
    sent.set(path, { token: sentWith, at: Date.now(), response: sendEarlyGet(path, sentWith) });
  }
}

/**
 * The reply of a GET sent early with the same token (null: a public call), once; null when there
 * is none, it is stale, or it went with another session.
 */
export function takeEarly(path: string, token: string | null): Promise<Response> | null {
  const early = sent.get(path);
  if (!early) return null;
  sent.delete(path);
  if (early.token !== token || Date.now() - early.at > FRESH_MS) return null;
  return early.response;
}
