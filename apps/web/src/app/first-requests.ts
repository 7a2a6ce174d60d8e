/**
 * What a customer screen asks the API for first, sent while the screen's scripts are still
 * downloading (lib/early-requests.ts, decision 0110): by the page's first script (early.ts), which
 * the build gives this list (prerender.tsx, decision 0115), and otherwise by the entry (main.tsx).
 * The screen's own queries then find the replies there. Only GETs that the screen sends on every
 * visit belong here, each with the customer's token.
 */
import { paths } from '../config/paths';
import { platformUrls } from '../features/platform/api/urls';
import { walletUrls } from '../features/wallet/api/urls';
import { type EarlyRequest, sendEarly } from '../lib/early-requests';
import { session } from '../lib/session';

export const FIRST_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = {
  // Where the customer stands and, beside it, what an approved customer's dashboard shows next: the
  // balances are plain reads of the caller's own rows (zeros before approval), so asking for them
  // without waiting for the first reply costs nothing but saves a round trip.
  [paths.dashboard]: [
    { path: walletUrls.customerPlatforms },
    { path: walletUrls.transactions('IDR') },
    { path: walletUrls.transactions('USD') },
    { path: walletUrls.goldSaving },
    { path: walletUrls.posgoBalance },
  ],
  [paths.platformChoice]: [{ path: platformUrls.platforms }],
};

/** The requests of the screen at `pathname`; a customer's screens only for a signed-in customer. */
export function firstRequestsOf(pathname: string): readonly EarlyRequest[] {
  if (!session.isCustomer()) return [];
  return FIRST_REQUESTS[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname] ?? [];
}

/** Sends the first requests of the screen the browser opened on. */
export function sendFirstRequests(pathname: string): void {
  sendEarly(firstRequestsOf(pathname));
}
