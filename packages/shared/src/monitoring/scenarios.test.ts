import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { DEFAULT_SCENARIOS, MONITORING_SCENARIO_KINDS, parseScenarioSet } from './scenarios';

/** The default set as a stored document would hold it, to be spoiled one field at a time. */
const document = () => JSON.parse(JSON.stringify(DEFAULT_SCENARIOS));

describe('the scenario set as data', () => {
  it('ships every kind once, each with its basis, and the LTKT’s cash threshold at the law’s Rp 500,000,000', () => {
    expect(DEFAULT_SCENARIOS.scenarios.map((s) => s.kind)).toEqual([...MONITORING_SCENARIO_KINDS]);
    for (const s of DEFAULT_SCENARIOS.scenarios) expect(s.basis.length).toBeGreaterThan(0);
    const daily = DEFAULT_SCENARIOS.scenarios.find((s) => s.kind === 'daily_cumulative');
    expect(daily?.params).toEqual({ threshold_idr: 500_000_000, ltkt_threshold_idr: 500_000_000 });
    expect(daily?.basis).toBe(MSG.monitoringBasisDailyCumulative);
    const policyOnly = DEFAULT_SCENARIOS.scenarios.filter((s) => s.kind !== 'daily_cumulative');
    expect(new Set(policyOnly.map((s) => s.basis))).toEqual(new Set([MSG.monitoringBasisPolicy]));
  });

  it('accepts a stored copy of the default set as it is', () => {
    expect(parseScenarioSet(document())).toEqual({ ok: true, set: DEFAULT_SCENARIOS });
  });

  it('refuses a bad parameter with its path and the catalogue’s text', () => {
    const bad = document();
    bad.scenarios[2].params.threshold_idr = 0;
    expect(parseScenarioSet(bad)).toEqual({
      ok: false,
      issues: [{ path: 'scenarios.2.params.threshold_idr', message: MSG.monitoringParamRupiah }],
    });
  });

  it('refuses every out-of-bounds figure, each by its own path', () => {
    const bad = document();
    bad.scenarios[1].params.upper_pct = 101;
    bad.scenarios[3].params.dormant_days = 367;
    bad.scenarios[2].params.window_hours = 0;
    bad.scenarios[4].params.income_multiple = 0.5;
    bad.scenarios[5].params.min_participants = 1;
    bad.scenarios[6].params.threshold_idr = 1.5;
    const result = parseScenarioSet(bad);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'scenarios.1.params.upper_pct', message: MSG.monitoringParamPercent },
      { path: 'scenarios.2.params.window_hours', message: MSG.monitoringParamHours },
      { path: 'scenarios.3.params.dormant_days', message: MSG.monitoringParamDays },
      { path: 'scenarios.4.params.income_multiple', message: MSG.monitoringParamMultiple },
      { path: 'scenarios.5.params.min_participants', message: MSG.monitoringParamCount },
      { path: 'scenarios.6.params.threshold_idr', message: MSG.monitoringParamRupiah },
    ]);
  });

  it('refuses a structuring band whose lower edge is not below its upper one', () => {
    const bad = document();
    bad.scenarios[1].params.lower_pct = 100;
    const result = parseScenarioSet(bad);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'scenarios.1.params.lower_pct', message: MSG.monitoringParamPercentOrder },
    ]);
  });

  it('refuses an unknown kind, a missing basis, a wrong severity and a kind named twice', () => {
    const bad = document();
    bad.scenarios[0].kind = 'velocity';
    bad.scenarios[1].basis = '  ';
    bad.scenarios[2].severity = 'critical';
    const result = parseScenarioSet(bad);
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'scenarios.0.kind', message: MSG.monitoringScenarioKind },
      { path: 'scenarios.1.basis', message: MSG.monitoringScenarioBasis },
      { path: 'scenarios.2.severity', message: MSG.monitoringScenarioSeverity },
    ]);
    const twice = document();
    twice.scenarios.push(twice.scenarios[0]);
    const again = parseScenarioSet(twice);
    expect(again.ok ? [] : again.issues).toEqual([
      { path: 'scenarios.7.kind', message: MSG.monitoringScenarioKindTwice },
    ]);
  });

  it('refuses a set without a usable version or without scenarios', () => {
    const result = parseScenarioSet({ version: 'Versi 1', scenarios: [] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'version', message: MSG.monitoringSetVersion },
      { path: 'scenarios', message: MSG.monitoringSetScenarios },
    ]);
  });
});
