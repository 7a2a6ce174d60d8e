/**
 * Alerts raised from the scenarios (docs/product/monitoring.md § How alerts are raised, decision
 * 0203): each participant's facts read, evaluated under the active set and the new hits stored,
 * each with its audit row. Run in the job queue only, never in a partner's request; nothing of an
 * alert reaches the participant, the exchange or the bank (UU 8/2010 art. 12).
 */
import type { MonitoringSeverity } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { dueFrom } from '../case-ownership';
import { rateManyQuietly } from '../risk-rating';
import { insertAlerts, participantFacts } from './alerts.repository';
import { highestSeverity, joinOpenCase } from './cases.repository';
import { evaluateParticipant } from './evaluate';
import { evaluationContext } from './evaluation-context';
import { activeScenarioSet } from './scenario-sets.service';

/** The audit action of an alert raised (actor: the system). */
export const MONITORING_ALERT_RAISED = 'monitoring.alert_raised';
/** The audit action of a case opened by its first alert (actor: the system; decision 0208). */
export const MONITORING_CASE_OPENED = 'monitoring.case_opened';

type CaseDueConfig = Pick<
  Config,
  | 'MONITORING_CASE_DUE_DAYS_HIGH'
  | 'MONITORING_CASE_DUE_DAYS_MEDIUM'
  | 'MONITORING_CASE_DUE_DAYS_LOW'
  | 'REVIEW_HOLIDAYS'
>;

/** When a case an alert of this severity joins at `at` is due: working days by severity (config). */
export function caseDueAt(config: CaseDueConfig, severity: MonitoringSeverity, at: Date): Date {
  const days = {
    high: config.MONITORING_CASE_DUE_DAYS_HIGH,
    medium: config.MONITORING_CASE_DUE_DAYS_MEDIUM,
    low: config.MONITORING_CASE_DUE_DAYS_LOW,
  }[severity];
  return dueFrom(at, days, { holidays: config.REVIEW_HOLIDAYS });
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'log'>;

/**
 * Evaluates each participant at `now` and stores the hits that are new, one audit row per alert
 * raised (its kind, severity, key and set version: no personal data). Answers how many were raised.
 * A participant's alerts and their audit rows are written in one transaction. The participants who
 * got a new alert are then rated again, since the risk model weighs alerts (decision 0204); a
 * failed rating is logged and never undoes an alert.
 */
export async function raiseAlerts(deps: Deps, kycCustomerIds: readonly string[], now: Date): Promise<number> {
  const ctx = await evaluationContext(deps, await activeScenarioSet(deps.db));
  const calendar = { holidays: deps.config.REVIEW_HOLIDAYS };
  let raised = 0;
  const alerted: string[] = [];
  for (const kycCustomerId of new Set(kycCustomerIds)) {
    const read = await participantFacts(deps.db, kycCustomerId, now, ctx);
    if (!read) continue;
    const { owner, facts } = read;
    const hits = evaluateParticipant(ctx.set, facts, now, calendar);
    if (hits.length === 0) continue;
    const stored = await deps.db.transaction(async (tx) => {
      const stored = await insertAlerts(tx, { kycCustomerId, ...owner }, hits);
      if (stored.length === 0) return 0;
      // The alerts join the participant's open case, or open one (decision 0208).
      const severity = highestSeverity(stored.map((hit) => hit.severity));
      const joined = await joinOpenCase(
        tx,
        { kycCustomerId, platformId: owner.platformId },
        { ids: stored.map((hit) => hit.id), severity, dueAt: caseDueAt(deps.config, severity, now) },
      );
      await deps.audit.recordMany(
        tx,
        [
          ...(joined.opened
            ? [
                {
                  actorType: 'system' as const,
                  action: MONITORING_CASE_OPENED,
                  targetType: 'kyc_customer',
                  targetId: kycCustomerId,
                  details: { case_id: joined.caseId, severity },
                },
              ]
            : []),
          ...stored.map((hit) => ({
            actorType: 'system' as const,
            action: MONITORING_ALERT_RAISED,
            targetType: 'kyc_customer',
            targetId: kycCustomerId,
            details: {
              kind: hit.kind,
              severity: hit.severity,
              key: hit.key,
              set_version: hit.set_version,
              case_id: joined.caseId,
            },
          })),
        ],
        null,
      );
      return stored.length;
    });
    raised += stored;
    if (stored > 0) alerted.push(kycCustomerId);
  }
  await rateManyQuietly(deps, alerted, 'monitoring');
  return raised;
}
