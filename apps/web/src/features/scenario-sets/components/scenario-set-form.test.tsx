import { DEFAULT_SCENARIOS, MONITORING_SCENARIO_LABELS, MSG, type ScenarioSet } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { field, renderScreen } from '../../../testing/render';
import { ScenarioSetForm } from './scenario-set-form';

vi.setConfig({ testTimeout: 20_000 });

const JT = 1_000_000;
const section = (kind: string) => within(screen.getByTestId(`scenario-${kind}`));
const input = (kind: string, label: string) => section(kind).getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: MSG.riskModelSave });

function setup(onSubmit = vi.fn(async (_s: ScenarioSet) => {})) {
  const user = userEvent.setup();
  renderScreen(<ScenarioSetForm base={DEFAULT_SCENARIOS} onSubmit={onSubmit} onCancel={() => {}} />, {
    path: '/pemantauan/skenario',
  });
  return { user, onSubmit };
}

describe('ScenarioSetForm: the scenarios of the version it starts from', () => {
  it('shows each scenario under its name with its switch, severity, basis and parameters, the name emptied', () => {
    setup();
    expect(field(MSG.riskModelVersionLabel).value).toBe('');
    for (const scenario of DEFAULT_SCENARIOS.scenarios) {
      const card = section(scenario.kind);
      expect(card.getByRole('heading', { name: MONITORING_SCENARIO_LABELS[scenario.kind] })).toBeTruthy();
      expect((card.getByLabelText(MSG.scenarioFormEnabled) as HTMLInputElement).checked).toBe(
        scenario.enabled,
      );
      expect((card.getByLabelText(MSG.scenarioFormSeverity) as HTMLSelectElement).value).toBe(
        scenario.severity,
      );
      expect((card.getByLabelText(/^Dasar/) as HTMLTextAreaElement).value).toBe(scenario.basis);
    }
    // Rupiah as Indonesians write them.
    expect(input('daily_cumulative', MSG.scenarioParamLtktThreshold).value).toBe('500.000.000');
    expect(input('structuring', MSG.scenarioParamLowerPct).value).toBe('80');
    expect(input('rapid_round_trip', MSG.scenarioParamWindowHours).value).toBe('24');
    expect(input('dormant_reactivation', MSG.scenarioParamDormantDays).value).toBe('180');
    expect(input('beyond_profile', MSG.scenarioParamIncomeMultiple).value).toBe('3');
    expect(input('shared_identifier', MSG.scenarioParamMinParticipants).value).toBe('3');
    expect(input('shared_identifier', MSG.scenarioIdentifierDevice).checked).toBe(true);
  });
});

describe('ScenarioSetForm: checked by the shared schema before anything is sent', () => {
  it('names every wrong field under it in Indonesian and sends nothing', async () => {
    const { user, onSubmit } = setup();
    const lower = input('structuring', MSG.scenarioParamLowerPct);
    await user.clear(lower);
    await user.type(lower, '100');
    await user.clear(input('rapid_round_trip', MSG.scenarioParamThreshold));
    for (const k of [
      MSG.scenarioIdentifierBankAccount,
      MSG.scenarioIdentifierPhone,
      MSG.scenarioIdentifierDevice,
    ])
      await user.click(input('shared_identifier', k));
    await user.click(save());

    expect(await screen.findByText(MSG.monitoringSetVersion)).toBeTruthy();
    expect(section('structuring').getByText(MSG.monitoringParamPercentOrder)).toBeTruthy();
    expect(section('rapid_round_trip').getByText(MSG.monitoringParamRupiah)).toBeTruthy();
    expect(section('shared_identifier').getByText(MSG.monitoringParamIdentifiers)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ScenarioSetForm: sends the changed document', () => {
  it('sends the name, the switches, severities, parameters and markers as set', async () => {
    const { user, onSubmit } = setup();
    await user.type(field(MSG.riskModelVersionLabel), 'kilau-scenarios-2');
    await user.click(input('rapid_round_trip', MSG.scenarioFormEnabled));
    await user.selectOptions(section('beyond_profile').getByLabelText(MSG.scenarioFormSeverity), 'high');
    const threshold = input('daily_cumulative', MSG.scenarioParamThreshold);
    await user.clear(threshold);
    await user.type(threshold, '600000000');
    expect(threshold.value).toBe('600.000.000');
    const count = input('structuring', MSG.scenarioParamMinCount);
    await user.clear(count);
    await user.type(count, '4');
    const multiple = input('beyond_profile', MSG.scenarioParamIncomeMultiple);
    await user.clear(multiple);
    await user.type(multiple, '2,5');
    await user.click(input('shared_identifier', MSG.scenarioIdentifierDevice));
    await user.click(save());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const expected = structuredClone(DEFAULT_SCENARIOS);
    expected.version = 'kilau-scenarios-2';
    for (const s of expected.scenarios) {
      if (s.kind === 'daily_cumulative') s.params.threshold_idr = 600 * JT;
      if (s.kind === 'structuring') s.params.min_count = 4;
      if (s.kind === 'rapid_round_trip') s.enabled = false;
      if (s.kind === 'beyond_profile') {
        s.severity = 'high';
        s.params.income_multiple = 2.5;
      }
      if (s.kind === 'shared_identifier') s.params.identifiers = ['bank_account', 'phone'];
    }
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expected);
  });
});

describe('ScenarioSetForm: what the server refuses', () => {
  it('puts a 422 field under its field, and one the form has no field for above the buttons', async () => {
    const onSubmit = vi.fn(async (_s: ScenarioSet) => {
      throw new ApiError(422, 422, MSG.invalidInput, [
        { field: 'document.scenarios.1.params.threshold_idr', message: MSG.monitoringParamRupiah },
        { field: 'document.scenarios.3.kind', message: MSG.monitoringScenarioKindTwice },
      ]);
    });
    const { user } = setup(onSubmit);
    await user.type(field(MSG.riskModelVersionLabel), 'kilau-scenarios-2');
    await user.click(save());
    expect(await section('structuring').findByText(MSG.monitoringParamRupiah)).toBeTruthy();
    expect(section('daily_cumulative').queryByText(MSG.monitoringParamRupiah)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(MSG.monitoringScenarioKindTwice);
  });

  it('puts a version name already taken (409) under the name', async () => {
    const taken = MSG.scenarioSetVersionTaken.replace('{version}', 'kilau-scenarios-1');
    const onSubmit = vi.fn(async (_s: ScenarioSet) => {
      throw new ApiError(409, 409, taken);
    });
    const { user } = setup(onSubmit);
    await user.type(field(MSG.riskModelVersionLabel), 'kilau-scenarios-1');
    await user.click(save());
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(field(MSG.riskModelVersionLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
