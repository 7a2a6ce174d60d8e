/**
 * The monitoring scenario set's versions as the compliance officer manages them
 * (docs/product/monitoring.md § The scenario set's versions; decision 0214): drafts, a draft's dry
 * run over the last days' transactions, the proposal of one for activation, and another
 * officer's decision. The same life as the risk model's versions (risk-models.ts).
 */
import { MSG } from '../messages';
import { MONITORING_SCENARIO_KINDS, scenarioSetSchema } from '../monitoring/scenarios';
import { z } from '../zod';
import { reasonField } from './backoffice';
import { documentVersionFields, RISK_MODEL_STATUSES } from './risk-models';

/** draft → proposed → active → retired, or proposed → declined: the risk model's statuses. */
export const SCENARIO_SET_STATUSES = RISK_MODEL_STATUSES;
export type ScenarioSetStatus = (typeof SCENARIO_SET_STATUSES)[number];

/** How many days back a dry run reads (default, bounds): the dashboard's own range. */
export const SCENARIO_DRY_RUN_DAYS = { default: 30, min: 1, max: 90 } as const;
/** The participants with a new alert a dry run names, at most. */
export const SCENARIO_DRY_RUN_LISTED = 200;

export const scenarioSetVersionSchema = z.object({
  ...documentVersionFields,
  /** How many of its scenarios run (enabled), of how many. */
  enabled: z.number(),
  scenarios: z.number(),
});
export type ScenarioSetVersion = z.infer<typeof scenarioSetVersionSchema>;

export const scenarioSetListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ sets: z.array(scenarioSetVersionSchema) }),
});

export const scenarioSetReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ set: scenarioSetVersionSchema.extend({ document: scenarioSetSchema }) }),
});
export type ScenarioSetReply = z.infer<typeof scenarioSetReplySchema>;

export const scenarioSetCreateBodySchema = z.object({ document: scenarioSetSchema });
export const scenarioSetDeclineBodySchema = z.object({ reason: z.string().pipe(reasonField) });

export const scenarioDryRunBodySchema = z.object({
  days: z
    .number({ error: MSG.scenarioSetDryRunDaysInvalid })
    .int(MSG.scenarioSetDryRunDaysInvalid)
    .min(SCENARIO_DRY_RUN_DAYS.min, MSG.scenarioSetDryRunDaysInvalid)
    .max(SCENARIO_DRY_RUN_DAYS.max, MSG.scenarioSetDryRunDaysInvalid)
    .default(SCENARIO_DRY_RUN_DAYS.default),
});

const counts = { alerts: z.number(), new_alerts: z.number() };

export const scenarioDryRunSchema = z.object({
  version: z.string(),
  days: z.number(),
  /** The start of the period read (ISO); its end is when the dry run ran. */
  since: z.string(),
  until: z.string(),
  /** The participants with activity in the period, each evaluated under the version. */
  participants: z.number(),
  ...counts,
  /** Per scenario kind of the version, in its order; a disabled scenario counts nothing. */
  scenarios: z.array(z.object({ kind: z.enum(MONITORING_SCENARIO_KINDS), enabled: z.boolean(), ...counts })),
  /** The participants who would get a new alert, the most first (at most SCENARIO_DRY_RUN_LISTED). */
  participants_with_new: z.array(
    z.object({
      customer_id: z.string(),
      fullname: z.string(),
      kinds: z.array(z.enum(MONITORING_SCENARIO_KINDS)),
      new_alerts: z.number(),
    }),
  ),
});
export type ScenarioDryRun = z.infer<typeof scenarioDryRunSchema>;

/** A dry run runs on the job queue (decision 0216): asked, then read until it is done. */
export const SCENARIO_DRY_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export const scenarioDryRunStateSchema = z.object({
  id: z.string(),
  version: z.string(),
  days: z.number(),
  status: z.enum(SCENARIO_DRY_RUN_STATUSES),
  requested_at: z.string(),
  /** The answer once `done`; null while running or after a failure. */
  result: scenarioDryRunSchema.nullable(),
});
export type ScenarioDryRunState = z.infer<typeof scenarioDryRunStateSchema>;
export const scenarioDryRunReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ run: scenarioDryRunStateSchema }),
});
