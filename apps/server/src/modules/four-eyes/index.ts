/**
 * Four eyes as other modules use it (decision 0176). The modules it acts through (review,
 * screening) sit above it: the screening panel reads a participant's pending proposals through the
 * one view, and each module hands four eyes the effects of the decisions that change what it owns
 * (effects.ts), where the app is assembled (modules/index.ts).
 * Other modules import this module through this file or its services, never its other files.
 */
export {
  type ApprovedProposal,
  type CaseParticipant,
  EvidenceChanged,
  type FourEyesWiring,
  type MatchEvidence,
  type ParticipantModel,
  type ProposalCases,
  type ProposalEffect,
  type ProposalEffects,
  type ProposalMatches,
  type ProposalParticipant,
  type ProposalParticipants,
  type ProposalReports,
  type ProposedAccount,
  type ProposedDecision,
  proposalNotApplicable,
  type ReportParticipant,
} from './effects';
export { callerOf, eddOf, proposalView } from './proposal-view';
export {
  approvedApprovalOf,
  caseDecisionsOf,
  pendingProposalsOf,
  reportApprovalsOf,
} from './proposals.repository';
