import {
  MONITORING_CASE_AGE_BANDS,
  MONITORING_SCENARIO_KINDS,
  MONITORING_SCENARIO_LABELS,
  type MonitoringDashboard,
  MSG,
  ROLES,
} from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import ComplianceDashboardPage from './compliance-dashboard-page';

const DASHBOARD = '/v1/compliance/dashboard';
const zero = Object.fromEntries(MONITORING_SCENARIO_KINDS.map((k) => [k, 0])) as Record<
  (typeof MONITORING_SCENARIO_KINDS)[number],
  number
>;

/** `days` days ending 8 December 2026, the alerts of `counts` on the 7th; cases and reports as given. */
function figures(days: number, over: Partial<MonitoringDashboard> = {}): MonitoringDashboard {
  const last = Date.parse('2026-12-08T00:00:00Z');
  const per_day = Array.from({ length: days }, (_, i) => {
    const day = new Date(last - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const counts = day === '2026-12-07' ? { ...zero, daily_cumulative: 2, structuring: 1 } : { ...zero };
    return { day, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
  return {
    days,
    from: per_day[0]?.day ?? '',
    to: '2026-12-08',
    at: '2026-12-08T03:00:00.000Z',
    alerts: { per_day, total: 3 },
    cases: {
      open: 3,
      overdue: 1,
      by_age: MONITORING_CASE_AGE_BANDS.map((band) =>
        band === '0_1'
          ? { band, open: 1, overdue: 0 }
          : band === '4_7'
            ? { band, open: 2, overdue: 1 }
            : { band, open: 0, overdue: 0 },
      ),
    },
    reports: {
      total: 2,
      by_status: [
        { status: 'draft', count: 1 },
        { status: 'approved', count: 0 },
        { status: 'submitted', count: 1 },
      ],
      by_deadline: [
        { band: 'overdue', count: 1 },
        { band: 'within_1', count: 0 },
        { band: 'within_3', count: 0 },
        { band: 'later', count: 0 },
      ],
    },
    ...over,
  };
}
const reply = (data: MonitoringDashboard) => ({ body: { status_code: '00', data } });

/** The cells of the table row whose header is `label`, as text. */
function row(table: HTMLElement, label: string): string[] {
  const header = within(table).getByRole('rowheader', { name: label });
  const tr = header.closest('tr') as HTMLElement;
  return within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('Dasbor Kepatuhan', () => {
  beforeEach(() => {
    session.signIn('t', ROLES.complianceOfficer, 'kepatuhan');
    // jsdom lays nothing out, so recharts finds its box 0 × 0 and says so on every render; the
    // charts' figures are checked through their tables, the warning says nothing about them.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });
  afterEach(() => localStorage.clear());

  it('shows each chart’s figures as a table with its caption: alerts by day and scenario, cases by age, reports by status and deadline', async () => {
    mockApi({ [`GET ${DASHBOARD}?days=30`]: reply(figures(30)) });
    renderScreen(<ComplianceDashboardPage />, { path: '/pemantauan/dasbor' });

    const alerts = await screen.findByTestId('dashboard-alerts-table');
    expect(within(alerts).getByText(/Peringatan yang muncul per hari \(WIB\) menurut skenario/)).toBeTruthy();
    // The caption sits outside the sideways-scrolling box (a phone cut it there) and still names the table.
    expect(within(alerts).getByRole('table', { name: /Peringatan yang muncul per hari/ })).toBeTruthy();
    // A column a scenario, from the catalogue's labels, then the day's total.
    const heads = within(alerts)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      MSG.dashboardDay,
      ...MONITORING_SCENARIO_KINDS.map((k) => MONITORING_SCENARIO_LABELS[k]),
      MSG.dashboardTotal,
    ]);
    // The days with an alert, and the total; the caption names the whole period.
    expect(within(alerts).getAllByRole('row')).toHaveLength(1 + 1 + 1);
    expect(row(alerts, '07 Desember 2026')).toEqual(['2', '1', '0', '0', '0', '0', '0', '3']);
    expect(within(alerts).queryByText('08 Desember 2026')).toBeNull();
    expect(within(alerts).getByText(/09 November 2026 sampai 08 Desember 2026/)).toBeTruthy();
    expect(screen.getByTestId('dashboard-alerts').textContent).toContain('3 peringatan dalam 30 hari');

    const cases = screen.getByTestId('dashboard-cases-table');
    expect(within(cases).getByText(MSG.dashboardCasesCaption)).toBeTruthy();
    expect(row(cases, MSG.dashboardAge0To1)).toEqual(['1', '0']);
    expect(row(cases, MSG.dashboardAge4To7)).toEqual(['2', '1']);
    expect(row(cases, MSG.dashboardAgeOver14)).toEqual(['0', '0']);
    expect(screen.getByTestId('dashboard-cases').textContent).toContain('3 kasus terbuka, 1 lewat tenggat');

    const statuses = screen.getByTestId('dashboard-reports-status-table');
    expect(within(statuses).getByText(MSG.dashboardReportsStatusCaption)).toBeTruthy();
    expect(row(statuses, MSG.ppatkReportStatusDraft)).toEqual(['1']);
    expect(row(statuses, MSG.ppatkReportStatusSubmitted)).toEqual(['1']);
    const deadlines = screen.getByTestId('dashboard-reports-deadline-table');
    expect(row(deadlines, MSG.ppatkReportOverdue)).toEqual(['1']);
    expect(row(deadlines, MSG.dashboardDeadlineWithin1)).toEqual(['0']);
    expect(screen.getByTestId('dashboard-reports').textContent).toContain('2 laporan, 1 belum dikirim');

    // The charts are for the eye: their figures are the tables, read once.
    for (const id of ['dashboard-alerts', 'dashboard-cases', 'dashboard-reports'])
      expect(
        screen.getByTestId(id).querySelector('[aria-hidden="true"] .recharts-responsive-container'),
      ).not.toBeNull();
  });

  it('asks for the period chosen and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${DASHBOARD}?days=30`]: reply(figures(30)),
      [`GET ${DASHBOARD}?days=7`]: reply(
        figures(7, { alerts: { per_day: figures(7).alerts.per_day, total: 3 } }),
      ),
    });
    const { router } = renderScreen(<ComplianceDashboardPage />, { path: '/pemantauan/dasbor' });
    await screen.findByTestId('dashboard-alerts-table');
    expect(api.callsTo(`GET ${DASHBOARD}?days=30`)).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: '7 hari' }));
    await vi.waitFor(() => expect(api.callsTo(`GET ${DASHBOARD}?days=7`)).toHaveLength(1));
    expect(router.state.location.search).toBe('?days=7');
    await vi.waitFor(() =>
      expect(
        within(screen.getByTestId('dashboard-alerts-table')).getByText(
          /02 Desember 2026 sampai 08 Desember 2026/,
        ),
      ).toBeTruthy(),
    );

    await user.click(screen.getByRole('radio', { name: '30 hari' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens at the period of the URL', async () => {
    const api = mockApi({ [`GET ${DASHBOARD}?days=90`]: reply(figures(90)) });
    renderScreen(<ComplianceDashboardPage />, {
      path: '/pemantauan/dasbor?days=90',
      route: '/pemantauan/dasbor',
    });
    const alerts = await screen.findByTestId('dashboard-alerts-table');
    expect(within(alerts).getByText(/10 September 2026 sampai 08 Desember 2026/)).toBeTruthy();
    expect(api.callsTo(`GET ${DASHBOARD}?days=90`)).toHaveLength(1);
    expect((screen.getByRole('radio', { name: '90 hari' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when there is nothing to count, and shows a failure with a retry', async () => {
    const empty = figures(30);
    mockApi({
      [`GET ${DASHBOARD}?days=30`]: reply({
        ...empty,
        alerts: {
          per_day: empty.alerts.per_day.map((d) => ({ ...d, counts: { ...zero }, total: 0 })),
          total: 0,
        },
        cases: {
          open: 0,
          overdue: 0,
          by_age: empty.cases.by_age.map((b) => ({ ...b, open: 0, overdue: 0 })),
        },
        reports: {
          total: 0,
          by_status: empty.reports.by_status.map((s) => ({ ...s, count: 0 })),
          by_deadline: empty.reports.by_deadline.map((b) => ({ ...b, count: 0 })),
        },
      }),
    });
    const first = renderScreen(<ComplianceDashboardPage />, { path: '/pemantauan/dasbor' });
    expect(await screen.findByText(MSG.dashboardAlertsEmpty)).toBeTruthy();
    expect(screen.getByText(MSG.monitoringCasesEmpty)).toBeTruthy();
    expect(screen.getByText(MSG.dashboardReportsEmpty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    first.unmount();

    mockApi({ [`GET ${DASHBOARD}?days=30`]: apiError(500, '99', 'Terjadi kesalahan pada server.') });
    renderScreen(<ComplianceDashboardPage />, { path: '/pemantauan/dasbor' });
    expect(await screen.findByText('Terjadi kesalahan pada server.')).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
  });
});
