/**
 * The reviewer's workbench (decision 0112): per-document resubmission, case ownership, due times,
 * notes and the participant timeline. All Kilau's own (decision 0112).
 *
 * Routes ({prefix} is super-admin, admin-broker or admin-bank; each route's roles are in
 * backoffice-constants.ts):
 *   POST   /v1/admin-broker/kyc/{id}/resubmission      'Kirim permintaan'         resubmissionBodySchema
 *   GET    /v1/{prefix}/kyc/{id}/resubmissions         history and versions       resubmissionHistoryReplySchema
 *   GET    /v2/kyc/resubmission/{customerId}           what the customer fixes    customerFixListReplySchema
 *   POST   /v1/{admin-broker|admin-bank}/kyc/{id}/claim   'Ambil'                 caseClaimReplySchema (409/2050)
 *   DELETE /v1/{admin-broker|admin-bank}/kyc/{id}/claim   'Lepaskan' (holder or supervisor)
 *   PUT    /v1/{super-admin|admin-broker}/kyc/{id}/claim  reassign by a supervisor  caseReassignBodySchema
 *   POST   /v1/{admin-broker|admin-bank}/kyc/next      'Berikutnya'               caseNextBodySchema → caseClaimReplySchema (404/2051)
 *   GET    /v1/{prefix}/kyc/workload                   dashboard counts           workloadReplySchema
 *   GET    /v1/{prefix}/kyc/{id}/notes · POST …/notes  internal notes             caseNoteBodySchema, caseNotesReplySchema
 *   GET    /v1/{prefix}/kyc/{id}/timeline              the participant's timeline timelineReplySchema
 *   GET    /v1/{prefix}/kyc/{id}/case-file             'Unduh berkas': one PDF
 *   GET    /v1/{prefix}/staff-directory                reviewers to reassign to   reviewerOptionsReplySchema
 *   GET    /v1/{prefix}/kyc/{id}/checklist             the review checklist       checklistReplySchema
 *   PUT    /v1/{admin-broker|admin-bank}/kyc/{id}/checklist/{item}  'Diterima'  checklistReplySchema (409/2073)
 */

import { CASE_NOTE_MAX, RESUBMISSION_NOTE_MAX } from '../backoffice-constants';
import { FUNDS_DECLARATION_TEXT_MAX, FUNDS_DECLARATION_TEXT_MIN } from '../constants';
import { MSG } from '../messages';
import {
  FUNDS_DECLARATION_ITEM,
  REQUEST_ITEMS,
  RESUBMISSION_ITEMS,
  type RequestItem,
} from '../onboarding/resubmission-items';
import { z } from '../zod';

// ── What can be sent back ──────────────────────────────────────────
export {
  FUNDS_DECLARATION_ITEM,
  isChecklistItem,
  isResubmissionDocument,
  REQUEST_ITEMS,
  RESUBMISSION_DOCUMENTS,
  RESUBMISSION_ITEMS,
  RESUBMISSION_SECTIONS,
  type RequestItem,
  type ResubmissionItem,
} from '../onboarding/resubmission-items';

/** The reasons catalogue; 'other' needs a text. Labels in MSG (resubmissionReason…). */
export const RESUBMISSION_REASONS = [
  'blurry',
  'cropped',
  'expired',
  'face_not_visible',
  'data_mismatch',
  'glare',
  'wrong_document',
  'signature_mismatch',
  'video_statement_incomplete',
  'other',
] as const;
export type ResubmissionReason = (typeof RESUBMISSION_REASONS)[number];
export const RESUBMISSION_REASON_LABELS: Readonly<Record<ResubmissionReason, string>> = {
  blurry: MSG.resubmissionReasonBlurry,
  cropped: MSG.resubmissionReasonCropped,
  expired: MSG.resubmissionReasonExpired,
  face_not_visible: MSG.resubmissionReasonFaceNotVisible,
  data_mismatch: MSG.resubmissionReasonDataMismatch,
  glare: MSG.resubmissionReasonGlare,
  wrong_document: MSG.resubmissionReasonWrongDocument,
  signature_mismatch: MSG.resubmissionReasonSignatureMismatch,
  video_statement_incomplete: MSG.resubmissionReasonVideoIncomplete,
  other: MSG.resubmissionReasonOther,
};
export const RESUBMISSION_ITEM_LABELS: Readonly<Record<RequestItem, string>> = {
  ktp: MSG.resubmissionItemKtp,
  photo: MSG.resubmissionItemPhoto,
  photo_with_ktp: MSG.resubmissionItemPhotoWithKtp,
  signature: MSG.resubmissionItemSignature,
  statement_video: MSG.resubmissionItemStatementVideo,
  personal: MSG.resubmissionItemPersonal,
  identity_address: MSG.resubmissionItemIdentityAddress,
  employment: MSG.resubmissionItemEmployment,
  financial: MSG.resubmissionItemFinancial,
  bank_account: MSG.resubmissionItemBankAccount,
  emergency_contact: MSG.resubmissionItemEmergencyContact,
  funds_declaration: MSG.resubmissionItemFundsDeclaration,
};

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: MSG.resubmissionNoteTooLong })
    .optional()
    .transform((v) => (v ? v : undefined));

export const resubmissionDecisionSchema = z
  .object({
    item: z.enum(REQUEST_ITEMS),
    decision: z.enum(['accepted', 'resubmit']),
    reason: z.enum(RESUBMISSION_REASONS).optional(),
    /** Required with reason 'other'. */
    reason_text: optionalText(200),
    /** Shown to the customer beside the reason. */
    note: optionalText(RESUBMISSION_NOTE_MAX),
  })
  // The declaration is asked, never accepted as an item: the senior weighs it with the EDD.
  .refine((d) => d.item !== FUNDS_DECLARATION_ITEM || d.decision === 'resubmit', {
    message: MSG.fundsDeclarationOnlyAsked,
    path: ['decision'],
  })
  // Its reason is the EDD itself (MSG.fundsDeclarationWhy), not one of the catalogue's.
  .refine((d) => d.decision === 'accepted' || d.item === FUNDS_DECLARATION_ITEM || d.reason !== undefined, {
    message: MSG.resubmissionReasonRequired,
    path: ['reason'],
  })
  .refine((d) => d.reason !== 'other' || d.reason_text !== undefined, {
    message: MSG.resubmissionReasonTextRequired,
    path: ['reason_text'],
  });
export type ResubmissionDecision = z.infer<typeof resubmissionDecisionSchema>;
/** 'Kirim permintaan': the items decided (decision 0131); at least one 'resubmit'; each item at most once. */
export const resubmissionBodySchema = z.object({
  items: z
    .array(resubmissionDecisionSchema)
    .min(1, { message: MSG.resubmissionNothingToFix })
    .refine((items) => items.some((i) => i.decision === 'resubmit'), {
      message: MSG.resubmissionNothingToFix,
    })
    .refine((items) => new Set(items.map((i) => i.item)).size === items.length, {
      message: MSG.resubmissionItemTwice,
    }),
});
export type ResubmissionBody = z.infer<typeof resubmissionBodySchema>;

// ── The review checklist (decision 0131) ───────────────────────────
/**
 * One item of the current submission as reviewers decided it: undecided, accepted (by whom,
 * when), or changed since it was accepted (a new file, changed data: undecided again).
 */
export const checklistItemSchema = z.object({
  item: z.enum(RESUBMISSION_ITEMS),
  state: z.enum(['undecided', 'accepted', 'changed']),
  accepted_by_name: z.string().nullable(),
  accepted_at: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  /** Every item accepted: what every approval call asks. */
  complete: z.boolean(),
  /** The caller may accept items now (a reviewer of a participant waiting for a review). */
  may_check: z.boolean(),
});
export type Checklist = z.infer<typeof checklistSchema>;
export const checklistReplySchema = z.object({ status_code: z.string(), data: checklistSchema });
export const resubmissionReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ request_id: z.string(), status_nasabah: z.number() }),
});

/** One item of a request, for staff: the version decided and, once resubmitted, the new one. */
export const resubmissionItemViewSchema = z.object({
  item: z.enum(REQUEST_ITEMS),
  decision: z.enum(['accepted', 'resubmit']),
  reason: z.enum(RESUBMISSION_REASONS).nullable(),
  reason_label: z.string().nullable(),
  reason_text: z.string().nullable(),
  note: z.string().nullable(),
  /** The version the decision was made on (1 = as first submitted); the fix is version + 1. */
  version: z.number().int(),
  /** Files as the staff file route serves them (`/v1/get/file?id=`), for documents. */
  previous_file_id: z.string().nullable(),
  new_file_id: z.string().nullable(),
  /** For data sections: the fields that changed, with their values before and after. */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type ResubmissionItemView = z.infer<typeof resubmissionItemViewSchema>;
export const resubmissionRequestViewSchema = z.object({
  id: z.string(),
  requested_at: z.string(),
  requested_by: z.string(),
  status: z.enum(['open', 'resubmitted']),
  resubmitted_at: z.string().nullable(),
  items: z.array(resubmissionItemViewSchema),
});
export type ResubmissionRequestView = z.infer<typeof resubmissionRequestViewSchema>;
export const resubmissionHistoryReplySchema = z.object({
  status_code: z.string(),
  /** Newest first. */
  data: z.array(resubmissionRequestViewSchema),
});

/** What the customer sees: each item to fix, the onboarding step that fixes it, the reason. */
export const customerFixItemSchema = z.object({
  item: z.enum(REQUEST_ITEMS),
  label: z.string(),
  /** The onboarding step path segment that reopens (e.g. 'attachment', 'personal'). */
  step: z.string(),
  reason_label: z.string(),
  reason_text: z.string().nullable(),
  note: z.string().nullable(),
  /** Whether the customer has saved a new version since the request. */
  fixed: z.boolean(),
  /** The declaration item: what the customer has declared so far (null before). */
  declaration: z
    .object({ source_of_funds: z.string(), source_of_wealth: z.string(), file_id: z.string() })
    .nullable()
    .optional(),
});
export type CustomerFixItem = z.infer<typeof customerFixItemSchema>;
export const customerFixListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ requested_at: z.string(), items: z.array(customerFixItemSchema) }).nullable(),
  /** ISO instant the newest request was resubmitted (the waiting screen's 'ditinjau ulang'); null otherwise. */
  resubmitted_at: z.string().nullable().optional(),
});
export type CustomerFixListReply = z.infer<typeof customerFixListReplySchema>;

// ── The customer's declaration of source of funds and wealth (enhanced due diligence) ──
const declarationText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(FUNDS_DECLARATION_TEXT_MIN, required)
    .max(FUNDS_DECLARATION_TEXT_MAX, MSG.fundsDeclarationTooLong);
/** PUT /v2/kyc/resubmission/{customerId}/funds-declaration: the document first uploaded (kind funds_declaration). */
export const fundsDeclarationBodySchema = z.object({
  source_of_funds: declarationText(MSG.fundsDeclarationFundsRequired),
  source_of_wealth: declarationText(MSG.fundsDeclarationWealthRequired),
  file_id: z.uuid({ error: MSG.fundsDeclarationDocumentRequired }),
});
export type FundsDeclarationBody = z.infer<typeof fundsDeclarationBodySchema>;
/** The declaration as staff read it beside the EDD. */
export const fundsDeclarationViewSchema = z.object({
  source_of_funds: z.string(),
  source_of_wealth: z.string(),
  file_id: z.string(),
  declared_at: z.string(),
});
export type FundsDeclarationView = z.infer<typeof fundsDeclarationViewSchema>;

// ── Case ownership and due times ────────────────────────────────────
export const caseClaimSchema = z.object({
  staff_id: z.string(),
  name: z.string(),
  claimed_at: z.string(),
});
export type CaseClaim = z.infer<typeof caseClaimSchema>;
/** Added to every list row and the detail: who holds the file, when it is due, whether late. */
export const caseTimingSchema = z.object({
  claim: caseClaimSchema.nullable(),
  /** ISO instant; null when nothing waits for a review or while the customer fixes. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type CaseTiming = z.infer<typeof caseTimingSchema>;
export const caseClaimReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ id: z.string(), claim: caseClaimSchema }),
});
export const caseReleaseReplySchema = z.object({ status_code: z.string(), message: z.string() });
export const caseReassignBodySchema = z.object({ staff_id: z.string().uuid() });
export const caseNextBodySchema = z.object({ platform_id: z.string().uuid().optional() });
export const workloadReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    waiting: z.number(),
    overdue: z.number(),
    due_today: z.number(),
    unclaimed: z.number(),
    mine: z.number(),
    needs_fix: z.number(),
  }),
});
export type Workload = z.infer<typeof workloadReplySchema>['data'];
export const reviewerOptionsReplySchema = z.object({
  status_code: z.string(),
  data: z.array(z.object({ staff_id: z.string(), name: z.string(), role: z.number() })),
});

// ── Notes and the timeline ──────────────────────────────────────────
export const caseNoteBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { message: MSG.caseNoteRequired })
    .max(CASE_NOTE_MAX, { message: MSG.caseNoteTooLong }),
});
export const caseNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;
export const caseNotesReplySchema = z.object({ status_code: z.string(), data: z.array(caseNoteSchema) });
export const caseNoteReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: caseNoteSchema,
});

export const TIMELINE_KINDS = [
  'audit',
  'note',
  'resubmission',
  'document',
  'call',
  'screening',
  'claim',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const timelineEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** Who: a staff member's name, 'Nasabah', or 'Sistem'. */
  actor: z.string(),
  /** One line in Indonesian, e.g. 'Disetujui', 'Catatan', 'Minta unggah ulang: KTP (Foto buram)'. */
  title: z.string(),
  detail: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export const timelineReplySchema = z.object({
  status_code: z.string(),
  /** Oldest first. */
  data: z.array(timelineEventSchema),
});
