/**
 * The SQL of the demo accounts (docs/product/back-office.md § Screens /nsb-eksternal): participants of the platforms in the
 * caller's scope who trade on no live account yet, and the guarded write that opens a demo account.
 */
import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid, rowsOf } from '../../db/client';
import { hinDemoSeq, kycCustomers, platforms, users } from '../../db/schema';
import { type StaffScope, scopeCondition } from '../auth';

const BLACKLISTED = 6;

function listWhere(scope: StaffScope, appName: string | null): SQL | undefined {
  return and(
    scopeCondition(scope),
    // A participant with a live trading account is past the demo stage; a blacklisted one gets none.
    isNull(kycCustomers.tradeAccountNo),
    or(isNull(kycCustomers.statusNasabah), ne(kycCustomers.statusNasabah, BLACKLISTED)),
    appName ? eq(platforms.appName, appName) : undefined,
  );
}

const columns = {
  id: kycCustomers.id,
  userId: kycCustomers.userId,
  fullname: kycCustomers.fullname,
  accountName: users.fullname,
  username: users.username,
  email: users.email,
  phonenumber: users.phonenumber,
  platformName: platforms.name,
  appName: platforms.appName,
  hinDemo: kycCustomers.hinDemo,
};

export type DemoRow = NonNullable<Awaited<ReturnType<typeof findDemoCandidate>>>;

function fromCandidates(db: DbOrTx) {
  return db
    .select(columns)
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId));
}

export async function listDemoCandidates(
  db: DbOrTx,
  scope: StaffScope,
  appName: string | null,
  page: { offset: number; limit: number },
) {
  const where = listWhere(scope, appName);
  const [rows, [total]] = await Promise.all([
    fromCandidates(db)
      .where(where)
      .orderBy(desc(kycCustomers.createdAt), desc(kycCustomers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(kycCustomers)
      .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One participant in scope who may get a demo account, or undefined. */
export async function findDemoCandidate(db: DbOrTx, scope: StaffScope, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await fromCandidates(db)
    .where(and(eq(kycCustomers.id, id), listWhere(scope, null)))
    .limit(1);
  return row;
}

/** The next demo account number: 'HD' and eight digits, in order. */
export async function nextDemoAccountNumber(tx: DbOrTx): Promise<string> {
  const result = await tx.execute(sql`select nextval(${sql.raw(`'${hinDemoSeq.seqName}'`)})::text as n`);
  const n = rowsOf<{ n: string }>(result)[0]?.n;
  if (!n) throw new Error('hin_demo_seq gave no number');
  return `HD${n.padStart(8, '0')}`;
}

/**
 * Opens the demo account only if the participant has none yet: of two staff opening it at once,
 * exactly one writes. Returns false for the other.
 */
export async function openDemoAccount(
  tx: DbOrTx,
  id: string,
  set: { hinDemo: string; demoPasswordHash: string },
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(kycCustomers)
    .set({ ...set, demoCreatedAt: now, updatedAt: now, version: sql`${kycCustomers.version} + 1` })
    .where(and(eq(kycCustomers.id, id), isNull(kycCustomers.hinDemo)))
    .returning({ userId: kycCustomers.userId });
  const userId = updated[0]?.userId;
  if (!userId) return false;
  // The login's demo gate (docs/product/customer-area.md: 405 until the demo account is done) opens with it.
  await tx.update(users).set({ demoAccountDoneAt: now, updatedAt: now }).where(eq(users.id, userId));
  return true;
}
