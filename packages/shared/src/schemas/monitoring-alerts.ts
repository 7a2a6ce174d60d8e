/**
 * 'Pemantauan Transaksi' (docs/product/monitoring.md § Calls, decision 0205):
 *   GET /v1/compliance/monitoring/alerts  the alerts, newest first  monitoringAlertsQuerySchema → monitoringAlertsReplySchema
 * Read by the compliance officer only (MONITORING_ROLES); never by the customer, the bank or a partner.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { MONITORING_SCENARIO_KINDS, MONITORING_SEVERITIES } from '../monitoring/scenarios';

export const monitoringAlertsQuerySchema = z.object({
  kind: z.enum(MONITORING_SCENARIO_KINDS, MSG.monitoringAlertsKindInvalid).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MonitoringAlertsQuery = z.infer<typeof monitoringAlertsQuerySchema>;

export const monitoringAlertItemSchema = z.object({
  _id: z.string(),
  /** The KYC record the alert is about (the participant's id on the back-office). */
  participant_id: z.string(),
  fullname: z.string().nullable(),
  platform: z.string().nullable(),
  kind: z.enum(MONITORING_SCENARIO_KINDS),
  severity: z.enum(MONITORING_SEVERITIES),
  ltkt_candidate: z.boolean(),
  /** ISO. */
  raised_at: z.string(),
  set_version: z.string(),
  /** How many transactions were counted (for a shared identifier: the participants sharing it). */
  count: z.number().int(),
  sum_idr: z.number().nullable(),
  threshold_idr: z.number().nullable(),
  /** The first and the last transaction counted (ISO), null where none. */
  window_from: z.string().nullable(),
  window_to: z.string().nullable(),
});
export type MonitoringAlertItem = z.infer<typeof monitoringAlertItemSchema>;

export const monitoringAlertsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ alerts: z.array(monitoringAlertItemSchema), total: z.number().int() }),
});
export type MonitoringAlertsReply = z.infer<typeof monitoringAlertsReplySchema>;
