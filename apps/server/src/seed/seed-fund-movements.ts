/**
 * Demo fund movements of the registered demo participants (status 4, with a trading account, the
 * demo customer aside): 90 days of top-ups and withdrawals as their exchange reports them through
 * the integration API (decision 0199), mostly transfers from and to their own bank account, sized by
 * their monthly income, and the cash patterns planted for the compliance officer (demo-patterns.ts):
 * an LTKT cash day and a structuring episode; and the physical gold withdrawal planted after a buy
 * (seedDemoGoldWithdrawals). The monitoring evaluates them at the demo's first start like any
 * ingest (seed/prepare.ts), so the officer's alerts and cases come from the rules.
 * Seeded once, with the demo participants: a participant approved later in the demo gets none.
 * Deterministic (a fixed seed) and idempotent: refs are SEED-FM-…, inserted once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, HOUR_MS, STATUS_NASABAH } from '@kilau/shared';
import { and, eq, inArray, isNotNull, ne, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  fundMovements,
  goldWithdrawals,
  integrationPartners,
  kycCustomers,
  masterData,
  platforms,
} from '../db/schema';
import { activeRiskModel } from '../modules/risk-rating';
import { declaredMonthlyIncomeIdr } from '../modules/transaction-monitoring';
import { atWib, PLANTED, PLANTED_QUIET_DAYS, withdrawalAfterBuyDays, workingDaysAgo } from './demo-patterns';
import { DEMO_TRADE_ACCOUNT_NO } from './seed-demo-customer';
import { DEMO_ACTIVITY_DAYS } from './seed-trades';

type NewMovement = typeof fundMovements.$inferInsert;

/**
 * The income bands the seeded participants would declare, in turn: their records stop before the
 * financial step, so none declares one; a record that does is sized by its own band.
 */
const NOTIONAL_BANDS = ['5JT_10JT', '10JT_25JT', '25JT_50JT', '10JT_25JT', '50JT_100JT'] as const;
/** The monthly income of an open-ended band (more than Rp 100,000,000), which has no upper end. */
const OPEN_BAND_IDR = 150_000_000;

/** A small deterministic generator (mulberry32), as the other seeds use. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rupiah rounded down to Rp 50,000, as people move money. */
const round50k = (idr: number) => Math.max(50_000, Math.floor(idr / 50_000) * 50_000);

/**
 * The exchange of each platform that reports the demo's movements: a movement names the partner
 * that reported it. Made inactive and without a key anyone holds (only its hash of random bytes is
 * kept), so nobody can report through it; '/integrasi' lists it as inactive.
 */
async function demoExchanges(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: platforms.id, name: platforms.name }).from(platforms);
  const names = new Map(rows.map((p) => [`Bursa Demo ${p.name}`, p.id]));
  await db
    .insert(integrationPartners)
    .values(
      [...names].map(([name, platformId]) => {
        const key = `kil_${randomBytes(32).toString('base64url')}`;
        return {
          name,
          keyPrefix: key.slice(0, 8),
          keyHash: createHash('sha256').update(key).digest('hex'),
          kind: 'exchange' as const,
          platformId,
          active: false,
        };
      }),
    )
    .onConflictDoNothing();
  const partners = await db
    .select({ id: integrationPartners.id, platformId: integrationPartners.platformId })
    .from(integrationPartners)
    .where(inArray(integrationPartners.name, [...names.keys()]));
  return new Map(partners.map((p) => [p.platformId ?? '', p.id]));
}

/** The planted cash patterns of one participant, or none (demo-patterns.ts). */
function plantedMovements(accountNo: string, now: Date, holidays: readonly string[]) {
  const cash = (amount: number, at: Date) => ({
    kind: 'topup' as const,
    amount,
    channel: 'cash' as const,
    at,
  });
  if (accountNo === PLANTED.ltktCashDay) {
    // Two cash deposits at the bank's counter on one working day: Rp 525,000,000 together.
    const [day = 0] = workingDaysAgo(now, 12, holidays);
    return [cash(300_000_000, atWib(day, 10, 15)), cash(225_000_000, atWib(day, 14, 40))];
  }
  if (accountNo === PLANTED.structuring) {
    // Three cash deposits on three working days of one week, each kept under the LTKT threshold.
    const days = workingDaysAgo(now, 26, holidays, 3);
    return [475_000_000, 490_000_000, 460_000_000].map((amount, i) =>
      cash(amount, atWib(days[i] ?? 0, 9 + 2 * i, 20 + 7 * i)),
    );
  }
  return [];
}

/** `holidays`: REVIEW_HOLIDAYS, so that a planted day is a working day of the monitoring's calendar. */
export async function seedDemoFundMovements(
  db: Db,
  now = new Date(),
  holidays: readonly string[] = [],
): Promise<{ created: number }> {
  const accounts = await db
    .select({
      id: kycCustomers.id,
      userId: kycCustomers.userId,
      platformId: kycCustomers.platformId,
      accountNo: kycCustomers.tradeAccountNo,
      fullname: kycCustomers.fullname,
      bankCode: kycCustomers.bankCode,
      bankAccount: kycCustomers.bankAccount,
      financial: kycCustomers.financial,
    })
    .from(kycCustomers)
    .where(
      and(
        eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted),
        isNotNull(kycCustomers.tradeAccountNo),
        // The demo customer's facts are her own (seed-demo-customer.ts): the browser test of the
        // monitoring counts her alerts.
        ne(kycCustomers.tradeAccountNo, DEMO_TRADE_ACCOUNT_NO),
        notExists(
          db
            .select({ id: fundMovements.id })
            .from(fundMovements)
            .where(eq(fundMovements.kycCustomerId, kycCustomers.id)),
        ),
      ),
    )
    .orderBy(kycCustomers.tradeAccountNo);
  if (accounts.length === 0) return { created: 0 };
  const exchanges = await demoExchanges(db);
  const model = await activeRiskModel(db);
  const salaryCodes = new Map(
    (
      await db
        .select({ id: masterData.id, code: masterData.code })
        .from(masterData)
        .where(eq(masterData.type, 'salary'))
    ).map((m) => [m.id, m.code]),
  );
  const rand = prng(90_2026);
  const rows: NewMovement[] = [];
  accounts.forEach((a, n) => {
    const partnerId = exchanges.get(a.platformId);
    if (!partnerId) throw new Error(`demo fund movements: no demo exchange for platform ${a.platformId}`);
    const declared = a.financial.salary_type ? (salaryCodes.get(a.financial.salary_type) ?? null) : null;
    const band = declared ?? NOTIONAL_BANDS[n % NOTIONAL_BANDS.length] ?? '10JT_25JT';
    const income = declaredMonthlyIncomeIdr(model, band) ?? OPEN_BAND_IDR;
    const planted = plantedMovements(a.accountNo ?? '', now, holidays);
    const firstPlanted = Math.min(...planted.map((p) => p.at.getTime()));
    const lastPlanted = Math.max(...planted.map((p) => p.at.getTime()));
    // Around its pattern a planted participant moves nothing else, so the pattern reads alone.
    const quiet = (at: number) =>
      planted.length > 0 &&
      at > firstPlanted - PLANTED_QUIET_DAYS * DAY_MS &&
      at < lastPlanted + PLANTED_QUIET_DAYS * DAY_MS;
    const own = {
      counterpartyBankCode: a.bankCode,
      counterpartyAccountNo: a.bankAccount.account_no ?? null,
      counterpartyAccountName: a.bankAccount.account_name ?? a.fullname,
    };
    const drawn: {
      kind: 'topup' | 'withdrawal';
      amount: number;
      channel: NewMovement['channel'];
      at: Date;
    }[] = [];
    // Top-ups every week or two of a tenth to a half of the month's income, a withdrawal every
    // three to five weeks; the day's hour between 07:00 and 21:00, Jakarta time.
    for (let age = DEMO_ACTIVITY_DAYS - Math.floor(rand() * 7); age > 0; age -= 5 + Math.floor(rand() * 10)) {
      const at = new Date(now.getTime() - age * DAY_MS + Math.floor(rand() * 14 * HOUR_MS));
      const channel = rand() < 0.8 ? 'transfer' : 'virtual_account';
      drawn.push({ kind: 'topup', amount: round50k(income * (0.1 + rand() * 0.4)), channel, at });
    }
    for (
      let age = DEMO_ACTIVITY_DAYS - 10 - Math.floor(rand() * 14);
      age > 1;
      age -= 21 + Math.floor(rand() * 14)
    ) {
      const at = new Date(now.getTime() - age * DAY_MS + Math.floor(rand() * 14 * HOUR_MS));
      drawn.push({
        kind: 'withdrawal',
        amount: round50k(income * (0.2 + rand() * 0.5)),
        channel: 'transfer',
        at,
      });
    }
    const movements = [...drawn.filter((m) => !quiet(m.at.getTime())), ...planted].sort(
      (x, y) => x.at.getTime() - y.at.getTime(),
    );
    movements.forEach((m, i) => {
      rows.push({
        userId: a.userId,
        kycCustomerId: a.id,
        platformId: a.platformId,
        partnerId,
        externalRef: `SEED-FM-${a.accountNo}-${String(i + 1).padStart(3, '0')}`,
        kind: m.kind,
        amount: m.amount.toFixed(2),
        currency: 'IDR',
        channel: m.channel,
        // Cash has no account on the other side; a transfer names the participant's own account.
        ...(m.channel === 'cash'
          ? { counterpartyBankCode: null, counterpartyAccountNo: null, counterpartyAccountName: null }
          : own),
        occurredAt: m.at,
      });
    });
  });
  const inserted = await db
    .insert(fundMovements)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: fundMovements.id });
  return { created: inserted.length };
}

/**
 * The physical withdrawal planted after a buy (demo-patterns.ts): the 200 g bought (seed-trades.ts)
 * taken out as bars in the early afternoon, two working days later, as the platform's exchange
 * reports a withdrawal through the integration API (decision 0199): the demo exchange, its own id,
 * the grams, the contract. Seeded with the participants, as the movements; idempotent: its ref is
 * SEED-GW-…, inserted once.
 */
export async function seedDemoGoldWithdrawals(db: Db, now = new Date()): Promise<{ created: number }> {
  const [account] = await db
    .select({
      id: kycCustomers.id,
      userId: kycCustomers.userId,
      platformId: kycCustomers.platformId,
      accountNo: kycCustomers.tradeAccountNo,
    })
    .from(kycCustomers)
    .where(
      and(
        eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted),
        eq(kycCustomers.tradeAccountNo, PLANTED.withdrawalAfterBuy),
      ),
    );
  if (!account) return { created: 0 };
  const partnerId = (await demoExchanges(db)).get(account.platformId);
  if (!partnerId)
    throw new Error(`demo gold withdrawals: no demo exchange for platform ${account.platformId}`);
  const { withdrawal } = withdrawalAfterBuyDays(now);
  const inserted = await db
    .insert(goldWithdrawals)
    .values({
      userId: account.userId,
      kycCustomerId: account.id,
      platformId: account.platformId,
      partnerId,
      externalRef: `SEED-GW-${account.accountNo}-001`,
      grams: '200.0000',
      contractId: 1,
      occurredAt: atWib(withdrawal, 13, 20),
    })
    .onConflictDoNothing()
    .returning({ id: goldWithdrawals.id });
  return { created: inserted.length };
}
