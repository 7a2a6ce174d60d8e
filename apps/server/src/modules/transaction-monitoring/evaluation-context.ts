/**
 * What every participant's evaluation in one round shares (alerts.repository.ts
 * `EvaluationContext`), read once a round and not once a participant: the job's rounds give the
 * active set, a dry run its draft (decision 0214).
 */
import type { ScenarioSet } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { activeRiskModel } from '../risk-rating';
import type { EvaluationContext } from './alerts.repository';

export async function evaluationContext(
  deps: Pick<FastifyInstance, 'db' | 'audit' | 'config'>,
  set: ScenarioSet,
): Promise<EvaluationContext> {
  return {
    set,
    riskModel: await activeRiskModel(deps.db),
    conversion: { usdIdrRate: deps.config.MONITORING_USD_IDR_RATE },
    digest: (value: string) => deps.audit.personalDigest(value) ?? '',
  };
}
