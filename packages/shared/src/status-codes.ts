/**
 * The `status_code` values the screens switch on (docs/product/customer-area.md § Messages; docs/product/onboarding.md § Messages; docs/product/back-office.md § Messages). Each code's
 * meaning in this product is written beside it; where a code came without a meaning,
 * the meaning chosen is recorded in docs/decisions/0003-status-codes.md.
 */
export const SC = {
  ok: '00',
  /** Platform lookup: the user has no customer record on any platform yet. */
  noCustomer: '002',
  /** Registration token unknown or expired: register again. */
  registrationExpired: 1002,
  /** Referral (promoter) code not found. */
  referralNotFound: 1001,
  /**
   * Login with the password of a registration left at its SMS code (still alive): continue the
   * verification instead of "not registered" (decision 0088).
   */
  registrationPendingOtp: 1003,
  /** Registration OTP: attempts or resends used up. */
  registerOtpExhausted: 9001,
  /** Registration OTP: wrong code. */
  registerOtpWrong: 9003,
  /** Login: wrong password. */
  loginWrongPassword: 2018,
  /** Login: too many failed attempts on this identifier, temporarily locked. */
  loginLocked: 2019,
  /** Login: account blocked by staff. */
  loginBlocked: 2023,
  /** Login: the bot challenge failed. */
  captchaFailed: 2024,
  /** Forgot password: no account for that e-mail / reset: new password equals the old one. */
  forgotNotFound: 9002,
  resetSamePassword: 9002,
  /** Forgot password: the request cap is reached / reset OTP: the request failed. */
  forgotAlreadyRequested: 9004,
  /** Reset OTP: wrong code. */
  resetOtpWrong: 9003,
  /** Reset OTP: no live reset session (expired, used, or never asked). */
  resetSessionEnded: 9005,
  /** Reset OTP: resend cap reached, wait 24 hours. */
  resetMaxResend: 9006,
  /** Forgot: account blocked / reset OTP: resend asked before the countdown ended. */
  forgotBlocked: 9007,
  resetResendTooSoon: 9007,
  /** Reset OTP: attempts and resends both used up. */
  resetMaxEntry: 9012,
  /** Staff second factor: the code (TOTP or recovery) or the passkey was not accepted. */
  mfaCodeWrong: 2030,
  /** Staff second factor: the login's challenge token expired, was used, or took too many codes. */
  mfaTokenEnded: 2031,
  /** A decision needs a factor used within the step-up window (403). */
  stepUpRequired: 2032,
  /** A factor cannot be removed: it is the account's last one (409). */
  mfaLastFactor: 2033,
  /** An MFA reset is approved by the super admin who asked for it (409). */
  mfaResetSameApprover: 2034,
  /** A participant with an open screening match cannot be approved (409). */
  screeningOpenMatch: 2040,
  /** The decision needs a second person: propose it instead (409). */
  fourEyesRequired: 2041,
  /** A proposal is approved or declined by its own proposer (409). */
  proposalSamePerson: 2042,
  /** The evidence a proposal was made on changed; the proposal lapsed (409). */
  proposalLapsed: 2043,
  /** The proposal was decided meanwhile (by another checker), or one is already pending (409). */
  proposalNotPending: 2044,
  /** A list file was refused: its row and reason are in the message (422). */
  watchlistRefused: 2045,
  /** The record is frozen after a confirmed list match (409). */
  recordFrozen: 2046,
  /** The file is held by another reviewer: the message names them (409, decision 0112). */
  caseHeldByOther: 2050,
  /** 'Berikutnya': no unclaimed file waits in the caller's scope (404). */
  caseQueueEmpty: 2051,
  /** A resubmission request on a file that is not waiting for a review, or names nothing to fix (409). */
  resubmissionNotAllowed: 2052,
  /** The customer saved a step or a document the reviewer did not reopen (409). */
  stepNotReopened: 2053,
  /** Release or reassignment by someone who may not (403), or of a file nobody holds (409). */
  caseNotHeld: 2054,
  /**
   * (decision 0112) The resubmission from 'perlu perbaikan' before every requested item was
   * fixed: a new file for each document, changed data for each section. Answered like the
   * submission's own 2005–2009 (the reply's status_code).
   */
  fixIncomplete: 2058,
  /**
   * Was the 409 of 'Unduh data saya' while an export was being built (decision 0113); since
   * decision 0122 that request answers 200 with the export. Kept so that the number is not reused.
   */
  dataExportInProgress: 2060,
  /** A data request of the same kind is still open (409). */
  dataRequestOpenExists: 2061,
  /** A decision on a data request that was already decided (409). */
  dataRequestNotOpen: 2062,
  /** The export link is unknown, another customer's, or past its 7 days (404). */
  dataExportLinkInvalid: 2063,
  /** A login to an account closed at the customer's request (restriction or deletion; 403, decision 0113). */
  dataAccountRestricted: 2068,
  /** A staff decision or claim on a participant whose account is closed (409, decision 0130). */
  accountClosed: 2069,
  /** A webhook endpoint's address is refused: not HTTPS in production, or a private destination (422, decision 0114). */
  webhookUrlRefused: 2070,
  /** 'Kirim uji' or 'Kirim ulang' on a turned-off endpoint (409). */
  webhookEndpointInactive: 2071,
  /** An approval before every item of the current submission was accepted by a reviewer (409, decision 0131). */
  checklistIncomplete: 2072,
  /** A document accepted by a reviewer who has not opened its current file (409, decision 0131). */
  checklistDocumentNotOpened: 2073,
  /** 'Data saya masih sesuai' while no periodic review of the customer is due (409, decision 0194). */
  periodicReviewNotDue: 2074,
  /** A data update whose section changed in the record since it was sent: not applied (409, decision 0217). */
  dataUpdateRecordChanged: 2075,
  /** Activation link or reset token expired. */
  expired: 498,
} as const;
