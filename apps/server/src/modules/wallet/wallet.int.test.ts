import { randomUUID } from 'node:crypto';
import { DASHBOARD_TRANSACTIONS, LIST_LIMIT_MAX } from '@kilau/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goldTransactions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const INGEST_KEY = 'ingest-key-for-the-exchange-feed-0123456789';

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
  const ingest = (method: 'PUT' | 'POST', url: string, payload: object, key: string | null = INGEST_KEY) =>
    t.app.inject({ method, url, payload, headers: key ? { authorization: `Bearer ${key}` } : {} });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { INGEST_API_KEY: INGEST_KEY } });
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

  describe('ingest API', () => {
    it('refuses a missing or wrong key', async () => {
      const body = { giropos_balance: '1.00' };
      const none = await ingest('PUT', `/v1/ingest/balances/${budiId}`, body, null);
      expect(none.statusCode).toBe(401);
      const wrong = await ingest('PUT', `/v1/ingest/balances/${budiId}`, body, `${INGEST_KEY}x`);
      expect(wrong.statusCode).toBe(401);
      const customer = await ingest('PUT', `/v1/ingest/balances/${budiId}`, body, budiToken);
      expect(customer.statusCode).toBe(401);
      expect((await get('/v1/user/posgo_balance', budiToken)).json().data.giropos_balance).toBe('0.00');
    });

    it('updates only the balances reported, for that customer only', async () => {
      const first = await ingest('PUT', `/v1/ingest/balances/${budiId}`, {
        giropos_balance: '1500000.50',
        micro_grams: '2.5',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status_code: '00' });
      const second = await ingest('PUT', `/v1/ingest/balances/${budiId}`, { rdk_balance: '750000' });
      expect(second.statusCode).toBe(200);

      expect((await get('/v1/user/posgo_balance', budiToken)).json().data).toEqual({
        giropos_balance: '1500000.50',
        giropos_usd_blance: '0.00',
        rdk_balance: '750000.00',
        usd_balance: '0.00',
      });
      expect((await get('/v1/user/gold_saving', budiToken)).json().data.micro_grams).toBe('2.5000');
      expect((await get('/v1/user/posgo_balance', demoToken)).json().data.giropos_balance).toBe(
        '25750000.00',
      );

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'wallet.balances.ingest'), eq(auditLog.targetId, budiId)));
      expect(audit.map((a) => a.actorType)).toEqual(['system', 'system']);
    });

    it('rejects an unknown customer, a malformed amount and an empty report', async () => {
      expect(
        (await ingest('PUT', `/v1/ingest/balances/${randomUUID()}`, { rdk_balance: '1' })).statusCode,
      ).toBe(404);
      expect(
        (await ingest('PUT', `/v1/ingest/balances/${budiId}`, { rdk_balance: '1.234' })).statusCode,
      ).toBe(422);
      expect((await ingest('PUT', `/v1/ingest/balances/${budiId}`, { rdk_balance: '-5' })).statusCode).toBe(
        422,
      );
      expect((await ingest('PUT', `/v1/ingest/balances/${budiId}`, {})).statusCode).toBe(422);
    });

    const base = Date.parse('2026-11-20T03:00:00Z');
    const tradedAt = (hoursAgo: number) => new Date(base - hoursAgo * 3600_000).toISOString();
    const trade = (ref: string, hoursAgo: number) => ({
      external_ref: ref,
      user_id: budiId,
      contract_id: 6,
      direction: 'buy',
      quantity: 2,
      settlement_amount: '3060000.00',
      currency: 'IDR',
      traded_at: tradedAt(hoursAgo),
    });

    it('stores trades once: a re-sent trade does not duplicate', async () => {
      const first = await ingest('POST', '/v1/ingest/gold-transactions', {
        transactions: [trade('EXC-1', 3), trade('EXC-2', 2)],
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status_code: '00', inserted: 2, duplicates: 0 });

      const again = await ingest('POST', '/v1/ingest/gold-transactions', {
        transactions: [trade('EXC-1', 3), trade('EXC-2', 2), trade('EXC-3', 1)],
      });
      expect(again.json()).toEqual({ status_code: '00', inserted: 1, duplicates: 2 });

      const list = (await get('/v1/abx/transactions', budiToken)).json();
      expect(list.total).toBe(3);
      expect(list.data.map((d: { attributes: { createdAt: string } }) => d.attributes.createdAt)).toEqual([
        tradedAt(1),
        tradedAt(2),
        tradedAt(3),
      ]);
      const stored = await t.db.select().from(goldTransactions).where(eq(goldTransactions.userId, budiId));
      expect(stored.map((r) => r.externalRef).sort()).toEqual(['EXC-1', 'EXC-2', 'EXC-3']);
      expect((await get('/v1/abx/transactions', demoToken)).json().total).toBe(18);
    });

    it('rejects a whole batch that names an unknown customer', async () => {
      const res = await ingest('POST', '/v1/ingest/gold-transactions', {
        transactions: [trade('EXC-4', 1), { ...trade('EXC-5', 1), user_id: randomUUID() }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual([{ field: 'transactions.1.user_id', message: 'unknown user' }]);
      const stored = await t.db
        .select()
        .from(goldTransactions)
        .where(eq(goldTransactions.externalRef, 'EXC-4'));
      expect(stored).toHaveLength(0);
    });

    it('validates contract ids and directions', async () => {
      const res = await ingest('POST', '/v1/ingest/gold-transactions', {
        transactions: [{ ...trade('EXC-6', 1), contract_id: 9 }],
      });
      expect(res.statusCode).toBe(422);
    });
  });
});

describe('ingest API without a key configured', () => {
  it('does not exist (404), so it cannot be called unguarded', async () => {
    const t = await createTestApp({ seed: 'none' });
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/ingest/balances/${randomUUID()}`,
        payload: { rdk_balance: '1' },
        headers: { authorization: 'Bearer anything-at-all' },
      });
      expect(res.statusCode).toBe(404);
      const post = await t.app.inject({ method: 'POST', url: '/v1/ingest/gold-transactions', payload: {} });
      expect(post.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
