/**
 * Transaction monitoring (docs/product/monitoring.md, decisions 0200 and 0203), as other modules
 * use it: the scenarios of a set evaluated over one participant's facts, and the evaluation
 * enqueued after an ingest. Alerts are raised in the job queue (transaction-monitoring.job.ts);
 * building cases from them is not built yet.
 */
export { raiseAlerts } from './alerts.service';
export { declaredMonthlyIncomeIdr } from './declared-income';
export { evaluateParticipant } from './evaluate';
export type {
  HitFacts,
  MonitoredFundMovement,
  MonitoredGoldWithdrawal,
  MonitoredTrade,
  MonitoringHit,
  ParticipantFacts,
  SharedIdentifierFact,
  WorkingCalendar,
} from './monitoring-facts';
export { activeScenarioSet } from './scenario-sets.service';
export { enqueueEvaluation, evaluateActiveNow } from './transaction-monitoring.job';
