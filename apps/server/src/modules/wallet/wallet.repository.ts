/**
 * The balances and gold trades we keep as our own ledger copy of what the exchange and the bank
 * report (architecture.md §5). Reads are scoped to one user; writes come only from the
 * integration API (modules/integration).
 */
import type { Currency } from '@kilau/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { goldTransactions, walletBalances } from '../../db/schema';

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
