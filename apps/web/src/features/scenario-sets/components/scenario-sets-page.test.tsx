import {
  DEFAULT_SCENARIOS,
  MONITORING_SCENARIO_LABELS,
  MSG,
  ROLES,
  type ScenarioDryRun,
  type ScenarioSetVersion,
} from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { field, mockApi, renderScreen } from '../../../testing/render';
import ScenarioSetsPage from './scenario-sets-page';

vi.setConfig({ testTimeout: 20_000 });

const BASE = '/v1/compliance/scenario-sets';
const officer = { id: 's1', fullname: 'Sari Kepatuhan' };

function version(over: Partial<ScenarioSetVersion>): ScenarioSetVersion {
  return {
    version: 'kilau-scenarios-1',
    status: 'active',
    enabled: 7,
    scenarios: 7,
    created_by: null,
    created_at: '2026-12-01T03:00:00.000Z',
    proposed_by: null,
    proposed_at: null,
    decided_by: null,
    decision_reason: null,
    activated_at: '2026-12-01T03:00:00.000Z',
    can_decide: false,
    ...over,
  };
}
const SETS = [
  version({ version: 'kepatuhan-3', status: 'draft', enabled: 6, created_by: officer }),
  version({
    version: 'kepatuhan-2',
    status: 'proposed',
    created_by: officer,
    proposed_by: officer,
    proposed_at: '2026-12-02T03:00:00.000Z',
    can_decide: true,
  }),
  version({}),
];
const DRY_RUN: ScenarioDryRun = {
  version: 'kepatuhan-3',
  days: 7,
  since: '2026-12-01T00:00:00.000Z',
  until: '2026-12-08T00:00:00.000Z',
  participants: 1250,
  alerts: 1234,
  new_alerts: 12,
  scenarios: [
    { kind: 'daily_cumulative', enabled: true, alerts: 1200, new_alerts: 10 },
    { kind: 'structuring', enabled: false, alerts: 0, new_alerts: 0 },
  ],
  participants_with_new: [
    {
      customer_id: 'c1',
      fullname: 'Budi Santoso',
      kinds: ['daily_cumulative', 'structuring'],
      new_alerts: 2,
    },
  ],
};

const RUN_ID = '6f1c2a9e-0000-4000-8000-000000000001';
/** The dry run as the server reads it back: running without an answer, or done with it. */
const runOf = (status: 'running' | 'done') => ({
  id: RUN_ID,
  version: 'kepatuhan-3',
  days: 7,
  status,
  requested_at: '2026-12-07T03:00:00.000Z',
  result: status === 'done' ? DRY_RUN : null,
});
const ok = (data: unknown) => ({ body: { status_code: '00', data } });

describe('Skenario Pemantauan', () => {
  beforeEach(() => session.signIn('t', ROLES.complianceOfficer, 'kepatuhan'));
  afterEach(() => localStorage.clear());

  it('lists the versions with their active scenarios, status and the actions each allows', async () => {
    mockApi({ [`GET ${BASE}`]: ok({ sets: SETS }) });
    renderScreen(<ScenarioSetsPage />, { path: '/pemantauan/skenario' });
    expect(screen.getByRole('heading', { level: 1, name: MSG.scenarioSetsTitle })).toBeTruthy();
    const table = await screen.findByTestId('scenario-set-versions');
    const row = (v: string) => within(within(table).getByText(v).closest('tr') as HTMLElement);
    expect(row('kepatuhan-3').getByText('6 dari 7 skenario aktif')).toBeTruthy();
    expect(row('kepatuhan-3').getByText(MSG.riskModelStatusDraft)).toBeTruthy();
    expect(row('kepatuhan-3').getByRole('button', { name: MSG.scenarioSetPropose })).toBeTruthy();
    expect(row('kepatuhan-2').getByRole('button', { name: MSG.scenarioSetActivate })).toBeTruthy();
    expect(row('kepatuhan-2').getByRole('button', { name: MSG.scenarioSetDecline })).toBeTruthy();
    expect(row('kilau-scenarios-1').getByText(MSG.riskModelStatusActive)).toBeTruthy();
    expect(row('kilau-scenarios-1').queryByRole('button')).toBeNull();
  });

  it('tries a draft over the days asked and shows what it would raise; a period out of bounds is refused', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: ok({ sets: SETS }),
      // Asked, then read while it runs on the server's job queue, until it is done (decision 0216).
      [`POST ${BASE}/kepatuhan-3/dry-run`]: {
        status: 202,
        body: { status_code: '00', data: { run: runOf('running') } },
      },
      [`GET ${BASE}/kepatuhan-3/dry-runs/${RUN_ID}`]: [
        ok({ run: runOf('running') }),
        ok({ run: runOf('done') }),
      ],
    });
    const user = userEvent.setup();
    renderScreen(<ScenarioSetsPage />, { path: '/pemantauan/skenario' });
    const table = await screen.findByTestId('scenario-set-versions');
    const days = field(MSG.scenarioSetDryRunDays);
    expect(days.value).toBe('30');
    await user.clear(days);
    await user.type(days, '91');
    expect(screen.getByText(MSG.scenarioSetDryRunDaysInvalid)).toBeTruthy();
    const tryButton = within(within(table).getByText('kepatuhan-3').closest('tr') as HTMLElement).getByRole(
      'button',
      { name: MSG.scenarioSetDryRun },
    ) as HTMLButtonElement;
    expect(tryButton.disabled).toBe(true);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(tryButton);

    expect(await screen.findByText(MSG.scenarioSetDryRunRunning)).toBeTruthy();
    const panel = await screen.findByRole(
      'region',
      { name: 'Uji coba versi kepatuhan-3' },
      { timeout: 5_000 },
    );
    expect(screen.queryByText(MSG.scenarioSetDryRunRunning)).toBeNull();
    expect(api.callsTo(`POST ${BASE}/kepatuhan-3/dry-run`)[0]?.body).toEqual({ days: 7 });
    expect(panel.textContent).toContain(
      'transaksi 7 hari terakhir (1.250 peserta) akan memunculkan 1.234 peringatan, 12 di antaranya baru',
    );
    const scenarios = within(screen.getByTestId('scenario-dry-run-scenarios'));
    const cells = (label: string) =>
      within(scenarios.getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(MONITORING_SCENARIO_LABELS.daily_cumulative)).toEqual([
      MONITORING_SCENARIO_LABELS.daily_cumulative,
      '1.200',
      '10',
    ]);
    expect(cells(MONITORING_SCENARIO_LABELS.structuring)).toEqual([
      MONITORING_SCENARIO_LABELS.structuring,
      MSG.scenarioSetDryRunOff,
    ]);
    const participant = within(panel).getByText('Budi Santoso').closest('tr') as HTMLElement;
    expect(participant.textContent).toContain(MONITORING_SCENARIO_LABELS.structuring);
  });

  it('starts a new version from the active one’s document and stores it as a draft', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: ok({ sets: SETS }),
      [`GET ${BASE}/kilau-scenarios-1`]: ok({ set: { ...version({}), document: DEFAULT_SCENARIOS } }),
      [`POST ${BASE}`]: (body) => ({
        status: 201,
        ...ok({
          set: {
            ...version({ version: 'kepatuhan-4', status: 'draft' }),
            document: (body as { document: unknown }).document,
          },
        }),
      }),
    });
    const user = userEvent.setup();
    renderScreen(<ScenarioSetsPage />, { path: '/pemantauan/skenario' });
    await screen.findByTestId('scenario-set-versions');
    await user.click(screen.getByRole('button', { name: MSG.scenarioSetNew }));
    const dialog = await screen.findByRole('dialog', { name: MSG.scenarioSetNewTitle });
    const name = await within(dialog).findByLabelText(new RegExp(MSG.riskModelVersionLabel));
    await user.type(name, 'kepatuhan-4');
    await user.click(within(dialog).getByRole('button', { name: MSG.riskModelSave }));
    await waitFor(() => expect(api.callsTo(`POST ${BASE}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BASE}`)[0]?.body).toEqual({
      document: { ...DEFAULT_SCENARIOS, version: 'kepatuhan-4' },
    });
    expect(await screen.findByText('Draf kepatuhan-4 disimpan.')).toBeTruthy();
  });
});
