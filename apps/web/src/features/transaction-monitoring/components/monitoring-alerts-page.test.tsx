import { type MonitoringAlertItem, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { mockApi, renderScreen } from '../../../testing/render';
import { ltktAlert, roundTripAlert } from '../testing/alerts';
import MonitoringAlertsPage from './monitoring-alerts-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const BASE = '/v1/compliance/monitoring/alerts';
const reply = (alerts: MonitoringAlertItem[]) => ({
  body: { status_code: '00', data: { alerts, total: alerts.length } },
});

describe('Pemantauan Transaksi', () => {
  beforeEach(() => session.signIn('t', ROLES.complianceOfficer, 'kepatuhan'));
  afterEach(() => localStorage.clear());

  it('lists each alert with its participant, scenario, severity, the LTKT mark and what was counted', async () => {
    mockApi({ [`GET ${BASE}?page=1`]: reply([ltktAlert, roundTripAlert]) });
    renderScreen(<MonitoringAlertsPage />, { path: '/pemantauan' });
    await screen.findAllByText('Galih Wibisono');
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText(MSG.monitoringScenarioDailyCumulative)).toBeTruthy();
    expect(first.getByText(`${MSG.monitoringAlertSeverity}: ${MSG.monitoringSeverityHigh}`)).toBeTruthy();
    expect(first.getByText(MSG.monitoringAlertLtkt)).toBeTruthy();
    expect(
      first.getByText(/^2 transaksi, total Rp\s?550\.000\.000(,00)?, ambang Rp\s?500\.000\.000(,00)?$/),
    ).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText(MSG.monitoringScenarioRapidRoundTrip)).toBeTruthy();
    expect(second.queryByText(MSG.monitoringAlertLtkt)).toBeNull();
    expect(screen.getByTestId('monitoring-alerts-total').textContent).toBe('2 peringatan');
  });

  it('asks the server for the scenario chosen, and says when it has none', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${BASE}?page=1`]: reply([ltktAlert]),
      [`GET ${BASE}?page=1&kind=structuring`]: reply([]),
    });
    renderScreen(<MonitoringAlertsPage />, { path: '/pemantauan' });
    await screen.findByText('Galih Wibisono');
    await user.selectOptions(
      screen.getByLabelText(MSG.monitoringAlertsScenarioFilter),
      MSG.monitoringScenarioStructuring,
    );
    expect(await screen.findByText(MSG.monitoringAlertsEmptyFiltered)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`GET ${BASE}?page=1&kind=structuring`)).toHaveLength(1));
  });

  it('says the list could not be loaded, with a retry, when the server fails', async () => {
    mockApi({ [`GET ${BASE}?page=1`]: { status: 500, body: { status_code: '99', message: 'x' } } });
    renderScreen(<MonitoringAlertsPage />, { path: '/pemantauan' });
    expect(await screen.findByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
  });
});
