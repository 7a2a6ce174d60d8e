import { DASHBOARD_TRANSACTIONS, LIST_LIMIT_MAX } from '@kilau/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldTransactions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

describe('balances and gold transactions', () => {
  let t: TestApp;
  let demoId: string;
  let budiId: string;
  let demoToken: string;
  let budiToken: string;

  const userId = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const get = (url: string, token: string | null) =>
    t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    demoId = await userId('demo.nasabah@kilau.test');
    budiId = await userId('baru@kilau.test');
    demoToken = await t.app.sessions.open('user', demoId, null, {});
    budiToken = await t.app.sessions.open('user', budiId, null, {});
  });
  afterAll(() => t.close());

  describe('customer reads', () => {
    it('shows the demo customer’s gold balances as decimal strings', async () => {
      const res = await get('/v1/user/gold_saving', demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        data: {
          micro_balance_idr: '18450000.00',
          premium_balance_idr: '142800000.00',
          micro_balance_usd: '1182.10',
          premium_balance_usd: '9150.75',
          micro_grams: '12.3400',
          premium_grams: '110.0000',
        },
      });
    });

    it('shows the GiroPos and RDK balances under the contract’s field names', async () => {
      const res = await get('/v1/user/posgo_balance', demoToken);
      expect(res.json()).toEqual({
        status_code: '00',
        data: {
          giropos_balance: '25750000.00',
          giropos_usd_blance: '1650.25',
          rdk_balance: '12500000.00',
          usd_balance: '820.50',
        },
      });
    });

    it('shows zeros to a customer nothing was reported for yet', async () => {
      expect((await get('/v1/user/gold_saving', budiToken)).json().data).toEqual({
        micro_balance_idr: '0.00',
        premium_balance_idr: '0.00',
        micro_balance_usd: '0.00',
        premium_balance_usd: '0.00',
        micro_grams: '0.0000',
        premium_grams: '0.0000',
      });
      expect((await get('/v1/user/posgo_balance', budiToken)).json().data).toEqual({
        giropos_balance: '0.00',
        giropos_usd_blance: '0.00',
        rdk_balance: '0.00',
        usd_balance: '0.00',
      });
    });

    it('lists the 10 newest trades by default, newest first, with the total', async () => {
      const res = await get('/v1/abx/transactions', demoToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status_code).toBe('00');
      expect(body.total).toBe(18);
      expect(body.data).toHaveLength(DASHBOARD_TRANSACTIONS);
      const newest = await t.db
        .select()
        .from(goldTransactions)
        .where(eq(goldTransactions.userId, demoId))
        .orderBy(desc(goldTransactions.tradedAt))
        .limit(DASHBOARD_TRANSACTIONS);
      expect(body.data.map((d: { id: string }) => d.id)).toEqual(newest.map((r) => r.id));
      const first = newest[0];
      expect(body.data[0]).toEqual({
        id: first?.id,
        attributes: {
          createdAt: first?.tradedAt.toISOString(),
          contractId: first?.contractId,
          settlementAmount: first?.settlementAmount,
          direction: first?.direction,
          currency: first?.currency,
          quantity: first?.quantity,
        },
      });
      const times = body.data.map((d: { attributes: { createdAt: string } }) => d.attributes.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('pages with limit and offset and caps the limit', async () => {
      const page = (await get('/v1/abx/transactions?limit=5&offset=15', demoToken)).json();
      expect(page.data).toHaveLength(3);
      expect(page.total).toBe(18);
      const tooMany = await get(`/v1/abx/transactions?limit=${LIST_LIMIT_MAX + 1}`, demoToken);
      expect(tooMany.statusCode).toBe(422);
    });

    it('lists only the trades settled in the chosen currency, with their own total', async () => {
      const all = await t.db.select().from(goldTransactions).where(eq(goldTransactions.userId, demoId));
      for (const currency of ['IDR', 'USD'] as const) {
        const res = (await get(`/v1/abx/transactions?currency=${currency}&limit=100`, demoToken)).json();
        const expected = all.filter((r) => r.currency === currency);
        expect(expected.length).toBeGreaterThan(0);
        expect(res.total).toBe(expected.length);
        expect(res.data.map((d: { attributes: { currency: string } }) => d.attributes.currency)).toEqual(
          expected.map(() => currency),
        );
      }
      expect((await get('/v1/abx/transactions?currency=EUR', demoToken)).statusCode).toBe(422);
    });

    it('never shows one customer another’s trades', async () => {
      const res = (await get('/v1/abx/transactions', budiToken)).json();
      expect(res).toEqual({ status_code: '00', data: [], total: 0 });
    });

    it('refuses a request without a customer token', async () => {
      for (const url of ['/v1/user/gold_saving', '/v1/user/posgo_balance', '/v1/abx/transactions']) {
        expect((await get(url, null)).statusCode).toBe(401);
      }
    });
  });

  it('has no single-key ingest routes any more: partners report through /v1/integration', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/ingest/balances/${budiId}`,
      payload: { rdk_balance: '1' },
      headers: { authorization: 'Bearer anything-at-all-0123456789-0123456789' },
    });
    expect(put.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/v1/ingest/gold-transactions', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});
