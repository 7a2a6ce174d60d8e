/**
 * What the page's first script (early.ts) hands to the app: the first requests it sent for the
 * screen, before the app's chunks had arrived. The app (early-requests.ts) takes them over as if it
 * had sent them itself (decision 0115). Both sides import it, so it imports nothing: the first
 * script must stay a few hundred bytes.
 */
export interface HandedRequest {
  path: string;
  /** The bearer token it went with: a reply is never used for another session. */
  token: string;
  /** `Date.now()` when it was sent. */
  at: number;
  response: Promise<Response>;
}

/** The window property the first script leaves its requests on. */
export const EARLY_HANDOFF = '__kilauEarly';

export type HandoffWindow = Window & { [EARLY_HANDOFF]?: HandedRequest[] };

/** An early request not answered by then is given up; the screen's own query asks again. */
const EARLY_TIMEOUT_MS = 20_000;

/**
 * Sends an early GET as the API client would (JSON, the bearer token when there is one, a time
 * limit). A failure is the taker's to report, and nobody may take it at all: it is caught here so
 * that it is never an unhandled rejection.
 */
export function sendEarlyGet(path: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = fetch(path, { headers, signal: AbortSignal.timeout(EARLY_TIMEOUT_MS) });
  response.catch(() => {});
  return response;
}
