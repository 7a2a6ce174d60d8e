/**
 * A proposal's status as the 'Menunggu Persetujuan' page, its drawer and a monitoring case's
 * decisions show it; elsewhere a proposal is shown only while it waits (`PendingProposal`).
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
