/**
 * The managing-bank contract (docs/product/back-office.md § Screens, Calls; decision 0071): the list, the detail with the
 * trade account and the documents' stored paths, and the status update. The server declares these
 * as its route schemas and the web parses every reply with them.
 */
import {
  BACKOFFICE_LIMIT_MAX,
  MANAGING_BANK_COUNT_LIMIT,
  MANAGING_BANK_STATUSES,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
} from '../backoffice-constants';
import { MSG } from '../messages';
import { z } from '../zod';
import { participantSearchField, reasonField, visibleLength, withoutBidiControls } from './backoffice';

export const managingBankStatusSchema = z.enum(MANAGING_BANK_STATUSES);
export const MANAGING_BANK_SORT_FIELDS = ['created_at', 'updated_at', 'account_name', 'status'] as const;
export type ManagingBankSortField = (typeof MANAGING_BANK_SORT_FIELDS)[number];

// ── GET /v1/managing-bank ─────────────────────────────────────────────
export const managingBankListQuerySchema = z.object({
  status: managingBankStatusSchema.optional(),
  app_name: z.string().max(100).optional(),
  /** The back-office's one search: a name, a NIK prefix or a phone number (+62, 62 or 08). */
  q: participantSearchField,
  /** 1-based, used as given (docs/product/back-office.md § Calls). */
  page: z.coerce.number().int().min(1).default(1),
  /** Up to 100 a page; 1000 only as the UNVERIFIED count's query (docs/product/back-office.md § Limits). */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MANAGING_BANK_COUNT_LIMIT)
    .refine((n) => n <= BACKOFFICE_LIMIT_MAX || n === MANAGING_BANK_COUNT_LIMIT, MSG.validationFormat)
    .default(10),
  sort_by: z.enum(MANAGING_BANK_SORT_FIELDS).default('created_at'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ManagingBankListQuery = z.infer<typeof managingBankListQuerySchema>;

export const managingBankSchema = z.object({
  id: z.string(),
  /** The participant: their KYC record id, name and platform. */
  kyc_customer_id: z.string(),
  fullname: z.string(),
  app_name: z.string(),
  platform_name: z.string(),
  bank: z.object({ bank_code: z.string(), name: z.string() }).nullable(),
  account_no: z.string(),
  account_name: z.string(),
  status: managingBankStatusSchema,
  /** Why the account was rejected. */
  note: z.string().nullable(),
  /** ISO timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
  verified_at: z.string().nullable(),
  /** The staff member who verified or rejected it. */
  verified_by: z.object({ fullname: z.string() }).nullable(),
});
export type ManagingBank = z.infer<typeof managingBankSchema>;

export const managingBankListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    managing_bank: z.array(managingBankSchema),
    page_metadata: z.object({ count: z.number(), page: z.number(), limit: z.number() }),
  }),
});
export type ManagingBankListReply = z.infer<typeof managingBankListReplySchema>;

// ── GET /v1/managing-bank/{id} ────────────────────────────────────────
export const managingBankDetailSchema = z.object({
  managing_bank: managingBankSchema,
  trade_account: z.object({
    account_no: z.string().nullable(),
    username: z.string().nullable(),
    etb_no: z.string().nullable(),
    hin_demo: z.string().nullable(),
  }),
  /** Stored paths of the participant's documents, read through GET /v1/managing-bank/file?path=. */
  documents: z.object({
    ktp: z.string().nullable(),
    photo_with_ktp: z.string().nullable(),
    signature: z.string().nullable(),
  }),
  /** What the caller may do now (from their role and the account's status). */
  allowed_actions: z.array(z.enum(['verify', 'reject'])),
  /** A decision the caller's role could take but the account refuses now, with the reason. */
  unavailable_actions: z.array(z.object({ action: z.enum(['verify', 'reject']), reason: z.string() })),
});
export type ManagingBankDetail = z.infer<typeof managingBankDetailSchema>;
export const managingBankDetailReplySchema = z.object({
  status_code: z.string(),
  data: managingBankDetailSchema,
});

// ── PUT /v1/managing-bank/{id} ────────────────────────────────────────
export const managingBankUpdateBodySchema = z
  .object({
    status: z.enum(['VERIFIED', 'REJECTED']),
    note: z
      .string()
      .transform(withoutBidiControls)
      .pipe(z.string().max(REVIEW_REASON_MAX, MSG.reasonMax))
      .optional(),
  })
  // A rejection says why, as a review reason does (30–500 visible characters). Checked here rather
  // than with a discriminated union, whose code would join the zod every customer page loads (0051).
  .superRefine((v, ctx) => {
    if (v.status !== 'REJECTED') return;
    const visible = visibleLength(v.note ?? '');
    if (visible < REVIEW_REASON_MIN) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: visible ? MSG.reasonMin : MSG.reasonRequired });
    }
  });
export type ManagingBankUpdateBody = z.infer<typeof managingBankUpdateBodySchema>;
/** The reject dialog's form. */
export const managingBankRejectFormSchema = z.object({ note: reasonField });
export type ManagingBankRejectForm = z.infer<typeof managingBankRejectFormSchema>;

export const managingBankUpdateReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ id: z.string(), status: managingBankStatusSchema, activity_id: z.string() }),
});
export type ManagingBankUpdateReply = z.infer<typeof managingBankUpdateReplySchema>;
