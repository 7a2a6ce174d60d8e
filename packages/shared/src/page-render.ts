/**
 * What the server and the browser agree on for a page rendered with a customer's data
 * (decisions 0118, 0182).
 */

/**
 * The customer screens the server may send with the customer's data in them: the dashboard, and the
 * onboarding's data steps and review, whose largest paint otherwise waits for the scripts and then
 * for the record's replies (decision 0182). A screen joins with its first GETs in the web app's
 * `app/page-data.ts` (a test holds that list to this one) and a check in
 * `e2e/pw/customer-frame.spec.ts`.
 */
export const SERVED_PAGES = [
  '/beranda',
  '/register-datapribadi',
  '/register-datapekerjaan',
  '/register-datakeuangan',
  '/register-datarekening',
  '/register-datakontak',
  '/register-datalampiran',
  '/register-preview',
] as const;

/**
 * The page credential: the customer's access token, copied by the browser into one cookie of this
 * name per served page, each with that page's path (`Path=/beranda`, …), so that each goes only
 * with the request for its own page and the server can send that page with the customer's data in
 * it. The API never reads it: every call still needs the bearer token. SameSite=Strict: no other
 * site's link or form carries it.
 */
export const PAGE_SESSION_COOKIE = { name: 'kilau_page' } as const;

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
