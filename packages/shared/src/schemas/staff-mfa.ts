/**
 * The staff second factor (OWASP ASVS 5.0 §6.3–6.5, §7.5; decision 0109): the login's second step,
 * enrolment, step-up for decisions, the 'Keamanan akun' section and the two-super-admin reset.
 * The server declares these as its route schemas and the web parses every reply with them.
 *
 * Login: POST /v1/auth answers either a session (`staffLoginReplySchema`, status 'active') or a
 * challenge (`staffMfaChallengeReplySchema`): 'mfa_required' when the account has a factor,
 * 'mfa_enrolment_required' when it has none yet. The challenge's `mfa_token` is short-lived and
 * single-use; the factor (or the enrolment) completes the login and only then is a session made.
 *
 * Step-up: a decision route answers 403 with `SC.stepUpRequired` when the session's last factor is
 * older than `STEP_UP_WINDOW_SECONDS`; the web asks for a factor in a dialog and sends it again.
 *
 * WebAuthn option and response objects are @simplewebauthn's JSON shapes; they are checked by
 * @simplewebauthn/server, so here they are only required to be objects.
 */
import { MSG } from '../messages';
import { z } from '../zod';
import { staffLoginReplySchema } from './backoffice';

/** How long the login's challenge token lives. */
export const MFA_TOKEN_TTL_SECONDS = 300;
/** Wrong codes one challenge token takes before it is spent. */
export const MFA_TOKEN_MAX_ATTEMPTS = 5;
/**
 * Wrong second-factor codes in a row (login and step-up, TOTP and recovery codes) after which the
 * account's second step is held as the password is (decision 0119). A security rule, not a rate
 * limit: it does not scale with RATE_LIMIT_SCALE.
 */
export const MFA_ACCOUNT_MAX_FAILURES = 10;
/** How long the mailed 'this was not me' link of an added factor works (decision 0119). */
export const FACTOR_NOTICE_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A factor used within this window lets the session decide without asking again. */
export const STEP_UP_WINDOW_SECONDS = 15 * 60;
/** Recovery codes issued at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Kilau';
export const PASSKEY_NAME_MAX = 60;

export const MFA_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

const webauthnJson = z.record(z.string(), z.unknown());
const mfaTokenField = z.string().min(1).max(2048);
/** A TOTP code (6 digits; spaces the user typed are dropped) or a recovery code (xxxxx-xxxxx). */
const totpCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MSG.mfaTotpFormat));
const recoveryCode = z
  .string()
  .transform((s) => s.trim().toLowerCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, MSG.mfaRecoveryFormat));
export const mfaCodeBodySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
]);
export type MfaCodeBody = z.infer<typeof mfaCodeBodySchema>;

// ── POST /v1/auth/mfa/report: 'this was not me' from the mailed link (decision 0119) ──
export const factorReportBodySchema = z.object({ token: z.string().min(1).max(200) });
export type FactorReportBody = z.infer<typeof factorReportBodySchema>;

// ── POST /v1/auth: the password step's challenge ──────────────────────
export const staffMfaChallengeReplySchema = z.object({
  status_code: z.string(),
  status: z.enum(['mfa_required', 'mfa_enrolment_required']),
  mfa_token: z.string(),
  /** What the account can answer with ('mfa_required'), or what it may enrol ('mfa_enrolment_required'). */
  methods: z.array(z.enum(MFA_METHODS)),
  username: z.string(),
  fullname: z.string(),
});
export type StaffMfaChallengeReply = z.infer<typeof staffMfaChallengeReplySchema>;
/** Every answer POST /v1/auth gives with 200. */
export const staffLoginResultSchema = z.union([staffLoginReplySchema, staffMfaChallengeReplySchema]);
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

// ── POST /v1/auth/mfa/verify: TOTP or recovery code completes the login ──
export const mfaLoginVerifyBodySchema = z.intersection(
  z.object({ mfa_token: mfaTokenField }),
  mfaCodeBodySchema,
);
export type MfaLoginVerifyBody = z.infer<typeof mfaLoginVerifyBodySchema>;

// ── POST /v1/auth/mfa/passkey/options, …/passkey/verify ───────────────
export const mfaTokenBodySchema = z.object({ mfa_token: mfaTokenField });
export const webauthnOptionsReplySchema = z.object({ status_code: z.string(), options: webauthnJson });
export type WebauthnOptionsReply = z.infer<typeof webauthnOptionsReplySchema>;
export const mfaLoginPasskeyBodySchema = z.object({ mfa_token: mfaTokenField, response: webauthnJson });

// ── Enrolment at the forced first login (token of 'mfa_enrolment_required') ──
// POST /v1/auth/mfa/enrol/totp {mfa_token} → totpSetupReply
// POST /v1/auth/mfa/enrol/totp/confirm {mfa_token, code} → staffEnrolledLoginReply
// POST /v1/auth/mfa/enrol/passkey/options {mfa_token} → webauthnOptionsReply
// POST /v1/auth/mfa/enrol/passkey/verify {mfa_token, response, name?} → staffEnrolledLoginReply
export const totpSetupReplySchema = z.object({
  status_code: z.string(),
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, a data: URL of a PNG. */
  qr_data_url: z.string(),
});
export type TotpSetupReply = z.infer<typeof totpSetupReplySchema>;
export const mfaEnrolTotpConfirmBodySchema = z.object({
  mfa_token: mfaTokenField,
  code: totpCode,
});
const passkeyName = z.string().trim().max(PASSKEY_NAME_MAX).optional();
export const mfaEnrolPasskeyBodySchema = z.object({
  mfa_token: mfaTokenField,
  response: webauthnJson,
  name: passkeyName,
});
/** The session, with the recovery codes shown once. */
export const staffEnrolledLoginReplySchema = staffLoginReplySchema.extend({
  recovery_codes: z.array(z.string()),
});
export type StaffEnrolledLoginReply = z.infer<typeof staffEnrolledLoginReplySchema>;

// ── Step-up (staff session) ───────────────────────────────────────────
// POST /v1/staff/step-up {method, code} → stepUpReply
// POST /v1/staff/step-up/passkey/options → webauthnOptionsReply
// POST /v1/staff/step-up/passkey/verify {response} → stepUpReply
export const stepUpReplySchema = z.object({
  status_code: z.string(),
  /** Until when decisions go through without asking again (ISO 8601). */
  step_up_until: z.string(),
});
export type StepUpReply = z.infer<typeof stepUpReplySchema>;
export const passkeyResponseBodySchema = z.object({ response: webauthnJson });

// ── 'Keamanan akun' (staff session) ───────────────────────────────────
// GET    /v1/staff/security → staffSecurityReply
// POST   /v1/staff/security/totp (step-up) → totpSetupReply   (a new secret, not active until confirmed)
// POST   /v1/staff/security/totp/confirm {code} (step-up) → okReplySchema (schemas/common)
// DELETE /v1/staff/security/totp (step-up; 409 when it is the last factor) → okReply
// POST   /v1/staff/security/passkeys/options (step-up) → webauthnOptionsReply
// POST   /v1/staff/security/passkeys {response, name?} (step-up) → okReply
// DELETE /v1/staff/security/passkeys/:id (step-up; 409 when it is the last factor) → okReply
// POST   /v1/staff/security/recovery-codes (step-up) → recoveryCodesReply
// POST   /v1/staff/security/sessions/revoke-others → revokeOthersReply
// DELETE /v1/staff/security/sessions/:id → okReply (404 for a session not the caller's own or ended)
export const staffPasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const staffSecurityReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    totp: z.object({ enrolled: z.boolean(), created_at: z.string().nullable() }),
    passkeys: z.array(staffPasskeySchema),
    recovery_codes_left: z.number(),
    /** null when no factor was used in the window. */
    step_up_until: z.string().nullable(),
    other_sessions: z.number(),
    /** The other live sessions, newest activity first: the browser that holds each, and its times. */
    sessions: z
      .array(
        z.object({
          id: z.string(),
          user_agent: z.string().nullable(),
          created_at: z.string(),
          last_active_at: z.string(),
        }),
      )
      // A reply from before the list counts only (other_sessions).
      .default([]),
  }),
});
export type StaffSecurity = z.infer<typeof staffSecurityReplySchema>['data'];
export const totpConfirmBodySchema = z.object({ code: totpCode });
export const addPasskeyBodySchema = z.object({ response: webauthnJson, name: passkeyName });
export const recoveryCodesReplySchema = z.object({
  status_code: z.string(),
  recovery_codes: z.array(z.string()),
});
export const revokeOthersReplySchema = z.object({ status_code: z.string(), revoked: z.number() });

// ── The two-super-admin reset (role 0; step-up) ───────────────────────
// GET  /v1/staff/mfa-resets → mfaResetListReply (pending requests)
// POST /v1/staff/mfa-resets {username, reason} → mfaResetCreatedReply (404 unknown username)
// POST /v1/staff/mfa-resets/:id/approve → okReply (409 + SC.mfaResetSameApprover for the requester)
export const mfaResetCreateBodySchema = z.object({
  username: z.string().trim().min(1, MSG.staffUsernameRequired).max(100),
  reason: z.string().trim().min(10, MSG.mfaResetReasonShort).max(500),
});
export type MfaResetCreateBody = z.infer<typeof mfaResetCreateBodySchema>;
export const mfaResetSchema = z.object({
  id: z.string(),
  staff_username: z.string(),
  staff_fullname: z.string(),
  reason: z.string(),
  requested_by: z.string(),
  requested_at: z.string(),
});
export type MfaReset = z.infer<typeof mfaResetSchema>;
export const mfaResetListReplySchema = z.object({ status_code: z.string(), data: z.array(mfaResetSchema) });
export const mfaResetCreatedReplySchema = z.object({ status_code: z.string(), id: z.string() });
