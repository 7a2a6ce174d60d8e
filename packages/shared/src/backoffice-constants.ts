/**
 * The back-office's constants (docs/product/back-office.md § Roles, Limits; architecture.md §5), apart from the customer's
 * (constants.ts): each is bundled into the chunks that use its module, so the customer's pages do
 * not carry these.
 */
/** Staff roles (architecture.md §5). A customer has no role. */
export const ROLES = {
  superAdmin: 0,
  brokerAdmin: 1,
  bankAdmin: 4,
  tradeDesk: 5,
  videoOfficer: 6,
  brokerViewer: 13,
  /**
   * The compliance officer (Pejabat/petugas APU-PPT, decision 0205): the broker's transaction
   * monitoring, across every platform of the broker. No prefix: its own routes only.
   */
  complianceOfficer: 14,
} as const;
export type StaffRole = (typeof ROLES)[keyof typeof ROLES];
/** The API path prefix each staff role reads through (docs/product/back-office.md § Roles). */
export const STAFF_PREFIXES = ['super-admin', 'admin-broker', 'admin-bank'] as const;
export type StaffPrefix = (typeof STAFF_PREFIXES)[number];
/** Which roles may call the routes under each prefix. */
export const PREFIX_ROLES: Readonly<Record<StaffPrefix, readonly StaffRole[]>> = {
  'super-admin': [ROLES.superAdmin],
  'admin-broker': [ROLES.brokerAdmin, ROLES.brokerViewer],
  'admin-bank': [ROLES.bankAdmin],
};
export function prefixForRole(role: number): StaffPrefix | null {
  if (role === ROLES.superAdmin) return 'super-admin';
  if (role === ROLES.bankAdmin) return 'admin-bank';
  if (role === ROLES.brokerAdmin || role === ROLES.brokerViewer) return 'admin-broker';
  return null;
}
/** Review actions and who may take them (decision in docs/decisions, architecture.md §5). */
export const REVIEW_ACTION_ROLES = {
  approve: [ROLES.brokerAdmin, ROLES.brokerViewer],
  reject: [ROLES.brokerAdmin, ROLES.brokerViewer],
  blacklist: [ROLES.brokerAdmin],
  unblacklist: [ROLES.brokerAdmin],
} as const satisfies Record<string, readonly StaffRole[]>;
/**
 * Four eyes (decision 0111): who may propose each decision, and who may approve or
 * decline it. The checker is never the proposer.
 */
export const FOUR_EYES_PROPOSE_ROLES = {
  approve: [ROLES.brokerAdmin, ROLES.brokerViewer],
  blacklist: [ROLES.brokerAdmin],
  unblacklist: [ROLES.brokerAdmin],
  dismiss_match: [ROLES.brokerAdmin, ROLES.brokerViewer],
  confirm_match: [ROLES.brokerAdmin, ROLES.brokerViewer],
  // A manual override of the risk level (decision 0196): the broker's compliance reviewer.
  risk_override: [ROLES.brokerAdmin],
  // A monitoring case's close or escalation (decision 0209): one compliance officer, then another.
  close_case: [ROLES.complianceOfficer],
  escalate_case: [ROLES.complianceOfficer],
  // A report to PPATK is approved before it is sent (decision 0212): the same two officers.
  approve_report: [ROLES.complianceOfficer],
} as const satisfies Record<string, readonly StaffRole[]>;
export const FOUR_EYES_DECIDE_ROLES = {
  // The super admin also decides the approvals of Tinggi participants, as their senior (below).
  approve: [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.superAdmin],
  blacklist: [ROLES.brokerAdmin, ROLES.superAdmin],
  unblacklist: [ROLES.brokerAdmin, ROLES.superAdmin],
  dismiss_match: [ROLES.brokerAdmin, ROLES.superAdmin],
  confirm_match: [ROLES.brokerAdmin, ROLES.superAdmin],
  // Lowering a level is a senior's to decide (four-eyes/proposal-view.ts).
  risk_override: [ROLES.brokerAdmin, ROLES.superAdmin],
  close_case: [ROLES.complianceOfficer],
  escalate_case: [ROLES.complianceOfficer],
  approve_report: [ROLES.complianceOfficer],
} as const satisfies Record<string, readonly StaffRole[]>;
/** How far ahead a manual override of the risk level may run, in days (decision 0196). */
export const RISK_OVERRIDE_MAX_DAYS = 366;
/** The screening panel and the proposals are read by the broker's reviewers and the super admin. */
export const SCREENING_READ_ROLES = [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer] as const;
/** The risk rating is read by the same people, never by the bank or a customer (docs/product/risk-rating.md § Roles). */
export const RISK_READ_ROLES = SCREENING_READ_ROLES;
/**
 * Who decides the approval of a Tinggi participant, proposed with enhanced due diligence
 * (docs/product/risk-rating.md § Enhanced due diligence): a senior, the super admin, or a broker
 * admin whose account is flagged senior (RISK_SENIOR_FLAG_ROLES; decision 0191).
 */
export const RISK_SENIOR_ROLES = [ROLES.superAdmin] as const;
export const RISK_SENIOR_FLAG_ROLES = [ROLES.brokerAdmin] as const;
/** Who stores, proposes and activates versions of the risk model (decision 0189): the super admin; never one alone. */
export const RISK_MODEL_ROLES = [ROLES.superAdmin] as const;
/**
 * Who reads the monitoring's alerts (/pemantauan, decision 0205): the compliance officer alone.
 * Nothing of an alert reaches the customer, the bank or a partner (UU 8/2010 art. 12).
 */
export const MONITORING_ROLES = [ROLES.complianceOfficer] as const;
/** The alerts list's page size. */
export const MONITORING_ALERTS_PAGE_SIZE = 20;
/** The compliance officer's cases, a page (decision 0208). */
export const MONITORING_CASES_PAGE_SIZE = 20;
/** The lists (/daftar-pantauan) are uploaded and read by the super admin. */
export const WATCHLIST_ROLES = [ROLES.superAdmin] as const;
/**
 * The reviewer's workbench (decision 0112). Who may take a file ('Ambil', 'Berikutnya'): the
 * broker's reviewers for the files waiting for them (2), the bank's for those waiting for the bank
 * (7). Who may hand a held file to someone else or free it: the supervisors (super admin, broker admin).
 */
export const CASE_CLAIM_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin] as const;
export const CASE_SUPERVISOR_ROLES = [ROLES.superAdmin, ROLES.brokerAdmin] as const;
/** Who may ask a customer to fix documents or sections: the broker's reviewers, as for reject. */
export const RESUBMISSION_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer] as const;
/**
 * Who accepts the items of a submission in the review checklist (decision 0131): whoever approves
 * it, the broker's reviewers and, for the participants waiting for it, the bank's.
 */
export const CHECKLIST_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin] as const;
/** Notes and the timeline: every staff role that reads a participant's detail. */
export const CASE_NOTE_ROLES = [
  ROLES.superAdmin,
  ROLES.brokerAdmin,
  ROLES.brokerViewer,
  ROLES.bankAdmin,
] as const;
/**
 * The customers' data requests ('Permintaan data', decision 0113): the broker is the controller;
 * its admins and the super admin answer them.
 */
export const DATA_REQUEST_ROLES = [ROLES.superAdmin, ROLES.brokerAdmin] as const;
/** The partners' signed events ('/integrasi', decision 0114): the super admin. */
export const INTEGRATION_ROLES = [ROLES.superAdmin] as const;
/** Review service level: working days from submission (Monday–Friday, Asia/Jakarta), by default. */
export const REVIEW_DUE_WORKING_DAYS_DEFAULT = 2;
export const CASE_NOTE_MAX = 2000;
export const RESUBMISSION_NOTE_MAX = 500;
export const BACKOFFICE_PAGE_SIZE = 10;
export const BACKOFFICE_LIMIT_MAX = 100;
/** The participant lists' search box (a name, a NIK or a phone number). */
export const PARTICIPANT_SEARCH_MAX = 100;
/** A reason counts its visible characters: whitespace, control and format characters do not count. */
export const REVIEW_REASON_MIN = 30;
export const REVIEW_REASON_MAX = 500;
/** A trading account number: digits only (decision 0103). */
export const TRADE_ACCOUNT_NO_MIN = 6;
export const TRADE_ACCOUNT_NO_MAX = 20;
/**
 * The number the server proposes at approval (decision 0137): the platform's prefix and a
 * zero-padded sequence, this many digits in all; a prefix leaves the sequence at least four.
 */
export const TRADE_ACCOUNT_PROPOSAL_LENGTH = 10;
export const TRADE_ACCOUNT_PREFIX_MAX = 6;
/** The location hint's free text (city, region, country) and the address the browser reports. */
export const LOCATION_HINT_TEXT_MAX = 100;
export const STAFF_PASSWORD_MIN = 8;
/** Video status of a participant (docs/product/back-office.md § Records and fields, States). */
export const VIDEO_STATUSES = ['new', 'scheduled', 'done'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/**
 * The participant's consent to the call's recording (UU PDP): a kyc_acceptances row of this
 * document, with this version of the text the room shows (decision 0082).
 */
export const VIDEO_CONSENT_DOCUMENT = 'video_call_recording';
export const VIDEO_CONSENT_VERSION = 'video-call-recording/2026-11';
/** The bot challenge's action name of the staff logins (decision 0058). */
export const CAPTCHA_ACTION_ADMIN_LOGIN = 'admin_login';
/** Who reads the users directory and exports it (docs/product/back-office.md § Screens /users; decision 0068). */
export const USERS_DIRECTORY_ROLES = [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer] as const;
/** The users export's column widths (docs/product/back-office.md § Limits). */
export const USERS_EXPORT_WIDTHS = [5, 15, 15, 15, 20, 15] as const;
/** The users search waits this long after the last key (docs/product/back-office.md § Limits). */
export const USERS_SEARCH_DEBOUNCE_MS = 500;
/** Demo accounts (docs/product/back-office.md § Screens /nsb-eksternal): read and made by the broker's staff. */
export const DEMO_ACCOUNT_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer] as const;
/** The counter's participant lists (docs/product/back-office.md § Calls list_nasabah) use these words for the statuses. */
export const COUNTER_STATUS_WORDS = { new: 2, 'waiting-approval': 7, registered: 4 } as const;
export type CounterStatusWord = keyof typeof COUNTER_STATUS_WORDS;
/** The partner banks whose staff approve their participants before the broker does (status 7). */
export const BANK_APPROVAL_CODES = { conventional: '022', syariah: '023' } as const;
export type BankApprovalVariant = keyof typeof BANK_APPROVAL_CODES;
/**
 * Trade transactions (docs/product/back-office.md § Screens, Calls; decision 0070): who reads them. The trade desk (5) and the
 * super admin (0) see every platform; the broker roles (1, 13) see their platform's.
 */
export const TRADE_READ_ROLES: readonly StaffRole[] = [
  ROLES.superAdmin,
  ROLES.brokerAdmin,
  ROLES.tradeDesk,
  ROLES.brokerViewer,
];
/** The order vocabulary of a trade as the exchange reports it (decision 0070). */
export const TRADE_DIRECTIONS = ['buy', 'sell'] as const;
export const TRADE_TYPES = ['market', 'limit'] as const;
/** The order's time-in-force: day, good till cancelled, immediate or cancel, fill or kill. */
export const TRADE_CONDITIONS = ['day', 'gtc', 'ioc', 'fok'] as const;
/** A trade's life at the exchange: open → matched → settled, or cancelled before it settles. */
export const TRADE_STATUSES = ['open', 'matched', 'settled', 'cancelled'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
/** The sorts the trade list accepts (orderByQuery), the first being the default. */
export const TRADE_SORTS = [
  'traded_at:desc',
  'traded_at:asc',
  'settlement_amount:desc',
  'settlement_amount:asc',
] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];
/** The most trades or balances one integration call may carry. */
export const INTEGRATION_BATCH_MAX = 500;
/**
 * Managing-bank accounts (docs/product/back-office.md § Screens, Calls; decision 0071): the bank account a registered participant
 * trades from. Opened UNVERIFIED at approval; staff verify or reject it once, and it stays so.
 */
export const MANAGING_BANK_STATUSES = ['UNVERIFIED', 'VERIFIED', 'REJECTED'] as const;
export type ManagingBankStatus = (typeof MANAGING_BANK_STATUSES)[number];
/** Who may read the managing-bank list, detail and documents (each within their scope). */
export const MANAGING_BANK_READ_ROLES = [
  ROLES.superAdmin,
  ROLES.brokerAdmin,
  ROLES.bankAdmin,
  ROLES.brokerViewer,
] as const satisfies readonly StaffRole[];
/** Who may verify or reject an account: the broker's admin and the bank's admin, not the viewers. */
export const MANAGING_BANK_VERIFY_ROLES = [
  ROLES.brokerAdmin,
  ROLES.bankAdmin,
] as const satisfies readonly StaffRole[];
/** The one larger page the list allows: the navigation's UNVERIFIED count asks it (docs/product/back-office.md § Limits). */
export const MANAGING_BANK_COUNT_LIMIT = 1000;
/** Video-call verification (docs/product/back-office.md § Screens /nsb-video-call; decision 0072): the officer's role acts. */
export const VIDEO_OFFICER_ROLES = [ROLES.videoOfficer] as const;
/** Who may read the video-call list (/nsb-video-call); only the officer acts on it. */
export const VIDEO_LIST_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.videoOfficer] as const;
/** A room opens at its scheduled time and stays joinable this long; after it the link has expired. */
export const VIDEO_LINK_VALID_MS = 2 * 60 * 60_000;
/** How far ahead a call may be scheduled. */
export const VIDEO_SCHEDULE_MAX_AHEAD_MS = 30 * 24 * 60 * 60_000;
/** A room token's lifetime: enough to connect, short enough that a leaked one is soon useless. */
export const VIDEO_ROOM_TOKEN_TTL_SECONDS = 10 * 60;
/** The video list's page size (docs/product/back-office.md § Limits). */
export const VIDEO_LIST_PAGE_SIZE = 5;
