/**
 * The audit trail's catalogue (docs/product/back-office.md § Screens 'Audit Trail'): every kind of staff action the server
 * audits, with the Indonesian label the screen shows and the filter offers. A kind the server
 * writes must be listed here; the audit-trail integration test walks the real routes and fails on
 * a row whose kind has no label.
 */
import { fillTemplate } from './format';
import { MSG } from './messages';

export const AUDIT_STAFF_ACTIONS = {
  'kyc.approve': MSG.auditActionApprove,
  'kyc.reject': MSG.auditActionReject,
  'kyc.blacklist': MSG.auditActionBlacklist,
  'kyc.unblacklist': MSG.auditActionUnblacklist,
  'kyc.bank_approve': MSG.auditActionBankApprove,
  // The reviewer's workbench (decision 0112): a request to fix documents or data, not a rejection.
  'kyc.resubmission_requested': MSG.auditActionResubmissionRequested,
  // The review checklist (decision 0131): an item of the submission accepted by a reviewer.
  'kyc.item_accepted': MSG.auditActionItemAccepted,
  // Who holds a file (decision 0112): 'Ambil' or 'Berikutnya', 'Lepaskan', 'Alihkan'.
  'case.claimed': MSG.auditActionCaseClaimed,
  'case.released': MSG.auditActionCaseReleased,
  'case.reassigned': MSG.auditActionCaseReassigned,
  'kyc.print': MSG.auditActionPrint,
  'file.view': MSG.auditActionFileView,
  'video.schedule': MSG.auditActionVideoSchedule,
  'video.accept': MSG.auditActionVideoAccept,
  'video.join': MSG.auditActionVideoJoin,
  'video.leave': MSG.auditActionVideoLeave,
  'video.recording.start': MSG.auditActionRecordingStart,
  'video.recording.finish': MSG.auditActionRecordingFinish,
  'demo_account.create': MSG.auditActionDemoAccount,
  'managing_bank.verify': MSG.auditActionManagingBankVerify,
  'managing_bank.reject': MSG.auditActionManagingBankReject,
  'users.export': MSG.auditActionUsersExport,
  'participant.view': MSG.auditActionParticipantView,
  'users.view': MSG.auditActionUsersView,
  'job.retry': MSG.auditActionJobRetry,
  'watchlist.upload': MSG.auditActionWatchlistUpload,
  'watchlist.upload_refused': MSG.auditActionWatchlistUploadRefused,
  'staff.login': MSG.auditActionStaffLogin,
  'staff.logout': MSG.auditActionStaffLogout,
  'staff.change_password': MSG.auditActionStaffChangePassword,
  'staff.create': MSG.auditActionStaffCreate,
  'staff.reset_password': MSG.auditActionStaffResetPassword,
  'staff.login_password': MSG.auditActionStaffPasswordStep,
  'staff.mfa_enrol': MSG.auditActionMfaEnrol,
  'staff.step_up': MSG.auditActionMfaStepUp,
  'staff.mfa_change': MSG.auditActionMfaChange,
  'staff.recovery_codes': MSG.auditActionRecoveryCodes,
  'staff.revoke_sessions': MSG.auditActionRevokeSessions,
  'staff.revoke_session': MSG.auditActionRevokeSession,
  'staff.mfa_reset_request': MSG.auditActionMfaResetRequest,
  'staff.mfa_reset_approve': MSG.auditActionMfaResetApprove,
  'staff.reset_mfa': MSG.auditActionMfaResetCommand,
  // The second factor's guard (decision 0119): a held second step, a factor reported by its owner.
  'staff.factor_hold': MSG.auditActionFactorHold,
  'staff.mfa_report': MSG.auditActionFactorReport,
  'screening.screen': MSG.auditActionScreeningScreen,
  'screening.rescreen_run': MSG.auditActionScreeningRescreenRun,
  'screening.match_found': MSG.auditActionScreeningMatchFound,
  'screening.match_dismissed': MSG.auditActionScreeningMatchDismissed,
  'screening.match_confirmed': MSG.auditActionScreeningMatchConfirmed,
  'four_eyes.propose': MSG.proposalAuditPropose,
  'four_eyes.approve': MSG.proposalAuditApprove,
  'four_eyes.decline': MSG.proposalAuditDecline,
  'four_eyes.lapse': MSG.proposalAuditLapse,
  // The customer's data rights (decision 0113): the staff's decisions and the retention job's erasure.
  'data_request.decide': MSG.auditActionDataRequestDecide,
  'data_request.view': MSG.auditActionDataRequestView,
  'data.erased': MSG.auditActionDataErased,
  // The partners' signed events (decision 0114).
  'webhook.endpoint_create': MSG.auditActionWebhookEndpointCreate,
  'webhook.endpoint_update': MSG.auditActionWebhookEndpointUpdate,
  'webhook.secret_rotate': MSG.auditActionWebhookSecretRotate,
  'webhook.test': MSG.auditActionWebhookTest,
  'webhook.resend': MSG.auditActionWebhookResend,
  'webhook.endpoint_disabled': MSG.auditActionWebhookEndpointDisabled,
  // A partner made on '/integrasi' (decision 0127); the command line's are not staff actions.
  'integration.partner_create': MSG.auditActionIntegrationPartnerCreate,
} as const satisfies Record<string, string>;
export type AuditStaffAction = keyof typeof AUDIT_STAFF_ACTIONS;
export const AUDIT_STAFF_ACTION_KEYS = Object.keys(AUDIT_STAFF_ACTIONS) as AuditStaffAction[];

export function isAuditStaffAction(action: string): action is AuditStaffAction {
  return Object.hasOwn(AUDIT_STAFF_ACTIONS, action);
}

/**
 * What the integration API's feeds write to the audit trail: one row per partner call, written by
 * the system on the partner's behalf (decisions 0158, 0199). Not staff actions, so neither on the
 * list above nor among the trail's filters.
 */
export const AUDIT_INTEGRATION_FEED_ACTIONS = {
  trades: 'integration.trades',
  balances: 'integration.balances',
  fundMovements: 'integration.fund_movements',
  goldWithdrawals: 'integration.gold_withdrawals',
} as const;

const FACTOR_TEXT: Record<string, string> = {
  totp: MSG.auditFactorTotp,
  passkey: MSG.auditFactorPasskey,
  recovery: MSG.auditFactorRecovery,
};

/**
 * The label of an audited action; a failed login says so, and a staff login or step-up names its
 * second factor when the row's details carry it (decision 0109).
 */
export function auditActionText(
  action: string,
  outcome: 'success' | 'failure' = 'success',
  details?: { factor?: unknown } | null,
): string {
  if (action === 'staff.login' && outcome === 'failure') return MSG.auditLoginFailed;
  const factor = typeof details?.factor === 'string' ? FACTOR_TEXT[details.factor] : undefined;
  if (factor && (action === 'staff.login' || action === 'staff.step_up')) {
    return fillTemplate(MSG.auditLoginWithFactor, { action: AUDIT_STAFF_ACTIONS[action], factor });
  }
  return isAuditStaffAction(action)
    ? AUDIT_STAFF_ACTIONS[action]
    : fillTemplate(MSG.auditActionOther, { action });
}
