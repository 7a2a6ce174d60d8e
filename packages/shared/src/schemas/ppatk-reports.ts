/**
 * Reports to PPATK (docs/product/monitoring.md § Reports, decision 0211): an LTKM drafted when a
 * case is escalated, an LTKT when a case with an LTKT candidate is decided either way, each
 * prefilled from the case and the customer's KYC record and completed by the compliance officer.
 *   GET /v1/compliance/reports?status=&page=   the reports, soonest deadline first → ppatkReportsReplySchema
 *   GET /v1/compliance/reports/{id}            one report with what it will say   → ppatkReportReplySchema
 *   PUT /v1/compliance/reports/{id}            the officer's part of a draft (ppatkReportDraftBodySchema)
 *   GET /v1/compliance/reports/{id}/goaml.xml  the goAML XML, checked against the schema first (the
 *                                              archived file once approved)
 *   POST /v1/compliance/reports/{id}/approval  one officer proposes the approval (four eyes, decision 0212);
 *        another approves or declines it as a case's decision: POST /v1/compliance/monitoring/decisions/{id}/…
 *   POST /v1/compliance/reports/{id}/submission  PPATK's receipt number of an approved report (ppatkReportSubmissionBodySchema)
 *   GET /v1/compliance/reports/{id}/pdf        the report as a PDF for the file
 * Read by the compliance officer only (MONITORING_ROLES); never by the customer, the bank or a partner.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { reasonField } from './backoffice';
import { proposalSchema } from './screening';

export const PPATK_REPORT_KINDS = ['ltkm', 'ltkt'] as const;
export type PpatkReportKind = (typeof PPATK_REPORT_KINDS)[number];
/** `draft` until a second officer approves it (its XML archived), then `submitted` with PPATK's receipt. */
export const PPATK_REPORT_STATUSES = ['draft', 'approved', 'submitted'] as const;
export type PpatkReportStatus = (typeof PPATK_REPORT_STATUSES)[number];
export const PPATK_REPORTS_PAGE_SIZE = 20;
/** The narrative and the action: goAML's own limit for each is 4,000 characters. */
export const PPATK_REPORT_TEXT_MAX = 4000;
/** PPATK's indicator codes: three capital letters and three digits (e.g. 'AAA001'). */
export const PPATK_INDICATOR_PATTERN = /^[A-Z]{3}\d{3}$/;

export const ppatkReportsQuerySchema = z.object({
  status: z.enum(PPATK_REPORT_STATUSES).default('draft'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PpatkReportsQuery = z.infer<typeof ppatkReportsQuerySchema>;

const reportText = (required: string) =>
  z.string().trim().min(1, required).max(PPATK_REPORT_TEXT_MAX, MSG.ppatkReportTextTooLong);

/** What the officer writes in a draft; the rest comes from the case and the KYC record. */
export const ppatkReportDraftBodySchema = z.object({
  /** Why the transactions are suspicious (LTKM), or why they are reported (LTKT, optional). */
  reason: reportText(MSG.ppatkReportReasonRequired).optional(),
  /** What the broker did about it. */
  action: reportText(MSG.ppatkReportActionRequired).optional(),
  indicators: z
    .array(z.string().trim().regex(PPATK_INDICATOR_PATTERN, MSG.ppatkReportIndicatorInvalid))
    .max(20, MSG.ppatkReportIndicatorsTooMany)
    .optional(),
});
export type PpatkReportDraftBody = z.infer<typeof ppatkReportDraftBodySchema>;

/** Why one officer asks another to approve the report: a reason as every staff decision's (30–500). */
export const ppatkReportApprovalBodySchema = z.object({
  reason: z.string({ error: MSG.reasonRequired }).pipe(reasonField),
});
export type PpatkReportApprovalBody = z.infer<typeof ppatkReportApprovalBodySchema>;

/** PPATK's receipt number, as goAML shows it once the file is taken: letters, digits, '-', '/', '.'. */
export const PPATK_RECEIPT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9./-]{0,63}$/;
export const ppatkReportSubmissionBodySchema = z.object({
  receipt_no: z
    .string()
    .trim()
    .min(1, MSG.ppatkReportReceiptRequired)
    .regex(PPATK_RECEIPT_PATTERN, MSG.ppatkReportReceiptInvalid),
});
export type PpatkReportSubmissionBody = z.infer<typeof ppatkReportSubmissionBodySchema>;

/** One transaction as the report will carry it. */
export const ppatkReportTransactionSchema = z.object({
  number: z.string(),
  /** ISO. */
  at: z.string(),
  /** What it was, in Indonesian ('Setoran tunai', 'Pembelian emas', …). */
  label: z.string(),
  amount_idr: z.string(),
});

export const ppatkReportItemSchema = z.object({
  _id: z.string(),
  case_id: z.string(),
  participant_id: z.string(),
  fullname: z.string().nullable(),
  platform: z.string().nullable(),
  kind: z.enum(PPATK_REPORT_KINDS),
  /** LTKT: whether the cash came in to the broker or went out. */
  cash_direction: z.enum(['in', 'out']).nullable(),
  status: z.enum(PPATK_REPORT_STATUSES),
  /** Kilau's reference of the report, unique (goAML's entity_reference). */
  reference: z.string(),
  /** ISO: when PPATK must have it (working days, decision 0211). */
  deadline_at: z.string(),
  overdue: z.boolean(),
  created_at: z.string(),
  transactions: z.number().int(),
  /** ISO: when the second officer approved it; null before. */
  approved_at: z.string().nullable(),
  /** ISO and PPATK's receipt number, once submitted. */
  submitted_at: z.string().nullable(),
  receipt_no: z.string().nullable(),
});
export type PpatkReportItem = z.infer<typeof ppatkReportItemSchema>;

export const ppatkReportsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ reports: z.array(ppatkReportItemSchema), total: z.number().int() }),
});

export const ppatkReportReplySchema = z.object({
  status_code: z.string(),
  message: z.string().optional(),
  data: z.object({
    report: ppatkReportItemSchema,
    /** The officer's part, as last saved. */
    draft: z.object({ reason: z.string(), action: z.string(), indicators: z.array(z.string()) }),
    /** Who the report is about, from the KYC record now. */
    subject: z.object({
      fullname: z.string(),
      nik: z.string(),
      birth: z.string(),
      address: z.string(),
      occupation: z.string(),
    }),
    transactions: z.array(ppatkReportTransactionSchema),
    /** What keeps the goAML XML from being made now, in Indonesian (none: it can be downloaded). */
    missing: z.array(z.string()),
    /** The archived goAML file of an approved report: what was approved, byte for byte. */
    archive: z.object({ sha256: z.string(), bytes: z.number().int() }).nullable(),
    /** The report's approvals, newest first: the pending one and those decided. */
    approvals: z.array(proposalSchema),
  }),
});
export type PpatkReportReply = z.infer<typeof ppatkReportReplySchema>;

/** A report's kind as the officer reads it, on the screen and in its PDF: 'LTKM', 'LTKT kas masuk', 'LTKT kas keluar'. */
export function ppatkReportKindText(r: Pick<PpatkReportItem, 'kind' | 'cash_direction'>): string {
  if (r.kind === 'ltkm') return MSG.ppatkReportKindLtkm;
  return r.cash_direction === 'out' ? MSG.ppatkReportKindLtktOut : MSG.ppatkReportKindLtktIn;
}
