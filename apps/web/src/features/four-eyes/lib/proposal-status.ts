/**
 * A proposal's status as the 'Menunggu Persetujuan' page and its drawer show it; elsewhere a
 * proposal is shown only while it waits (`PendingProposal` in components/backoffice).
 */
import { MSG, type ProposalStatus } from '@kilau/shared';

export const PROPOSAL_STATUS_TEXT: Readonly<Record<ProposalStatus, string>> = {
  pending: MSG.proposalStatusPending,
  approved: MSG.proposalStatusApproved,
  declined: MSG.proposalStatusDeclined,
  lapsed: MSG.proposalStatusLapsed,
};

export const PROPOSAL_STATUS_COLOR: Readonly<Record<ProposalStatus, string>> = {
  pending: 'orange.9',
  approved: 'teal.9',
  declined: 'red.9',
  lapsed: 'gray.7',
};
