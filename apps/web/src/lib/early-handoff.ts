/**
 * What the page's first script (early.ts) hands to the app: the first requests it sent for the
 * screen, before the app's chunks had arrived. The app (early-requests.ts) takes them over as if it
 * had sent them itself (decision 0115). Types and a name only: both sides import it.
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
