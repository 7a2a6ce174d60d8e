/**
 * The timeline's Indonesian line for each audit action (decision 0112). An action not listed here
 * (a module added later) still gets a readable title from its name, never a blank.
 */
import {
  AUDIT_STAFF_ACTIONS,
  isAuditStaffAction,
  MONITORING_SCENARIO_LABELS,
  MONITORING_SEVERITY_LABELS,
  type MonitoringScenarioKind,
  type MonitoringSeverity,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  type ResubmissionItem,
  type TimelineKind,
} from '@kilau/shared';

type Details = Record<string, unknown>;
type Title = string | ((d: Details) => string);

const STEP_TITLES: Readonly<Record<string, string>> = {
  personal: MSG.stepPersonalTitle,
  employment: MSG.stepEmploymentTitle,
  financial: MSG.stepFinancialTitle,
  bank_account: MSG.stepBankAccountTitle,
  emergency_contact: MSG.stepContactTitle,
  attachment: MSG.stepAttachmentTitle,
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const itemLabel = (v: unknown) =>
  RESUBMISSION_ITEM_LABELS[text(v) as ResubmissionItem] ?? STEP_TITLES[text(v)] ?? text(v);

const TITLES: Readonly<Record<string, Title>> = {
  'registration.create': MSG.tlRegistrationCreate,
  'registration.verify_otp': MSG.tlRegistrationVerifyOtp,
  'registration.resend_otp': MSG.tlRegistrationResendOtp,
  'registration.resend_activation': MSG.tlRegistrationResendActivation,
  'registration.activate': MSG.tlRegistrationActivate,
  'registration.resume': MSG.tlRegistrationResume,
  'auth.login': MSG.tlLogin,
  'auth.logout': MSG.tlLogout,
  'profile.update': MSG.tlProfileUpdate,
  'data_export.request': MSG.tlDataExportRequest,
  // The periodic review (decision 0194): the broker's reviewers read it, as the rest of the schedule.
  'periodic_review.confirm': MSG.tlPeriodicReviewConfirm,
  'data_export.download': MSG.tlDataExportDownload,
  'onboarding.register': MSG.tlOnboardingRegister,
  'onboarding.step': (d) => MSG.tlOnboardingStep.replace('{step}', itemLabel(d.step)),
  'onboarding.submit': MSG.tlOnboardingSubmit,
  'kyc.upload': (d) => MSG.tlUpload.replace('{kind}', itemLabel(d.kind)),
  'participant.view': MSG.tlParticipantView,
  'file.view': MSG.tlFileView,
  'kyc.approve': MSG.tlApprove,
  'kyc.bank_approve': MSG.tlBankApprove,
  'kyc.reject': MSG.tlReject,
  'kyc.blacklist': MSG.tlBlacklist,
  'kyc.unblacklist': MSG.tlUnblacklist,
  'kyc.approval_mail': MSG.tlApprovalMail,
  'kyc.print': MSG.tlPrint,
  'kyc.item_accepted': (d) => MSG.tlItemAccepted.replace('{item}', itemLabel(d.item)),
  'kyc.location_hint': MSG.tlLocationHint,
  'four_eyes.propose': MSG.tlFourEyesPropose,
  'four_eyes.approve': MSG.tlFourEyesApprove,
  'four_eyes.decline': MSG.tlFourEyesDecline,
  'four_eyes.lapse': MSG.tlFourEyesLapse,
  'demo_account.create': MSG.tlDemoCreate,
  'demo_account.mail': MSG.tlDemoMail,
  'credential.reveal': MSG.tlCredentialReveal,
  'video.schedule': MSG.tlVideoSchedule,
  'video.reschedule': MSG.tlVideoReschedule,
  'video.cancel': MSG.tlVideoCancel,
  'video.consent': MSG.tlVideoConsent,
  'video.join': MSG.tlVideoJoin,
  'video.leave': MSG.tlVideoLeave,
  'video.recording.start': MSG.tlVideoRecordingStart,
  'video.recording.finish': MSG.tlVideoRecordingFinish,
  'video.accept': MSG.tlVideoAccept,
  'screening.screen': (d) =>
    d.error !== undefined
      ? MSG.tlScreeningError
      : Number(d.found ?? 0) > 0
        ? MSG.tlScreeningFound.replace('{count}', String(d.found))
        : MSG.tlScreeningClear,
  'screening.match_found': (d) => MSG.tlMatchFound.replace('{source}', text(d.source).toUpperCase()),
  'screening.match_confirmed': MSG.tlMatchConfirmed,
  'monitoring.alert_raised': (d) =>
    MSG.tlMonitoringAlert.replace(
      '{scenario}',
      MONITORING_SCENARIO_LABELS[text(d.kind) as MonitoringScenarioKind] ?? text(d.kind),
    ),
  'monitoring.case_opened': (d) =>
    MSG.tlMonitoringCaseOpened.replace(
      '{severity}',
      MONITORING_SEVERITY_LABELS[text(d.severity) as MonitoringSeverity] ?? text(d.severity),
    ),
  'monitoring.case_claim': MSG.tlMonitoringCaseClaim,
  'monitoring.case_release': MSG.tlMonitoringCaseRelease,
  'monitoring.case_note': MSG.tlMonitoringCaseNote,
  'monitoring.case_pdf': MSG.tlMonitoringCasePdf,
  'monitoring.case_decision_propose': (d) =>
    d.kind === 'escalate_case' ? MSG.tlMonitoringEscalateProposed : MSG.tlMonitoringCloseProposed,
  'monitoring.case_decision_approve': (d) =>
    d.kind === 'escalate_case' ? MSG.tlMonitoringCaseEscalated : MSG.tlMonitoringCaseClosed,
  'monitoring.case_decision_decline': MSG.tlMonitoringDecisionDeclined,
  'monitoring.case_decision_lapse': MSG.tlMonitoringDecisionLapsed,
  'monitoring.report_drafted': (d) =>
    MSG.tlPpatkReportDrafted.replace('{kind}', d.kind === 'ltkt' ? 'LTKT' : 'LTKM'),
  'monitoring.report_update': MSG.tlPpatkReportUpdated,
  'monitoring.report_xml': MSG.tlPpatkReportXml,
  // A report's approval by four eyes and its sending (decision 0212).
  'monitoring.report_approval_propose': MSG.tlPpatkReportApprovalProposed,
  'monitoring.report_approval_approve': MSG.tlPpatkReportApproved,
  'monitoring.report_approval_decline': MSG.tlPpatkReportApprovalDeclined,
  'monitoring.report_approval_lapse': MSG.tlPpatkReportApprovalLapsed,
  'monitoring.report_archived': MSG.tlPpatkReportArchived,
  'monitoring.report_submitted': MSG.tlPpatkReportSubmitted,
  'monitoring.report_pdf': MSG.tlPpatkReportPdf,
  'screening.match_dismissed': MSG.tlMatchDismissed,
  'managing_bank.verify': MSG.tlManagingBankVerify,
  'managing_bank.reject': MSG.tlManagingBankReject,
  'case.claim': MSG.tlCaseClaim,
  'case.claimed': MSG.tlCaseClaim,
  'case.next': MSG.tlCaseClaim,
  'case.release': MSG.tlCaseRelease,
  'case.released': MSG.tlCaseRelease,
  'case.reassign': MSG.tlCaseReassign,
  'case.reassigned': MSG.tlCaseReassign,
  'kyc.resubmission_requested': MSG.tlCaseResubmissionRequested,
  'kyc.resubmitted': MSG.tlCaseResubmitted,
  'case.file_downloaded': MSG.tlCaseFileDownloaded,
  'case.note_added': MSG.tlCaseNoteAdded,
};

/**
 * An action not listed here: the audit trail's own label when it has one, else its name made
 * readable ('video.recording.finish' → 'video recording finish').
 */
function fallbackTitle(action: string): string {
  if (isAuditStaffAction(action)) return AUDIT_STAFF_ACTIONS[action];
  return MSG.tlGeneric.replace('{action}', action.replace(/[._]+/g, ' ').trim() || '-');
}

export function auditTitle(action: string, details: Details, outcome: 'success' | 'failure'): string {
  const t = TITLES[action];
  const title = t === undefined ? fallbackTitle(action) : typeof t === 'string' ? t : t(details);
  return outcome === 'failure' ? MSG.tlFailed.replace('{title}', title) : title;
}

/** The timeline's kind of an audit row, by its action's family. */
export function auditKind(action: string): TimelineKind {
  if (action.startsWith('video.')) return 'call';
  if (action.startsWith('screening.')) return 'screening';
  if (/^case\.(claim|release|reassign|next)/.test(action)) return 'claim';
  if (action === 'kyc.resubmission_requested' || action === 'kyc.resubmitted') return 'resubmission';
  if (action === 'kyc.upload' || action === 'file.view') return 'document';
  return 'audit';
}

/** A detail line from what the row holds that a reader understands (reasons, never secrets). */
export function auditDetail(details: Details): string | null {
  const reason = text(details.reason) || text(details.description);
  return reason ? reason.slice(0, 500) : null;
}

/** '3 mnt 05 dtk' from milliseconds; null when unknown. */
export function durationText(ms: number | null): string | null {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return null;
  const s = Math.round(ms / 1000);
  return MSG.caseFileDuration
    .replace('{m}', String(Math.floor(s / 60)))
    .replace('{s}', String(s % 60).padStart(2, '0'));
}
