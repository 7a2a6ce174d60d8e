/**
 * The SQL of the back-office's trade list and detail (docs/product/back-office.md § Screens, Calls): every query carries the
 * caller's platform scope in the same statement, so an out-of-scope trade is never loaded.
 */
import type { TradeSort } from '@kilau/shared';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { goldTransactions, integrationPartners, kycCustomers, platforms, users } from '../../db/schema';

/** Which platforms' trades a caller reads: all of them, or one. */
export type TradeScope = { kind: 'all' } | { kind: 'platform'; platformId: string } | { kind: 'none' };

export interface TradeFilter {
  appName?: string;
  /** UTC bounds of the traded_at filter (inclusive start, exclusive end). */
  from?: Date;
  to?: Date;
  status?: (typeof goldTransactions.$inferSelect)['status'];
  search?: string;
  contractId?: number;
  type?: (typeof goldTransactions.$inferSelect)['type'];
  direction?: (typeof goldTransactions.$inferSelect)['direction'];
  condition?: (typeof goldTransactions.$inferSelect)['condition'];
  /** A user id or a username. */
  user?: string;
}

function scopeWhere(scope: TradeScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'platform') return eq(goldTransactions.platformId, scope.platformId);
  return sql`false`;
}

/** `%`, `_` and `\` typed by staff match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(scope: TradeScope, f: TradeFilter): SQL | undefined {
  const pattern = f.search ? likePattern(f.search) : undefined;
  return and(
    scopeWhere(scope),
    f.appName ? eq(platforms.appName, f.appName) : undefined,
    f.from ? gte(goldTransactions.tradedAt, f.from) : undefined,
    f.to ? lt(goldTransactions.tradedAt, f.to) : undefined,
    f.status ? eq(goldTransactions.status, f.status) : undefined,
    f.contractId !== undefined ? eq(goldTransactions.contractId, f.contractId) : undefined,
    f.type ? eq(goldTransactions.type, f.type) : undefined,
    f.direction ? eq(goldTransactions.direction, f.direction) : undefined,
    f.condition ? eq(goldTransactions.condition, f.condition) : undefined,
    f.user
      ? isUuid(f.user)
        ? eq(goldTransactions.userId, f.user)
        : sql`lower(${users.username}) = lower(${f.user})`
      : undefined,
    pattern
      ? or(
          ilike(users.fullname, pattern),
          ilike(kycCustomers.fullname, pattern),
          ilike(users.email, pattern),
          ilike(kycCustomers.tradeAccountNo, pattern),
          ilike(goldTransactions.externalRef, pattern),
        )
      : undefined,
  );
}

const columns = {
  id: goldTransactions.id,
  externalRef: goldTransactions.externalRef,
  tradedAt: goldTransactions.tradedAt,
  createdAt: goldTransactions.createdAt,
  contractId: goldTransactions.contractId,
  direction: goldTransactions.direction,
  type: goldTransactions.type,
  condition: goldTransactions.condition,
  status: goldTransactions.status,
  quantity: goldTransactions.quantity,
  price: goldTransactions.price,
  settlementAmount: goldTransactions.settlementAmount,
  fee: goldTransactions.fee,
  currency: goldTransactions.currency,
  userId: users.id,
  accountName: users.fullname,
  email: users.email,
  username: users.username,
  kycCustomerId: kycCustomers.id,
  kycFullname: kycCustomers.fullname,
  accountNo: kycCustomers.tradeAccountNo,
  appName: platforms.appName,
  platformName: platforms.name,
  partnerName: integrationPartners.name,
};

function fromTrades(db: DbOrTx) {
  return db
    .select(columns)
    .from(goldTransactions)
    .innerJoin(users, eq(users.id, goldTransactions.userId))
    .leftJoin(kycCustomers, eq(kycCustomers.id, goldTransactions.kycCustomerId))
    .leftJoin(platforms, eq(platforms.id, goldTransactions.platformId))
    .leftJoin(integrationPartners, eq(integrationPartners.id, goldTransactions.partnerId));
}
export type TradeRecord = Awaited<ReturnType<ReturnType<typeof fromTrades>['execute']>>[number];

const ORDER: Record<TradeSort, SQL[]> = {
  'traded_at:desc': [desc(goldTransactions.tradedAt), desc(goldTransactions.id)],
  'traded_at:asc': [asc(goldTransactions.tradedAt), asc(goldTransactions.id)],
  'settlement_amount:desc': [desc(goldTransactions.settlementAmount), desc(goldTransactions.tradedAt)],
  'settlement_amount:asc': [asc(goldTransactions.settlementAmount), desc(goldTransactions.tradedAt)],
};

export async function listTrades(
  db: DbOrTx,
  scope: TradeScope,
  f: TradeFilter,
  sort: TradeSort,
  page: { offset: number; limit: number },
): Promise<{ rows: TradeRecord[]; total: number }> {
  const where = listWhere(scope, f);
  const [rows, [total]] = await Promise.all([
    fromTrades(db)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(goldTransactions)
      .innerJoin(users, eq(users.id, goldTransactions.userId))
      .leftJoin(kycCustomers, eq(kycCustomers.id, goldTransactions.kycCustomerId))
      .leftJoin(platforms, eq(platforms.id, goldTransactions.platformId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One trade inside the scope, or undefined (missing or out of scope). */
export async function findTrade(db: DbOrTx, scope: TradeScope, id: string): Promise<TradeRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await fromTrades(db)
    .where(and(eq(goldTransactions.id, id), scopeWhere(scope)))
    .limit(1);
  return row;
}

/** The app names of the active platforms in the scope (the list's platform filter). */
export async function appNamesInScope(db: DbOrTx, scope: TradeScope): Promise<string[]> {
  if (scope.kind === 'none') return [];
  const rows = await db
    .select({ appName: platforms.appName })
    .from(platforms)
    .where(
      and(
        eq(platforms.active, true),
        scope.kind === 'platform' ? eq(platforms.id, scope.platformId) : undefined,
      ),
    )
    .orderBy(platforms.sortOrder);
  return rows.map((r) => r.appName);
}
