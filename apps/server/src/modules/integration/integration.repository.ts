/**
 * The SQL of the integration API: the participants named by trading account number, the trades
 * stored once per partner and id, the balances kept newest-report-wins (decision 0070), and the
 * fund movements and gold withdrawals written once (decision 0199).
 */
import type { TradeStatus } from '@kilau/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  fundMovements,
  goldTransactions,
  goldWithdrawals,
  kycCustomers,
  walletBalances,
} from '../../db/schema';

export interface Account {
  kycCustomerId: string;
  userId: string;
  platformId: string;
  /** The participant's bank, which reports their balances. */
  bankCode: string | null;
}

/** The participants holding these trading account numbers, by number. */
export async function accountsByNo(db: DbOrTx, accountNos: string[]): Promise<Map<string, Account>> {
  if (accountNos.length === 0) return new Map();
  const rows = await db
    .select({
      accountNo: kycCustomers.tradeAccountNo,
      kycCustomerId: kycCustomers.id,
      userId: kycCustomers.userId,
      platformId: kycCustomers.platformId,
      bankCode: kycCustomers.bankCode,
    })
    .from(kycCustomers)
    .where(inArray(kycCustomers.tradeAccountNo, accountNos));
  return new Map(rows.map(({ accountNo, ...a }) => [accountNo ?? '', a]));
}

export type NewTrade = Omit<typeof goldTransactions.$inferInsert, 'id' | 'createdAt' | 'partnerId'>;

/**
 * How far along its life a status is: a re-sent trade's status replaces the stored one only when
 * it is further along, so a late copy of an older message never moves a trade back. Settled and
 * cancelled are both final.
 */
const STATUS_RANK: Record<TradeStatus, number> = { open: 0, matched: 1, settled: 2, cancelled: 2 };
export const movesForward = (from: TradeStatus, to: TradeStatus) => STATUS_RANK[to] > STATUS_RANK[from];

/**
 * Stores one partner's batch: new trades inserted, known ones whose status moved forward updated,
 * the rest counted as duplicates. A trade another request inserted meanwhile (the same batch sent
 * twice at once) is skipped by the unique index and counted as a duplicate.
 */
export async function storeTrades(
  tx: DbOrTx,
  partnerId: string,
  trades: NewTrade[],
): Promise<{ inserted: number; updated: number; duplicates: number }> {
  const known = await tx
    .select({ id: goldTransactions.id, ref: goldTransactions.externalRef, status: goldTransactions.status })
    .from(goldTransactions)
    .where(
      and(
        eq(goldTransactions.partnerId, partnerId),
        inArray(
          goldTransactions.externalRef,
          trades.map((t) => t.externalRef),
        ),
      ),
    );
  const byRef = new Map(known.map((k) => [k.ref, k]));
  const fresh = trades.filter((t) => !byRef.has(t.externalRef));
  const forward = trades.flatMap((t) => {
    const k = byRef.get(t.externalRef);
    return k && t.status && movesForward(k.status, t.status) ? [{ id: k.id, status: t.status }] : [];
  });
  let inserted = 0;
  if (fresh.length > 0) {
    const rows = await tx
      .insert(goldTransactions)
      .values(fresh.map((t) => ({ ...t, partnerId })))
      // The only unique keys are the id and (partner, external_ref): a conflict is a duplicate.
      .onConflictDoNothing()
      .returning({ id: goldTransactions.id });
    inserted = rows.length;
  }
  // One update per new status rather than one per trade.
  for (const status of new Set(forward.map((f) => f.status))) {
    const ids = forward.filter((f) => f.status === status).map((f) => f.id);
    await tx.update(goldTransactions).set({ status }).where(inArray(goldTransactions.id, ids));
  }
  return { inserted, updated: forward.length, duplicates: trades.length - inserted - forward.length };
}

export type BalanceChange = Partial<Omit<typeof walletBalances.$inferInsert, 'userId' | 'updatedAt'>>;

/**
 * Applies one balances report unless the stored figures are newer: the row's updated_at holds the
 * as_of of the report it came from, and the update runs only when the new as_of is not older.
 * Answers whether it was applied.
 */
export async function applyBalanceReport(
  tx: DbOrTx,
  userId: string,
  change: BalanceChange,
  asOf: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(walletBalances)
    .values({ userId, ...change, updatedAt: asOf })
    .onConflictDoUpdate({
      target: walletBalances.userId,
      set: { ...change, updatedAt: asOf },
      setWhere: sql`${walletBalances.updatedAt} <= ${asOf}`,
    })
    .returning({ userId: walletBalances.userId });
  return rows.length === 1;
}

export type NewFundMovement = Omit<typeof fundMovements.$inferInsert, 'id' | 'createdAt' | 'partnerId'>;
export type NewGoldWithdrawal = Omit<typeof goldWithdrawals.$inferInsert, 'id' | 'createdAt' | 'partnerId'>;

/** What storing a batch of movements or withdrawals did. */
export interface EventsStored {
  inserted: number;
  duplicates: number;
}

const counted = (sent: number, inserted: number): EventsStored => ({
  inserted,
  duplicates: sent - inserted,
});

/**
 * Stores one partner's movements: an id it sent before is skipped by the unique index (partner,
 * external_ref) and counted as a duplicate, whatever it now says; the first report stands.
 */
export async function storeFundMovements(
  tx: DbOrTx,
  partnerId: string,
  movements: NewFundMovement[],
): Promise<EventsStored> {
  const rows = await tx
    .insert(fundMovements)
    .values(movements.map((m) => ({ ...m, partnerId })))
    .onConflictDoNothing()
    .returning({ id: fundMovements.id });
  return counted(movements.length, rows.length);
}

/** Stores one partner's gold withdrawals, as storeFundMovements does movements. */
export async function storeGoldWithdrawals(
  tx: DbOrTx,
  partnerId: string,
  withdrawals: NewGoldWithdrawal[],
): Promise<EventsStored> {
  const rows = await tx
    .insert(goldWithdrawals)
    .values(withdrawals.map((w) => ({ ...w, partnerId })))
    .onConflictDoNothing()
    .returning({ id: goldWithdrawals.id });
  return counted(withdrawals.length, rows.length);
}
