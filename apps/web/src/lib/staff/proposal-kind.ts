/**
 * What each four-eyes decision is called wherever a proposal is shown: the broker's proposals, a
 * monitoring case's decisions and a report's approvals (decisions 0111, 0209, 0212).
 */
import { type FourEyesKind, MSG } from '@kilau/shared';

export const PROPOSAL_KIND_TEXT: Readonly<Record<FourEyesKind, string>> = {
  approve: MSG.proposalKindApprove,
  blacklist: MSG.proposalKindBlacklist,
  unblacklist: MSG.proposalKindUnblacklist,
  dismiss_match: MSG.proposalKindDismiss,
  confirm_match: MSG.proposalKindConfirm,
  risk_override: MSG.proposalKindRiskOverride,
  close_case: MSG.caseDecisionClose,
  escalate_case: MSG.caseDecisionEscalate,
  approve_report: MSG.ppatkReportApprovalTitle,
};
