/**
 * The SQL of claims (decision 0112): 'Ambil', 'Lepaskan', 'Alihkan', 'Berikutnya', the workload
 * counts and the reviewers a supervisor may hand a file to. Every statement that takes a file is a
 * single guarded UPDATE, so of two reviewers acting at once exactly one holds it.
 */
import { ROLES, STATUS_NASABAH } from '@kilau/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycCustomers, staffUsers } from '../../db/schema';

export interface ClaimedRow {
  id: string;
  claimedBy: string;
  claimedAt: Date;
}

/** The file's state as a claim sees it (inside the scope), with its holder's name. */
export async function findClaimState(db: DbOrTx, id: string, scope: SQL) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: kycCustomers.id,
      statusNasabah: kycCustomers.statusNasabah,
      platformId: kycCustomers.platformId,
      bankCode: kycCustomers.bankCode,
      frozenAt: kycCustomers.frozenAt,
      claimedBy: kycCustomers.claimedBy,
      claimedAt: kycCustomers.claimedAt,
      holderName: staffUsers.fullname,
    })
    .from(kycCustomers)
    .leftJoin(staffUsers, eq(staffUsers.id, kycCustomers.claimedBy))
    .where(and(eq(kycCustomers.id, id), scope));
  return row;
}

/**
 * 'Ambil': the file becomes `staffId`'s if it still waits in one of `statuses`, is not frozen and
 * nobody else holds it. A second claim by the holder keeps the first time. Null when refused.
 */
export async function claimIfFree(
  db: DbOrTx,
  id: string,
  staffId: string,
  statuses: number[],
  scope: SQL,
  now: Date,
): Promise<(ClaimedRow & { already: boolean }) | null> {
  const [row] = await db
    .update(kycCustomers)
    .set({
      claimedBy: staffId,
      claimedAt: sql`coalesce(${kycCustomers.claimedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(kycCustomers.id, id),
        scope,
        inArray(kycCustomers.statusNasabah, statuses),
        isNull(kycCustomers.frozenAt),
        or(isNull(kycCustomers.claimedBy), eq(kycCustomers.claimedBy, staffId)),
      ),
    )
    .returning({ id: kycCustomers.id, claimedBy: kycCustomers.claimedBy, claimedAt: kycCustomers.claimedAt });
  if (!row?.claimedBy || !row.claimedAt) return null;
  return {
    id: row.id,
    claimedBy: row.claimedBy,
    claimedAt: row.claimedAt,
    already: row.claimedAt.getTime() !== now.getTime(),
  };
}

/** Frees the file if `holder` still holds it (a reassignment meanwhile wins). */
export async function releaseIfHeldBy(db: DbOrTx, id: string, holder: string): Promise<boolean> {
  const rows = await db
    .update(kycCustomers)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(eq(kycCustomers.id, id), eq(kycCustomers.claimedBy, holder)))
    .returning({ id: kycCustomers.id });
  return rows.length === 1;
}

/** Hands the file to `staffId` if it still has the holder it was read with (null: nobody). */
export async function assignIfHolderUnchanged(
  db: DbOrTx,
  id: string,
  from: string | null,
  staffId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(kycCustomers)
    .set({ claimedBy: staffId, claimedAt: now })
    .where(
      and(eq(kycCustomers.id, id), from ? eq(kycCustomers.claimedBy, from) : isNull(kycCustomers.claimedBy)),
    )
    .returning({ id: kycCustomers.id });
  return rows.length === 1;
}

/** A file the reviewer holds and has not decided yet (the soonest due), if any. */
export async function heldUndecided(
  db: DbOrTx,
  staffId: string,
  statuses: number[],
  scope: SQL,
): Promise<ClaimedRow | undefined> {
  const [row] = await db
    .select({ id: kycCustomers.id, claimedBy: kycCustomers.claimedBy, claimedAt: kycCustomers.claimedAt })
    .from(kycCustomers)
    // Through the partial due index (no index leads with claimed_by): files from before due times
    // are not looked for here.
    .where(
      and(
        eq(kycCustomers.claimedBy, staffId),
        inArray(kycCustomers.statusNasabah, statuses),
        isNotNull(kycCustomers.dueAt),
        scope,
      ),
    )
    .orderBy(asc(kycCustomers.dueAt))
    .limit(1);
  return row?.claimedBy && row.claimedAt
    ? { id: row.id, claimedBy: row.claimedBy, claimedAt: row.claimedAt }
    : undefined;
}

/**
 * 'Berikutnya': the unheld file waiting longest (soonest due, then oldest submission) claimed in one
 * statement. The inner SELECT locks the row it picks and skips those other reviewers are taking at
 * that moment, so two calls at once never get the same file. Files with a due time come first (the
 * partial due indexes serve that ORDER BY); files from before due times existed follow.
 */
export async function claimNext(
  db: DbOrTx,
  staffId: string,
  statuses: number[],
  scope: SQL,
  now: Date,
): Promise<ClaimedRow | undefined> {
  for (const withDue of [true, false]) {
    const order = withDue
      ? sql`due_at asc, submitted_at asc`
      : sql`submitted_at asc nulls last, created_at asc`;
    const result = (await db.execute(sql`
      update kyc_customers set claimed_by = ${staffId}, claimed_at = ${now.toISOString()}::timestamptz
      where id = (
        select id from kyc_customers
        where ${scope}
          and status_nasabah in (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})
          and due_at is ${withDue ? sql`not null` : sql`null`}
          and claimed_by is null and frozen_at is null
          -- An account closed at the customer's request is no longer processed (decision 0113).
          and not exists (select 1 from users u where u.id = kyc_customers.user_id and u.restricted_at is not null)
        order by ${order}
        limit 1
        for update skip locked
      ) and claimed_by is null
      returning id, claimed_by, claimed_at`)) as unknown as {
      rows: { id: string; claimed_by: string; claimed_at: string | Date }[];
    };
    const row = result.rows[0];
    if (row) return { id: row.id, claimedBy: row.claimed_by, claimedAt: new Date(row.claimed_at) };
  }
  return undefined;
}

/** The dashboard's counts in the scope: `statuses` are those waiting for the caller. */
export async function workloadCounts(
  db: DbOrTx,
  scope: SQL,
  statuses: number[],
  staffId: string,
  now: Date,
  endOfDay: Date,
) {
  const waiting = sql`${kycCustomers.statusNasabah} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${waiting})::int`,
      overdue: sql<number>`count(*) filter (where ${waiting} and ${kycCustomers.dueAt} < ${now.toISOString()}::timestamptz)::int`,
      dueToday: sql<number>`count(*) filter (where ${waiting} and ${kycCustomers.dueAt} >= ${now.toISOString()}::timestamptz and ${kycCustomers.dueAt} < ${endOfDay.toISOString()}::timestamptz)::int`,
      unclaimed: sql<number>`count(*) filter (where ${waiting} and ${kycCustomers.claimedBy} is null)::int`,
      mine: sql<number>`count(*) filter (where ${waiting} and ${kycCustomers.claimedBy} = ${staffId})::int`,
      needsFix: sql<number>`count(*) filter (where ${kycCustomers.statusNasabah} = ${STATUS_NASABAH.needsFix})::int`,
    })
    .from(kycCustomers)
    .where(and(scope, inArray(kycCustomers.statusNasabah, [...statuses, STATUS_NASABAH.needsFix])));
  return {
    waiting: Number(row?.waiting ?? 0),
    overdue: Number(row?.overdue ?? 0),
    due_today: Number(row?.dueToday ?? 0),
    unclaimed: Number(row?.unclaimed ?? 0),
    mine: Number(row?.mine ?? 0),
    needs_fix: Number(row?.needsFix ?? 0),
  };
}

/** Files waiting for a review (the broker's or the bank's) and those of them overdue, everywhere. */
export async function waitingAndOverdue(
  db: DbOrTx,
  now: Date,
): Promise<{ waiting: number; overdue: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${kycCustomers.dueAt} < ${now.toISOString()}::timestamptz)::int`,
    })
    .from(kycCustomers)
    .where(inArray(kycCustomers.statusNasabah, [STATUS_NASABAH.new, STATUS_NASABAH.waitingBank]));
  return { waiting: Number(row?.waiting ?? 0), overdue: Number(row?.overdue ?? 0) };
}

export interface ReviewerFilter {
  /** The broker's reviewers of this platform (those of every platform included). */
  platformId?: string | null;
  /** The bank's reviewers of this bank. */
  bankCode?: string | null;
  roles: number[];
}

/** Active staff who may review: broker reviewers by platform, bank admins by bank. */
export async function findReviewers(db: DbOrTx, f: ReviewerFilter) {
  const brokerRoles = f.roles.filter((r) => r !== ROLES.bankAdmin);
  const broker =
    brokerRoles.length === 0
      ? undefined
      : and(
          inArray(staffUsers.role, brokerRoles),
          f.platformId
            ? or(isNull(staffUsers.platformId), eq(staffUsers.platformId, f.platformId))
            : undefined,
        );
  const bank = f.roles.includes(ROLES.bankAdmin)
    ? and(
        eq(staffUsers.role, ROLES.bankAdmin),
        f.bankCode === undefined
          ? sql`${staffUsers.bankCode} is not null`
          : f.bankCode === null
            ? sql`false`
            : eq(staffUsers.bankCode, f.bankCode),
      )
    : undefined;
  return db
    .select({ id: staffUsers.id, name: staffUsers.fullname, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), or(broker, bank)))
    .orderBy(asc(staffUsers.fullname))
    .limit(500);
}

export async function findStaff(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.fullname,
      role: staffUsers.role,
      platformId: staffUsers.platformId,
      bankCode: staffUsers.bankCode,
      active: staffUsers.active,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row;
}

/** The scope narrowed to one platform ('Berikutnya' on a chosen platform). */
export function withinPlatform(scope: SQL, platformId: string): SQL {
  return and(scope, eq(kycCustomers.platformId, platformId)) ?? scope;
}
