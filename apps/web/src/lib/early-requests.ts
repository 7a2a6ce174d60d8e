/**
 * The first requests of a screen, sent as soon as the entry runs (main.tsx) rather than once the
 * screen's chunks have arrived and rendered: on a slow link every request is a round trip of half
 * a second, and the dashboard's data used to wait for all of its scripts first (decision 0110).
 * The API client takes a reply from here instead of sending the same GET again; parsing, errors
 * and an expired session are handled there as for any reply.
 */
import { session } from './session';

/** A reply older than this is not used: the screen asks again. */
const FRESH_MS = 10_000;
const TIMEOUT_MS = 20_000;

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

/** Sends each GET now; a request that needs a session goes only when there is one. */
export function sendEarly(requests: readonly EarlyRequest[]): void {
  const token = session.token();
  for (const { path, auth = true } of requests) {
    if (auth && !token) continue;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth && token) headers.authorization = `Bearer ${token}`;
    const response = fetch(path, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // A failure is the taker's to report; nobody may take it at all.
    response.catch(() => {});
    sent.set(path, { token: auth ? token : null, at: Date.now(), response });
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
