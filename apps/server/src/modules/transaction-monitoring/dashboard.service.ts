/**
 * 'Dasbor Kepatuhan' (docs/product/monitoring.md § Calls): the monitoring's figures for the
 * compliance officer, counted in SQL inside the caller's scope (modules/auth staff-scope.ts, joined
 * on the participant's KYC record as the lists are), so the dashboard never counts what the lists
 * would not show. Counts only: no participant is named, nothing is read of one, so nothing is audited
 * as a reading of personal data.
 */
import {
  DAY_MS,
  HOUR_MS,
  MONITORING_CASE_AGE_BANDS,
  MONITORING_SCENARIO_KINDS,
  type MonitoringCaseAgeBand,
  type MonitoringDashboard,
  type MonitoringScenarioKind,
  PPATK_REPORT_DEADLINE_BANDS,
  PPATK_REPORT_STATUSES,
  type PpatkReportDeadlineBand,
} from '@kilau/shared';
import { and, count, eq, gt, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, monitoringAlerts, monitoringCases, ppatkReports } from '../../db/schema';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { dueFrom } from '../case-ownership';
import { jakartaDate, type WorkingCalendar } from './monitoring-facts';

/** Jakarta is UTC+7 all year (no daylight saving): a day there starts at 17:00 UTC the day before. */
const WIB_MS = 7 * HOUR_MS;
const jakartaDay = (ms: number) => jakartaDate(new Date(ms));

/**
 * The Jakarta day an alert was raised on, in SQL. Written without the time-zone database (UTC plus
 * seven hours) so PGlite, which the tests and the demo run on, counts as PostgreSQL does.
 */
const alertDay = sql<string>`to_char((${monitoringAlerts.createdAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/** An open case's age band: whole days since it was opened, so "0–1" is less than two days. */
const AGE_BAND_DAYS: Readonly<Record<MonitoringCaseAgeBand, [number, number | null]>> = {
  '0_1': [0, 2],
  '2_3': [2, 4],
  '4_7': [4, 8],
  '8_14': [8, 15],
  over_14: [15, null],
};

/** count(*) of the rows matching `condition` (PostgreSQL's aggregate filter: one pass, one row). */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`;

/**
 * The dashboard's clock: the route reads it, so that a test can stand days after the cases it
 * opened without moving the process's clock (as ppatk-reports' reportRemindersClock does).
 */
export const dashboardClock = { now: (): Date => new Date() };

/**
 * The figures at `now`: alerts raised on each of the last `days` Jakarta days (today included) by
 * scenario, every day and scenario present; the open cases by age and past due; the reports by
 * status and, those not yet sent, by deadline in working days (the reminders' calendar, decision
 * 0213).
 */
export async function monitoringDashboard(
  db: DbOrTx,
  claims: AccessClaims,
  days: number,
  now: Date,
  calendar: WorkingCalendar,
): Promise<MonitoringDashboard> {
  const scope = scopeCondition(await staffScope(db, claims));
  const to = jakartaDay(now.getTime());
  const from = jakartaDay(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS);
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - WIB_MS);

  const [alertRows, caseRows, statusRows, deadlineRows] = await Promise.all([
    db
      .select({ day: alertDay, kind: monitoringAlerts.kind, n: count() })
      .from(monitoringAlerts)
      .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringAlerts.kycCustomerId))
      .where(and(scope, gte(monitoringAlerts.createdAt, since)))
      .groupBy(alertDay, monitoringAlerts.kind),
    db
      .select({
        overdue: countWhere(lt(monitoringCases.dueAt, now)),
        ...Object.fromEntries(
          MONITORING_CASE_AGE_BANDS.flatMap((band) => {
            const inBand = ageBandCondition(band, now);
            return [
              [`open_${band}`, countWhere(inBand)],
              [`overdue_${band}`, countWhere(and(inBand, lt(monitoringCases.dueAt, now)))],
            ];
          }),
        ),
      })
      .from(monitoringCases)
      .innerJoin(kycCustomers, eq(kycCustomers.id, monitoringCases.kycCustomerId))
      .where(and(scope, eq(monitoringCases.status, 'open'))),
    db
      .select({ status: ppatkReports.status, n: count() })
      .from(ppatkReports)
      .innerJoin(kycCustomers, eq(kycCustomers.id, ppatkReports.kycCustomerId))
      .where(scope)
      .groupBy(ppatkReports.status),
    db
      .select(deadlineBandColumns(now, calendar))
      .from(ppatkReports)
      .innerJoin(kycCustomers, eq(kycCustomers.id, ppatkReports.kycCustomerId))
      .where(and(scope, ne(ppatkReports.status, 'submitted'))),
  ]);

  const perDay = new Map<string, Record<MonitoringScenarioKind, number>>();
  for (let i = 0; i < days; i++) {
    const day = jakartaDay(since.getTime() + i * DAY_MS);
    perDay.set(
      day,
      Object.fromEntries(MONITORING_SCENARIO_KINDS.map((k) => [k, 0])) as Record<
        MonitoringScenarioKind,
        number
      >,
    );
  }
  for (const r of alertRows) {
    const counts = perDay.get(r.day);
    // A kind no longer among the scenarios has no column on the screen: it is not counted.
    if (counts && (MONITORING_SCENARIO_KINDS as readonly string[]).includes(r.kind))
      counts[r.kind as MonitoringScenarioKind] += r.n;
  }
  const per_day = [...perDay].map(([day, counts]) => ({
    day,
    counts,
    total: Object.values(counts).reduce((a, b) => a + b, 0),
  }));

  const cases = (caseRows[0] ?? {}) as Record<string, number>;
  const by_age = MONITORING_CASE_AGE_BANDS.map((band) => ({
    band,
    open: cases[`open_${band}`] ?? 0,
    overdue: cases[`overdue_${band}`] ?? 0,
  }));
  const statuses = new Map(statusRows.map((r) => [r.status, r.n]));
  const deadlines = (deadlineRows[0] ?? {}) as Record<string, number>;

  return {
    days,
    from,
    to,
    at: now.toISOString(),
    alerts: { per_day, total: per_day.reduce((a, d) => a + d.total, 0) },
    cases: {
      open: by_age.reduce((a, b) => a + b.open, 0),
      overdue: cases.overdue ?? 0,
      by_age,
    },
    reports: {
      total: statusRows.reduce((a, r) => a + r.n, 0),
      by_status: PPATK_REPORT_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
      by_deadline: PPATK_REPORT_DEADLINE_BANDS.map((band) => ({ band, count: deadlines[band] ?? 0 })),
    },
  };
}

/** Opened within the band's whole days before `now`: more than `to` days ago is the next band. */
function ageBandCondition(band: MonitoringCaseAgeBand, now: Date): SQL | undefined {
  const [fromDays, toDays] = AGE_BAND_DAYS[band];
  const ago = (d: number) => new Date(now.getTime() - d * DAY_MS);
  return and(
    lte(monitoringCases.openedAt, ago(fromDays)),
    toDays === null ? undefined : gt(monitoringCases.openedAt, ago(toDays)),
  );
}

/**
 * One count per deadline band. Past due is before `now`, as the reports list marks it; the bounds
 * of one and three working days are reckoned here on the reminders' calendar (holidays included),
 * which SQL does not know, and compared in the query.
 */
function deadlineBandColumns(
  now: Date,
  calendar: WorkingCalendar,
): Record<PpatkReportDeadlineBand, SQL<number>> {
  const oneDay = dueFrom(now, 1, calendar);
  const threeDays = dueFrom(now, 3, calendar);
  const d = ppatkReports.deadlineAt;
  return {
    overdue: countWhere(lt(d, now)),
    within_1: countWhere(and(gte(d, now), lte(d, oneDay))),
    within_3: countWhere(and(gt(d, oneDay), lte(d, threeDays))),
    later: countWhere(gt(d, threeDays)),
  };
}
