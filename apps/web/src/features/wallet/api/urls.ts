/**
 * The dashboard's GETs, in a module without dependencies: the fetchers use them, and the entry
 * sends the same requests early on the dashboard's URL (app/first-requests.ts, decision 0110).
 */
import { type Currency, DASHBOARD_TRANSACTIONS } from '@kilau/shared';

export const walletUrls = {
  /** The customer's KYC records, one per platform: whether one is approved. */
  customerPlatforms: '/v2/kyc/customer/platform',
  goldSaving: '/v1/user/gold_saving',
  posgoBalance: '/v1/user/posgo_balance',
  /** The last trades settled in one currency. */
  transactions: (currency: Currency) =>
    `/v1/abx/transactions?limit=${DASHBOARD_TRANSACTIONS}&offset=0&currency=${currency}`,
} as const;
