/**
 * The four-eyes proposals as they are read (decision 0111): one mapping to the shared shape for a
 * caller, and the readers. A module of its own, below review, screening and four-eyes, so that the
 * screening panel can show a participant's pending proposals while the four-eyes module, which
 * acts through review and screening, sits above them all (no cycle among the folders, §2).
 */
export { type Caller, cannotDecideReason, proposalView } from './proposal-view';
export {
  findProposal,
  listProposals,
  type ProposalFilter,
  type ProposalRow,
  pendingProposalsOf,
  proposalCount,
} from './proposals.repository';
