/**
 * Business constants of the product (docs/product/customer-area.md § Limits; docs/product/onboarding.md § Limits; docs/product/back-office.md § Limits) and the limits the server
 * enforces. Screens and routes read these; no literal limit is written anywhere else.
 */

/** An hour and a day in milliseconds, for the arithmetic of due times, windows and retention. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Inactivity before the session modal: 14 minutes, while its text says 15 (architecture.md §5). */
export const INACTIVITY_LIMIT_MS = 840_000;
/** A customer's access token is renewed through GET /v2/user/refresh this often. */
export const TOKEN_REFRESH_INTERVAL_MS = 150_000;
/** Access tokens outlive two refresh intervals so one missed refresh is not fatal. */
export const ACCESS_TOKEN_TTL_SECONDS = 330;
/** A server-side session ends after this long whatever the refreshes (absolute lifetime). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/**
 * A server-side session also ends after this long without an authenticated request (a refresh
 * counts): the server's own inactivity limit, whatever the client does (docs/decisions/0020).
 */
export const SESSION_IDLE_SECONDS = 15 * 60;

export const PASSWORD_MIN = 8;
/** bcrypt-style upper bound so a hash request cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 30;
export const FULLNAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PHONE_MIN = 10;
export const PHONE_MAX = 14;
export const OTP_LENGTH = 6;
export const PROMOTER_CODE_LENGTH = 8;

/** Registration OTP: resend countdown, lifetime, attempts and resends. */
export const REGISTER_OTP_RESEND_SECONDS = 30;
export const REGISTER_OTP_TTL_SECONDS = 5 * 60;
export const REGISTER_OTP_MAX_ATTEMPTS = 5;
export const REGISTER_OTP_MAX_RESENDS = 3;

/** Password-reset OTP: resend countdown, lifetime, attempts, resend cap and its cool-down. */
export const RESET_OTP_RESEND_SECONDS = 60;
export const RESET_OTP_TTL_SECONDS = 10 * 60;
export const RESET_OTP_MAX_ATTEMPTS = 5;
export const RESET_OTP_MAX_RESENDS = 3;
export const RESET_COOLDOWN_HOURS = 24;
/** The token handed out after a verified reset OTP is good for this long. */
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;

/** The e-mail activation link lives this long before the page answers 498. */
export const ACTIVATION_LINK_TTL_HOURS = 24;

/**
 * Changing the e-mail or phone (docs/decisions/0035): the link to the new address and the SMS
 * code to the new number. Shorter than activation: the account already exists and is at stake.
 */
export const CONTACT_EMAIL_LINK_TTL_MINUTES = 60;
export const CONTACT_EMAIL_LINK_TTL_SECONDS = CONTACT_EMAIL_LINK_TTL_MINUTES * 60;
export const CONTACT_OTP_TTL_SECONDS = 5 * 60;
export const CONTACT_OTP_MAX_ATTEMPTS = 5;
export const CONTACT_OTP_RESEND_SECONDS = 30;
export const CONTACT_OTP_MAX_RESENDS = 3;

/** Dashboard: how many gold transactions it lists. */
export const DASHBOARD_TRANSACTIONS = 10;

/** Toast durations (docs/product/onboarding.md § Limits; docs/product/back-office.md § Limits). */
export const NOTIFICATION_MS = 2000;
export const NOTIFICATION_APPROVAL_ERROR_MS = 3000;
/** Navigation after a success message. */
export const AFTER_SUCCESS_DELAY_MS = 2000;

/** Every list caps its page size at this many rows. */
export const LIST_LIMIT_MAX = 100;

/** Profile PDF: A4 with a 7 mm margin, in PDF points. */
export const PDF_MARGIN_PT = (7 / 25.4) * 72;

/** Contract id to product size (docs/product/customer-area.md § Records and fields), written the Indonesian way ('0,01 gr'). */
export const CONTRACT_SIZES: Readonly<Record<number, string>> = {
  1: '100 gr',
  2: '10 oz',
  3: '1 kg',
  4: '10 kg',
  5: '0,01 gr',
  6: 'KAU 1 gr',
};

export const CURRENCIES = ['IDR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Customer KYC state (customer side vocabulary, architecture.md §5), in order: the state only moves forward. */
export const CUSTOMER_STATES = [
  'open',
  'customer',
  'employment',
  'financial',
  'account',
  'contact',
  'attachment',
  'reject',
  /**
   * 'Perlu perbaikan' (decision 0112): a reviewer asked the customer to fix some documents or
   * sections; only those steps are open, the rest read-only, until the customer resubmits.
   */
  'fix',
  'submitted',
  'approved',
] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

/** Staff vocabulary: status_nasabah. */
export const STATUS_NASABAH = {
  new: 2,
  accepted: 4,
  rejected: 5,
  blacklisted: 6,
  waitingBank: 7,
  /** 'Perlu perbaikan' (ours, decision 0112): waiting for the customer to fix what a reviewer asked. */
  needsFix: 8,
} as const;

/** Bank codes with a name of their own; any other code is shown as OCBC (docs/product/onboarding.md § Screens). */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '037': 'Bank Artha Graha',
  '022': 'CIMB Niaga',
  '023': 'CIMB Syariah',
};
export const OTHER_BANK_NAME = 'OCBC';
export function bankName(code: string): string {
  return BANK_NAMES[code] ?? OTHER_BANK_NAME;
}

// ── Uploads (docs/product/onboarding.md § Limits) ──
/**
 * Images must be UNDER 400,000 bytes (docs/product/onboarding.md § Limits: "after compression at quality 0.5, under
 * 400000 bytes"): a file of exactly 400,000 bytes is refused, by the screen and by the server alike
 * (see isWithinUploadLimit). The texts say "di bawah 400 KB".
 */
export const IMAGE_LIMIT_BYTES = 400_000;

/**
 * Each text of the declaration of source of funds and wealth, in characters (docs/product/
 * risk-rating.md § Enhanced due diligence). Here, not beside its schema, so that the customer's
 * form reads the bounds without zod on its first paint.
 */
export const FUNDS_DECLARATION_TEXT_MIN = 20;
export const FUNDS_DECLARATION_TEXT_MAX = 1000;
/** The statement video must be under 200,000,000 bytes (docs/product/back-office.md § Rules: "under 200000000 bytes"). */
export const VIDEO_LIMIT_BYTES = 200_000_000;
/**
 * All the files stored for one KYC record together, attached or still pending, stay under this: a
 * full set of attachments (one video near its limit and every image) plus room for retakes, and no
 * more, so that one customer cannot fill the disk (docs/decisions/0025).
 */
export const RECORD_STORAGE_LIMIT_BYTES = 300_000_000;
/** Photos of documents and faces: jpeg (jpg) or png, decided from the bytes, never the name. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** The signature pads export png. */
export const SIGNATURE_MIME_TYPES = ['image/png'] as const;
/**
 * The statement video: mp4 only (docs/product/onboarding.md § Rules). Chromium's MediaRecorder records
 * mp4 (`ftyp` brand isom, vp9/opus), which is detected as video/mp4, so the recorder asks for
 * `video/mp4`; webm is refused ('Format file salah') so that staff always get one playable format.
 */
export const VIDEO_MIME_TYPES = ['video/mp4'] as const;
/** The attachment fields a file can be uploaded for (docs/product/onboarding.md § Records and fields "Attachment", plus the selfie). */
export const ATTACHMENT_KINDS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'partner_signature',
  'kk',
  'npwp',
  'other',
  'statement_video',
  'selfie',
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const VIDEO_ATTACHMENT_KINDS = ['statement_video'] as const satisfies readonly AttachmentKind[];
export const SIGNATURE_ATTACHMENT_KINDS = [
  'signature',
  'partner_signature',
] as const satisfies readonly AttachmentKind[];

/** A password chosen by staff is shown once through a link that lives this long (decision 0090). */
export const CREDENTIAL_REVEAL_TTL_HOURS = 72;

/**
 * How long the broker's review of a submitted registration usually takes, in working days, as the
 * waiting screen and the submission e-mail tell the customer (decision 0089; the operator's figure).
 */
export const KYC_REVIEW_USUAL_WORKING_DAYS = '1–3';
