/**
 * The compliance officer's cases (docs/product/monitoring.md § Cases, decision 0208):
 *   GET /v1/compliance/monitoring/cases       the open cases, soonest due first  monitoringCasesQuerySchema → monitoringCasesReplySchema
 *   GET /v1/compliance/monitoring/cases/{id}  one case with its alerts and notes → monitoringCaseReplySchema
 *   POST|DELETE /v1/compliance/monitoring/cases/{id}/claim  'Ambil' / 'Lepaskan'  → monitoringCaseClaimReplySchema
 *   POST /v1/compliance/monitoring/cases/next  'Berikutnya': the caller's case to work, or the next one claimed → monitoringCaseNextReplySchema
 *   POST /v1/compliance/monitoring/cases/{id}/notes  a note (caseNoteBodySchema)  → caseNoteReplySchema
 *   POST /v1/compliance/monitoring/cases/{id}/decision  propose closing or escalating it (caseDecisionBodySchema) → proposalReplySchema
 *   POST /v1/compliance/monitoring/cases/{id}/decision/approve|decline  another officer decides it (decision 0209)
 * Read by the compliance officer only (MONITORING_ROLES); never by the customer, the bank or a partner.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { MONITORING_SEVERITIES } from '../monitoring/scenarios';
import { reasonField } from './backoffice';
import { monitoringAlertItemSchema } from './monitoring-alerts';
import { proposalSchema } from './screening';
import { caseNoteSchema } from './workbench';

/**
 * A case's states (decision 0209): `open` while alerts join it; `closed` (not suspicious) or
 * `escalated` (to a report) once a second officer approves the proposal. A new alert after either
 * opens a new case.
 */
export const MONITORING_CASE_STATUSES = ['open', 'closed', 'escalated'] as const;
export type MonitoringCaseStatus = (typeof MONITORING_CASE_STATUSES)[number];

export const monitoringCasesQuerySchema = z.object({
  status: z.enum(MONITORING_CASE_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MonitoringCasesQuery = z.infer<typeof monitoringCasesQuerySchema>;

export const monitoringCaseItemSchema = z.object({
  _id: z.string(),
  /** The KYC record the case is about (the participant's id on the back-office). */
  participant_id: z.string(),
  fullname: z.string().nullable(),
  platform: z.string().nullable(),
  status: z.enum(MONITORING_CASE_STATUSES),
  /** The highest severity of its alerts. */
  severity: z.enum(MONITORING_SEVERITIES),
  /** How many alerts joined it, and whether one of them is an LTKT candidate. */
  alerts: z.number().int(),
  ltkt_candidate: z.boolean(),
  /** ISO. */
  opened_at: z.string(),
  due_at: z.string(),
  /** Past its due time and still open, at the time of the reply. */
  overdue: z.boolean(),
  /** The officer working it ('Ambil') and since when (ISO); null while nobody holds it. */
  holder: z.object({ staff_id: z.string(), name: z.string(), since: z.string() }).nullable(),
  /** The decision proposed and waiting for a second officer, if any. */
  pending_decision: z.enum(['close_case', 'escalate_case']).nullable(),
  /** When it was closed or escalated (ISO); null while open. */
  decided_at: z.string().nullable(),
});
export type MonitoringCaseItem = z.infer<typeof monitoringCaseItemSchema>;

export const monitoringCasesReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ cases: z.array(monitoringCaseItemSchema), total: z.number().int() }),
});
export type MonitoringCasesReply = z.infer<typeof monitoringCasesReplySchema>;

export const monitoringCaseReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    case: monitoringCaseItemSchema,
    /** Its alerts, oldest first: the order they joined it. */
    alerts: z.array(monitoringAlertItemSchema),
    /** The officers' notes, newest first (append-only). */
    notes: z.array(caseNoteSchema),
    /** Its four-eyes decisions, newest first: the pending one, and those approved, declined or lapsed. */
    decisions: z.array(proposalSchema),
  }),
});
export type MonitoringCaseReply = z.infer<typeof monitoringCaseReplySchema>;

/** 'Berikutnya': the case the caller now works, and its holder (the caller). */
export const monitoringCaseNextReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ id: z.string(), holder: monitoringCaseItemSchema.shape.holder }),
});

export const monitoringCaseClaimReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ holder: monitoringCaseItemSchema.shape.holder }),
});

/** 'Tutup: tidak mencurigakan' or 'Eskalasi ke laporan', with the officer's reason (decision 0209). */
export const caseDecisionBodySchema = z.object({
  decision: z.enum(['close', 'escalate'], { error: MSG.caseDecisionRequired }),
  reason: z.string({ error: MSG.reasonRequired }).pipe(reasonField),
});
export type CaseDecisionBody = z.infer<typeof caseDecisionBodySchema>;
