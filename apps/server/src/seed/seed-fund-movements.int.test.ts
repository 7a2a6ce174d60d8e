/**
 * The demo's 90 days of activity and its planted patterns, through start-up's own seeding
 * (seedDemoWithApp, as server.ts runs it): every registered participant but the demo customer has
 * trades and fund movements over the 90 days, in rupiah a retail customer moves; one takes out as
 * bars the gold it bought days before; the monitoring's real evaluation gives the planted
 * participants open cases of the planted scenarios and nobody else a new alert (the demo customer
 * keeps the one her own trades raise); a second start adds nothing.
 */
import { DAY_MS } from '@kilau/shared';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundMovements,
  goldTransactions,
  goldWithdrawals,
  integrationPartners,
  kycCustomers,
  monitoringAlerts,
  monitoringCases,
} from '../db/schema';
import { evaluateActiveNow } from '../modules/transaction-monitoring';
import { createTestApp, type TestApp } from '../test/app';
import { PLANTED } from './demo-patterns';
import { seedDemoWithApp } from './prepare';
import { DEMO_TRADE_ACCOUNT_NO } from './seed-demo-customer';
import { seedDemoFundMovements, seedDemoGoldWithdrawals } from './seed-fund-movements';
import { seedDemoTrades } from './seed-trades';

const silent = pino({ level: 'silent' });

describe('the demo’s 90 days of activity', () => {
  let t: TestApp;
  /** The monitoring's alerts by trading account, as `kind` or `kind+ltkt`. */
  const alertsByAccount = async () => {
    const rows = await t.db
      .select({
        account: kycCustomers.tradeAccountNo,
        kind: monitoringAlerts.kind,
        ltkt: monitoringAlerts.ltktCandidate,
      })
      .from(monitoringAlerts)
      .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringAlerts.kycCustomerId));
    const by: Record<string, string[]> = {};
    for (const r of rows) {
      const account = r.account ?? '';
      by[account] = [...(by[account] ?? []), r.ltkt ? `${r.kind}+ltkt` : r.kind];
    }
    for (const kinds of Object.values(by)) kinds.sort();
    return by;
  };
  const openCasesByAccount = async () =>
    Object.fromEntries(
      (
        await t.db
          .select({ account: kycCustomers.tradeAccountNo, severity: monitoringCases.severity })
          .from(monitoringCases)
          .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
          .where(eq(monitoringCases.status, 'open'))
      ).map((c) => [c.account, c.severity]),
    );
  const counts = async () => ({
    trades: (await t.db.select({ id: goldTransactions.id }).from(goldTransactions)).length,
    movements: (await t.db.select({ id: fundMovements.id }).from(fundMovements)).length,
    withdrawals: (await t.db.select({ id: goldWithdrawals.id }).from(goldWithdrawals)).length,
    alerts: (await t.db.select({ id: monitoringAlerts.id }).from(monitoringAlerts)).length,
    cases: (await t.db.select({ id: monitoringCases.id }).from(monitoringCases)).length,
  });
  let before: Awaited<ReturnType<typeof alertsByAccount>> = {};
  let casesBefore: Record<string, unknown> = {};

  beforeAll(async () => {
    // The demo customer is made with the app (createTestApp); what the monitoring gives her before
    // the participants' activity is seeded is what she must keep after.
    t = await createTestApp({ seed: 'demo' });
    await evaluateActiveNow(t.app, new Date());
    before = await alertsByAccount();
    casesBefore = await openCasesByAccount();
    // Then start-up's seeding and evaluation (server.ts), and whatever it left in the job queue.
    await seedDemoWithApp(t.infra.dbHandle, t.app, silent);
    await t.flushJobs();
  });
  afterAll(() => t.close());

  it('gives the demo customer only the alert her own trades raise', () => {
    expect(before).toEqual({ [DEMO_TRADE_ACCOUNT_NO]: ['beyond_profile'] });
    expect(Object.keys(casesBefore)).toEqual([DEMO_TRADE_ACCOUNT_NO]);
  });

  it('gives every registered participant but the demo customer trades and fund movements over 90 days', async () => {
    const now = Date.now();
    const movements = await t.db
      .select({
        account: kycCustomers.tradeAccountNo,
        ref: fundMovements.externalRef,
        kind: fundMovements.kind,
        channel: fundMovements.channel,
        amount: fundMovements.amount,
        at: fundMovements.occurredAt,
        partner: integrationPartners.name,
        active: integrationPartners.active,
      })
      .from(fundMovements)
      .innerJoin(kycCustomers, eq(kycCustomers.id, fundMovements.kycCustomerId))
      .innerJoin(integrationPartners, eq(integrationPartners.id, fundMovements.partnerId));
    const registered = await t.db
      .select({ account: kycCustomers.tradeAccountNo })
      .from(kycCustomers)
      .where(eq(kycCustomers.statusNasabah, 4));
    const accounts = registered.map((r) => r.account).filter((a) => a && a !== DEMO_TRADE_ACCOUNT_NO);
    expect(accounts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(movements.map((m) => m.account))).toEqual(new Set(accounts));
    expect(movements.every((m) => m.ref.startsWith(`SEED-FM-${m.account}-`))).toBe(true);
    // Reported by each platform's demo exchange, which nobody can use.
    expect(new Set(movements.map((m) => m.partner))).toEqual(
      new Set(['Bursa Demo GOFX', 'Bursa Demo Jafets']),
    );
    expect(movements.every((m) => !m.active)).toBe(true);
    // Both directions, mostly transfers, over the 90 days and none in the future.
    expect(new Set(movements.map((m) => m.kind))).toEqual(new Set(['topup', 'withdrawal']));
    const transfers = movements.filter((m) => m.channel === 'transfer').length;
    expect(transfers / movements.length).toBeGreaterThan(0.6);
    const ages = movements.map((m) => (now - m.at.getTime()) / DAY_MS);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    // Outside the planted patterns, what a retail customer moves: at most Rp 100,000,000 at once.
    const planted = new Set<string>(Object.values(PLANTED));
    const ordinary = movements.filter((m) => !planted.has(m.account ?? ''));
    expect(Math.max(...ordinary.map((m) => Number(m.amount)))).toBeLessThanOrEqual(100_000_000);
    expect(ordinary.every((m) => m.channel !== 'cash')).toBe(true);

    const trades = await t.db
      .select({ account: kycCustomers.tradeAccountNo, at: goldTransactions.tradedAt })
      .from(goldTransactions)
      .innerJoin(kycCustomers, eq(kycCustomers.id, goldTransactions.kycCustomerId))
      .where(like(goldTransactions.externalRef, 'SEED-%'));
    expect(new Set(trades.map((r) => r.account))).toEqual(new Set(accounts));
    expect(Math.max(...trades.map((r) => (now - r.at.getTime()) / DAY_MS))).toBeGreaterThan(80);
  });

  it('raises the planted patterns through the real evaluation, each in an open case, and nothing else', async () => {
    expect(await alertsByAccount()).toEqual({
      [PLANTED.ltktCashDay]: ['daily_cumulative+ltkt'],
      [PLANTED.structuring]: ['structuring'],
      [PLANTED.roundTrip]: ['rapid_round_trip'],
      [PLANTED.withdrawalAfterBuy]: ['withdrawal_after_buy'],
      [DEMO_TRADE_ACCOUNT_NO]: ['beyond_profile'],
    });
    expect(await openCasesByAccount()).toEqual({
      [PLANTED.ltktCashDay]: 'high',
      [PLANTED.structuring]: 'high',
      [PLANTED.roundTrip]: 'medium',
      [PLANTED.withdrawalAfterBuy]: 'medium',
      [DEMO_TRADE_ACCOUNT_NO]: casesBefore[DEMO_TRADE_ACCOUNT_NO],
    });
  });

  it('reports the planted withdrawal as the exchange does: 200 g of bars days after a buy of Rp 250,000,000 or more', async () => {
    const withdrawals = await t.db
      .select({
        account: kycCustomers.tradeAccountNo,
        kycCustomerId: goldWithdrawals.kycCustomerId,
        ref: goldWithdrawals.externalRef,
        grams: goldWithdrawals.grams,
        contractId: goldWithdrawals.contractId,
        at: goldWithdrawals.occurredAt,
        partner: integrationPartners.name,
        kind: integrationPartners.kind,
      })
      .from(goldWithdrawals)
      .innerJoin(kycCustomers, eq(kycCustomers.id, goldWithdrawals.kycCustomerId))
      .innerJoin(integrationPartners, eq(integrationPartners.id, goldWithdrawals.partnerId));
    expect(withdrawals).toHaveLength(1);
    const [w] = withdrawals;
    expect(w).toMatchObject({
      account: PLANTED.withdrawalAfterBuy,
      ref: `SEED-GW-${PLANTED.withdrawalAfterBuy}-001`,
      grams: '200.0000',
      contractId: 1,
      kind: 'exchange',
    });
    // The participant's own platform's demo exchange, as the integration API lets only it report.
    expect(w?.partner).toMatch(/^Bursa Demo /);
    const buys = await t.db
      .select({ at: goldTransactions.tradedAt, amount: goldTransactions.settlementAmount })
      .from(goldTransactions)
      .where(
        and(
          eq(goldTransactions.kycCustomerId, w?.kycCustomerId ?? ''),
          eq(goldTransactions.direction, 'buy'),
          eq(goldTransactions.currency, 'IDR'),
        ),
      );
    const at = w?.at.getTime() ?? 0;
    const before = buys.filter((b) => b.at.getTime() <= at && at - b.at.getTime() <= 7 * DAY_MS);
    expect(Math.max(...before.map((b) => Number(b.amount)))).toBeGreaterThanOrEqual(250_000_000);
    expect(at).toBeLessThan(Date.now());
  });

  it('adds nothing when the demo is seeded and evaluated again', async () => {
    const first = await counts();
    await seedDemoWithApp(t.infra.dbHandle, t.app, silent);
    expect(await seedDemoTrades(t.db)).toEqual({ created: 0 });
    expect(await seedDemoFundMovements(t.db)).toEqual({ created: 0 });
    expect(await seedDemoGoldWithdrawals(t.db)).toEqual({ created: 0 });
    expect(await evaluateActiveNow(t.app, new Date())).toBe(0);
    await t.flushJobs();
    expect(await counts()).toEqual(first);
  });

  it('seeds the same activity again, in batches, within a couple of seconds of start-up', async () => {
    const { trades, movements } = await counts();
    await t.db.delete(goldTransactions).where(like(goldTransactions.externalRef, 'SEED-%'));
    await t.db.delete(fundMovements);
    const started = performance.now();
    const seededTrades = await seedDemoTrades(t.db);
    const seededMovements = await seedDemoFundMovements(t.db, new Date(), t.infra.config.REVIEW_HOLIDAYS);
    const ms = Math.round(performance.now() - started);
    console.log(
      `seeded ${seededTrades.created} trades and ${seededMovements.created} fund movements in ${ms} ms`,
    );
    // The demo customer's 18 trades stayed; the rest is drawn again from the same seed.
    expect(seededTrades.created).toBe(trades - 18);
    expect(seededMovements.created).toBe(movements);
    expect(ms).toBeLessThan(10_000);
  });
});
