/**
 * The compliance officer's cases (docs/product/monitoring.md § Cases, decision 0208):
 *   GET /v1/compliance/monitoring/cases       the open cases, soonest due first  monitoringCasesQuerySchema → monitoringCasesReplySchema
 *   GET /v1/compliance/monitoring/cases/{id}  one case with its alerts and notes → monitoringCaseReplySchema
 *   POST|DELETE /v1/compliance/monitoring/cases/{id}/claim  'Ambil' / 'Lepaskan'  → monitoringCaseClaimReplySchema
 *   POST /v1/compliance/monitoring/cases/{id}/notes  a note (caseNoteBodySchema)  → caseNoteReplySchema
 * Read by the compliance officer only (MONITORING_ROLES); never by the customer, the bank or a partner.
 */
import { z } from 'zod';
import { MONITORING_SEVERITIES } from '../monitoring/scenarios';
import { monitoringAlertItemSchema } from './monitoring-alerts';
import { caseNoteSchema } from './workbench';

/** A case's states: `open` until the four-eyes close and escalation are built. */
export const MONITORING_CASE_STATUSES = ['open'] as const;
export type MonitoringCaseStatus = (typeof MONITORING_CASE_STATUSES)[number];

export const monitoringCasesQuerySchema = z.object({
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
  }),
});
export type MonitoringCaseReply = z.infer<typeof monitoringCaseReplySchema>;

export const monitoringCaseClaimReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ holder: monitoringCaseItemSchema.shape.holder }),
});
