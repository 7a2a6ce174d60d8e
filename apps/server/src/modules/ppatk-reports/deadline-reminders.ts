/**
 * A report's deadline reminders (docs/product/monitoring.md § Reports, decision 0213): every
 * active compliance officer with an e-mail is mailed once when a working day or less is left
 * before a report not yet sent to PPATK is due, and once when it is past due. The mail names the
 * report by its kind, reference, status and deadline with the link to it, never the customer: it
 * leaves Kilau, and nobody outside the compliance officers may learn of a report (UU 8/2010 art.
 * 12). Each reminder is claimed on the report before it is mailed, so two rounds (two instances)
 * never both send it; a round that cannot queue the mail gives the claim back.
 */
import { DAY_MS, fillTemplate, formatWibDateTime, MSG, ppatkReportKindText, ROLES } from '@kilau/shared';
import { and, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ppatkReports, staffUsers } from '../../db/schema';
import type { EmailMessage } from '../../plugins/mail';
import { workingTimeBetween } from '../case-ownership';

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'notifications'>;
type ReportRow = typeof ppatkReports.$inferSelect;
type Reminder = 'due_soon' | 'overdue';

/** Calendar days looked ahead for a deadline one working day away: a long holiday fits inside. */
const LOOK_AHEAD_MS = 14 * DAY_MS;

const STATUS_TEXT: Readonly<Record<ReportRow['status'], string>> = {
  draft: MSG.ppatkReportStatusDraft,
  approved: MSG.ppatkReportStatusApproved,
  submitted: MSG.ppatkReportStatusSubmitted,
};

/**
 * The reminders' clock: the hourly round reads it, so that a test can stand at a report's deadline
 * without moving the process's clock (as periodic-review/clock.ts does for the periodic review).
 */
export const reportRemindersClock = { now: (): Date => new Date() };

const column = (r: Reminder) => (r === 'overdue' ? 'remindedOverdueAt' : 'remindedDueSoonAt');

/** The reminder a report is owed now, if any. */
export function reminderDue(
  r: Pick<ReportRow, 'deadlineAt' | 'remindedDueSoonAt' | 'remindedOverdueAt'>,
  now: Date,
  calendar: { holidays: readonly string[] },
): Reminder | null {
  if (r.deadlineAt.getTime() <= now.getTime()) return r.remindedOverdueAt ? null : 'overdue';
  if (r.remindedDueSoonAt) return null;
  return workingTimeBetween(now, r.deadlineAt, calendar) <= DAY_MS ? 'due_soon' : null;
}

/** The reminder as mailed: the report's kind, reference, status and deadline, and its link. */
export function reminderEmail(to: string, r: ReportRow, kind: Reminder, publicUrl: string): EmailMessage {
  const values = {
    kind: ppatkReportKindText({ kind: r.kind, cash_direction: r.cashDirection }),
    reference: r.reference,
    status: STATUS_TEXT[r.status],
    deadline: formatWibDateTime(r.deadlineAt.toISOString()),
  };
  return {
    to,
    subject: fillTemplate(
      kind === 'overdue' ? MSG.ppatkReminderSubjectOverdue : MSG.ppatkReminderSubjectDueSoon,
      values,
    ),
    text: [
      MSG.ppatkReminderGreeting,
      '',
      fillTemplate(kind === 'overdue' ? MSG.ppatkReminderBodyOverdue : MSG.ppatkReminderBodyDueSoon, values),
      '',
      fillTemplate(MSG.ppatkReminderLink, { link: `${publicUrl}/pemantauan/laporan/${r.id}` }),
      '',
      MSG.ppatkReminderConfidential,
      '',
      MSG.activationEmailSignature,
    ].join('\n'),
  };
}

/** Marks the reminder as sent, unless another round did: true when this one may mail it. */
async function claim(deps: Deps, id: string, kind: Reminder, now: Date): Promise<boolean> {
  const col = column(kind);
  const claimed = await deps.db
    .update(ppatkReports)
    .set({ [col]: now })
    .where(
      and(
        eq(ppatkReports.id, id),
        isNull(ppatkReports[col]),
        inArray(ppatkReports.status, ['draft', 'approved']),
      ),
    )
    .returning({ id: ppatkReports.id });
  return claimed.length > 0;
}

async function release(deps: Deps, id: string, kind: Reminder): Promise<void> {
  await deps.db
    .update(ppatkReports)
    .set({ [column(kind)]: null })
    .where(eq(ppatkReports.id, id));
}

/** One round: the reminders owed now, mailed to every active compliance officer with an e-mail. */
export async function runReportReminders(
  deps: Deps,
  now: Date = reportRemindersClock.now(),
): Promise<{ dueSoon: number; overdue: number }> {
  const calendar = { holidays: deps.config.REVIEW_HOLIDAYS };
  const owed: SQL | undefined = or(
    isNull(ppatkReports.remindedDueSoonAt),
    isNull(ppatkReports.remindedOverdueAt),
  );
  const candidates = await deps.db
    .select()
    .from(ppatkReports)
    .where(
      and(
        inArray(ppatkReports.status, ['draft', 'approved']),
        lte(ppatkReports.deadlineAt, new Date(now.getTime() + LOOK_AHEAD_MS)),
        owed,
      ),
    );
  const report = { dueSoon: 0, overdue: 0 };
  if (candidates.length === 0) return report;
  const officers = await deps.db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.role, ROLES.complianceOfficer),
        eq(staffUsers.active, true),
        isNotNull(staffUsers.email),
      ),
    );
  for (const r of candidates) {
    const kind = reminderDue(r, now, calendar);
    if (!kind || !(await claim(deps, r.id, kind, now))) continue;
    try {
      for (const o of officers)
        if (o.email) await deps.notifications.email(reminderEmail(o.email, r, kind, deps.config.publicUrl));
    } catch (err) {
      await release(deps, r.id, kind);
      throw err;
    }
    if (kind === 'overdue') report.overdue += 1;
    else report.dueSoon += 1;
  }
  return report;
}
