/**
 * The fund-movement and gold-withdrawal feeds (decision 0199) end to end: a participant registered,
 * onboarded and approved through the real calls on gofx with bank 037; partners made as an operator
 * makes them (createIntegrationPartner, as '/integrasi' does). What a compliance officer relies on:
 * every reported movement kept once, with whom it went to or came from; nothing kept of a batch
 * that is refused; no partner reporting for someone outside its scope; one audit row per call.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundMovements, goldWithdrawals, integrationPartners } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { unzip } from '../data-export/testing/unzip';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { createIntegrationPartner } from './partner-keys';

const ACCOUNT_NO = '8800777101';
const UNKNOWN_ACCOUNT = '0000000000';
const MOVEMENTS = '/v1/integration/fund-movements';
const WITHDRAWALS = '/v1/integration/gold-withdrawals';

describe('fund-movement and gold-withdrawal feeds', () => {
  const { h, approvedParticipant, api } = useReviewHarness();
  let p: Participant;
  /** gofx's exchange and bank 037: the participant's own partners. */
  let exchange = { id: '', key: '' };
  let bank = { id: '', key: '' };

  const call = (url: string, payload: object, bearer: string | null) =>
    h.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: bearer === null ? {} : { authorization: `Bearer ${bearer}` },
    });
  const movement = (id: string, over: Record<string, unknown> = {}) => ({
    movement_id: id,
    account_no: ACCOUNT_NO,
    kind: 'topup',
    amount: '25000000.00',
    currency: 'IDR',
    channel: 'transfer',
    counterparty: { bank_code: '014', account_no: '5270011223', account_name: 'BUDI SANTOSO' },
    occurred_at: '2026-11-20T10:15:00+07:00',
    ...over,
  });
  const withdrawal = (id: string, over: Record<string, unknown> = {}) => ({
    withdrawal_id: id,
    account_no: ACCOUNT_NO,
    grams: '100.0000',
    contract_id: 6,
    occurred_at: '2026-11-21T14:00:00+07:00',
    ...over,
  });
  const movementsOf = (partnerId: string, ref: string) =>
    h.t.db
      .select()
      .from(fundMovements)
      .where(and(eq(fundMovements.partnerId, partnerId), eq(fundMovements.externalRef, ref)));
  const withdrawalsOf = (ref: string) =>
    h.t.db.select().from(goldWithdrawals).where(eq(goldWithdrawals.externalRef, ref));
  const audits = (action: string) => h.t.db.select().from(auditLog).where(eq(auditLog.action, action));
  const fields = (res: { json: () => { error?: { field: string; message: string }[] } }) =>
    res.json().error ?? [];

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT_NO, 'uji.mutasi');
    exchange = await createIntegrationPartner(h.t.db, 'Bursa Mutasi', { kind: 'exchange', platform: 'gofx' });
    bank = await createIntegrationPartner(h.t.db, 'Bank Mutasi', { kind: 'bank', bank: '037' });
  });

  it('stores a batch of movements whole, with the participant, the platform and the other side’s account', async () => {
    const res = await call(
      MOVEMENTS,
      {
        fund_movements: [
          movement('M-1'),
          movement('M-2', {
            kind: 'withdrawal',
            amount: '1250.50',
            currency: 'USD',
            channel: 'cash',
            counterparty: undefined,
            occurred_at: '2026-11-20T16:40:00Z',
          }),
        ],
      },
      exchange.key,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status_code: '00', inserted: 2, duplicates: 0 });
    const [topup] = await movementsOf(exchange.id, 'M-1');
    expect(topup).toMatchObject({
      userId: p.customer.id,
      kycCustomerId: p.id,
      platformId: h.gofxId,
      kind: 'topup',
      amount: '25000000.00',
      currency: 'IDR',
      channel: 'transfer',
      counterpartyBankCode: '014',
      counterpartyAccountNo: '5270011223',
      counterpartyAccountName: 'BUDI SANTOSO',
      occurredAt: new Date('2026-11-20T03:15:00Z'),
    });
    const [cash] = await movementsOf(exchange.id, 'M-2');
    expect(cash).toMatchObject({
      kind: 'withdrawal',
      amount: '1250.50',
      currency: 'USD',
      channel: 'cash',
      counterpartyBankCode: null,
      counterpartyAccountNo: null,
      counterpartyAccountName: null,
    });
  });

  it('stores nothing twice: a re-sent batch counts duplicates and the first report stands; one audit row per call', async () => {
    const again = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-1', { amount: '1.00' }), movement('M-3')] },
      exchange.key,
    );
    expect(again.json()).toEqual({ status_code: '00', inserted: 1, duplicates: 1 });
    const kept = await movementsOf(exchange.id, 'M-1');
    expect(kept.map((m) => m.amount)).toEqual(['25000000.00']);
    const rows = await audits('integration.fund_movements');
    expect(rows).toHaveLength(2);
    expect(rows.map((a) => [a.actorType, a.targetType])).toEqual([
      ['system', 'fund_movements'],
      ['system', 'fund_movements'],
    ]);
    expect(rows[1]?.details).toEqual({ partner: 'Bursa Mutasi', received: 2, inserted: 1, duplicates: 1 });
  });

  it('takes movements from the participant’s bank too, its ids its own', async () => {
    const res = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-1', { channel: 'virtual_account' })] },
      bank.key,
    );
    expect(res.json()).toEqual({ status_code: '00', inserted: 1, duplicates: 0 });
    expect(await movementsOf(bank.id, 'M-1')).toEqual([
      expect.objectContaining({ userId: p.customer.id, channel: 'virtual_account', platformId: h.gofxId }),
    ]);
  });

  it('refuses a batch naming an account of another platform or bank with 400, the item named, nothing written', async () => {
    const jafets = await createIntegrationPartner(h.t.db, 'Bursa Jafets Mutasi', {
      kind: 'exchange',
      platform: 'jafets',
    });
    const cimb = await createIntegrationPartner(h.t.db, 'Bank CIMB Mutasi', { kind: 'bank', bank: '022' });
    for (const partner of [jafets, cimb]) {
      const res = await call(MOVEMENTS, { fund_movements: [movement('M-S1')] }, partner.key);
      expect(res.statusCode, partner.id).toBe(400);
      // Word for word the answer to an account nobody holds: the partner learns nothing.
      const unknown = await call(
        MOVEMENTS,
        { fund_movements: [movement('M-S1', { account_no: UNKNOWN_ACCOUNT })] },
        partner.key,
      );
      expect(res.json()).toEqual(unknown.json());
      expect(res.json()).toMatchObject({
        err_message_id: MSG.integrationUnknownAccount,
        error: [{ field: 'fund_movements.0.account_no', message: 'unknown account_no' }],
      });
    }
    const gold = await call(WITHDRAWALS, { gold_withdrawals: [withdrawal('G-S1')] }, jafets.key);
    expect(gold.statusCode).toBe(400);
    expect(fields(gold)).toEqual([{ field: 'gold_withdrawals.0.account_no', message: 'unknown account_no' }]);
    // One bad item refuses the batch whole: the good one before it is not kept either.
    const mixed = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-S2'), movement('M-S3', { account_no: UNKNOWN_ACCOUNT })] },
      exchange.key,
    );
    expect(mixed.statusCode).toBe(400);
    expect(fields(mixed)).toEqual([{ field: 'fund_movements.1.account_no', message: 'unknown account_no' }]);
    for (const ref of ['M-S1', 'M-S2', 'M-S3']) {
      expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, ref))).toEqual([]);
    }
    expect(await withdrawalsOf('G-S1')).toEqual([]);
    expect(
      (await audits('integration.fund_movements')).filter((a) =>
        ['Bursa Jafets Mutasi', 'Bank CIMB Mutasi'].includes(
          String((a.details as { partner?: string }).partner),
        ),
      ),
    ).toEqual([]);
  });

  it('stores gold withdrawals from the exchange once, with or without a contract; one audit row per call', async () => {
    const batch = {
      gold_withdrawals: [withdrawal('G-1'), withdrawal('G-2', { contract_id: undefined, grams: '0.5' })],
    };
    const first = await call(WITHDRAWALS, batch, exchange.key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status_code: '00', inserted: 2, duplicates: 0 });
    const again = await call(WITHDRAWALS, batch, exchange.key);
    expect(again.json()).toEqual({ status_code: '00', inserted: 0, duplicates: 2 });
    expect(await withdrawalsOf('G-1')).toEqual([
      expect.objectContaining({
        userId: p.customer.id,
        kycCustomerId: p.id,
        platformId: h.gofxId,
        partnerId: exchange.id,
        grams: '100.0000',
        contractId: 6,
        occurredAt: new Date('2026-11-21T07:00:00Z'),
      }),
    ]);
    expect(await withdrawalsOf('G-2')).toEqual([
      expect.objectContaining({ grams: '0.5000', contractId: null }),
    ]);
    const rows = await audits('integration.gold_withdrawals');
    expect(rows.map((a) => [a.actorType, a.targetType, a.details])).toEqual([
      ['system', 'gold_withdrawals', { partner: 'Bursa Mutasi', received: 2, inserted: 2, duplicates: 0 }],
      ['system', 'gold_withdrawals', { partner: 'Bursa Mutasi', received: 2, inserted: 0, duplicates: 2 }],
    ]);
  });

  it('refuses gold withdrawals from a bank’s key (403, the wrong kind, as trades) and anything from a partner without a kind', async () => {
    const res = await call(WITHDRAWALS, { gold_withdrawals: [withdrawal('G-K1')] }, bank.key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ err_message_id: MSG.integrationKindForbidden });
    const trades = await call('/v1/integration/trade-transactions', { transactions: [] }, bank.key);
    expect(res.json().err_message_id).toBe(trades.json().err_message_id);
    const legacy = await createIntegrationPartner(h.t.db, 'Mitra Lama Mutasi', { kind: 'bank', bank: '037' });
    await h.t.db
      .update(integrationPartners)
      .set({ kind: null, bankCode: null })
      .where(eq(integrationPartners.id, legacy.id));
    expect((await call(MOVEMENTS, { fund_movements: [movement('M-K1')] }, legacy.key)).statusCode).toBe(403);
    for (const url of [MOVEMENTS, WITHDRAWALS]) {
      expect((await call(url, { fund_movements: [movement('M-K2')] }, null)).statusCode).toBe(401);
    }
    expect(await withdrawalsOf('G-K1')).toEqual([]);
    expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, 'M-K1'))).toEqual(
      [],
    );
  });

  it('refuses a time more than five minutes ahead (422, the item’s field), yet takes one a minute ahead', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const ahead = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-F1', { occurred_at: soon }), movement('M-F2', { occurred_at: later })] },
      exchange.key,
    );
    expect(ahead.statusCode).toBe(422);
    expect(fields(ahead)).toEqual([
      { field: 'fund_movements.1.occurred_at', message: MSG.integrationTimeInFuture },
    ]);
    const gold = await call(
      WITHDRAWALS,
      { gold_withdrawals: [withdrawal('G-F1', { occurred_at: later })] },
      exchange.key,
    );
    expect(fields(gold)).toEqual([
      { field: 'gold_withdrawals.0.occurred_at', message: MSG.integrationTimeInFuture },
    ]);
    expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, 'M-F1'))).toEqual(
      [],
    );
    const drift = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-F1', { occurred_at: soon })] },
      exchange.key,
    );
    expect(drift.json()).toMatchObject({ inserted: 1 });
  });

  it('refuses amounts and grams that are not positive figures of their scale (422, the field named once)', async () => {
    const atLeastCent = fillTemplate(MSG.validationMinValue, { n: '0.01' });
    for (const [amount, message] of [
      ['0.00', atLeastCent],
      ['0', atLeastCent],
      ['12.345', MSG.integrationAmountInvalid],
      ['-5.00', MSG.integrationAmountInvalid],
      ['1'.repeat(19), MSG.integrationAmountInvalid],
    ] as const) {
      const res = await call(MOVEMENTS, { fund_movements: [movement('M-A1', { amount })] }, exchange.key);
      expect(res.statusCode, amount).toBe(422);
      expect(fields(res), amount).toEqual([{ field: 'fund_movements.0.amount', message }]);
    }
    for (const [grams, message] of [
      ['0.0000', fillTemplate(MSG.validationMinValue, { n: '0.0001' })],
      ['1.23456', MSG.integrationAmountInvalid],
    ] as const) {
      const res = await call(
        WITHDRAWALS,
        { gold_withdrawals: [withdrawal('G-A1', { grams })] },
        exchange.key,
      );
      expect(fields(res), grams).toEqual([{ field: 'gold_withdrawals.0.grams', message }]);
    }
    // The smallest figures are kept.
    const smallest = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-A2', { amount: '0.01' })] },
      exchange.key,
    );
    expect(smallest.json()).toMatchObject({ inserted: 1 });
    expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, 'M-A1'))).toEqual(
      [],
    );
  });

  it('validates the vocabulary, the other side’s account, the batch size and repeated ids (422)', async () => {
    for (const [bad, field] of [
      [movement('M-V1', { kind: 'deposit' }), 'fund_movements.0.kind'],
      [movement('M-V1', { channel: 'crypto' }), 'fund_movements.0.channel'],
      [movement('M-V1', { currency: 'EUR' }), 'fund_movements.0.currency'],
      [
        movement('M-V1', { counterparty: { bank_code: '014', account_no: '5270011223' } }),
        'fund_movements.0.counterparty.account_name',
      ],
      [movement('M-V1', { occurred_at: '2026-11-20 10:15' }), 'fund_movements.0.occurred_at'],
    ] as const) {
      const res = await call(MOVEMENTS, { fund_movements: [bad] }, exchange.key);
      expect(res.statusCode, field).toBe(422);
      expect(
        fields(res).map((e) => e.field),
        field,
      ).toEqual([field]);
    }
    // A misspelt optional field would lose what it holds: refused, not ignored.
    const misspelt = await call(
      MOVEMENTS,
      { fund_movements: [{ ...movement('M-V1', { counterparty: undefined }), counter_party: {} }] },
      exchange.key,
    );
    expect(misspelt.statusCode).toBe(422);
    const unknownContract = await call(
      WITHDRAWALS,
      { gold_withdrawals: [withdrawal('G-V1', { contract_id: 9 })] },
      exchange.key,
    );
    expect(fields(unknownContract).map((e) => e.field)).toEqual(['gold_withdrawals.0.contract_id']);
    const twice = await call(
      MOVEMENTS,
      { fund_movements: [movement('M-V2'), movement('M-V2')] },
      exchange.key,
    );
    expect(twice.statusCode).toBe(422);
    expect(fields(twice)).toEqual([
      { field: 'fund_movements.1.movement_id', message: MSG.integrationRepeatedId },
    ]);
    const twiceGold = await call(
      WITHDRAWALS,
      { gold_withdrawals: [withdrawal('G-V2'), withdrawal('G-V2')] },
      exchange.key,
    );
    expect(fields(twiceGold).map((e) => e.field)).toEqual(['gold_withdrawals.1.withdrawal_id']);
    const many = Array.from({ length: 501 }, (_, i) => movement(`M-N${i}`));
    expect((await call(MOVEMENTS, { fund_movements: many }, exchange.key)).statusCode).toBe(422);
    const manyGold = Array.from({ length: 501 }, (_, i) => withdrawal(`G-N${i}`));
    expect((await call(WITHDRAWALS, { gold_withdrawals: manyGold }, exchange.key)).statusCode).toBe(422);
    expect((await call(MOVEMENTS, { fund_movements: [] }, exchange.key)).statusCode).toBe(422);
    expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, 'M-N0'))).toEqual(
      [],
    );
    expect(await h.t.db.select().from(fundMovements).where(eq(fundMovements.externalRef, 'M-V2'))).toEqual(
      [],
    );
    expect(await withdrawalsOf('G-N0')).toEqual([]);
  });

  it('the customer’s copy of their data holds what the partners reported of them, and nothing of anyone else', async () => {
    const asked = await api('POST', '/v1/user/data-export', p.customer.token, {
      password: p.customer.password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await h.t.flushJobs();
    const mail = await h.t.lastMessageTo(p.customer.email);
    const link = mail?.text.match(/\/data-saya\/unduh\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const zip = await api('GET', `/v1/user/data-export/${link}`, p.customer.token);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    const data = JSON.parse(unzip(zip.rawPayload).get('data.json')?.toString('utf8') ?? '{}');
    expect(data.fund_movements).toContainEqual({
      occurred_at: '2026-11-20T03:15:00.000Z',
      platform: expect.any(String),
      reference: 'M-1',
      kind: 'topup',
      amount: '25000000.00',
      currency: 'IDR',
      channel: 'transfer',
      counterparty: { bank_code: '014', account_no: '5270011223', account_name: 'BUDI SANTOSO' },
    });
    expect(data.fund_movements).toContainEqual(
      expect.objectContaining({ reference: 'M-2', kind: 'withdrawal', channel: 'cash', counterparty: null }),
    );
    expect(data.gold_withdrawals.length).toBeGreaterThan(0);
    // Every row is theirs: the stored movements of the participant, no more.
    const theirs = await h.t.db.select().from(fundMovements).where(eq(fundMovements.userId, p.customer.id));
    expect(data.fund_movements).toHaveLength(theirs.length);
  });
});
