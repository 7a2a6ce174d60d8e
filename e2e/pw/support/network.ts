/**
 * The requests a page has under way, for the screenshot helper's wait until a page is quiet.
 * Playwright's 'networkidle' is a one-time event of a document's load: in this single-page app the
 * document is the login page, whose ALTCHA workers leave requests that never finish, so the event
 * often never comes.
 */
import type { Page } from '@playwright/test';

const pendingRequests = new WeakMap<Page, Map<unknown, { what: string; since: number }>>();

/** Starts keeping the unfinished requests of a page (the newPage fixture does it for every page). */
export function trackRequests(page: Page): void {
  const pending = new Map<unknown, { what: string; since: number }>();
  pendingRequests.set(page, pending);
  page.on('request', (r) =>
    pending.set(r, { what: `${r.method()} ${r.url()} (${r.resourceType()})`, since: Date.now() }),
  );
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/**
 * The requests of the page under way, started within `maxAgeMs`. An older one is not loading
 * anything a person waits for: the ALTCHA widget's workers start loading a script and are ended
 * once one of them solved the challenge, and their requests are never reported finished.
 */
export function requestsInFlight(page: Page, maxAgeMs = Number.POSITIVE_INFINITY): string[] {
  const now = Date.now();
  return [...(pendingRequests.get(page)?.values() ?? [])]
    .filter((r) => now - r.since <= maxAgeMs)
    .map((r) => r.what);
}

/** How long a request may stay unfinished and still count as the page loading. */
const STALE_REQUEST_MS = 8_000;

/**
 * Waits until the page has had no request under way for `quietMs`; returns the requests still
 * under way when `timeoutMs` ran out (empty when the page went quiet).
 */
export async function waitForQuietNetwork(page: Page, quietMs = 300, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requestsInFlight(page, STALE_REQUEST_MS).length > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return [];
    await new Promise((r) => setTimeout(r, 50));
  }
  return requestsInFlight(page, STALE_REQUEST_MS);
}
