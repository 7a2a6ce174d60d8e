/**
 * Alerts raised from the scenarios (docs/product/monitoring.md § How alerts are raised, decision
 * 0203): each participant's facts read, evaluated under the active set and the new hits stored,
 * each with its audit row. Run in the job queue only, never in a partner's request; nothing of an
 * alert reaches the participant, the exchange or the bank (UU 8/2010 art. 12).
 */
import { DEFAULT_SCENARIOS, type ScenarioSet } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { rateManyQuietly } from '../risk-rating';
import { insertAlerts, participantFacts, participantOwner } from './alerts.repository';
import { evaluateParticipant } from './evaluate';

/** The audit action of an alert raised (actor: the system). */
export const MONITORING_ALERT_RAISED = 'monitoring.alert_raised';

/**
 * The scenario set alerts are raised under. The default set until the sets' versions and their
 * four-eyes activation are built: that piece changes this one place.
 */
export async function activeScenarioSet(_db: DbOrTx): Promise<ScenarioSet> {
  return DEFAULT_SCENARIOS;
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
  const set = await activeScenarioSet(deps.db);
  const calendar = { holidays: deps.config.REVIEW_HOLIDAYS };
  const conversion = { usdIdrRate: deps.config.MONITORING_USD_IDR_RATE };
  const digest = (value: string) => deps.audit.personalDigest(value) ?? '';
  let raised = 0;
  const alerted: string[] = [];
  for (const kycCustomerId of new Set(kycCustomerIds)) {
    const owner = await participantOwner(deps.db, kycCustomerId);
    const facts = owner && (await participantFacts(deps.db, kycCustomerId, now, set, conversion, digest));
    if (!owner || !facts) continue;
    const hits = evaluateParticipant(set, facts, now, calendar);
    if (hits.length === 0) continue;
    const stored = await deps.db.transaction(async (tx) => {
      const stored = await insertAlerts(tx, { kycCustomerId, ...owner }, hits);
      await deps.audit.recordMany(
        tx,
        stored.map((hit) => ({
          actorType: 'system' as const,
          action: MONITORING_ALERT_RAISED,
          targetType: 'kyc_customer',
          targetId: kycCustomerId,
          details: { kind: hit.kind, severity: hit.severity, key: hit.key, set_version: hit.set_version },
        })),
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
