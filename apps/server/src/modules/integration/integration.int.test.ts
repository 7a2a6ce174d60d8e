/**
 * The integration API end to end (decisions 0070, 0105): a participant registered, onboarded and
 * approved through the real calls holds a trading account; partners made as an operator makes them
 * (createIntegrationPartner: the exchange of gofx, the bank 037) report their trades and balances;
 * the customer, signed in through the real login, reads them on the dashboard.
 */
import { MSG, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goldTransactions, integrationPartners, walletBalances } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { createIntegrationPartner } from './partner-keys';

const ACCOUNT_NO = '8800777001';

describe('integration API', () => {
  const { h, submittedParticipant, approvedParticipant, staff, api, readyForApproval } = useReviewHarness();
  let p: Participant;
  let key = '';
  let partnerId = '';
  let bankKey = '';
  const exchange = { kind: 'exchange', platform: 'gofx' } as const;
  const bank037 = { kind: 'bank', bank: '037' } as const;

  const call = (url: string, payload: object, bearer: string | null = key) =>
    h.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
    });
  const trade = (id: string, over: Record<string, unknown> = {}) => ({
    transaction_id: id,
    account_no: ACCOUNT_NO,
    contract_id: 6,
    direction: 'buy',
    type: 'limit',
    condition: 'gtc',
    status: 'open',
    quantity: 2,
    price: '1530000.00',
    settlement_amount: '3060000.00',
    fee: '5000.00',
    currency: 'IDR',
    traded_at: '2026-11-20T10:15:00+07:00',
    ...over,
  });
  const storedOf = (ref: string) =>
    h.t.db
      .select()
      .from(goldTransactions)
      .where(and(eq(goldTransactions.partnerId, partnerId), eq(goldTransactions.externalRef, ref)));

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT_NO, 'uji.trading');
    const partner = await createIntegrationPartner(h.t.db, 'Bursa Uji', exchange);
    key = partner.key;
    partnerId = partner.id;
    bankKey = (await createIntegrationPartner(h.t.db, 'Bank Uji', bank037)).key;
  });

  it('makes keys that are shown once and kept only as a hash and a prefix', async () => {
    expect(key).toMatch(/^kil_[\w-]{43}$/);
    const [row] = await h.t.db
      .select()
      .from(integrationPartners)
      .where(eq(integrationPartners.id, partnerId));
    expect(row?.keyPrefix).toBe(key.slice(0, 8));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
  });

  it('refuses an absent, wrong, customer or inactive key with 401 and the error shape', async () => {
    const body = { transactions: [trade('T-401')] };
    const inactive = await createIntegrationPartner(h.t.db, 'Bank Nonaktif', bank037);
    await h.t.db
      .update(integrationPartners)
      .set({ active: false })
      .where(eq(integrationPartners.id, inactive.id));
    for (const bearer of [null, `${key}x`, p.customer.token, inactive.key]) {
      const res = await call('/v1/integration/trade-transactions', body, bearer);
      expect(res.statusCode, String(bearer)).toBe(401);
      expect(res.json()).toMatchObject({ status_code: 401, err_message_id: expect.any(String) });
      const balances = await call('/v1/integration/balances', { balances: [] }, bearer);
      expect(balances.statusCode).toBe(401);
    }
    expect(await storedOf('T-401')).toEqual([]);
    const [touched] = await h.t.db
      .select()
      .from(integrationPartners)
      .where(eq(integrationPartners.id, inactive.id));
    expect(touched?.lastUsedAt).toBeNull();
  });

  it('stores a batch once: the same batch again counts duplicates; one audit row per call', async () => {
    const batch = {
      transactions: [trade('T-1'), trade('T-2', { direction: 'sell', contract_id: 5, quantity: 50 })],
    };
    const first = await call('/v1/integration/trade-transactions', batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status_code: '00', inserted: 2, updated: 0, duplicates: 0 });
    const again = await call('/v1/integration/trade-transactions', batch);
    expect(again.json()).toEqual({ status_code: '00', inserted: 0, updated: 0, duplicates: 2 });
    const [stored] = await storedOf('T-1');
    expect(stored).toMatchObject({
      userId: p.customer.id,
      kycCustomerId: p.id,
      type: 'limit',
      condition: 'gtc',
      status: 'open',
      price: '1530000.00',
      fee: '5000.00',
      tradedAt: new Date('2026-11-20T03:15:00Z'),
    });
    expect(stored?.platformId).toBe(h.gofxId);
    const audits = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'integration.trades'));
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => a.actorType)).toEqual(['system', 'system']);
    expect(audits[1]?.details).toMatchObject({
      partner: 'Bursa Uji',
      received: 2,
      inserted: 0,
      duplicates: 2,
    });
    const [partner] = await h.t.db
      .select()
      .from(integrationPartners)
      .where(eq(integrationPartners.id, partnerId));
    expect(partner?.lastUsedAt).not.toBeNull();
  });

  it('moves a re-sent trade’s status forward, never back', async () => {
    const settled = await call('/v1/integration/trade-transactions', {
      transactions: [trade('T-1', { status: 'settled' }), trade('T-3')],
    });
    expect(settled.json()).toEqual({ status_code: '00', inserted: 1, updated: 1, duplicates: 0 });
    expect((await storedOf('T-1'))[0]?.status).toBe('settled');
    // A late copy of the open message changes nothing.
    const late = await call('/v1/integration/trade-transactions', { transactions: [trade('T-1')] });
    expect(late.json()).toEqual({ status_code: '00', inserted: 0, updated: 0, duplicates: 1 });
    expect((await storedOf('T-1'))[0]?.status).toBe('settled');
  });

  it('keeps ids per partner: another partner’s T-1 is its own trade', async () => {
    const other = await createIntegrationPartner(h.t.db, 'Bursa Kedua', exchange);
    const res = await call('/v1/integration/trade-transactions', { transactions: [trade('T-1')] }, other.key);
    expect(res.json()).toMatchObject({ inserted: 1 });
  });

  it('rejects a batch naming an unknown account with 400, the items listed and nothing written', async () => {
    const res = await call('/v1/integration/trade-transactions', {
      transactions: [trade('T-4'), trade('T-5', { account_no: '0000000000' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([{ field: 'transactions.1.account_no', message: 'unknown account_no' }]);
    expect(await storedOf('T-4')).toEqual([]);
  });

  it('binds a partner to its kind: the exchange sends no balances, a bank no trades, a partner without a kind nothing (403)', async () => {
    const balance = { account_no: ACCOUNT_NO, as_of: '2026-11-20T09:00:00+07:00', rdk_balance: '1' };
    const asExchange = await call('/v1/integration/balances', { balances: [balance] }, key);
    expect(asExchange.statusCode, asExchange.body).toBe(403);
    expect(asExchange.json()).toMatchObject({ err_message_id: MSG.integrationKindForbidden });
    const asBank = await call(
      '/v1/integration/trade-transactions',
      { transactions: [trade('T-K1')] },
      bankKey,
    );
    expect(asBank.statusCode).toBe(403);
    // A partner made before kinds existed (the migration leaves its kind empty).
    const legacy = await createIntegrationPartner(h.t.db, 'Mitra Lama', exchange);
    await h.t.db
      .update(integrationPartners)
      .set({ kind: null, platformId: null })
      .where(eq(integrationPartners.id, legacy.id));
    for (const [url, body] of [
      ['/v1/integration/trade-transactions', { transactions: [trade('T-K2')] }],
      ['/v1/integration/balances', { balances: [balance] }],
    ] as const) {
      expect((await call(url, body, legacy.key)).statusCode).toBe(403);
    }
    expect(await storedOf('T-K1')).toEqual([]);
    const [wallet] = await h.t.db
      .select()
      .from(walletBalances)
      .where(eq(walletBalances.userId, p.customer.id));
    expect(wallet?.rdkBalance ?? '0.00').not.toBe('1.00');
  });

  it('keeps a partner to its scope: another platform’s exchange or another bank reads the account as unknown (400)', async () => {
    const jafets = await createIntegrationPartner(h.t.db, 'Bursa Jafets', {
      kind: 'exchange',
      platform: 'jafets',
    });
    const trades = await call(
      '/v1/integration/trade-transactions',
      { transactions: [trade('T-S1')] },
      jafets.key,
    );
    expect(trades.statusCode).toBe(400);
    // Word for word the answer to an account nobody holds.
    const unknown = await call(
      '/v1/integration/trade-transactions',
      { transactions: [trade('T-S1', { account_no: '0000000000' })] },
      jafets.key,
    );
    expect(trades.json()).toEqual(unknown.json());
    expect(trades.json().error).toEqual([
      { field: 'transactions.0.account_no', message: 'unknown account_no' },
    ]);
    expect(
      await h.t.db.select().from(goldTransactions).where(eq(goldTransactions.externalRef, 'T-S1')),
    ).toEqual([]);
    const cimb = await createIntegrationPartner(h.t.db, 'Bank CIMB Uji', { kind: 'bank', bank: '022' });
    const balances = await call(
      '/v1/integration/balances',
      { balances: [{ account_no: ACCOUNT_NO, as_of: '2026-11-20T09:30:00+07:00', rdk_balance: '9' }] },
      cimb.key,
    );
    expect(balances.statusCode).toBe(400);
    expect(balances.json().error).toEqual([
      { field: 'balances.0.account_no', message: 'unknown account_no' },
    ]);
  });

  it('refuses times more than five minutes ahead and quantities beyond the column (422, the item’s field named)', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const tooLate = await call('/v1/integration/trade-transactions', {
      transactions: [trade('T-F1', { traded_at: soon }), trade('T-F2', { traded_at: later })],
    });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().error).toEqual([
      { field: 'transactions.1.traded_at', message: MSG.integrationTimeInFuture },
    ]);
    const frozen = await call(
      '/v1/integration/balances',
      { balances: [{ account_no: ACCOUNT_NO, as_of: '2099-01-01T00:00:00Z', rdk_balance: '1' }] },
      bankKey,
    );
    expect(frozen.statusCode).toBe(422);
    expect(frozen.json().error).toEqual([
      { field: 'balances.0.as_of', message: MSG.integrationTimeInFuture },
    ]);
    for (const quantity of [2_147_483_648, 1e15]) {
      const res = await call('/v1/integration/trade-transactions', {
        transactions: [trade('T-Q1', { quantity })],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toEqual([
        { field: 'transactions.0.quantity', message: MSG.integrationQuantityTooLarge },
      ]);
    }
    const big = await call(
      '/v1/integration/balances',
      {
        balances: [
          { account_no: ACCOUNT_NO, as_of: soon, rdk_balance: '1'.repeat(19), micro_grams: '1'.repeat(17) },
        ],
      },
      bankKey,
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().error.map((e: { field: string }) => e.field)).toEqual([
      'balances.0.rdk_balance',
      'balances.0.micro_grams',
    ]);
    // The largest figures that fit are stored: a time a minute ahead (clock drift) and the top quantity.
    const edge = await call('/v1/integration/trade-transactions', {
      transactions: [trade('T-Q2', { traded_at: soon, quantity: 2_147_483_647 })],
    });
    expect(edge.json(), edge.body).toMatchObject({ inserted: 1 });
    expect(await storedOf('T-F1')).toEqual([]);
  });

  it('validates the vocabulary, the amounts, the batch size and repeated ids (422)', async () => {
    for (const bad of [
      trade('T-6', { contract_id: 9 }),
      trade('T-6', { condition: 'gfd' }),
      trade('T-6', { status: 'filled' }),
      trade('T-6', { settlement_amount: '1.234' }),
      trade('T-6', { traded_at: '2026-11-20 10:15' }),
    ]) {
      expect((await call('/v1/integration/trade-transactions', { transactions: [bad] })).statusCode).toBe(
        422,
      );
    }
    const twice = await call('/v1/integration/trade-transactions', {
      transactions: [trade('T-7'), trade('T-7')],
    });
    expect(twice.statusCode).toBe(422);
    const many = Array.from({ length: 501 }, (_, i) => trade(`T-M${i}`));
    expect((await call('/v1/integration/trade-transactions', { transactions: many })).statusCode).toBe(422);
  });

  it('upserts balances: only the fields given change, an older report never overwrites a newer one', async () => {
    const report = (asOf: string, fields: Record<string, string>) => ({
      account_no: ACCOUNT_NO,
      as_of: asOf,
      ...fields,
    });
    const first = await call(
      '/v1/integration/balances',
      {
        balances: [
          report('2026-11-20T09:00:00+07:00', {
            giropos_balance: '1500000.50',
            giropos_usd_blance: '95.25',
            micro_balance_idr: '3060000',
            micro_grams: '2',
          }),
        ],
      },
      bankKey,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status_code: '00', updated: 1, stale: 0 });
    const next = await call(
      '/v1/integration/balances',
      {
        balances: [
          report('2026-11-20T10:00:00+07:00', { rdk_balance: '750000' }),
          // Read earlier than the stored figures: left out.
          report('2026-11-20T08:00:00+07:00', { giropos_balance: '1.00' }),
        ],
      },
      bankKey,
    );
    expect(next.json()).toEqual({ status_code: '00', updated: 1, stale: 1 });
    const unknown = await call(
      '/v1/integration/balances',
      {
        balances: [{ account_no: '0000000000', as_of: '2026-11-20T10:00:00+07:00', rdk_balance: '1' }],
      },
      bankKey,
    );
    expect(unknown.statusCode).toBe(400);
    const empty = await call(
      '/v1/integration/balances',
      {
        balances: [{ account_no: ACCOUNT_NO, as_of: '2026-11-20T10:00:00+07:00' }],
      },
      bankKey,
    );
    expect(empty.statusCode).toBe(422);
    const audits = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'integration.balances'));
    expect(audits.at(-1)?.details).toMatchObject({ partner: 'Bank Uji', updated: 1, stale: 1 });
  });

  it('shows the ingested figures on the customer’s dashboard', async () => {
    const get = (url: string) =>
      h.t.app.inject({ url, headers: { authorization: `Bearer ${p.customer.token}` } });
    expect((await get('/v1/user/posgo_balance')).json().data).toEqual({
      giropos_balance: '1500000.50',
      giropos_usd_blance: '95.25',
      rdk_balance: '750000.00',
      usd_balance: '0.00',
    });
    expect((await get('/v1/user/gold_saving')).json().data).toMatchObject({
      micro_balance_idr: '3060000.00',
      micro_grams: '2.0000',
    });
    const list = (await get('/v1/abx/transactions')).json();
    // T-1, T-2, T-3, the top-quantity T-Q2 and the other exchange’s T-1.
    expect(list.total).toBe(5);
    const ids = new Set(
      (await h.t.db.select().from(goldTransactions).where(eq(goldTransactions.userId, p.customer.id))).map(
        (r) => r.id,
      ),
    );
    expect(list.data.every((d: { id: string }) => ids.has(d.id))).toBe(true);
    expect(list.data.map((d: { attributes: object }) => d.attributes)).toContainEqual(
      expect.objectContaining({ contractId: 5, direction: 'sell', quantity: 50, currency: 'IDR' }),
    );
  });

  it('keeps trading account numbers unique: approving another participant with a taken number is a 409', async () => {
    const other = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    // Ready as any approval is, so that what refuses it is the number (decision 0131).
    await readyForApproval(broker.token, other.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${other.id}`, broker.token, {
      nasabah_id: other.id,
      username: 'uji.kedua',
      password: 'Trading#2026',
      account_no: ACCOUNT_NO,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().err_message_id).toBe(MSG.tradeAccountNoTaken);
  });

  it('limits each partner’s calls on its own', async () => {
    const busy = await createIntegrationPartner(h.t.db, 'Mitra Sibuk', bank037);
    const calm = await createIntegrationPartner(h.t.db, 'Mitra Tenang', bank037);
    let limited = 0;
    for (let i = 0; i < 130 && limited === 0; i++) {
      const res = await call('/v1/integration/balances', { balances: [] }, busy.key);
      if (res.statusCode === 429) limited = i;
    }
    expect(limited).toBeGreaterThan(0);
    expect((await call('/v1/integration/balances', { balances: [] }, calm.key)).statusCode).toBe(422);
  });
});
