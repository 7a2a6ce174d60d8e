/**
 * The platform choice's first GET, in a module without dependencies: the fetcher uses it, and
 * the entry sends it early on that screen's URL (app/first-requests.ts, decision 0110).
 */
export const platformUrls = {
  /** The trading platforms a customer can open an account on. */
  platforms: '/v2/master_data/platform',
} as const;
