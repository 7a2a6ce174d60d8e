/**
 * The risk model's versions as the super admin manages them (docs/product/risk-rating.md § The
 * model's versions; decision 0189): drafts, the proposal of one for activation, another super
 * admin's decision, and a draft's dry run over the current participants.
 */
import { RISK_LEVELS, riskModelSchema } from '../risk/risk-model';
import { z } from '../zod';
import { reasonField } from './backoffice';

export const RISK_MODEL_STATUSES = ['draft', 'proposed', 'active', 'retired', 'declined'] as const;
export type RiskModelStatus = (typeof RISK_MODEL_STATUSES)[number];

const staffRef = z.object({ id: z.string(), fullname: z.string() }).nullable();

/**
 * What every versioned policy document shows of a version (the risk model's, decision 0189; the
 * monitoring scenario set's, decision 0214): its status and who moved it.
 */
export const documentVersionFields = {
  version: z.string(),
  status: z.enum(RISK_MODEL_STATUSES),
  /** Null for the document Kilau ships. */
  created_by: staffRef,
  created_at: z.string(),
  proposed_by: staffRef,
  proposed_at: z.string().nullable(),
  decided_by: staffRef,
  decision_reason: z.string().nullable(),
  activated_at: z.string().nullable(),
  /** The caller may activate or decline it now (proposed, and not by them). */
  can_decide: z.boolean(),
};

export const riskModelVersionSchema = z.object({ ...documentVersionFields, description: z.string() });
export type RiskModelVersion = z.infer<typeof riskModelVersionSchema>;

export const riskModelListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ models: z.array(riskModelVersionSchema) }),
});

export const riskModelReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ model: riskModelVersionSchema.extend({ document: riskModelSchema }) }),
});
export type RiskModelReply = z.infer<typeof riskModelReplySchema>;

export const riskModelCreateBodySchema = z.object({ document: riskModelSchema });
export const riskModelDeclineBodySchema = z.object({
  reason: z.string().pipe(reasonField),
});

export const riskDryRunSchema = z.object({
  participants: z.number(),
  levels: z.array(
    z.object({
      level: z.enum(RISK_LEVELS),
      now: z.number(),
      draft: z.number(),
      gained: z.number(),
      lost: z.number(),
    }),
  ),
  changes: z.array(
    z.object({
      customer_id: z.string(),
      fullname: z.string(),
      from: z.enum(RISK_LEVELS).nullable(),
      to: z.enum(RISK_LEVELS),
    }),
  ),
  changed: z.number(),
});
export type RiskDryRun = z.infer<typeof riskDryRunSchema>;
export const riskDryRunReplySchema = z.object({ status_code: z.string(), data: riskDryRunSchema });
