/**
 * The back-office's constants (spec 002 §6, §9; architecture.md §5), apart from the customer's
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
} as const;
export type StaffRole = (typeof ROLES)[keyof typeof ROLES];
/** The API path prefix each staff role reads through (spec 002 §6). */
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
export const BACKOFFICE_PAGE_SIZE = 10;
export const BACKOFFICE_LIMIT_MAX = 100;
export const REVIEW_REASON_MIN = 30;
export const REVIEW_REASON_MAX = 500;
export const STAFF_PASSWORD_MIN = 8;
/** Video status of a participant (spec 002 §3, §4). */
export const VIDEO_STATUSES = ['new', 'scheduled', 'done'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
/** The bot challenge's action name of the staff logins (decision 0058). */
export const CAPTCHA_ACTION_ADMIN_LOGIN = 'admin_login';
/**
 * Managing-bank accounts (spec 002 §2, §7; decision 0071): the bank account a registered participant
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
/** The one larger page the list allows: the navigation's UNVERIFIED count asks it (spec 002 §9). */
export const MANAGING_BANK_COUNT_LIMIT = 1000;
