/**
 * Transaction-monitoring scenarios as data (docs/product/monitoring.md, decision 0200): a versioned
 * document the broker's compliance officer sets, as the risk model is (decision 0186). Each
 * scenario names its kind, whether it runs, its severity, its parameters and its basis: the law
 * where a figure is the law's (the LTKT's cash threshold, UU 8/2010 art. 23), "broker policy"
 * where it is the broker's own choice. Evaluated by a pure function on the server
 * (modules/transaction-monitoring/evaluate.ts).
 */
import { MSG } from '../messages';
import { z } from '../zod';

export const MONITORING_SCENARIO_KINDS = [
  'daily_cumulative',
  'structuring',
  'rapid_round_trip',
  'dormant_reactivation',
  'beyond_profile',
  'shared_identifier',
  'withdrawal_after_buy',
] as const;
export type MonitoringScenarioKind = (typeof MONITORING_SCENARIO_KINDS)[number];
/** Whether a stored or asked kind is one of the scenarios (an alert row's `kind`, a list filter in the URL). */
export const isMonitoringScenarioKind = (kind: string | null | undefined): kind is MonitoringScenarioKind =>
  (MONITORING_SCENARIO_KINDS as readonly string[]).includes(kind ?? '');

export const MONITORING_SEVERITIES = ['low', 'medium', 'high'] as const;
export type MonitoringSeverity = (typeof MONITORING_SEVERITIES)[number];

/** What a participant may share with others (the `shared_identifier` scenario). */
export const SHARED_IDENTIFIER_KINDS = ['bank_account', 'phone', 'device'] as const;
export type SharedIdentifierKind = (typeof SHARED_IDENTIFIER_KINDS)[number];

/** Rupiah, whole, above zero; capped so that no figure is beyond any real account. */
const rupiah = z
  .number({ error: MSG.monitoringParamRupiah })
  .int(MSG.monitoringParamRupiah)
  .min(1, MSG.monitoringParamRupiah)
  .max(1e15, MSG.monitoringParamRupiah);
const percent = z
  .number({ error: MSG.monitoringParamPercent })
  .min(0, MSG.monitoringParamPercent)
  .max(100, MSG.monitoringParamPercent);
const days = z
  .number({ error: MSG.monitoringParamDays })
  .int(MSG.monitoringParamDays)
  .min(1, MSG.monitoringParamDays)
  .max(366, MSG.monitoringParamDays);
const hours = z
  .number({ error: MSG.monitoringParamHours })
  .int(MSG.monitoringParamHours)
  .min(1, MSG.monitoringParamHours)
  .max(720, MSG.monitoringParamHours);
const count = z
  .number({ error: MSG.monitoringParamCount })
  .int(MSG.monitoringParamCount)
  .min(2, MSG.monitoringParamCount)
  .max(1000, MSG.monitoringParamCount);

const common = {
  enabled: z.boolean({ error: MSG.monitoringScenarioEnabled }),
  severity: z.enum(MONITORING_SEVERITIES, { error: MSG.monitoringScenarioSeverity }),
  /** The law a figure rests on, or "Kebijakan pialang" (broker policy). */
  basis: z
    .string({ error: MSG.monitoringScenarioBasis })
    .trim()
    .min(1, MSG.monitoringScenarioBasis)
    .max(500, MSG.monitoringScenarioBasis),
};

/**
 * Fund movements (top-ups and withdrawals, both directions) counted per working day in Jakarta: a
 * hit when all of them reach `threshold_idr` (broker policy) or the cash ones alone reach
 * `ltkt_threshold_idr` (the law's, UU 8/2010 art. 23 (1) b); the latter makes it an LTKT candidate.
 */
const dailyCumulative = z.object({
  kind: z.literal('daily_cumulative'),
  ...common,
  params: z.object({ threshold_idr: rupiah, ltkt_threshold_idr: rupiah }),
});

/**
 * `min_count` fund movements within `window_days`, each from `lower_pct` % (inclusive) to
 * `upper_pct` % (exclusive) of `threshold_idr`: amounts kept just below a threshold.
 */
const structuring = z.object({
  kind: z.literal('structuring'),
  ...common,
  params: z
    .object({
      threshold_idr: rupiah,
      lower_pct: percent,
      upper_pct: percent,
      min_count: count,
      window_days: days,
    })
    .refine((p) => p.lower_pct < p.upper_pct, {
      path: ['lower_pct'],
      message: MSG.monitoringParamPercentOrder,
    }),
});

/** A buy and a sell of the same contract within `window_hours`, each at or above `threshold_idr`. */
const rapidRoundTrip = z.object({
  kind: z.literal('rapid_round_trip'),
  ...common,
  params: z.object({ threshold_idr: rupiah, window_hours: hours }),
});

/**
 * No activity for `dormant_days`, then activity whose rupiah, from the first activity after the
 * gap through `window_days` after it, reaches `threshold_idr`.
 */
const dormantReactivation = z.object({
  kind: z.literal('dormant_reactivation'),
  ...common,
  params: z.object({ dormant_days: days, threshold_idr: rupiah, window_days: days }),
});

/** Trades within `window_days` reaching `income_multiple` × the declared monthly income. */
const beyondProfile = z.object({
  kind: z.literal('beyond_profile'),
  ...common,
  params: z.object({
    income_multiple: z
      .number({ error: MSG.monitoringParamMultiple })
      .min(1, MSG.monitoringParamMultiple)
      .max(100, MSG.monitoringParamMultiple),
    window_days: days,
  }),
});

/** One of `identifiers` shared by `min_participants` participants or more (the participant included). */
const sharedIdentifier = z.object({
  kind: z.literal('shared_identifier'),
  ...common,
  params: z.object({
    min_participants: count,
    identifiers: z
      .array(z.enum(SHARED_IDENTIFIER_KINDS, { error: MSG.monitoringParamIdentifiers }), {
        error: MSG.monitoringParamIdentifiers,
      })
      .min(1, MSG.monitoringParamIdentifiers),
  }),
});

/** A physical gold withdrawal within `window_days` after one buy at or above `threshold_idr`. */
const withdrawalAfterBuy = z.object({
  kind: z.literal('withdrawal_after_buy'),
  ...common,
  params: z.object({ threshold_idr: rupiah, window_days: days }),
});

export const monitoringScenarioSchema = z.discriminatedUnion(
  'kind',
  [
    dailyCumulative,
    structuring,
    rapidRoundTrip,
    dormantReactivation,
    beyondProfile,
    sharedIdentifier,
    withdrawalAfterBuy,
  ],
  { error: MSG.monitoringScenarioKind },
);
export type MonitoringScenario = z.infer<typeof monitoringScenarioSchema>;
/** One kind's scenario, its parameters typed. */
export type ScenarioOf<K extends MonitoringScenarioKind> = Extract<MonitoringScenario, { kind: K }>;

export const scenarioSetSchema = z
  .object({
    /** Unique, never reused: every alert names the version that raised it. */
    version: z
      .string({ error: MSG.monitoringSetVersion })
      .regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, MSG.monitoringSetVersion),
    scenarios: z
      .array(monitoringScenarioSchema, { error: MSG.monitoringSetScenarios })
      .min(1, MSG.monitoringSetScenarios)
      .max(20, MSG.monitoringSetScenarios),
  })
  // One scenario a kind: an alert's key starts with its kind, so two of a kind would share keys.
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.scenarios.forEach((scenario, index) => {
      if (seen.has(scenario.kind)) {
        ctx.addIssue({
          code: 'custom',
          path: ['scenarios', index, 'kind'],
          message: MSG.monitoringScenarioKindTwice,
        });
      }
      seen.add(scenario.kind);
    });
  });
export type ScenarioSet = z.infer<typeof scenarioSetSchema>;

/** A field of a refused document: its dotted path (`scenarios.2.params.threshold_idr`) and why. */
export interface ScenarioSetIssue {
  path: string;
  message: string;
}

export type ScenarioSetParse = { ok: true; set: ScenarioSet } | { ok: false; issues: ScenarioSetIssue[] };

/** A scenario-set document as read from storage or a request, checked field by field. */
export function parseScenarioSet(document: unknown): ScenarioSetParse {
  const result = scenarioSetSchema.safeParse(document);
  if (result.success) return { ok: true, set: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

export const MONITORING_SCENARIO_LABELS: Record<MonitoringScenarioKind, string> = {
  daily_cumulative: MSG.monitoringScenarioDailyCumulative,
  structuring: MSG.monitoringScenarioStructuring,
  rapid_round_trip: MSG.monitoringScenarioRapidRoundTrip,
  dormant_reactivation: MSG.monitoringScenarioDormantReactivation,
  beyond_profile: MSG.monitoringScenarioBeyondProfile,
  shared_identifier: MSG.monitoringScenarioSharedIdentifier,
  withdrawal_after_buy: MSG.monitoringScenarioWithdrawalAfterBuy,
};

export const MONITORING_SEVERITY_LABELS: Record<MonitoringSeverity, string> = {
  low: MSG.monitoringSeverityLow,
  medium: MSG.monitoringSeverityMedium,
  high: MSG.monitoringSeverityHigh,
};

const JT = 1_000_000;

/**
 * The set Kilau ships (docs/product/monitoring.md § Rules): a starting point for the broker's
 * policy. Only the LTKT's cash threshold is the law's; every other figure is the broker's choice.
 */
export const DEFAULT_SCENARIOS: ScenarioSet = scenarioSetSchema.parse({
  version: 'kilau-scenarios-1',
  scenarios: [
    {
      kind: 'daily_cumulative',
      enabled: true,
      severity: 'high',
      basis: MSG.monitoringBasisDailyCumulative,
      params: { threshold_idr: 500 * JT, ltkt_threshold_idr: 500 * JT },
    },
    {
      kind: 'structuring',
      enabled: true,
      severity: 'high',
      basis: MSG.monitoringBasisPolicy,
      params: { threshold_idr: 500 * JT, lower_pct: 80, upper_pct: 100, min_count: 3, window_days: 7 },
    },
    {
      kind: 'rapid_round_trip',
      enabled: true,
      severity: 'medium',
      basis: MSG.monitoringBasisPolicy,
      params: { threshold_idr: 100 * JT, window_hours: 24 },
    },
    {
      kind: 'dormant_reactivation',
      enabled: true,
      severity: 'medium',
      basis: MSG.monitoringBasisPolicy,
      params: { dormant_days: 180, threshold_idr: 100 * JT, window_days: 7 },
    },
    {
      kind: 'beyond_profile',
      enabled: true,
      severity: 'medium',
      basis: MSG.monitoringBasisPolicy,
      params: { income_multiple: 3, window_days: 30 },
    },
    {
      kind: 'shared_identifier',
      enabled: true,
      severity: 'high',
      basis: MSG.monitoringBasisPolicy,
      params: { min_participants: 3, identifiers: ['bank_account', 'phone', 'device'] },
    },
    {
      kind: 'withdrawal_after_buy',
      enabled: true,
      severity: 'medium',
      basis: MSG.monitoringBasisPolicy,
      params: { threshold_idr: 250 * JT, window_days: 7 },
    },
  ],
});
