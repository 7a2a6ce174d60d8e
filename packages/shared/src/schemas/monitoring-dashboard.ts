/**
 * 'Dasbor Kepatuhan' (docs/product/monitoring.md § Screens and § Calls):
 *   GET /v1/compliance/dashboard?days=  the figures of the monitoring  monitoringDashboardQuerySchema → monitoringDashboardReplySchema
 * Counts only, no participant: the alerts raised per Jakarta day by scenario, the open cases by
 * age, the reports to PPATK by status and, for those not yet sent, by how near their deadline is.
 * Read by the compliance officer only (MONITORING_ROLES); never by the customer, the bank or a partner.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { MONITORING_SCENARIO_KINDS } from '../monitoring/scenarios';
import { PPATK_REPORT_STATUSES } from './ppatk-reports';

/** The days of alerts the dashboard counts back from today (Jakarta), today included. */
export const MONITORING_DASHBOARD_DAYS_MIN = 7;
export const MONITORING_DASHBOARD_DAYS_MAX = 90;
export const MONITORING_DASHBOARD_DAYS_DEFAULT = 30;
/** The periods the screen offers; the call takes any whole number of days between the bounds. */
export const MONITORING_DASHBOARD_PERIODS = [7, 30, 90] as const;

/**
 * An open case's age, in whole days since it was opened: 0–1, 2–3, 4–7, 8–14, more than 14. The
 * first bands fall inside the working days a case is due in (1 to 5 by severity), the last ones
 * well past any of them.
 */
export const MONITORING_CASE_AGE_BANDS = ['0_1', '2_3', '4_7', '8_14', 'over_14'] as const;
export type MonitoringCaseAgeBand = (typeof MONITORING_CASE_AGE_BANDS)[number];

/**
 * A report not yet sent by its deadline: past it, within one working day (when the reminder is
 * mailed, decision 0213), within three working days (an LTKM's whole time, UU 8/2010 art. 25 (1)),
 * or later.
 */
export const PPATK_REPORT_DEADLINE_BANDS = ['overdue', 'within_1', 'within_3', 'later'] as const;
export type PpatkReportDeadlineBand = (typeof PPATK_REPORT_DEADLINE_BANDS)[number];

export const monitoringDashboardQuerySchema = z.object({
  days: z.coerce
    .number(MSG.dashboardPeriodInvalid)
    .int(MSG.dashboardPeriodInvalid)
    .min(MONITORING_DASHBOARD_DAYS_MIN, MSG.dashboardPeriodInvalid)
    .max(MONITORING_DASHBOARD_DAYS_MAX, MSG.dashboardPeriodInvalid)
    .default(MONITORING_DASHBOARD_DAYS_DEFAULT),
});
export type MonitoringDashboardQuery = z.infer<typeof monitoringDashboardQuerySchema>;

const count = z.number().int().min(0);

export const monitoringDashboardSchema = z.object({
  days: z.number().int(),
  /** The first and the last Jakarta day counted (YYYY-MM-DD), the last one today. */
  from: z.string(),
  to: z.string(),
  /** ISO: the moment the figures were counted at (ages and deadlines are reckoned from it). */
  at: z.string(),
  alerts: z.object({
    /** Every day of the period, oldest first, with each scenario's alerts raised that day (0 where none). */
    per_day: z.array(
      z.object({ day: z.string(), counts: z.record(z.enum(MONITORING_SCENARIO_KINDS), count), total: count }),
    ),
    total: count,
  }),
  cases: z.object({
    open: count,
    /** Open cases past their due time. */
    overdue: count,
    /** Every band, youngest first, each with its open cases and how many of them are past due. */
    by_age: z.array(z.object({ band: z.enum(MONITORING_CASE_AGE_BANDS), open: count, overdue: count })),
  }),
  reports: z.object({
    total: count,
    /** Every status, in the order a report passes through them. */
    by_status: z.array(z.object({ status: z.enum(PPATK_REPORT_STATUSES), count })),
    /** The reports not yet sent (draft or approved) by their deadline, every band. */
    by_deadline: z.array(z.object({ band: z.enum(PPATK_REPORT_DEADLINE_BANDS), count })),
  }),
});
export type MonitoringDashboard = z.infer<typeof monitoringDashboardSchema>;

export const monitoringDashboardReplySchema = z.object({
  status_code: z.string(),
  data: monitoringDashboardSchema,
});
export type MonitoringDashboardReply = z.infer<typeof monitoringDashboardReplySchema>;
