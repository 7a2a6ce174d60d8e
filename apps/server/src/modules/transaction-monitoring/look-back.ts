/**
 * How far back the facts of one evaluation are read (docs/product/monitoring.md § How alerts are
 * raised): computed from the enabled scenarios' own windows, so a set that widens a window reads
 * further without a code change.
 */
import type { MonitoringScenario, ScenarioSet } from '@kilau/shared';
import { DAY_MS, HOUR_MS } from '@kilau/shared';

/**
 * `daily_cumulative` counts one working day, which a weekend and a run of holidays (the
 * collective leave around Lebaran) stretch to more than a week of calendar days.
 */
export const WORKING_DAY_SPAN_MS = 14 * DAY_MS;

/** The span one scenario's pattern covers. `shared_identifier` reads no transactions. */
function windowOf(scenario: MonitoringScenario): number {
  switch (scenario.kind) {
    case 'daily_cumulative':
      return WORKING_DAY_SPAN_MS;
    case 'structuring':
    case 'beyond_profile':
    case 'withdrawal_after_buy':
      return scenario.params.window_days * DAY_MS;
    case 'rapid_round_trip':
      return scenario.params.window_hours * HOUR_MS;
    case 'dormant_reactivation':
      // The gap itself is not read: the last activity before the look-back is (one query).
      return scenario.params.window_days * DAY_MS;
    case 'shared_identifier':
      return 0;
  }
}

/**
 * Twice the longest window of the enabled scenarios: a pattern that reaches into the latest
 * window is read from its start, so its episode (and so its key) is the one an earlier run saw.
 */
export function lookBackMs(set: ScenarioSet): number {
  const longest = Math.max(0, ...set.scenarios.filter((s) => s.enabled).map(windowOf));
  return 2 * longest;
}
