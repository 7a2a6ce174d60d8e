import { decodeJwt } from 'jose';

/**
 * When the first token refresh of a page is due. A token past half its life is refreshed at
 * once: a page that reloads (a phone coming back from the camera app) restarts its 150 s timer,
 * and without this a few reloads in a row let the 330 s token run out. Otherwise the refresh
 * comes at `intervalMs` or at half-life, whichever is sooner.
 *
 * The payload is only read, not verified: the server verifies every token it receives, and a
 * token the browser cannot read keeps the usual interval.
 */
export function refreshDelayMs(token: string | null, nowMs: number, intervalMs: number): number {
  if (token === null) return intervalMs;
  let iat: number | undefined;
  let exp: number | undefined;
  try {
    ({ iat, exp } = decodeJwt(token));
  } catch {
    return intervalMs;
  }
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return intervalMs;
  const halfLifeMs = ((iat + exp) / 2) * 1000;
  return Math.max(0, Math.min(intervalMs, halfLifeMs - nowMs));
}
