/** The SQL of the one-time password links (decision 0090). */
import type { CredentialKind } from '@kilau/shared';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { credentialReveals, kycCustomers } from '../../db/schema';

export async function insertReveal(
  tx: DbOrTx,
  v: {
    customerId: string;
    kind: CredentialKind;
    tokenHash: string;
    secretCiphertext: string;
    ttlHours: number;
  },
): Promise<void> {
  await tx.insert(credentialReveals).values({
    customerId: v.customerId,
    kind: v.kind,
    tokenHash: v.tokenHash,
    secretCiphertext: v.secretCiphertext,
    expiresAt: sql`now() + make_interval(hours => ${v.ttlHours})`,
  });
}

export interface RevealRow {
  id: string;
  kind: string;
  secretCiphertext: string | null;
  revealedAt: Date | null;
  expired: boolean;
}

/**
 * The link with this token hash, if it belongs to a record of this user, locked for the caller's
 * transaction so two tabs opening it at once cannot both read the secret.
 */
export async function lockOwnReveal(
  tx: DbOrTx,
  tokenHash: string,
  userId: string,
): Promise<RevealRow | undefined> {
  const [row] = await tx
    .select({
      id: credentialReveals.id,
      kind: credentialReveals.kind,
      secretCiphertext: credentialReveals.secretCiphertext,
      revealedAt: credentialReveals.revealedAt,
      expired: sql<boolean>`${credentialReveals.expiresAt} <= now()`,
    })
    .from(credentialReveals)
    .innerJoin(kycCustomers, eq(kycCustomers.id, credentialReveals.customerId))
    .where(and(eq(credentialReveals.tokenHash, tokenHash), eq(kycCustomers.userId, userId)))
    .for('update', { of: credentialReveals })
    .limit(1);
  return row;
}

/** Erases the secret: on showing it (revealed) or when its link expired (not revealed). */
export async function eraseSecret(tx: DbOrTx, id: string, revealed: boolean): Promise<void> {
  await tx
    .update(credentialReveals)
    .set({ secretCiphertext: null, ...(revealed ? { revealedAt: sql`now()` } : {}) })
    .where(eq(credentialReveals.id, id));
}

/** Erases every expired secret still held; answers the rows erased. */
export async function eraseExpiredSecrets(
  db: DbOrTx,
): Promise<{ id: string; customerId: string; kind: string }[]> {
  return db
    .update(credentialReveals)
    .set({ secretCiphertext: null })
    .where(and(isNotNull(credentialReveals.secretCiphertext), lte(credentialReveals.expiresAt, sql`now()`)))
    .returning({
      id: credentialReveals.id,
      customerId: credentialReveals.customerId,
      kind: credentialReveals.kind,
    });
}
