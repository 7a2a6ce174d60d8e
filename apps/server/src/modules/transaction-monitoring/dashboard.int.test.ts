/**
 * 'Dasbor Kepatuhan' (docs/product/monitoring.md § Calls), end to end: two participants approved
 * through the real calls, a day of cash each sent by the exchange's partner with its key, the queue
 * run, and one of the two cases closed by two compliance officers, which drafts an LTKT. What the
 * officer relies on: each alert counted on the Jakarta day it was raised under its scenario, every
 * day of the period present; the open case in its age band and counted past due once it is; the
 * drafted LTKT under its status and its deadline band; and nobody but the officer reads any of it.
 */
import {
  DAY_MS,
  MONITORING_CASE_AGE_BANDS,
  MONITORING_SCENARIO_KINDS,
  type MonitoringDashboard,
  MSG,
  monitoringAlertsReplySchema,
  monitoringDashboardReplySchema,
  type PpatkReportDeadlineBand,
  ppatkReportsReplySchema,
  ROLES,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringCases } from '../../db/schema';
import { workingTimeBetween } from '../case-ownership';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { dashboardClock } from './dashboard.service';
import { jakartaDate } from './monitoring-facts';
import { recentTuesday, reportCashDay } from './testing/monitoring-fixtures';

const ACCOUNT_A = '8800777801';
const ACCOUNT_B = '8800777802';

describe('the compliance dashboard', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let a: Participant;
  let b: Participant;
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  let closedCaseId = '';
  const tuesday = recentTuesday();

  const dashboard = async (query = '', token = maker.token): Promise<MonitoringDashboard> => {
    const res = await api('GET', `/v1/compliance/dashboard${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return monitoringDashboardReplySchema.parse(res.json()).data;
  };
  /** The figures as they stand at `at`: the dashboard's clock moved, the process's left alone. */
  const dashboardAt = async (at: number, query = '') => {
    dashboardClock.now = () => new Date(at);
    try {
      return await dashboard(query);
    } finally {
      dashboardClock.now = () => new Date();
    }
  };
  /** The band the reminders' calendar puts a deadline in at `at` (decision 0213), reckoned on its own. */
  const deadlineBand = (deadline: Date, at: number): PpatkReportDeadlineBand => {
    if (deadline.getTime() < at) return 'overdue';
    const left = workingTimeBetween(new Date(at), deadline, { holidays: h.t.infra.config.REVIEW_HOLIDAYS });
    return left <= DAY_MS ? 'within_1' : left <= 3 * DAY_MS ? 'within_3' : 'later';
  };
  const openCaseOf = async (p: Participant) => {
    const [row] = await h.t.db
      .select({ id: monitoringCases.id, openedAt: monitoringCases.openedAt, dueAt: monitoringCases.dueAt })
      .from(monitoringCases)
      .where(and(eq(monitoringCases.kycCustomerId, p.id), eq(monitoringCases.status, 'open')));
    if (!row) throw new Error('no open case');
    return row;
  };

  beforeAll(async () => {
    a = await approvedParticipant(ACCOUNT_A, 'uji.dasbor.a');
    b = await approvedParticipant(ACCOUNT_B, 'uji.dasbor.b');
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    // The file's own database: nothing of the monitoring before this file makes it.
    const empty = await dashboard();
    expect([empty.alerts.total, empty.cases.open, empty.reports.total]).toEqual([0, 0, 0]);

    const exchange = await createIntegrationPartner(h.t.db, 'Bursa Dasbor', {
      kind: 'exchange',
      platform: 'gofx',
    });
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT_A, day: tuesday, prefix: 'DASBOR-A' });
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT_B, day: tuesday, prefix: 'DASBOR-B' });

    // A's case closed by four eyes through the real calls: the maker holds and proposes, the
    // checker approves, and the Rp 550,000,000 of cash drafts an LTKT (decision 0211).
    const open = await openCaseOf(a);
    expect(
      (await api('POST', `/v1/compliance/monitoring/cases/${open.id}/claim`, maker.token)).statusCode,
    ).toBe(200);
    const proposed = await api('POST', `/v1/compliance/monitoring/cases/${open.id}/decision`, maker.token, {
      decision: 'close',
      reason: 'Setoran dari penjualan tanah warisan, akta jual beli diperiksa.',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await api(
      'POST',
      `/v1/compliance/monitoring/decisions/${proposed.json().data.proposal.id}/approve`,
      checker.token,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    closedCaseId = open.id;
  });
  afterAll(() => {
    dashboardClock.now = () => new Date();
  });

  it('counts each alert on the Jakarta day it was raised, under its scenario, every day of the period present', async () => {
    const listed = monitoringAlertsReplySchema.parse(
      (await api('GET', '/v1/compliance/monitoring/alerts', maker.token)).json(),
    ).data.alerts;
    const ours = listed.filter((x) => x.participant_id === a.id || x.participant_id === b.id);
    expect(ours.map((x) => x.kind)).toEqual(['daily_cumulative', 'daily_cumulative']);

    const figures = await dashboard();
    expect(figures.days).toBe(30);
    expect(figures.alerts.per_day).toHaveLength(30);
    expect(figures.alerts.per_day.at(-1)?.day).toBe(figures.to);
    expect(figures.alerts.per_day[0]?.day).toBe(figures.from);
    // Every day and every scenario, zero where nothing was raised.
    for (const d of figures.alerts.per_day)
      expect(Object.keys(d.counts).sort()).toEqual([...MONITORING_SCENARIO_KINDS].sort());
    const byDay = new Map<string, number>();
    for (const x of ours)
      byDay.set(jakartaDate(new Date(x.raised_at)), (byDay.get(jakartaDate(new Date(x.raised_at))) ?? 0) + 1);
    for (const [day, n] of byDay) {
      const row = figures.alerts.per_day.find((d) => d.day === day);
      expect(row?.counts.daily_cumulative, day).toBe(n);
      expect(row?.counts.structuring, day).toBe(0);
      expect(row?.total, day).toBe(n);
    }
    expect(figures.alerts.total).toBe(2);
    expect(figures.alerts.per_day.filter((d) => d.total > 0).map((d) => d.day)).toEqual(
      [...byDay.keys()].sort(),
    );

    // A week: seven days, the same alerts (raised today).
    const week = await dashboard('?days=7');
    expect(week.alerts.per_day.map((d) => d.day)).toHaveLength(7);
    expect(week.alerts.total).toBe(2);
    for (const days of ['6', '91', 'tiga']) {
      const wrong = await api('GET', `/v1/compliance/dashboard?days=${days}`, maker.token);
      expect(wrong.statusCode, days).toBe(422);
      expect(wrong.body).toContain(MSG.dashboardPeriodInvalid);
    }
  });

  it('puts the open case in its age band, and counts it past due once its due time has gone', async () => {
    const open = await openCaseOf(b);
    const now = Date.now();
    const today = await dashboardAt(now);
    expect(today.cases.open).toBe(1);
    expect(today.cases.overdue).toBe(0);
    expect(today.cases.by_age.map((x) => x.band)).toEqual([...MONITORING_CASE_AGE_BANDS]);
    expect(today.cases.by_age.find((x) => x.band === '0_1')).toEqual({ band: '0_1', open: 1, overdue: 0 });

    // Five days on: the case is 5 whole days old, past its due time (a working day for a high alert).
    const later = open.openedAt.getTime() + 5 * DAY_MS + 60_000;
    expect(open.dueAt.getTime()).toBeLessThan(later);
    const fiveDays = await dashboardAt(later);
    expect(fiveDays.cases.by_age.find((x) => x.band === '4_7')).toEqual({ band: '4_7', open: 1, overdue: 1 });
    expect(fiveDays.cases.by_age.filter((x) => x.band !== '4_7').every((x) => x.open === 0)).toBe(true);
    expect([fiveDays.cases.open, fiveDays.cases.overdue]).toEqual([1, 1]);
    // Fifteen days on: beyond the last bound.
    const old = await dashboardAt(open.openedAt.getTime() + 15 * DAY_MS + 60_000);
    expect(old.cases.by_age.find((x) => x.band === 'over_14')).toEqual({
      band: 'over_14',
      open: 1,
      overdue: 1,
    });
  });

  it('counts the drafted LTKT under draft and under its deadline band, as the reminders reckon it', async () => {
    const drafts = ppatkReportsReplySchema
      .parse((await api('GET', '/v1/compliance/reports?status=draft', maker.token)).json())
      .data.reports.filter((r) => r.case_id === closedCaseId);
    expect(drafts.map((r) => `${r.kind}:${r.cash_direction}`)).toEqual(['ltkt:in']);
    const deadline = new Date(drafts[0]?.deadline_at ?? '');

    for (const at of [
      Date.now(),
      deadline.getTime() - 2 * DAY_MS,
      deadline.getTime() - 60_000,
      deadline.getTime() + 60_000,
    ]) {
      const figures = await dashboardAt(at);
      expect(figures.reports.by_status).toEqual([
        { status: 'draft', count: 1 },
        { status: 'approved', count: 0 },
        { status: 'submitted', count: 0 },
      ]);
      expect(figures.reports.total).toBe(1);
      const band = deadlineBand(deadline, at);
      expect(figures.reports.by_deadline, new Date(at).toISOString()).toEqual(
        (['overdue', 'within_1', 'within_3', 'later'] as const).map((b) => ({
          band: b,
          count: b === band ? 1 : 0,
        })),
      );
    }
    // A minute before and after the deadline: due within a working day, then past it.
    expect(deadlineBand(deadline, deadline.getTime() - 60_000)).toBe('within_1');
    expect(deadlineBand(deadline, deadline.getTime() + 60_000)).toBe('overdue');
  });

  it('is the compliance officer’s only: every other role and the customer are refused', async () => {
    for (const role of [
      ROLES.brokerAdmin,
      ROLES.brokerViewer,
      ROLES.bankAdmin,
      ROLES.superAdmin,
      ROLES.tradeDesk,
      ROLES.videoOfficer,
    ]) {
      const refused = await api('GET', '/v1/compliance/dashboard', (await staff(role)).token);
      expect(refused.statusCode, `role ${role}`).toBe(403);
    }
    expect((await api('GET', '/v1/compliance/dashboard', a.customer.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/compliance/dashboard')).statusCode).toBe(401);
  });
});
