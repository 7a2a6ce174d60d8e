/**
 * What the server and the browser agree on for a page rendered with a customer's data
 * (decision 0118).
 */

/**
 * The page credential: the customer's access token, copied by the browser into a cookie that goes
 * only with the request for the dashboard's page, so that the server can send that page with the
 * customer's balances in it. The API never reads it: every call still needs the bearer token.
 * SameSite=Strict: no other site's link or form carries it.
 */
export const PAGE_SESSION_COOKIE = { name: 'kilau_page', path: '/beranda' } as const;

/**
 * The JSON block (`<script type="application/json">`, which no browser runs) that carries the
 * replies such a page was rendered with, for the browser's query cache before it hydrates.
 */
export const SERVED_DATA_ELEMENT_ID = 'kilau-data';

/** That block's content: the session it was rendered for and React Query's dehydrated cache. */
export interface ServedData {
  /** The session id (`sid`) of the token the page was rendered with. */
  sid: string;
  state: { queries: unknown[]; mutations: unknown[] };
}
