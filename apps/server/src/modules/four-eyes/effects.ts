/**
 * What an approved proposal does (decision 0111), inside the checker's transaction, through the
 * modules that own each change: the review's status changes (with the checker as actor and the
 * proposer named) and the screening's match decisions and frozen mark. Answers the id of the audit
 * row of the effect (kyc.*), or null when the effect has none of its own (a dismissal).
 */
import { type FourEyesKind, STATUS_NASABAH } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import type { AuditService, RequestMeta } from '../audit/audit.service';
import type { ProposalRow } from '../proposals';
import type { ReviewRow, ReviewService, TradeCredentials } from '../review/review.service';
import { decideMatch, freezeRecord, overturnConfirmedMatches, unfreezeRecord } from '../screening';

/** The checker's transaction found the evidence changed: rolled back, then the proposal lapses. */
export class EvidenceChanged extends Error {}

export interface EffectContext {
  review: ReviewService;
  audit: Pick<AuditService, 'record'>;
  meta: RequestMeta;
  checkerId: string;
  /** For 'approve': the opened credentials and the password's hash. */
  approval: (TradeCredentials & { passwordHash: string }) | undefined;
}

export async function carryOut(
  tx: DbOrTx,
  p: Pick<ProposalRow, 'id' | 'kind' | 'matchId' | 'proposedBy' | 'reason'> & { kind: FourEyesKind },
  row: ReviewRow,
  ctx: EffectContext,
): Promise<string | null> {
  const { review, meta } = ctx;
  const decision = { checkerId: ctx.checkerId, proposerId: p.proposedBy, proposalId: p.id, reason: p.reason };
  switch (p.kind) {
    case 'blacklist':
      return review.blacklistIn(tx, row, { ...decision, listMatch: false }, meta);
    case 'unblacklist': {
      const id = await review.unblacklistIn(tx, row, decision, meta);
      await unfreezeRecord(tx, row.id);
      await overturnConfirmedMatches(tx, row.id, {
        decidedBy: p.proposedBy,
        checkedBy: ctx.checkerId,
        reason: p.reason,
        audit: ctx.audit,
        meta,
        proposalId: p.id,
      });
      return id;
    }
    case 'dismiss_match':
    case 'confirm_match': {
      const decided = await decideMatch(tx, {
        matchId: p.matchId ?? '',
        status: p.kind === 'dismiss_match' ? 'dismissed' : 'confirmed',
        decidedBy: p.proposedBy,
        checkedBy: ctx.checkerId,
        reason: p.reason,
        audit: ctx.audit,
        meta,
        proposalId: p.id,
      });
      // The digest held, so the match was open; not decided means it changed under the lock.
      if (!decided) throw new EvidenceChanged();
      if (p.kind === 'dismiss_match') return null;
      // Blacklisted and frozen whatever the status; no mail tells the customer why (no tipping
      // off, UU 8/2010 art. 12): they meet the ordinary blocked login.
      const id =
        row.statusNasabah === STATUS_NASABAH.blacklisted
          ? null
          : await review.blacklistIn(tx, row, { ...decision, listMatch: true }, meta);
      await freezeRecord(tx, row.id);
      return id;
    }
    case 'approve': {
      const a = ctx.approval;
      if (!a) throw new Error('approve proposal without its credentials');
      return review.approveIn(
        tx,
        row,
        {
          username: a.username,
          account_no: a.account_no,
          passwordHash: a.passwordHash,
          actorId: ctx.checkerId,
          details: { proposed_by: p.proposedBy, proposal_id: p.id },
        },
        meta,
      );
    }
  }
}
