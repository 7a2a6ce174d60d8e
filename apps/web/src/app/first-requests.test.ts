import { afterEach, describe, expect, it } from 'vitest';
import { fetchPlatforms } from '../features/platform/api/platforms';
import { fetchGoldSaving } from '../features/wallet/api/gold-saving';
import { fetchGoldTransactions } from '../features/wallet/api/gold-transactions';
import { fetchOnboardingStatus } from '../features/wallet/api/onboarding-status';
import { fetchPosgoBalance } from '../features/wallet/api/posgo-balance';
import { session } from '../lib/session';
import { mockApi } from '../testing/render';
import { sendFirstRequests } from './first-requests';

const APPROVED = {
  body: {
    status_code: '00',
    data: [{ _id: 'c1', state: 'approved', platform: { platform_id: 'p', name: 'P' }, bank: null }],
  },
};
const MONEY = '0.00';
const GOLD = {
  body: {
    status_code: '00',
    data: {
      micro_balance_idr: MONEY,
      premium_balance_idr: MONEY,
      micro_balance_usd: MONEY,
      premium_balance_usd: MONEY,
      micro_grams: '0.0000',
      premium_grams: '0.0000',
    },
  },
};
const POSGO = {
  body: {
    status_code: '00',
    data: { giropos_balance: MONEY, giropos_usd_blance: MONEY, rdk_balance: MONEY, usd_balance: MONEY },
  },
};
const NO_TRADES = { body: { status_code: '00', data: [], total: 0 } };
const DASHBOARD = {
  'GET /v2/kyc/customer/platform': APPROVED,
  'GET /v1/abx/transactions?limit=10&offset=0&currency=IDR': NO_TRADES,
  'GET /v1/abx/transactions?limit=10&offset=0&currency=USD': NO_TRADES,
  'GET /v1/user/gold_saving': GOLD,
  'GET /v1/user/posgo_balance': POSGO,
};

afterEach(() => session.clear());

describe("a customer screen's first requests, sent by the entry", () => {
  it("are on the dashboard all five of its first GETs, in parallel, and the dashboard's own queries use their replies", async () => {
    session.signIn('tok', null);
    const api = mockApi(DASHBOARD);
    sendFirstRequests('/beranda');
    expect(api.calls.map((c) => c.key).sort()).toEqual(Object.keys(DASHBOARD).sort());

    expect(await fetchOnboardingStatus()).toEqual({ kind: 'approved' });
    await Promise.all([
      fetchGoldTransactions('IDR'),
      fetchGoldTransactions('USD'),
      fetchGoldSaving(),
      fetchPosgoBalance(),
    ]);
    // Nothing went twice: the paths of the table are the ones the screen asks for.
    expect(api.calls).toHaveLength(5);
  });

  it("are the platform list on the platform choice, which the screen's query uses", async () => {
    session.signIn('tok', null);
    const api = mockApi({
      'GET /v2/master_data/platform': { body: { status_code: '00', data: { platform: [] } } },
    });
    sendFirstRequests('/konfirmasi-account/');
    expect(api.calls).toHaveLength(1);
    await fetchPlatforms();
    expect(api.calls).toHaveLength(1);
  });

  it('are none without a customer session (nobody signed in, or a staff member)', () => {
    const api = mockApi(DASHBOARD);
    sendFirstRequests('/beranda');
    session.signIn('staff-tok', 1);
    sendFirstRequests('/beranda');
    expect(api.calls).toHaveLength(0);
  });

  it('are none on a screen without any', () => {
    session.signIn('tok', null);
    const api = mockApi(DASHBOARD);
    sendFirstRequests('/profil-saya');
    expect(api.calls).toHaveLength(0);
  });
});
