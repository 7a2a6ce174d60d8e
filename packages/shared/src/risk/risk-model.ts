/**
 * The customer risk model as data (docs/product/risk-rating.md): a versioned document the broker's
 * compliance policy sets, validated by this schema wherever it is read or written. A participant's
 * rating adds the points of each factor that applies; the thresholds turn the score into a level,
 * and a factor may also set the lowest level it allows (a politically exposed person is Tinggi
 * whatever else the record says).
 */
import { fillTemplate } from '../format';
import { MSG } from '../messages';
import { z } from '../zod';

export const RISK_LEVELS = ['rendah', 'menengah', 'tinggi'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** The factors a model weighs, in the order a rating lists them. */
export const RISK_FACTORS = [
  'pep',
  'occupation',
  'industry',
  'source_of_funds',
  'income_vs_transactions',
  'domicile',
  'nationality',
  'channel',
  'dismissed_match',
  'shared_identity',
  'monitoring_alert',
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

const points = z
  .number({ error: MSG.riskModelPoints })
  .int(MSG.riskModelPoints)
  .min(0, MSG.riskModelPoints)
  .max(100, MSG.riskModelPoints);
/** A master-data option's code, as the option lists carry them ('PEDAGANG', 'G'). */
const optionCode = z.string().regex(/^[A-Z0-9_]{1,40}$/, MSG.riskModelOptionCode);
/** A Kemendagri region code: a province ('91') or a regency ('91.71'); a regency inside counts. */
const regionCode = z.string().regex(/^\d{2}(\.\d{2})?$/, MSG.riskModelRegionCode);
/** Rupiah, whole. */
const rupiah = z.number({ error: MSG.riskModelRupiah }).int(MSG.riskModelRupiah).min(0, MSG.riskModelRupiah);
/** The longest window a model may count monitoring alerts over, in days (ten years). */
export const RISK_ALERT_DAYS_MAX = 3650;
/** The monitoring alerts counted reach back this many days. */
const alertDays = z
  .number({ error: MSG.riskModelAlertDays })
  .int(MSG.riskModelAlertDays)
  .min(1, MSG.riskModelAlertDays)
  .max(RISK_ALERT_DAYS_MAX, MSG.riskModelAlertDays);
const months = z
  .number({ error: MSG.riskModelReviewMonths })
  .int(MSG.riskModelReviewMonths)
  .min(1, MSG.riskModelReviewMonths)
  .max(120, MSG.riskModelReviewMonths);

const factor = z.object({
  points,
  /** The lowest level a participant this factor applies to may have. */
  floor: z.enum(RISK_LEVELS).optional(),
});

export const riskModelSchema = z
  .object({
    /** Unique, never reused: a rating names the version that produced it. */
    version: z
      .string({ error: MSG.riskModelVersion })
      .regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, MSG.riskModelVersion),
    /** Where the model's numbers come from, for whoever reviews or audits it. */
    description: z
      .string({ error: MSG.riskModelDescription })
      .trim()
      .min(1, MSG.riskModelDescription)
      .max(4000, MSG.riskModelDescription),
    /** A score at or above `menengah` is Menengah, at or above `tinggi` Tinggi. */
    thresholds: z.object({
      menengah: points.min(1, MSG.riskModelThreshold),
      tinggi: points.min(1, MSG.riskModelThreshold),
    }),
    factors: z.object({
      /** Declared in onboarding, or a confirmed match on a PEP list. */
      pep: factor,
      occupation: factor.extend({ codes: z.array(optionCode) }),
      /** The line of business (KBLI 2020 section of the option list). */
      industry: factor.extend({ codes: z.array(optionCode) }),
      source_of_funds: factor.extend({ codes: z.array(optionCode) }),
      /**
       * The expected monthly transactions against the declared monthly income: applies when the
       * band's lower end exceeds `max_ratio` times the income band's upper end. Bands not named
       * here are not compared (an open-ended income band has no upper end).
       */
      income_vs_transactions: factor.extend({
        max_ratio: z
          .number({ error: MSG.riskModelRatio })
          .min(1, MSG.riskModelRatio)
          .max(1000, MSG.riskModelRatio),
        income_upper: z.record(optionCode, rupiah),
        transactions_lower: z.record(optionCode, rupiah),
      }),
      /** The KTP address's province or regency. */
      domicile: factor.extend({ region_codes: z.array(regionCode) }),
      /** A foreign national (WNA). */
      nationality: factor,
      /** Not met on an accepted video call. */
      channel: factor,
      /** A list match dismissed by two people. */
      dismissed_match: factor,
      /** The NIK or the bank account of another person's record, or a blacklisted record of the same account. */
      shared_identity: factor,
      /**
       * Transaction-monitoring alerts raised within the last `days` days (decision 0204). Optional:
       * a model stored before the factor existed weighs no alert.
       */
      monitoring_alert: factor.extend({ days: alertDays }).optional(),
    }),
    /** Months until the periodic review of the participant's data, by level. */
    review_months: z.object({ rendah: months, menengah: months, tinggi: months }),
  })
  .refine((m) => m.thresholds.tinggi > m.thresholds.menengah, {
    path: ['thresholds', 'tinggi'],
    message: MSG.riskModelThresholdsOrder,
  });
export type RiskModel = z.infer<typeof riskModelSchema>;

/** One factor that applied: its points and what it rests on (names, not ids). */
export const riskFactorResultSchema = z.object({
  factor: z.enum(RISK_FACTORS),
  points,
  floor: z.enum(RISK_LEVELS).nullable(),
  /** The record's values the factor read, by name (e.g. the occupation's label). */
  detail: z.string(),
});
export type RiskFactorResult = z.infer<typeof riskFactorResultSchema>;

const FACTOR_TEXTS: Record<RiskFactor, string> = {
  pep: MSG.riskFactorPep,
  occupation: MSG.riskFactorOccupation,
  industry: MSG.riskFactorIndustry,
  source_of_funds: MSG.riskFactorSourceOfFunds,
  income_vs_transactions: MSG.riskFactorIncomeVsTransactions,
  domicile: MSG.riskFactorDomicile,
  nationality: MSG.riskFactorNationality,
  channel: MSG.riskFactorChannel,
  dismissed_match: MSG.riskFactorDismissedMatch,
  shared_identity: MSG.riskFactorSharedIdentity,
  monitoring_alert: MSG.riskFactorMonitoringAlert,
};

/** The factor explained in Indonesian, as lists, the detail and the audit trail show it. */
export function riskFactorText(result: Pick<RiskFactorResult, 'factor' | 'detail'>): string {
  return fillTemplate(FACTOR_TEXTS[result.factor], { detail: result.detail });
}

export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  rendah: MSG.riskLevelRendah,
  menengah: MSG.riskLevelMenengah,
  tinggi: MSG.riskLevelTinggi,
};

/** A rating as the back-office reads it: the reasons as stored, each with its sentence. */
export const riskRatingViewSchema = z.object({
  level: z.enum(RISK_LEVELS),
  score: z.number(),
  model_version: z.string(),
  trigger: z.string(),
  /** ISO timestamp. */
  rated_at: z.string(),
  reasons: z.array(riskFactorResultSchema.extend({ text: z.string() })),
  /** The model's own level when a manual override decided this one (decision 0196), else null. */
  model_level: z.enum(RISK_LEVELS).nullable(),
});
export type RiskRatingView = z.infer<typeof riskRatingViewSchema>;

/** A running manual override of the level (decision 0196). */
export const riskOverrideViewSchema = z.object({
  level: z.enum(RISK_LEVELS),
  reason: z.string(),
  /** ISO: the end of its last day. */
  expires_at: z.string(),
  decided_at: z.string(),
  proposed_by: z.string(),
  decided_by: z.string(),
});
export type RiskOverrideView = z.infer<typeof riskOverrideViewSchema>;

/** GET /v1/{admin-broker|super-admin}/kyc/{id}/risk: the current rating (null before the first) and every change, newest first. */
export const riskReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    current: riskRatingViewSchema.nullable(),
    /** When the participant was last rated, whether or not the rating changed (ISO). */
    last_rated_at: z.string().nullable(),
    history: z.array(riskRatingViewSchema),
    /** The running manual override, null when none runs. */
    override: riskOverrideViewSchema.nullable(),
  }),
});
export type RiskReply = z.infer<typeof riskReplySchema>;
