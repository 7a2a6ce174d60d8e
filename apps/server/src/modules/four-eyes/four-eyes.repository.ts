/**
 * The SQL of four-eyes decisions (decision 0111): a proposal's insert, its guarded status change
 * (`… WHERE status = 'pending'`: of two checkers at once exactly one wins), and the evidence a
 * proposal is bound to, read in one place so the proposer and the checker digest the same things.
 */
import type { FourEyesKind } from '@kilau/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fourEyesProposals, kycCustomers, screeningMatches } from '../../db/schema';

export async function insertProposal(
  tx: DbOrTx,
  values: {
    id: string;
    kind: FourEyesKind;
    customerId: string;
    matchId: string | null;
    reason: string;
    payload: Record<string, string>;
    evidenceDigest: string;
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
 * What a proposal is bound to: the record's data the reviewer judged (personal, identity address,
 * attachments, bank account, name, status, video status) and the participant's matches.
 */
export async function evidenceOf(db: DbOrTx, customerId: string) {
  const [record] = await db
    .select({
      personal: kycCustomers.personal,
      identityAddress: kycCustomers.identityAddress,
      attachment: kycCustomers.attachment,
      bankAccount: kycCustomers.bankAccount,
      fullname: kycCustomers.fullname,
      statusNasabah: kycCustomers.statusNasabah,
      videoStatus: kycCustomers.videoStatus,
      frozenAt: kycCustomers.frozenAt,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId))
    .limit(1);
  if (!record) return undefined;
  const matches = await db
    .select({
      id: screeningMatches.id,
      status: screeningMatches.status,
      evidenceDigest: screeningMatches.evidenceDigest,
    })
    .from(screeningMatches)
    .where(eq(screeningMatches.customerId, customerId))
    .orderBy(asc(screeningMatches.id));
  return { record, matches };
}
export type Evidence = NonNullable<Awaited<ReturnType<typeof evidenceOf>>>;

/** A match of this participant (undefined when it is another's or does not exist). */
export async function matchOf(db: DbOrTx, customerId: string, matchId: string) {
  const [row] = await db
    .select({ id: screeningMatches.id, status: screeningMatches.status, source: screeningMatches.source })
    .from(screeningMatches)
    .where(and(eq(screeningMatches.id, matchId), eq(screeningMatches.customerId, customerId)))
    .limit(1);
  return row;
}
