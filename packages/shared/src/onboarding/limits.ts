/**
 * The onboarding's limits, codes and pure date helpers (docs/product/onboarding.md § Limits), apart from the step schemas in
 * `schemas/onboarding` so that a page can read a limit without loading zod (decision 0107).
 */

// ── Limits (docs/product/onboarding.md § Limits) ──
export const KTP_LENGTH = 16;
export const POSTCODE_LENGTH = 5;
export const KYC_FULLNAME_MAX = 50;
export const BANK_FORM_FULLNAME_MAX = 40;
export const MOTHERS_NAME_MAX = 40;
export const PLACE_OF_BIRTH_MAX = 25;
export const COMPANY_NAME_MAX = 70;
export const ADDRESS_MAX = 80;
/**
 * What an address may hold (decision 0125): letters, digits, space and the punctuation Indonesian
 * addresses are written with (. , - / ( ) #), so 'Jl. Kopo No. 5, Bandung' passes; markup ('<', '>'),
 * quotes, control and bidi characters stay out, because an address is printed on forms and mailed.
 */
export const ADDRESS_CHARS = /^[A-Za-z0-9 .,\-/()#]+$/;
/** Each character an address may not hold (the form names them as they are typed). */
export const NOT_ADDRESS_CHARS = /[^A-Za-z0-9 .,\-/()#]/g;
export const CONTACT_NAME_MAX = 70;
export const RELATIONSHIP_MAX = 15;
export const CONTACT_PHONE_MIN = 10;
export const CONTACT_PHONE_MAX = 18;
export const MIN_AGE_YEARS = 17;
export const DEPENDENT_NO_MAX = 99;
/** The public function a customer declares with a 'yes' to the PEP question. */
export const PEP_POSITION_MAX = 150;
export const ACCOUNT_NO_MIN = 5;
export const ACCOUNT_NO_MAX = 20;
/** The statement video's shortest length: a shorter clip cannot hold the statement (decision 0125). */
export const STATEMENT_VIDEO_MIN_SECONDS = 5;
/** Agreement statements are approved in steps 2 to 5 (docs/product/onboarding.md § Screens, States); 5 means all approved. */
export const AGREEMENT_STEP_FIRST = 2;
export const AGREEMENT_STEP_LAST = 5;

/** Banks with the CIMB registration variant (POST /v1/nasabah/cimb). */
export const CIMB_BANK_CODES = ['022', '023'] as const;
/** The bank whose registration form has the two consents and whose account step needs its terms. */
export const BAGI_BANK_CODE = '037';
/** Banks whose new customers wait for the bank's approval first (status_nasabah 7). */
export const BANK_APPROVAL_BANK_CODES = CIMB_BANK_CODES;
export function isCimbBank(code: string | null | undefined): boolean {
  return (CIMB_BANK_CODES as readonly string[]).includes(code ?? '');
}

/** The status codes of the onboarding calls (docs/product/onboarding.md § States, Messages); 2005–2009 and 2011 are in onboarding/flow. */
export const ONBOARDING_SC = {
  ok: '00',
  alreadySubmitted: '2004',
  ktpRegistered: 2001,
  accountRegistered: 2002,
  dataNotRight: 9001,
  ktpRejected: 2010,
  signatureMissing: 406,
  disputeBodyMissing: 407,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD, checked for existence (no 31 February). */
export function isCalendarDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Today as YYYY-MM-DD in Western Indonesia Time, the customer's calendar. */
export function todayWib(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The latest birth date of someone who is at least `years` old today (the date picker limit). */
export function latestBirthDateForAge(years: number, now: Date = new Date()): string {
  const [y, m, d] = todayWib(now).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February minus 17 years is 1 March: step back so the limit stays inside the month.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export const CITIZENSHIPS = ['wni', 'wna'] as const;

export const REQUIRED_ATTACHMENT_FIELDS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'statement_video',
] as const;
export const OPTIONAL_ATTACHMENT_FIELDS = ['partner_signature', 'other', 'kk', 'npwp'] as const;
export const ATTACHMENT_FIELDS = [...REQUIRED_ATTACHMENT_FIELDS, ...OPTIONAL_ATTACHMENT_FIELDS] as const;
export type AttachmentField = (typeof ATTACHMENT_FIELDS)[number];
