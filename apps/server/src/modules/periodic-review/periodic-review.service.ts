/**
 * The periodic review of a participant's data (APU-PPT; docs/product/risk-rating.md § Keeping data
 * current, decision 0194): a cycle per approved participant, due after the active model's
 * `review_months` of their level; the reminders and the overdue mark of the daily job; the
 * customer's confirmation; the completion by a decided correction request; the staff's queue.
 * The customer never reads the level, nor a due date before the review is due (it would tell it).
 */
import {
  MSG,
  type PeriodicReviewCustomer,
  type PeriodicReviewItem,
  type PeriodicReviewStaff,
  type PeriodicReviewState,
  SC,
} from '@kilau/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUuid } from '../../db/client';
import { dataRequests, kycCustomers } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { activeRiskModel } from '../risk-rating';
import { recordPartnerEvent } from '../webhooks';
import { periodicReviewClock } from './clock';
import {
  type CycleRow,
  claimStep,
  completeCycle,
  cyclesNeedingWork,
  daysBefore,
  lastCompleted,
  listCycles,
  openCycleOf,
  openCyclesOfUser,
  releaseReminder,
  startCycle,
} from './periodic-review.repository';
import { reminderEmail } from './periodic-review-emails';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'notifications' | 'config' | 'log'>;

const monthsOf = async (db: DbOrTx) => (await activeRiskModel(db)).review_months;
/** A review is due from the first reminder (30 days before its date). */
const isDue = (c: CycleRow, now: Date) => daysBefore(c.dueAt, 30).getTime() <= now.getTime();
const isOverdue = (c: CycleRow, now: Date) => c.dueAt.getTime() <= now.getTime();

/** The approval starts the participant's first cycle (in the approval's own transaction). */
export function startReviewCycle(tx: DbOrTx, customerId: string, at: Date = periodicReviewClock.now()) {
  return startCycle(tx, customerId, at);
}

/**
 * A correction or a data update of the customer (decision 0217) decided, either way, while a review
 * of theirs is due completes it: the broker has looked at the data the customer put forward.
 * Called in the decision's transaction (data-rights).
 */
export async function completeReviewsByRequest(
  tx: DbOrTx,
  userId: string,
  request: { id: string; kind: 'correction' | 'update' },
  at: Date = periodicReviewClock.now(),
): Promise<void> {
  const cycles = await openCyclesOfUser(tx, await monthsOf(tx), userId);
  for (const c of cycles.filter((c) => isDue(c, at)))
    await completeCycle(tx, c.id, c.customerId, at, request.kind, request.id);
}

export interface DailyReport {
  reminded30: number;
  reminded7: number;
  overdue: number;
}

const SLICE = 200;

/**
 * One round of the daily job at `now`: the 30-day and 7-day reminders, and the overdue mark with
 * the partner's event. Each step is claimed by setting its column where it is empty (or older than
 * its window, when the date moved later), so a second round (or a second instance) sends nothing
 * again. A review that comes due within 7 days at once (its level rose) gets the 7-day reminder only.
 */
export async function runDailyReview(
  deps: Deps,
  now: Date = periodicReviewClock.now(),
): Promise<DailyReport> {
  const report: DailyReport = { reminded30: 0, reminded7: 0, overdue: 0 };
  const months = await monthsOf(deps.db);
  const seen = new Set<string>();
  for (;;) {
    const rows = (await cyclesNeedingWork(deps.db, months, now, SLICE + seen.size)).filter(
      (r) => !seen.has(r.id),
    );
    if (rows.length === 0) return report;
    for (const c of rows) {
      seen.add(c.id);
      if (isOverdue(c, now)) {
        const marked = await deps.db.transaction(async (tx) => {
          if (!(await claimStep(tx, c.id, 'overdueAt', now, c.dueAt, daysBefore(c.dueAt, 30)))) return false;
          await recordPartnerEvent(tx, { type: 'participant.review_overdue', participant: c.customerId });
          return true;
        });
        if (marked) report.overdue += 1;
        continue;
      }
      const days = daysBefore(c.dueAt, 7).getTime() <= now.getTime() ? 7 : 30;
      const step = days === 7 ? 'reminded7At' : 'reminded30At';
      const since30 = daysBefore(c.dueAt, 30);
      if (!(await claimStep(deps.db, c.id, step, now, daysBefore(c.dueAt, days), since30))) continue;
      try {
        await deps.notifications.email(
          reminderEmail(c.email, c.fullname, days, c.dueAt, deps.config.publicUrl),
        );
      } catch (err) {
        // Claimed first so that two rounds never both send it; a mail that could not be queued
        // is given back, for the next round, rather than counted as sent.
        await releaseReminder(deps.db, c.id, now);
        throw err;
      }
      if (days === 7) report.reminded7 += 1;
      else report.reminded30 += 1;
    }
  }
}

/** The customer's review: due or not; the date and the overdue mark only while due. */
export async function customerReview(db: DbOrTx, userId: string): Promise<PeriodicReviewCustomer> {
  const now = periodicReviewClock.now();
  const due = (await openCyclesOfUser(db, await monthsOf(db), userId))
    .filter((c) => isDue(c, now))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  const [first] = due;
  const open = first
    ? await db
        .selectDistinct({ kind: dataRequests.kind })
        .from(dataRequests)
        .where(
          and(
            eq(dataRequests.userId, userId),
            inArray(dataRequests.kind, ['correction', 'update']),
            eq(dataRequests.status, 'open'),
          ),
        )
    : [];
  return {
    due: first !== undefined,
    due_at: first?.dueAt.toISOString() ?? null,
    overdue: first ? isOverdue(first, now) : false,
    correction_open: open.some((r) => r.kind === 'correction'),
    update_open: open.some((r) => r.kind === 'update'),
  };
}

/** 'Data saya masih sesuai': every due review of the customer completes; the next cycle starts now. */
export async function confirmReview(deps: Deps, userId: string, meta: RequestMeta): Promise<void> {
  const now = periodicReviewClock.now();
  await deps.db.transaction(async (tx) => {
    const due = (await openCyclesOfUser(tx, await monthsOf(tx), userId)).filter((c) => isDue(c, now));
    if (due.length === 0)
      throw new ApiError(409, SC.periodicReviewNotDue, MSG.periodicReviewNotDue, 'No periodic review due');
    for (const c of due) {
      if (!(await completeCycle(tx, c.id, c.customerId, now, 'confirmed'))) continue;
      await deps.audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'periodic_review.confirm',
          targetType: 'kyc_customer',
          targetId: c.customerId,
          details: { due_at: c.dueAt.toISOString(), overdue: isOverdue(c, now) },
        },
        meta,
      );
    }
  });
}

const item = (c: CycleRow, now: Date): PeriodicReviewItem => ({
  _id: c.customerId,
  fullname: c.fullname,
  email: c.email,
  platform: c.platform,
  due_at: c.dueAt.toISOString(),
  overdue: isOverdue(c, now),
  reminded_30_at: c.reminded30At?.toISOString() ?? null,
  reminded_7_at: c.reminded7At?.toISOString() ?? null,
});

/** 'Pengkinian Data': the caller's platforms' participants (the super admin's: everyone). */
export async function staffQueue(
  db: DbOrTx,
  claims: AccessClaims,
  q: { state: PeriodicReviewState; platform?: string; page: number },
) {
  const now = periodicReviewClock.now();
  const scope = scopeCondition(await staffScope(db, claims));
  const { rows, total, overdue } = await listCycles(db, await monthsOf(db), scope, q, now);
  return { reviews: rows.map((c) => item(c, now)), total, overdue };
}

/** The participant's schedule on the detail; null for one who is not approved. 404 outside the scope. */
export async function staffSchedule(
  db: DbOrTx,
  claims: AccessClaims,
  customerId: string,
): Promise<PeriodicReviewStaff | null> {
  const scope = scopeCondition(await staffScope(db, claims));
  const [row] = isUuid(customerId)
    ? await db
        .select({ id: kycCustomers.id })
        .from(kycCustomers)
        .where(and(eq(kycCustomers.id, customerId), scope))
        .limit(1)
    : [];
  if (!row) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
  const now = periodicReviewClock.now();
  const cycle = await openCycleOf(db, await monthsOf(db), row.id);
  if (!cycle) return null;
  const last = await lastCompleted(db, row.id);
  return {
    due_at: cycle.dueAt.toISOString(),
    due: isDue(cycle, now),
    overdue: isOverdue(cycle, now),
    last_completed_at: last?.completedAt?.toISOString() ?? null,
    last_outcome: last?.outcome ?? null,
  };
}
