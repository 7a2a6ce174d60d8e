/**
 * The SQL of the periodic review (decision 0194). A cycle's due date is read, never stored: its
 * start plus the active model's `review_months` of the participant's current level, so that a
 * rise of the level brings the date forward at once (and a new model's months apply to everyone).
 * A participant not yet rated is treated as Tinggi, the shortest period, until their rating.
 * Only approved participants (status 4) whose account is open have a review that runs.
 */
import {
  DAY_MS,
  PERIODIC_REVIEWS_PAGE_SIZE,
  type PeriodicReviewState,
  type RiskModel,
  STATUS_NASABAH,
} from '@kilau/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client';
import { auditLog, kycCustomers, periodicReviews, platforms, riskStates, users } from '../../db/schema';
import type { PeriodicReviewOutcome } from './periodic-review.schema';

export type ReviewMonths = RiskModel['review_months'];

/** The due date of a cycle (joined with risk_states) under these months. */
export function dueAtSql(months: ReviewMonths): SQL<Date> {
  return sql<Date>`(${periodicReviews.cycleStartedAt} + make_interval(months => (case coalesce(${riskStates.level}, 'tinggi')
    when 'rendah' then ${months.rendah}::int when 'menengah' then ${months.menengah}::int else ${months.tinggi}::int end)))`;
}

/** Approved, account open, the cycle not completed. */
const runs = and(
  isNull(periodicReviews.completedAt),
  eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted),
  isNull(users.restrictedAt),
  isNull(kycCustomers.frozenAt),
);

const fromCycles = (db: DbOrTx, months: ReviewMonths) =>
  db
    .select({
      id: periodicReviews.id,
      customerId: periodicReviews.customerId,
      userId: kycCustomers.userId,
      email: users.email,
      fullname: kycCustomers.fullname,
      platform: platforms.name,
      dueAt: dueAtSql(months).mapWith((v: string | Date) => new Date(v)),
      reminded30At: periodicReviews.reminded30At,
      reminded7At: periodicReviews.reminded7At,
      overdueAt: periodicReviews.overdueAt,
    })
    .from(periodicReviews)
    .innerJoin(kycCustomers, eq(kycCustomers.id, periodicReviews.customerId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(riskStates, eq(riskStates.customerId, periodicReviews.customerId));

export type CycleRow = Awaited<ReturnType<ReturnType<typeof fromCycles>['execute']>>[number];

/** Starts a cycle (the approval, or the completion of the one before); nothing if one is open. */
export async function startCycle(tx: DbOrTx, customerId: string, at: Date): Promise<void> {
  await tx.insert(periodicReviews).values({ customerId, cycleStartedAt: at }).onConflictDoNothing();
}

/**
 * Cycles for approved participants who have none (approved before the periodic review existed):
 * each starts at its last approval in the audit trail, else the record's last review. Answers how
 * many were started.
 */
export async function startMissingCycles(db: DbOrTx, limit: number): Promise<number> {
  const started = await db.execute(sql`
    insert into periodic_reviews (customer_id, cycle_started_at)
    select k.id, coalesce(
      (select max(a.created_at) from ${auditLog} a where a.action = 'kyc.approve' and a.target_id = k.id::text),
      k.reviewed_at, k.updated_at)
    from ${kycCustomers} k
    where k.status_nasabah = ${STATUS_NASABAH.accepted}
      and not exists (select 1 from ${periodicReviews} p where p.customer_id = k.id and p.completed_at is null)
    order by k.id
    limit ${limit}
    on conflict do nothing
    returning id`);
  return rowsOf(started).length;
}

/** The running cycle of one participant, with its due date. */
export async function openCycleOf(db: DbOrTx, months: ReviewMonths, customerId: string) {
  const [row] = await fromCycles(db, months).where(and(runs, eq(periodicReviews.customerId, customerId)));
  return row;
}

/** The running cycles of a customer's records (a customer may hold one per platform). */
export function openCyclesOfUser(db: DbOrTx, months: ReviewMonths, userId: string) {
  return fromCycles(db, months).where(and(runs, eq(kycCustomers.userId, userId)));
}

/** The last completed cycle of a participant. */
export async function lastCompleted(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ completedAt: periodicReviews.completedAt, outcome: periodicReviews.outcome })
    .from(periodicReviews)
    .where(and(eq(periodicReviews.customerId, customerId), isNotNull(periodicReviews.completedAt)))
    .orderBy(desc(periodicReviews.completedAt))
    .limit(1);
  return row;
}

/** Completes a running cycle (once: a second caller finds it completed) and starts the next. */
export async function completeCycle(
  tx: DbOrTx,
  cycleId: string,
  customerId: string,
  at: Date,
  outcome: PeriodicReviewOutcome,
  dataRequestId: string | null = null,
): Promise<boolean> {
  const done = await tx
    .update(periodicReviews)
    .set({ completedAt: at, outcome, dataRequestId })
    .where(and(eq(periodicReviews.id, cycleId), isNull(periodicReviews.completedAt)))
    .returning({ id: periodicReviews.id });
  if (done.length === 0) return false;
  await startCycle(tx, customerId, at);
  return true;
}

const before = (months: ReviewMonths, days: number) =>
  sql`${dueAtSql(months)} - make_interval(days => ${days}::int)`;

/**
 * A step counts as done for the current due date only when it happened within its window: a
 * reminder sent before the date moved later (the level fell) is sent again in the new window, and
 * an overdue mark made before it moved marks the review again once it is past the new date.
 */
const unsent = (column: AnyPgColumn, since: SQL) => sql`(${column} is null or ${column} < ${since})`;

/**
 * The running cycles that need the daily job at `now`: past due and not marked for this date,
 * within 7 days without the 7-day reminder, within 30 days without the 30-day one.
 */
export function cyclesNeedingWork(db: DbOrTx, months: ReviewMonths, now: Date, limit: number) {
  const due = dueAtSql(months);
  const at7 = before(months, 7);
  const at30 = before(months, 30);
  return fromCycles(db, months)
    .where(
      and(
        runs,
        sql`(
          (${due} <= ${now} and ${unsent(periodicReviews.overdueAt, due)})
          or (${due} > ${now} and ${at7} <= ${now} and ${unsent(periodicReviews.reminded7At, at7)})
          or (${at7} > ${now} and ${at30} <= ${now} and ${unsent(periodicReviews.reminded30At, at30)})
        )`,
      ),
    )
    .orderBy(asc(periodicReviews.id))
    .limit(limit);
}

export type CycleStep = 'reminded30At' | 'reminded7At' | 'overdueAt';

/**
 * Claims one step of a cycle for its window (from `since`: 30 or 7 days before the due date, or the
 * due date): sets the column where it is empty or older; false if another round already did. The
 * 7-day reminder stands for the 30-day one when a review comes due within 7 days at once.
 */
export async function claimStep(
  tx: DbOrTx,
  cycleId: string,
  step: CycleStep,
  at: Date,
  since: Date,
  since30: Date,
): Promise<boolean> {
  const set =
    step === 'reminded7At'
      ? {
          reminded7At: at,
          reminded30At: sql`case when ${unsent(periodicReviews.reminded30At, sql`${since30}`)} then ${at}::timestamptz else ${periodicReviews.reminded30At} end`,
        }
      : { [step]: at };
  const won = await tx
    .update(periodicReviews)
    .set(set)
    .where(
      and(
        eq(periodicReviews.id, cycleId),
        unsent(periodicReviews[step], sql`${since}`),
        isNull(periodicReviews.completedAt),
      ),
    )
    .returning({ id: periodicReviews.id });
  return won.length > 0;
}

/**
 * Gives a claimed reminder back when its e-mail could not be queued, so that the next round sends
 * it: only the columns this claim set (`at`), so a later round's claim is never undone.
 */
export async function releaseReminder(db: DbOrTx, cycleId: string, at: Date): Promise<void> {
  const unclaimed = (column: AnyPgColumn) =>
    sql`case when ${column} = ${at}::timestamptz then null else ${column} end`;
  await db
    .update(periodicReviews)
    .set({
      reminded30At: unclaimed(periodicReviews.reminded30At),
      reminded7At: unclaimed(periodicReviews.reminded7At),
    })
    .where(eq(periodicReviews.id, cycleId));
}

/** The staff's queue: the window's reviews (or the overdue ones, or every running one) in a scope. */
export async function listCycles(
  db: DbOrTx,
  months: ReviewMonths,
  scope: SQL,
  q: { state: PeriodicReviewState; platform?: string; page: number },
  now: Date,
) {
  const due = dueAtSql(months);
  const window =
    q.state === 'overdue'
      ? sql`${due} <= ${now}`
      : q.state === 'due'
        ? sql`${due} - make_interval(days => 30) <= ${now}`
        : sql`true`;
  const where = and(runs, scope, window, q.platform ? eq(platforms.appName, q.platform) : undefined);
  const base = () =>
    db
      .select({ n: count() })
      .from(periodicReviews)
      .innerJoin(kycCustomers, eq(kycCustomers.id, periodicReviews.customerId))
      .innerJoin(users, eq(users.id, kycCustomers.userId))
      .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId))
      .leftJoin(riskStates, eq(riskStates.customerId, periodicReviews.customerId));
  const [rows, [total], [overdue]] = await Promise.all([
    fromCycles(db, months)
      .where(where)
      .orderBy(asc(due), asc(periodicReviews.id))
      .limit(PERIODIC_REVIEWS_PAGE_SIZE)
      .offset((q.page - 1) * PERIODIC_REVIEWS_PAGE_SIZE),
    base().where(where),
    base().where(and(runs, scope, sql`${due} <= ${now}`)),
  ]);
  return { rows, total: total?.n ?? 0, overdue: overdue?.n ?? 0 };
}

export const daysBefore = (due: Date, days: number) => new Date(due.getTime() - days * DAY_MS);
