/**
 * The balances and gold trades we keep as our own ledger copy of what the exchange and the bank
 * report (architecture.md §5). Reads are scoped to one user; writes come only from the ingest API.
 */
import type { Currency } from '@kilau/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goldTransactions, users, walletBalances } from '../../db/schema';

export type BalanceRow = typeof walletBalances.$inferSelect;

export async function findBalances(db: DbOrTx, userId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.select().from(walletBalances).where(eq(walletBalances.userId, userId)).limit(1);
  return row;
}

/** The user's trades, newest first; only those settled in `currency` when one is given. */
export async function listGoldTransactions(
  db: DbOrTx,
  userId: string,
  limit: number,
  offset: number,
  currency?: Currency,
) {
  const where = and(
    eq(goldTransactions.userId, userId),
    currency ? eq(goldTransactions.currency, currency) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goldTransactions)
      .where(where)
      .orderBy(desc(goldTransactions.tradedAt), desc(goldTransactions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(goldTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The subset of `userIds` that name existing customer accounts. */
export async function existingUserIds(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return new Set(rows.map((r) => r.id));
}

export type BalanceChange = Partial<Omit<typeof walletBalances.$inferInsert, 'userId' | 'updatedAt'>>;

/** Inserts the balances row or updates only the reported fields of it. */
export async function upsertBalances(db: DbOrTx, userId: string, change: BalanceChange): Promise<void> {
  const now = new Date();
  await db
    .insert(walletBalances)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: walletBalances.userId, set: { ...change, updatedAt: now } });
}

export type NewGoldTransaction = Omit<typeof goldTransactions.$inferInsert, 'id' | 'createdAt'>;

/** Inserts the trades not seen before (by external_ref); answers the refs actually inserted. */
export async function insertGoldTransactions(db: DbOrTx, trades: NewGoldTransaction[]): Promise<string[]> {
  if (trades.length === 0) return [];
  const rows = await db
    .insert(goldTransactions)
    .values(trades)
    .onConflictDoNothing({ target: goldTransactions.externalRef })
    .returning({ ref: goldTransactions.externalRef });
  return rows.map((r) => r.ref);
}
