/**
 * The SQL of four-eyes decisions (decision 0111): a proposal's insert, its guarded status change
 * (`… WHERE status = 'pending'`: of two checkers at once exactly one wins), and the evidence a
 * proposal is bound to, read in one place so the proposer and the checker digest the same things.
 */
import type { FourEyesKind } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fourEyesProposals, kycCustomers } from '../../db/schema';

export async function insertProposal(
  tx: DbOrTx,
  values: {
    id: string;
    kind: FourEyesKind;
    customerId: string;
    matchId: string | null;
    caseId: string | null;
    reportId: string | null;
    reason: string;
    payload: Record<string, string>;
    evidenceDigest: string;
    evidenceParts: Record<string, string>;
    proposedBy: string;
  },
): Promise<void> {
  await tx.insert(fourEyesProposals).values(values);
}

/**
 * Ends a pending proposal (approved, declined or lapsed) only if it is still pending, and erases
 * the sealed password it may carry: it is needed by nothing after the decision. False: someone
 * decided it first.
 */
export async function closeIfPending(
  tx: DbOrTx,
  id: string,
  close: {
    status: 'approved' | 'declined' | 'lapsed';
    decidedBy: string;
    decisionReason: string | null;
    payload: Record<string, string>;
  },
): Promise<boolean> {
  const rows = await tx
    .update(fourEyesProposals)
    .set({ ...close, decidedAt: new Date() })
    .where(and(eq(fourEyesProposals.id, id), eq(fourEyesProposals.status, 'pending')))
    .returning({ id: fourEyesProposals.id });
  return rows.length === 1;
}

/**
 * The record's part of what a proposal is bound to: the data the reviewer judged (personal,
 * identity address, attachments, bank account, name, status, video status). The matches' part is
 * the screening module's (matchesEvidence).
 */
export async function recordEvidenceOf(db: DbOrTx, customerId: string) {
  const [record] = await db
    .select({
      personal: kycCustomers.personal,
      identityAddress: kycCustomers.identityAddress,
      attachment: kycCustomers.attachment,
      bankAccount: kycCustomers.bankAccount,
      fullname: kycCustomers.fullname,
      statusNasabah: kycCustomers.statusNasabah,
      videoStatus: kycCustomers.videoStatus,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId))
    .limit(1);
  return record;
}
