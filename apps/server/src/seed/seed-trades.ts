/**
 * Demo trades of the registered demo participants (status 4, with a trading account), so the
 * back-office's /transaction screen, their dashboards and the transaction monitoring have something
 * to show: 90 days of orders on every contract, both directions, every type, condition and status,
 * mostly in rupiah, and the trades planted for the compliance officer (demo-patterns.ts): a rapid
 * round trip, and the buy a physical withdrawal follows.
 * Deterministic (a fixed seed) and idempotent: refs are SEED-…, inserted once.
 */
import { CONTRACT_SIZES, DAY_MS, HOUR_MS, STATUS_NASABAH } from '@kilau/shared';
import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goldTransactions, kycCustomers } from '../db/schema';
import { atWib, PLANTED, PLANTED_QUIET_DAYS, withdrawalAfterBuyDays, workingDaysAgo } from './demo-patterns';

/** Rupiah per contract (docs/product/customer-area.md § Records and fields sizes at about Rp 1,52 million a gram), as the demo customer's. */
const IDR_PER_CONTRACT: Record<number, number> = {
  1: 152_000_000,
  2: 472_000_000,
  3: 1_520_000_000,
  4: 15_200_000_000,
  5: 15_200,
  6: 1_530_000,
};
const IDR_PER_USD = 16_250;
/** The broker's fee: 0.15 % of the settlement, at least Rp 5.000 (US$ 0.31). */
const FEE_RATE = 0.0015;
/** How far back the seeded activity reaches (the issue: 90 days of plausible trading). */
export const DEMO_ACTIVITY_DAYS = 90;
/** The bars: one contract of any of them is Rp 100,000,000 or more, rapid_round_trip's threshold. */
const LARGE_CONTRACTS = new Set([1, 2, 3, 4]);

type NewTrade = typeof goldTransactions.$inferInsert;

/** The broker's fee of a settlement, in its currency. */
const feeOf = (settlement: number, currency: 'IDR' | 'USD') =>
  Math.max(currency === 'IDR' ? 5000 : 0.31, Math.round(settlement * FEE_RATE * 100) / 100);

/**
 * Keeps chance round trips out of a participant's drawn trades, so that only the planted one
 * raises an alert: a bar bought or sold within two days of the previous trade of the same bar goes
 * the same way (a retail customer adds to a position, and sells days later). Two opposite trades
 * of a bar are then more than 48 hours apart, beyond rapid_round_trip's 24 (monitoring.md § Limits).
 */
function withoutRoundTrips(rows: NewTrade[]): void {
  const last = new Map<number, { at: number; direction: NewTrade['direction'] }>();
  const bars = rows
    .filter((r) => LARGE_CONTRACTS.has(r.contractId))
    .sort((a, b) => a.tradedAt.getTime() - b.tradedAt.getTime());
  for (const r of bars) {
    const previous = last.get(r.contractId);
    if (previous && r.tradedAt.getTime() - previous.at < 2 * DAY_MS) r.direction = previous.direction;
    last.set(r.contractId, { at: r.tradedAt.getTime(), direction: r.direction });
  }
}

/** A settled market order of 200 g (two contracts 1) at `price` a contract, as the planted patterns trade. */
function barTrade(direction: 'buy' | 'sell', price: number, at: Date) {
  return {
    contractId: 1,
    direction,
    type: 'market' as const,
    condition: 'ioc' as const,
    status: 'settled' as const,
    quantity: 2,
    price: price.toFixed(2),
    settlementAmount: (price * 2).toFixed(2),
    fee: feeOf(price * 2, 'IDR').toFixed(2),
    currency: 'IDR' as const,
    tradedAt: at,
  };
}

/**
 * The planted trades of one participant (demo-patterns.ts), or none: the Jakarta days their
 * pattern spans, the tag of their refs, the trades. The rapid round trip: 200 g bought in the
 * morning of a weekday a week or so ago and sold in the afternoon, about Rp 305,000,000 each way.
 * The withdrawal after a buy: 200 g bought, about Rp 305,000,000, and taken out as bars two working
 * days later (seed-fund-movements.ts reports the withdrawal). Both rules count hours or calendar
 * days, not working days, so the holidays do not matter here.
 */
function plantedTrades(accountNo: string | null, now: Date) {
  if (accountNo === PLANTED.roundTrip) {
    const [day = now.getTime()] = workingDaysAgo(now, 8, []);
    return {
      from: day,
      to: day,
      tag: 'RT',
      trades: [
        barTrade('buy', 152_400_000, atWib(day, 10, 5)),
        barTrade('sell', 153_150_000, atWib(day, 15, 40)),
      ],
    };
  }
  if (accountNo === PLANTED.withdrawalAfterBuy) {
    const { buy, withdrawal } = withdrawalAfterBuyDays(now);
    return {
      from: buy,
      to: withdrawal,
      tag: 'WB',
      trades: [barTrade('buy', 152_600_000, atWib(buy, 9, 35))],
    };
  }
  return undefined;
}

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDemoTrades(db: Db, now = new Date()): Promise<{ created: number }> {
  const accounts = await db
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
        isNotNull(kycCustomers.tradeAccountNo),
        // The demo customer's trades come with its approval (seed-demo-customer.ts).
        notExists(
          db
            .select({ id: goldTransactions.id })
            .from(goldTransactions)
            .where(eq(goldTransactions.kycCustomerId, kycCustomers.id)),
        ),
      ),
    )
    .orderBy(kycCustomers.tradeAccountNo);
  const rand = prng(70_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const contractIds = Object.keys(CONTRACT_SIZES).map(Number);
  const rows: NewTrade[] = [];
  accounts.forEach((a, n) => {
    const own: NewTrade[] = [];
    // About one order a week over the 90 days.
    const count = 8 + Math.floor(rand() * 10);
    for (let i = 0; i < count; i++) {
      // Mostly the small contracts, as retail customers trade.
      const contractId = pick([6, 6, 6, 5, 5, 1, 1, 2, 3, 4].filter((c) => contractIds.includes(c)));
      const quantity = contractId === 5 ? 10 * (1 + Math.floor(rand() * 20)) : 1 + Math.floor(rand() * 4);
      const currency = rand() < 0.8 ? ('IDR' as const) : ('USD' as const);
      // ±2 % around the reference price, so the amounts differ from trade to trade.
      const idrPrice = (IDR_PER_CONTRACT[contractId] ?? 1_530_000) * (0.98 + rand() * 0.04);
      const price =
        currency === 'IDR' ? Math.round(idrPrice) : Math.round((idrPrice / IDR_PER_USD) * 100) / 100;
      const settlement = price * quantity;
      const fee = feeOf(settlement, currency);
      // Each participant's first order is from the last day or so, the others from the last 90 days.
      const ageHours = 1 + Math.floor(rand() * (i === 0 ? 30 : DEMO_ACTIVITY_DAYS * 24));
      // The last day's orders may still be open or matched; older ones settled or cancelled.
      const status =
        ageHours < 24
          ? pick(['open', 'matched', 'settled'] as const)
          : rand() < 0.9
            ? 'settled'
            : 'cancelled';
      const type = rand() < 0.6 ? ('market' as const) : ('limit' as const);
      own.push({
        userId: a.userId,
        kycCustomerId: a.id,
        platformId: a.platformId,
        externalRef: `SEED-${String(n + 1).padStart(3, '0')}-${String(i + 1).padStart(2, '0')}`,
        contractId,
        direction: rand() < 0.65 ? 'buy' : 'sell',
        // A market order fills at once or not at all; a limit order may wait.
        type,
        condition: type === 'market' ? pick(['ioc', 'fok'] as const) : pick(['day', 'gtc'] as const),
        status,
        quantity,
        price: price.toFixed(2),
        settlementAmount: settlement.toFixed(2),
        fee: fee.toFixed(2),
        currency,
        tradedAt: new Date(now.getTime() - ageHours * HOUR_MS - Math.floor(rand() * HOUR_MS)),
      });
    }
    withoutRoundTrips(own);
    const planted = plantedTrades(a.accountNo, now);
    if (!planted) {
      rows.push(...own);
      return;
    }
    // No other bar trade around the planted ones, which then read alone (a round trip pairs with
    // itself only, the withdrawal follows the planted buy).
    const near = (t: NewTrade) =>
      LARGE_CONTRACTS.has(t.contractId) &&
      t.tradedAt.getTime() > planted.from - PLANTED_QUIET_DAYS * DAY_MS &&
      t.tradedAt.getTime() < planted.to + PLANTED_QUIET_DAYS * DAY_MS;
    rows.push(
      ...own.filter((t) => !near(t)),
      ...planted.trades.map((t, i) => ({
        ...t,
        userId: a.userId,
        kycCustomerId: a.id,
        platformId: a.platformId,
        externalRef: `SEED-${String(n + 1).padStart(3, '0')}-${planted.tag}${i + 1}`,
      })),
    );
  });
  if (rows.length === 0) return { created: 0 };
  const inserted = await db
    .insert(goldTransactions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: goldTransactions.id });
  return { created: inserted.length };
}

/**
 * The demo customer's 18 trades over the last weeks (seed-demo-customer.ts), cycling through all
 * six contract ids, buys and sells, in both currencies: settled orders, as the exchange reports a
 * filled one, with the price and the broker's fee.
 */
export function demoTrades(now: Date) {
  const contractIds = Object.keys(CONTRACT_SIZES).map(Number);
  return Array.from({ length: 18 }, (_, i) => {
    const contractId = contractIds[i % contractIds.length] ?? 6;
    const quantity = contractId === 5 ? 50 + i * 10 : 1 + (i % 3);
    const currency = i % 5 === 4 ? ('USD' as const) : ('IDR' as const);
    const idrPrice = IDR_PER_CONTRACT[contractId] ?? 1_530_000;
    const price = currency === 'USD' ? Math.round((idrPrice / IDR_PER_USD) * 100) / 100 : idrPrice;
    const settlement = price * quantity;
    const fee = feeOf(settlement, currency);
    const type = i % 3 === 0 ? ('limit' as const) : ('market' as const);
    return {
      externalRef: `DEMO-${String(i + 1).padStart(4, '0')}`,
      contractId,
      direction: i % 4 === 3 ? ('sell' as const) : ('buy' as const),
      type,
      condition: type === 'limit' ? ('day' as const) : ('ioc' as const),
      status: 'settled' as const,
      quantity,
      price: price.toFixed(2),
      settlementAmount: settlement.toFixed(2),
      fee: fee.toFixed(2),
      currency,
      tradedAt: new Date(now.getTime() - (18 - i) * 26 * 3600 * 1000),
    };
  });
}
