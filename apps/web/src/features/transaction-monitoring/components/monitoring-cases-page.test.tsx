import { type MonitoringAlertItem, type MonitoringCaseItem, MSG, ROLES } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import MonitoringCasePage from './monitoring-case-page';
import MonitoringCasesPage from './monitoring-cases-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const overdue: MonitoringCaseItem = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  participant_id: '00000000-0000-4000-8000-0000000000d1',
  fullname: 'Galih Wibisono',
  platform: 'GOFX',
  status: 'open',
  severity: 'high',
  alerts: 3,
  ltkt_candidate: true,
  opened_at: '2026-12-01T03:15:00.000Z',
  due_at: '2026-12-02T03:15:00.000Z',
  overdue: true,
};
const dueLater: MonitoringCaseItem = {
  ...overdue,
  _id: '00000000-0000-4000-8000-0000000000a2',
  participant_id: '00000000-0000-4000-8000-0000000000d2',
  fullname: 'Ratna Sari Dewi',
  severity: 'medium',
  alerts: 1,
  ltkt_candidate: false,
  due_at: '2026-12-09T03:15:00.000Z',
  overdue: false,
};
const ltktAlert: MonitoringAlertItem = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  participant_id: overdue.participant_id,
  fullname: 'Galih Wibisono',
  platform: 'GOFX',
  kind: 'daily_cumulative',
  severity: 'high',
  ltkt_candidate: true,
  raised_at: '2026-12-01T03:15:00.000Z',
  set_version: 'kilau-scenarios-1',
  count: 2,
  sum_idr: 550_000_000,
  threshold_idr: 500_000_000,
  window_from: '2026-11-24T03:00:00.000Z',
  window_to: '2026-11-24T07:30:00.000Z',
};
const roundTrip: MonitoringAlertItem = {
  ...ltktAlert,
  _id: '00000000-0000-4000-8000-0000000000c2',
  kind: 'rapid_round_trip',
  severity: 'medium',
  ltkt_candidate: false,
  threshold_idr: null,
  sum_idr: 300_000_000,
  raised_at: '2026-12-01T05:00:00.000Z',
};
const CASES = '/v1/compliance/monitoring/cases';

describe('Kasus Pemantauan', () => {
  beforeEach(() => session.signIn('t', ROLES.complianceOfficer, 'kepatuhan'));
  afterEach(() => localStorage.clear());

  it('lists each open case with its alerts, severity, LTKT mark, due time and participant; an overdue one says so', async () => {
    mockApi({
      [`GET ${CASES}?page=1`]: {
        body: { status_code: '00', data: { cases: [overdue, dueLater], total: 2 } },
      },
    });
    renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    await screen.findByText('Galih Wibisono');
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('link', { name: '3 peringatan' }).getAttribute('href')).toBe(
      `/pemantauan/kasus/${overdue._id}`,
    );
    expect(first.getByText(`${MSG.monitoringAlertSeverity}: ${MSG.monitoringSeverityHigh}`)).toBeTruthy();
    expect(first.getByText(MSG.monitoringAlertLtkt)).toBeTruthy();
    expect(first.getByText(MSG.monitoringCaseOverdue)).toBeTruthy();
    expect(first.getByText('GOFX')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Ratna Sari Dewi')).toBeTruthy();
    expect(second.queryByText(MSG.monitoringAlertLtkt)).toBeNull();
    expect(second.queryByText(MSG.monitoringCaseOverdue)).toBeNull();
    expect(second.getByText(/^Tenggat: /)).toBeTruthy();
    expect(screen.getByTestId('monitoring-cases-total').textContent).toBe('2 kasus terbuka');
  });

  it('says when no case is open, and offers a retry when the list fails', async () => {
    mockApi({ [`GET ${CASES}?page=1`]: { body: { status_code: '00', data: { cases: [], total: 0 } } } });
    const empty = renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    expect(await screen.findByText(MSG.monitoringCasesEmpty)).toBeTruthy();
    empty.unmount();
    mockApi({ [`GET ${CASES}?page=1`]: { status: 500, body: { status_code: '99', message: 'x' } } });
    renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    expect(await screen.findByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
  });

  it('opens a case: the participant, its marks and due time, and its alerts oldest first', async () => {
    mockApi({
      [`GET ${CASES}/${overdue._id}`]: {
        body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert, roundTrip] } },
      },
    });
    renderScreen(<MonitoringCasePage />, {
      path: `/pemantauan/kasus/${overdue._id}`,
      route: '/pemantauan/kasus/:id',
    });
    expect(
      await screen.findByRole('heading', { name: `${MSG.monitoringCaseTitle}: Galih Wibisono` }),
    ).toBeTruthy();
    expect(screen.getByText(MSG.monitoringCaseOverdue)).toBeTruthy();
    const scenarios = screen.getAllByTestId('monitoring-alert-scenario');
    expect(scenarios.map((s) => within(s).getAllByText(/.+/)[0]?.textContent)).toEqual([
      MSG.monitoringScenarioDailyCumulative,
      MSG.monitoringScenarioRapidRoundTrip,
    ]);
    expect(screen.getByRole('link', { name: `← ${MSG.monitoringCaseBack}` }).getAttribute('href')).toBe(
      '/pemantauan/kasus',
    );
  });

  it('says a case that is not there is not found, with the way back, never a blank page', async () => {
    mockApi({ [`GET ${CASES}/x`]: apiError(404, 404, MSG.monitoringCaseNotFound) });
    renderScreen(<MonitoringCasePage />, { path: '/pemantauan/kasus/x', route: '/pemantauan/kasus/:id' });
    expect(await screen.findByText(MSG.monitoringCaseNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: `← ${MSG.monitoringCaseBack}` })).toBeTruthy();
  });
});
