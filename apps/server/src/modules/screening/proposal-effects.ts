/**
 * The screening's part of four eyes (decision 0176): what a proposal is bound to of the screening
 * and what its checker reads of it, the checks and the write of a match decision, and the effect
 * of a dismissal. Four eyes sits below the screening (the panel shows its pending proposals), so
 * this is handed to it where the app is assembled (modules/index.ts); the review's confirmation,
 * which also blacklists, uses the same check and write.
 */
import { MSG, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { AuditService } from '../audit/audit.service';
import {
  type ApprovedProposal,
  EvidenceChanged,
  type ProposalEffect,
  type ProposalMatches,
  type ProposalParticipant,
} from '../four-eyes';
import { rateQuietly } from '../risk-rating';
import { decideMatch } from './screening-decisions.service';
import { findMatch, matchesEvidence, screeningSummary } from './screening-read.service';
import { participantMatchView } from './screening-view';

/** A match decision may be proposed on an open match of the participant only. */
export async function assertMatchProposable(db: DbOrTx, customerId: string, matchId: string | null) {
  const match = await findMatch(db, customerId, matchId ?? '');
  if (!match) throw new ApiError(404, 404, MSG.proposalMatchNotOpen, 'No such match of the participant');
  if (match.status !== 'open')
    throw new ApiError(409, SC.proposalNotPending, MSG.proposalMatchNotOpen, 'The match is not open');
}

/** The approved match decision, in the checker's transaction: the proposer decided, the checker checked. */
export async function decideProposedMatch(
  tx: DbOrTx,
  audit: Pick<AuditService, 'record'>,
  status: 'dismissed' | 'confirmed',
  a: ApprovedProposal,
): Promise<void> {
  const decided = await decideMatch(tx, {
    matchId: a.matchId ?? '',
    status,
    decidedBy: a.proposedBy,
    checkedBy: a.checkerId,
    reason: a.reason,
    audit,
    meta: a.meta,
    proposalId: a.id,
  });
  // The digest held, so the match was open; not decided means it changed under the lock.
  if (!decided) throw new EvidenceChanged();
}

export function screeningProposalPart(deps: Pick<FastifyInstance, 'db' | 'audit' | 'log'>): {
  matches: ProposalMatches;
  effects: { dismiss_match: ProposalEffect<ProposalParticipant> };
} {
  return {
    matches: {
      evidence: matchesEvidence,
      highRiskReasons: async (db, customerId) => (await screeningSummary(db, customerId)).high_risk_reasons,
      view: participantMatchView,
    },
    effects: {
      dismiss_match: {
        assertProposable: (participant, { matchId }) =>
          assertMatchProposable(deps.db, participant.id, matchId),
        // A dismissal has no audit row of its own beside the match's.
        carryOut: async (tx, participant, approved) => {
          await decideProposedMatch(tx, deps.audit, 'dismissed', approved);
          // A dismissed match is a factor of the risk rating (docs/product/risk-rating.md).
          await rateQuietly({ db: tx, log: deps.log }, participant.id, 'screening');
          return null;
        },
      },
    },
  };
}
