/**
 * The erasure's SQL (decision 0113): who is due, which stored files are theirs, and the writes
 * that blank every column that holds their personal data. Rows stay (other tables point at them,
 * and the counts a regulator asks for stay true); what identifies the person goes.
 */
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activationTokens,
  contactChanges,
  dataExports,
  dataRequests,
  dataTombstones,
  kycAcceptances,
  kycCustomers,
  managingBankAccounts,
  otpCodes,
  outbox,
  resubmissionItems,
  reviewChecks,
  riskOverrides,
  riskRatings,
  screeningMatches,
  sessions,
  storedFiles,
  users,
} from '../../db/schema';

export async function dueForErasure(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: users.id, relationshipEndedAt: users.relationshipEndedAt })
    .from(users)
    .where(and(isNull(users.erasedAt), isNotNull(users.eraseAfter), lte(users.eraseAfter, now)))
    .orderBy(users.eraseAfter)
    .limit(limit);
}

/** Locks the user row and answers it while still due (another instance may have erased it). */
export async function lockDueUser(tx: DbOrTx, userId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt), lte(users.eraseAfter, now)))
    .for('update');
  return row;
}

export async function recordIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(eq(kycCustomers.userId, userId));
  return rows.map((r) => r.id);
}

/** Every key in the file store that holds the person's data: uploads, kept versions, recordings, exports. */
export async function storageKeysOf(db: DbOrTx, userId: string, recordIds: string[]): Promise<string[]> {
  const files = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      recordIds.length > 0
        ? or(eq(storedFiles.ownerUserId, userId), inArray(storedFiles.customerId, recordIds))
        : eq(storedFiles.ownerUserId, userId),
    );
  const exports = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return [...files.map((f) => f.key), ...exports.flatMap((e) => (e.key ? [e.key] : []))];
}

export interface ErasureCounts {
  records: number;
  files: number;
  requests: number;
  messages: number;
}

/**
 * Blanks the personal columns of one person. `placeholder` is derived from the pseudonym so that
 * the unique e-mail, username and phone stay unique and say nothing.
 */
export async function blankPerson(
  tx: DbOrTx,
  userId: string,
  recordIds: string[],
  contact: { email: string; phonenumber: string },
  placeholder: string,
  now: Date,
): Promise<number> {
  await tx
    .update(users)
    .set({
      fullname: '-',
      email: `${placeholder}@erased.invalid`,
      username: placeholder,
      phonenumber: placeholder,
      // Not a hash any verifier accepts: the account can never be logged into again.
      passwordHash: '!erased',
      status: 'blocked',
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({
      ip: null,
      userAgent: null,
      revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(sessions.subjectType, 'user'), eq(sessions.subjectId, userId)));
  await tx.delete(contactChanges).where(eq(contactChanges.userId, userId));
  await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
  await tx.delete(activationTokens).where(eq(activationTokens.userId, userId));
  // The export ZIPs were deleted from the store with the other files: their links end.
  await tx
    .update(dataExports)
    .set({ status: 'expired', storageKey: null, tokenHash: null })
    .where(eq(dataExports.userId, userId));
  await tx
    .update(dataRequests)
    .set({ requestedValue: null, changes: null, note: '', outcomeNote: null })
    .where(eq(dataRequests.userId, userId));
  // The development outbox keeps what was sent; a person's letters name them.
  const gone = await tx
    .delete(outbox)
    .where(inArray(outbox.recipient, [contact.email, contact.phonenumber]))
    .returning({ id: outbox.id });
  if (recordIds.length > 0) {
    await tx
      .update(kycCustomers)
      .set({
        fullname: null,
        nameSearchKey: null,
        personal: {},
        identityAddress: {},
        employment: {},
        financial: {},
        bankAccount: {},
        emergencyContact: {},
        attachment: {},
        description: null,
        videoLink: null,
        tradeUsername: null,
        tradePasswordHash: null,
        demoPasswordHash: null,
        etbNo: null,
        dueAt: null,
        claimedBy: null,
        claimedAt: null,
        updatedAt: now,
      })
      .where(inArray(kycCustomers.id, recordIds));
    await tx
      .update(managingBankAccounts)
      .set({ accountNo: '', accountName: '', note: null, updatedAt: now })
      .where(inArray(managingBankAccounts.kycCustomerId, recordIds));
    await tx
      .update(kycAcceptances)
      .set({ details: {}, ip: null })
      .where(inArray(kycAcceptances.customerId, recordIds));
    await tx
      .update(resubmissionItems)
      .set({ previousData: null, newData: null, reasonText: null, noteToCustomer: null })
      .where(inArray(resubmissionItems.customerId, recordIds));
    // What a reviewer accepted is bound to the data by a digest: it goes with the data (decision 0131).
    await tx.delete(reviewChecks).where(inArray(reviewChecks.customerId, recordIds));
    await tx
      .update(screeningMatches)
      .set({ subject: sql`'{}'::jsonb`, decisionReason: null })
      .where(inArray(screeningMatches.customerId, recordIds));
    // A rating's reasons name the record's values (occupation, region): they go with the data; the
    // level, score and model stay, as the decisions' outcomes do (docs/product/risk-rating.md).
    await tx
      .update(riskRatings)
      .set({ factors: sql`'[]'::jsonb` })
      .where(inArray(riskRatings.customerId, recordIds));
    // An override's reason is the reviewers' words about the person (decision 0196): it goes too.
    await tx.update(riskOverrides).set({ reason: '' }).where(inArray(riskOverrides.customerId, recordIds));
  }
  return gone.length;
}

export async function insertTombstone(
  tx: DbOrTx,
  t: {
    subject: string;
    relationshipEndedAt: Date | null;
    erasedAt: Date;
    details: Record<string, number | string>;
  },
) {
  await tx.insert(dataTombstones).values(t).onConflictDoNothing();
}

export async function countRequests(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId));
  return Number(row?.n ?? 0);
}
