/**
 * The page credential (decisions 0118, 0182): a copy of a signed-in customer's access token in one
 * cookie per served page (SERVED_PAGES), each with that page's path (`Path=/beranda`,
 * `Path=/register-datapribadi`, …), so that the browser sends each only with the request for its
 * own page and the server can send that page with the customer's data already in it. The API never
 * reads them; every call still carries the bearer token from local storage (the API contract). The
 * session (session.ts) writes them whenever the token changes and removes every one when the
 * session ends.
 */
import { PAGE_SESSION_COOKIE, SERVED_PAGES } from '@kilau/shared';

const { name } = PAGE_SESSION_COOKIE;

/**
 * Writes the cookie of every served page for `token`, or removes each (null). SameSite=Strict: no
 * other site's link or form brings one along; Secure wherever the site is served over HTTPS. No
 * expiry of their own: the token inside expires within minutes unless the session renews it, and a
 * browser restart drops them.
 */
export function writePageCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const path of SERVED_PAGES) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and from the older Safari many customers' phones run; the value is a token of base64url parts, encoded anyway.
    document.cookie = token
      ? `${name}=${encodeURIComponent(token)}; Path=${path}; SameSite=Strict${secure}`
      : `${name}=; Path=${path}; Max-Age=0; SameSite=Strict${secure}`;
  }
}
