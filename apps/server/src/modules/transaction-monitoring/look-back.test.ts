/** How far back an evaluation reads: from the enabled scenarios' windows, so a wider window reads further. */
import { DAY_MS, DEFAULT_SCENARIOS, type ScenarioSet } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { lookBackMs, WORKING_DAY_SPAN_MS } from './look-back';

const withScenarios = (
  change: (s: ScenarioSet['scenarios'][number]) => ScenarioSet['scenarios'][number],
) => ({
  ...DEFAULT_SCENARIOS,
  scenarios: DEFAULT_SCENARIOS.scenarios.map(change),
});

describe('lookBackMs', () => {
  it('reads twice the longest window of the default set: beyond_profile’s 30 days', () => {
    expect(lookBackMs(DEFAULT_SCENARIOS)).toBe(60 * DAY_MS);
  });

  it('follows a widened window and ignores a disabled scenario', () => {
    const wider = withScenarios((s) =>
      s.kind === 'structuring' ? { ...s, params: { ...s.params, window_days: 90 } } : s,
    );
    expect(lookBackMs(wider)).toBe(180 * DAY_MS);
    const noProfile = withScenarios((s) => (s.kind === 'beyond_profile' ? { ...s, enabled: false } : s));
    // Then the working day's span (14 days) is the longest.
    expect(lookBackMs(noProfile)).toBe(2 * WORKING_DAY_SPAN_MS);
  });
});
