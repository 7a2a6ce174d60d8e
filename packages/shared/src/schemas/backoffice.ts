/**
 * The back-office API contract (docs/product/back-office.md § Records and fields, Calls): staff login, the review lists, the participant
 * detail, the review actions and the audit trail. The server declares these as its route schemas
 * and the web parses every reply with them (architecture.md §3.2, §3.5).
 */
import {
  BACKOFFICE_LIMIT_MAX,
  LOCATION_HINT_TEXT_MAX,
  PARTICIPANT_SEARCH_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  STAFF_PASSWORD_MIN,
  TRADE_ACCOUNT_NO_MAX,
  TRADE_ACCOUNT_NO_MIN,
  VIDEO_STATUSES,
} from '../backoffice-constants';
import { PASSWORD_MAX, USERNAME_MAX } from '../constants';
import { normalizePhone } from '../identity';
import { MSG } from '../messages';
import { EDD_CHECKS } from '../risk/edd';
import { RISK_LEVELS } from '../risk/risk-model';
import { z } from '../zod';
import { attachmentPathsSchema } from './onboarding';
import { videoRecordingSchema } from './video-recording';
import { caseTimingSchema, fundsDeclarationViewSchema } from './workbench';

// ── Staff login: POST /v1/auth ────────────────────────────────────────
export const staffLoginBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, MSG.staffUsernameRequired)
    .max(USERNAME_MAX + 20),
  password: z.string().min(1, MSG.staffPasswordRequired).max(PASSWORD_MAX),
  /** The bot challenge's answer (the admin login; docs/product/back-office.md § Calls). */
  clientCaptchaKey: z.string().max(4096).optional(),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;
/** The login forms (docs/product/back-office.md § Rules: username and password required). */
export const staffLoginFormSchema = staffLoginBodySchema.pick({ username: true, password: true });
export type StaffLoginForm = z.infer<typeof staffLoginFormSchema>;

export const staffLoginReplySchema = z.object({
  status_code: z.string(),
  status: z.string(),
  token: z.string(),
  role: z.number(),
  username: z.string(),
  fullname: z.string(),
  /** The platform a broker is scoped to (null: every platform). */
  platform: z.string().nullable(),
  bank_code: z.string().nullable(),
});
export type StaffLoginReply = z.infer<typeof staffLoginReplySchema>;

/** The location hints the staff login sends as headers (docs/product/back-office.md § Calls); kept only as hints. */
export const LOCATION_HINT_HEADERS = [
  'latitude',
  'longitude',
  'city',
  'region',
  'country',
  'ip-address',
] as const;

// ── Platforms: GET /v1/{prefix}/platform, …/platform/app-name ─────────
export const staffPlatformSchema = z.object({ _id: z.string(), app_name: z.string(), name: z.string() });
export const staffPlatformReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ platform: z.array(staffPlatformSchema) }),
});
export const appNameReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ app_name: z.array(z.string()) }),
});

// ── Totals: GET /v1/{prefix}/kyc/total?status= ────────────────────────
export const reviewStatusParam = z.coerce
  .number()
  .pipe(z.union([z.literal(2), z.literal(4), z.literal(5), z.literal(6), z.literal(8)]));
export const kycTotalQuerySchema = z.object({ status: reviewStatusParam });
export const kycTotalReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ total: z.number() }),
});

// ── Lists: GET /v1/{prefix}/kyc/customers/{platformId} ────────────────
/** The lists' one search box: a name, a NIK (or its start) or a phone number (+62, 62 or 08). */
export const participantSearchField = z.string().trim().max(PARTICIPANT_SEARCH_MAX).optional();

export type ParticipantSearch =
  | { kind: 'name'; text: string }
  | { kind: 'number'; nikPrefix: string | null; phonePrefix: string };

/**
 * What a search means. Digits (with spaces, hyphens or a leading +) are a NIK prefix or a phone
 * number prefix, +62 and 62 read as 0 (architecture.md §7); anything else is part of a name.
 */
export function parseParticipantSearch(raw: string | undefined): ParticipantSearch | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const compact = value.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(compact))
    return {
      kind: 'number',
      nikPrefix: compact.startsWith('+') ? null : compact,
      phonePrefix: normalizePhone(compact),
    };
  return { kind: 'name', text: value };
}
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const kycListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(10),
  /** 2 new (with 7 waiting bank approval), 4 registered, 5 rejected, 6 blacklisted. */
  status: reviewStatusParam.optional(),
  /** Another way to ask for the rejected list (docs/product/back-office.md § Screens). */
  state: z.literal('reject').optional(),
  app_name: z.string().max(100).optional(),
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
  q: participantSearchField,
  /** 'due': soonest due first (the workbench, decision 0112); default newest registration first. */
  sort: z.enum(['created', 'due']).optional(),
  /** Only the files the caller holds, or nobody holds. */
  claim: z.enum(['mine', 'unclaimed']).optional(),
  overdue: z.literal('1').optional(),
  /** Only the files due later today, WIB (the dashboard's 'Tenggat hari ini', decision 0134). */
  due: z.literal('today').optional(),
  /** Only the participants of this risk level (docs/product/risk-rating.md); the readers of the rating only. */
  risk_level: z.enum(RISK_LEVELS).optional(),
});
export type KycListQuery = z.infer<typeof kycListQuerySchema>;

/** What staff can do to a participant; the server decides which of these a caller may do now. */
export const REVIEW_ACTIONS = [
  'bank_approve',
  'approve',
  /** Approval that needs a second person (decision 0111): the caller proposes it. */
  'propose_approve',
  'reject',
  'blacklist',
  'unblacklist',
  'download',
  'accept_video',
  /** The workbench (decision 0112): 'Kirim permintaan', 'Ambil', 'Lepaskan', 'Alihkan'. */
  'request_resubmission',
  'claim',
  'release',
  'reassign',
] as const;
export type ReviewActionName = (typeof REVIEW_ACTIONS)[number];

export const kycListItemSchema = z.object({
  _id: z.string(),
  id_nasabah: z.string(),
  fullname: z.string(),
  place_of_birth: z.string(),
  /** ISO date (YYYY-MM-DD); the screen formats it. */
  date_of_birth: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  ktp_no: z.string(),
  npwp_no: z.string(),
  citizenship: z.string(),
  app_name: z.string(),
  platform_name: z.string(),
  bank: z.object({ bank_code: z.string(), name: z.string() }).nullable(),
  status_nasabah: z.number(),
  /**
   * The customer's account was closed at their request (decision 0130): every screen names the
   * participant 'Ditutup' whatever `status_nasabah` still says, and no action is offered.
   */
  account_closed: z.boolean(),
  video_status: z.enum(VIDEO_STATUSES),
  /** When the video call is scheduled (ISO instant); null when none. */
  video_schedule: z.string().nullable(),
  /** The reason of a reject or a blacklist. */
  description: z.string().nullable(),
  hin_demo: z.string().nullable(),
  trade_account: z.object({
    bank_account: z.object({ etb_no: z.string().nullable(), account_no: z.string().nullable() }),
  }),
  /** ISO timestamps. */
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  /**
   * What the caller may do now, computed by the server from role, status and the video call
   * (one rule for the lists and the detail, decision 0083).
   */
  allowed_actions: z.array(z.enum(REVIEW_ACTIONS)),
  /** Actions the caller's role could take but the record's state refuses now, with the reason. */
  unavailable_actions: z.array(z.object({ action: z.enum(REVIEW_ACTIONS), reason: z.string() })),
  ...caseTimingSchema.shape,
  /** The current risk level (docs/product/risk-rating.md); null before a rating, and for a caller who may not read it. */
  risk_level: z.enum(RISK_LEVELS).nullable(),
});
export type KycListItem = z.infer<typeof kycListItemSchema>;
export const kycListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ total: z.number(), customers: z.array(kycListItemSchema) }),
});
export type KycListReply = z.infer<typeof kycListReplySchema>;

// ── Detail: GET /v1/{prefix}/kyc/detail/{id} ──────────────────────────
const named = z.object({ data_id: z.string(), name: z.string() }).nullable();
export const duplicateKinds = ['nik', 'phone', 'email', 'bank_account'] as const;
export const duplicateFlagSchema = z.object({
  kind: z.enum(duplicateKinds),
  customer_id: z.string(),
  fullname: z.string(),
  status_nasabah: z.number().nullable(),
  blacklisted: z.boolean(),
});
export type DuplicateFlag = z.infer<typeof duplicateFlagSchema>;

export const kycDetailSchema = kycListItemSchema.extend({
  /**
   * The EDD checks an approval proposal must carry (docs/product/risk-rating.md § Enhanced due
   * diligence): for a Tinggi participant, to a caller who may read the rating; else null.
   */
  edd_checks: z.array(z.enum(EDD_CHECKS)).nullable(),
  /** The customer's answer to the PEP question ('Ya: {function}', 'Tidak'), null for records made before it. */
  pep_answer: z.string().nullable(),
  /** With edd_checks: the customer's newest declaration of source of funds and wealth, null before one. */
  edd_declaration: fundsDeclarationViewSchema.nullable(),
  mothers_name: z.string(),
  /** Indonesian date, '' when missing. */
  date_of_birth_text: z.string(),
  citizenship_text: z.string(),
  gender_type: named,
  religion_type: named,
  marriage_type: named,
  education_type: named,
  dependent_no: z.number().nullable(),
  identity_address: z.object({
    address: z.string(),
    province_type: named,
    regency_type: named,
    district_type: named,
    village_type: named,
    postcode: z.string(),
    /** The whole address as one line of names. */
    line: z.string(),
  }),
  occupation_type: named,
  company_name: z.string(),
  industrial_type: named,
  position_type: named,
  /**
   * Stored file paths, read through GET /v1/get/file?path= (null: not uploaded): the five required
   * documents and the spouse's signature (a married participant), the family card, the NPWP card and
   * another file.
   */
  attachment: attachmentPathsSchema,
  // ── The rest of what the customer submitted (docs/product/back-office.md § Records and fields), every id and code as its name ──
  /** The customer's onboarding state (docs/product/back-office.md § Records and fields `status`): open … submitted, approved. */
  status: z.string(),
  /** The promoter code given at registration, and the promoter it belongs to. */
  referral_code: z.string().nullable(),
  promoter_name: z.string().nullable(),
  /** The room of the scheduled video call (/video-call/{video_link}); null before scheduling. */
  video_link: z.string().nullable(),
  bankType: z.enum(['konvensional', 'syariah']).nullable(),
  /** YYYY-MM-DD, and as an Indonesian date ('' when missing). */
  ktp_issued_date: z.string(),
  ktp_issued_date_text: z.string(),
  /** There is no separate domicile step: the domicile is the KTP address's regency. */
  domicile_address: z.object({ regency_type: named }),
  user: z.object({ app_name: z.string(), phonenumber: z.string() }),
  financial: z.object({
    fund_type: named,
    salary_type: named,
    monthly_transaction_type: named,
    purpose_fund_type: named,
    purpose_open_account_type: named,
    has_investment_experience: z.boolean().nullable(),
    has_trading_experience: z.boolean().nullable(),
    building_asset: z
      .object({ address: z.string(), postcode: z.string(), njop_value: z.string() })
      .nullable(),
    cash_asset: z.object({ bank_name: z.string(), balance: z.string() }).nullable(),
  }),
  bank_account: z.object({
    account_name: z.string(),
    account_no: z.string(),
    is_syariah: z.boolean().nullable(),
  }),
  emergency_contact: z.object({
    fullname: z.string(),
    address: z.string(),
    postcode: z.string(),
    phonenumber: z.string(),
    relationship: z.string(),
    /** The contact's phone is the customer's own account phone: shown to the reviewer (decision 0125). */
    is_customer_phone: z.boolean(),
  }),
  /** Clause 24 of the mandate agreement: BAKTI or a district court (with its name). */
  dispute: z.object({ body: z.string().nullable(), name: z.string(), detail: z.string().nullable() }),
  /** The trading account of a registered participant ('Verifikasi Peserta'); nulls before approval. */
  trading_account: z.object({ account_no: z.string().nullable(), username: z.string().nullable() }),
  /** The demo account (hin_demo) and when staff opened it (ISO). */
  demo_account: z.object({ hin_demo: z.string().nullable(), created_at: z.string().nullable() }),
  /** The video calls recorded by the officer's browser, newest first (decision 0074). */
  video_recordings: z.array(videoRecordingSchema),
  nik_warnings: z.array(z.object({ code: z.string(), message: z.string() })),
  duplicates: z.array(duplicateFlagSchema),
});
export type KycDetail = z.infer<typeof kycDetailSchema>;
export const kycDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ customer: kycDetailSchema }),
});

// ── Actions (docs/product/back-office.md § Calls; architecture.md §5) ─────────────────────────
/** A field that cannot hold spaces (docs/product/back-office.md § Rules: username, password, account number). */
export const noSpaces = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((v) => !/\s/.test(v), MSG.noSpacesAllowed);

/** The trading account's user id: at most this long. */
export const TRADE_USERNAME_MAX = USERNAME_MAX + 20;
/** The trading account's user id; unique among participants, in any case (the server checks). */
export const tradeUsernameField = noSpaces(MSG.staffUsernameRequired).pipe(
  z.string().max(TRADE_USERNAME_MAX),
);
/**
 * The trading account's one-time password: the customers' password rules (8+ characters, both
 * cases, a digit and a symbol; decision 0021). The server also refuses the common passwords.
 */
export const tradePasswordField = noSpaces(MSG.staffPasswordRequired).pipe(
  z
    .string()
    .min(STAFF_PASSWORD_MIN, MSG.passwordMin8)
    .max(PASSWORD_MAX, MSG.passwordMin8)
    .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v), MSG.newPasswordCase)
    .refine((v) => /\d/.test(v) && /[^A-Za-z0-9]/.test(v), MSG.newPasswordDigitSymbol),
);
/** The trading account number: digits only, 6–20 of them (decision 0103). */
export const tradeAccountNoField = noSpaces(MSG.tradeAccountNoRequired)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${TRADE_ACCOUNT_NO_MIN},${TRADE_ACCOUNT_NO_MAX}}$`), MSG.tradeAccountNoDigits),
  )
  .describe(
    `The trading account number: ${TRADE_ACCOUNT_NO_MIN}–${TRADE_ACCOUNT_NO_MAX} digits, nothing else (decision 0103); unique among participants.`,
  );

export const approveBodySchema = z.object({
  nasabah_id: z.string().uuid(),
  username: tradeUsernameField,
  password: tradePasswordField,
  account_no: tradeAccountNoField,
});
export type ApproveBody = z.infer<typeof approveBodySchema>;

/**
 * GET /v1/admin-broker/kyc/{id}/trade-account-proposal (decision 0137): the account number the
 * server proposes for the approval, the platform's prefix and a zero-padded sequence. A proposal,
 * not a reservation: the approve call still refuses a number taken meanwhile.
 */
export const tradeAccountProposalReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ account_no: z.string(), prefix: z.string(), length: z.number().int() }),
});
export type TradeAccountProposal = z.infer<typeof tradeAccountProposalReplySchema>['data'];

/**
 * Bidirectional controls (embeddings, overrides, isolates and marks): in a stored reason they
 * would reorder what the customer and the audit trail read, so they are removed.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Characters a reader sees: not whitespace, not a control or format character (zero-width, bidi). */
export function visibleLength(text: string): number {
  return text.replace(/[\s\p{Cc}\p{Cf}]/gu, '').length;
}
/** A staff decision's text as stored: without bidi controls, trimmed. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '').trim();

/** A staff decision's reason (reject, blacklist, a counter or managing-bank rejection). */
export const reasonField = z
  .string()
  .transform(withoutBidiControls)
  .pipe(
    z
      .string()
      .refine((v) => visibleLength(v) > 0, MSG.reasonRequired)
      .refine((v) => visibleLength(v) >= REVIEW_REASON_MIN, MSG.reasonMin)
      .max(REVIEW_REASON_MAX, MSG.reasonMax),
  );
export const reasonBodySchema = z.object({ description: reasonField });
export type ReasonBody = z.infer<typeof reasonBodySchema>;

/** approve and unblock answer at the top level, reject and block inside data (docs/product/back-office.md § Calls). */
export const reviewActionReplySchema = z.object({
  status_code: z.string(),
  activity_id: z.string(),
  data: z.object({ status_code: z.string(), activity_id: z.string() }),
});
export type ReviewActionReply = z.infer<typeof reviewActionReplySchema>;

/**
 * A coordinate as the browser's location lookup sends it, a number or its text, in its range;
 * handed on as a number, so that only a short number is ever stored.
 */
const coordinate = (limit: number, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .max(32, message)
          .regex(/^-?\d+(\.\d+)?$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));
const hintText = z.string().trim().max(LOCATION_HINT_TEXT_MAX);

/** PUT /v1/admin-broker/activity/{activityId}: the browser's location, stored as a hint. */
export const activityLocationBodySchema = z.object({
  city: hintText.optional(),
  region: hintText.optional(),
  country: hintText.optional(),
  latitude: coordinate(90, MSG.latitudeInvalid).optional(),
  longitude: coordinate(180, MSG.longitudeInvalid).optional(),
  /** An IPv4 or IPv6 address at most (45 characters). */
  userIP: z.string().trim().max(45).optional(),
});

// ── Audit trail: GET /v1/super-admin/activity ─────────────────────────
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(10),
  skip: z.coerce.number().int().min(0).default(0),
  /** One kind of staff action (audit-actions.ts AUDIT_STAFF_ACTIONS); every kind when absent. */
  action: z.string().max(64).optional(),
  /** The staff member who acted (their id). */
  operator: z.string().max(64).optional(),
  /** Only the rows concerning one participant (their KYC record id), their reads included. */
  participant: z.string().max(64).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activitySchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  /** The participant's status_nasabah after the action. */
  status: z.number().nullable(),
  /** The audited kind: 'kyc.approve', 'video.schedule', 'staff.login' … (audit-actions.ts). */
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  /** The participant's registration time (ISO). */
  created_at: z.string().nullable(),
  /** The action's time (ISO): the verification date. */
  updated_at: z.string(),
  operator_id: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  app_name: z.string().nullable(),
  description: z.string().nullable(),
  /** JSON text {"city","userIP"} (docs/product/back-office.md § Records and fields). */
  info: z.string(),
  /** A staff login's or step-up's second factor ('totp', 'passkey', 'recovery'; decision 0109). */
  factor: z.string().nullable().optional(),
  /** The participant (KYC record id) the row concerns, for the link to their timeline (decision 0112). */
  participant_id: z.string().nullable().optional(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ activity: z.array(activitySchema), total: z.number() }),
});
export const activityDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ activity: activitySchema }),
});
/** GET /v1/super-admin/activity/operators: the staff the trail can be filtered by. */
export const activityOperatorsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    operators: z.array(z.object({ _id: z.string(), fullname: z.string(), username: z.string() })),
  }),
});
/** The chain's own check, and the trail held against the newest signed checkpoint (decision 0106). */
export const auditVerifyReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    /** The hash chain links without a break (it cannot see its newest rows deleted). */
    ok: z.boolean(),
    checked: z.number(),
    broken_at: z.number().nullable(),
    checkpoint: z.object({
      /**
       * none: no checkpoint yet; forged, missing (rows deleted), mismatch (chain rewritten), stale
       * (the newest checkpoint, or none, older than two intervals with rows after it): failed.
       */
      status: z.enum(['none', 'ok', 'forged', 'missing', 'mismatch', 'stale']),
      /** Whether the trail holds against the checkpoint ('none' is not a failure). */
      failed: z.boolean(),
      key: z.string().nullable(),
      at: z.string().nullable(),
      seq: z.number().nullable(),
      /** Rows written after the checkpoint, not yet anchored. */
      unanchored: z.number().nullable(),
      /** What does not hold, for the operator (English, as audit:verify prints it). */
      lines: z.array(z.string()),
    }),
  }),
});
