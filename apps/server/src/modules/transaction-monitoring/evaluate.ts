/**
 * A participant's transactions against a scenario set (docs/product/monitoring.md § Rules,
 * decision 0200). Pure and fast: the facts are read elsewhere (the caller converts USD to rupiah
 * and gives the declared income in rupiah), so the same facts under a draft set give its answer,
 * and it runs after each ingest and nightly in the job queue without touching the database. A
 * disabled scenario is not evaluated.
 */
import type { MonitoringScenario, ScenarioSet } from '@kilau/shared';
import type { MonitoringHit, ParticipantFacts, WorkingCalendar } from './monitoring-facts';
import { prepared } from './monitoring-facts';
import {
  beyondProfile,
  dailyCumulative,
  dormantReactivation,
  type Found,
  rapidRoundTrip,
  sharedIdentifier,
  structuring,
  withdrawalAfterBuy,
} from './scenario-detectors';

type Prepared = Pick<ParticipantFacts, 'trades' | 'fund_movements' | 'gold_withdrawals'>;

function detect(
  scenario: MonitoringScenario,
  facts: ParticipantFacts,
  ready: Prepared,
  calendar: WorkingCalendar,
): Found[] {
  switch (scenario.kind) {
    case 'daily_cumulative':
      return dailyCumulative(scenario.params, ready.fund_movements, calendar);
    case 'structuring':
      return structuring(scenario.params, ready.fund_movements);
    case 'rapid_round_trip':
      return rapidRoundTrip(scenario.params, ready.trades);
    case 'dormant_reactivation':
      return dormantReactivation(scenario.params, ready.trades, ready.fund_movements, ready.gold_withdrawals);
    case 'beyond_profile':
      return beyondProfile(scenario.params, ready.trades, facts.declared_monthly_income_idr);
    case 'shared_identifier':
      return sharedIdentifier(scenario.params, facts.shared_identifiers);
    case 'withdrawal_after_buy':
      return withdrawalAfterBuy(scenario.params, ready.trades, ready.gold_withdrawals);
  }
}

/**
 * Every hit of the set's enabled scenarios, in the set's order, each scenario's oldest first.
 * Facts dated after `now` are left out. `calendar`: the Jakarta public holidays (the server's
 * `REVIEW_HOLIDAYS`, as the case due time reads them), for `daily_cumulative`'s working day.
 */
export function evaluateParticipant(
  set: ScenarioSet,
  facts: ParticipantFacts,
  now: Date,
  calendar: WorkingCalendar,
): MonitoringHit[] {
  const ready: Prepared = {
    trades: prepared(facts.trades, now),
    fund_movements: prepared(facts.fund_movements, now),
    gold_withdrawals: prepared(facts.gold_withdrawals, now),
  };
  return set.scenarios
    .filter((scenario) => scenario.enabled)
    .flatMap((scenario) =>
      detect(scenario, facts, ready, calendar).map(({ key, facts: found }) => ({
        kind: scenario.kind,
        severity: scenario.severity,
        set_version: set.version,
        key,
        facts: found,
      })),
    );
}
