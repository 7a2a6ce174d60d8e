/**
 * Demo trades of the registered demo participants (status 4, with a trading account), so the
 * back-office's /transaction screen and their dashboards have something to show: a few weeks of
 * orders on every contract, both directions, every type, condition and status, mostly in rupiah.
 * Deterministic (a fixed seed) and idempotent: refs are SEED-…, inserted once.
 */
import { CONTRACT_SIZES, STATUS_NASABAH } from '@kilau/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { goldTransactions, kycCustomers } from './schema';

/** Rupiah per contract (spec 000 §3 sizes at about Rp 1,52 million a gram), as the demo customer's. */
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
    .select({ id: kycCustomers.id, userId: kycCustomers.userId, platformId: kycCustomers.platformId })
    .from(kycCustomers)
    .where(
      and(eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted), isNotNull(kycCustomers.tradeAccountNo)),
    )
    .orderBy(kycCustomers.tradeAccountNo);
  const rand = prng(70_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const contractIds = Object.keys(CONTRACT_SIZES).map(Number);
  const rows: (typeof goldTransactions.$inferInsert)[] = [];
  accounts.forEach((a, n) => {
    const count = 3 + Math.floor(rand() * 6);
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
      const minFee = currency === 'IDR' ? 5000 : 0.31;
      const fee = Math.max(minFee, Math.round(settlement * FEE_RATE * 100) / 100);
      // Each participant's first order is from the last day or so, the others from the last 40 days.
      const ageHours = 1 + Math.floor(rand() * (i === 0 ? 30 : 40 * 24));
      // The last day's orders may still be open or matched; older ones settled or cancelled.
      const status =
        ageHours < 24
          ? pick(['open', 'matched', 'settled'] as const)
          : rand() < 0.9
            ? 'settled'
            : 'cancelled';
      const type = rand() < 0.6 ? ('market' as const) : ('limit' as const);
      rows.push({
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
        tradedAt: new Date(now.getTime() - ageHours * 3_600_000 - Math.floor(rand() * 3_600_000)),
      });
    }
  });
  // The demo customer's trades (seed.ts) are written before any participant column existed: they
  // get their record, platform and price here, so the back-office shows them like any other trade.
  await db.execute(sql`
    update ${goldTransactions} g
    set kyc_customer_id = k.id, platform_id = k.platform_id,
        price = coalesce(g.price, round(g.settlement_amount / g.quantity, 2))
    from ${kycCustomers} k
    where k.user_id = g.user_id and g.kyc_customer_id is null and g.partner_id is null`);
  if (rows.length === 0) return { created: 0 };
  const inserted = await db
    .insert(goldTransactions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: goldTransactions.id });
  return { created: inserted.length };
}
