/**
 * The writes a four-eyes decision makes on the screening (decision 0111): a match dismissed or
 * confirmed (proposer and checker named, audited), and the frozen mark a confirmed match sets and
 * only a four-eyes unblacklist clears. Each runs in the caller's transaction.
 */
import type { DbOrTx } from '../../db/client';
import type { AuditService, RequestMeta } from '../audit/audit.service';
import { decideOpenMatch, dismissConfirmedMatches, type MatchRow, setFrozen } from './screening.repository';

export interface MatchDecision {
  matchId: string;
  status: 'dismissed' | 'confirmed';
  /** The proposer: the reviewer who decided first. */
  decidedBy: string;
  /** The second person, who approved the proposal. */
  checkedBy: string;
  reason: string;
  /** The audit row is written in the same transaction. */
  audit: Pick<AuditService, 'record'>;
  meta?: RequestMeta | null;
  /** The proposal the decision carries out, named in the audit row. */
  proposalId?: string;
}

/**
 * Decides an open match. Undefined when it is no longer open (decided or cleared by a rescreen
 * meanwhile): the caller refuses rather than decide on other evidence.
 */
export async function decideMatch(tx: DbOrTx, d: MatchDecision): Promise<MatchRow | undefined> {
  const row = await decideOpenMatch(tx, d.matchId, d);
  if (!row) return undefined;
  await auditDecision(tx, row, d);
  return row;
}

/**
 * The four-eyes unblacklist of a frozen file overturns its confirmed matches: they become
 * dismissed under the unblacklist's proposer, checker and reason. Without it a confirmed match
 * would block the participant's approval for good; as a dismissed match it makes the approval a
 * four-eyes decision, and a later change of the entry or the record opens it again.
 */
export async function overturnConfirmedMatches(
  tx: DbOrTx,
  customerId: string,
  d: Omit<MatchDecision, 'matchId' | 'status'>,
): Promise<void> {
  const rows = await dismissConfirmedMatches(tx, customerId, d);
  for (const row of rows) await auditDecision(tx, row, { ...d, matchId: row.id, status: 'dismissed' });
}

async function auditDecision(tx: DbOrTx, row: MatchRow, d: MatchDecision): Promise<void> {
  await d.audit.record(
    tx,
    {
      actorType: 'staff',
      actorId: d.checkedBy,
      action: d.status === 'confirmed' ? 'screening.match_confirmed' : 'screening.match_dismissed',
      targetType: 'kyc_customer',
      targetId: row.customerId,
      details: {
        match_id: row.id,
        source: row.source,
        entry_ref: row.entryRef,
        score: Number(row.score),
        proposed_by: d.decidedBy,
        checked_by: d.checkedBy,
        reason: d.reason,
        ...(d.proposalId ? { proposal_id: d.proposalId } : {}),
      },
    },
    d.meta ?? null,
  );
}

/** A confirmed list match freezes the file: no review action, no customer change (decision 0111). */
export async function freezeRecord(tx: DbOrTx, customerId: string): Promise<void> {
  await setFrozen(tx, customerId, new Date());
}

/** Only the four-eyes unblacklist calls this. */
export async function unfreezeRecord(tx: DbOrTx, customerId: string): Promise<void> {
  await setFrozen(tx, customerId, null);
}
