/**
 * The page credential (decision 0118): a copy of a signed-in customer's access token in a cookie
 * that the browser sends only with the request for the dashboard's page (`Path=/beranda`), so that
 * the server can send that page with the customer's balances already in it. The API never reads it;
 * every call still carries the bearer token from local storage (the API contract). The session
 * (session.ts) writes it whenever the token changes and removes it when the session ends.
 */
import { PAGE_SESSION_COOKIE } from '@kilau/shared';

const { name, path } = PAGE_SESSION_COOKIE;

/**
 * Writes the cookie for `token`, or removes it (null). SameSite=Strict: no other site's link or
 * form brings it along; Secure wherever the site is served over HTTPS. No expiry of its own: the
 * token inside expires within minutes unless the session renews it, and a browser restart drops it.
 */
export function writePageCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and from the older Safari many customers' phones run; the value is a token of base64url parts, encoded anyway.
  document.cookie = token
    ? `${name}=${encodeURIComponent(token)}; Path=${path}; SameSite=Strict${secure}`
    : `${name}=; Path=${path}; Max-Age=0; SameSite=Strict${secure}`;
}
