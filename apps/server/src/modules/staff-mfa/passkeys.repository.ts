/**
 * Staff passkeys and the challenges of the passkey ceremonies. Times are the JS clock's, as the
 * rest of the second factor writes and compares them (a faked clock moves them on PGlite and
 * PostgreSQL alike).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  staffMfaChallenges,
  staffWebauthnCredentials,
  staffWebauthnSessionChallenges,
} from '../../db/schema';

const credentialColumns = {
  id: staffWebauthnCredentials.id,
  credentialId: staffWebauthnCredentials.credentialId,
  staffId: staffWebauthnCredentials.staffId,
  publicKey: staffWebauthnCredentials.publicKey,
  counter: staffWebauthnCredentials.counter,
  transports: staffWebauthnCredentials.transports,
  name: staffWebauthnCredentials.name,
  createdAt: staffWebauthnCredentials.createdAt,
  lastUsedAt: staffWebauthnCredentials.lastUsedAt,
};

export async function listPasskeys(db: DbOrTx, staffId: string) {
  return db
    .select(credentialColumns)
    .from(staffWebauthnCredentials)
    .where(eq(staffWebauthnCredentials.staffId, staffId))
    .orderBy(asc(staffWebauthnCredentials.createdAt), asc(staffWebauthnCredentials.id));
}

/** The account's passkeys, locked until the transaction ends (two removals cannot both pass the check). */
export async function lockPasskeys(tx: DbOrTx, staffId: string) {
  return tx
    .select({ id: staffWebauthnCredentials.id, name: staffWebauthnCredentials.name })
    .from(staffWebauthnCredentials)
    .where(eq(staffWebauthnCredentials.staffId, staffId))
    .for('update');
}
export type PasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

/** A credential by the id the browser sent, whoever's it is (the caller compares the owner). */
export async function findPasskeyByCredentialId(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(staffWebauthnCredentials)
    .where(eq(staffWebauthnCredentials.credentialId, credentialId))
    .limit(1);
  return row;
}

/** Inserts the credential; false when its id is already registered (to anyone). */
export async function insertPasskey(
  db: DbOrTx,
  row: typeof staffWebauthnCredentials.$inferInsert,
): Promise<string | null> {
  const [inserted] = await db
    .insert(staffWebauthnCredentials)
    .values(row)
    .onConflictDoNothing({ target: staffWebauthnCredentials.credentialId })
    .returning({ id: staffWebauthnCredentials.id });
  return inserted?.id ?? null;
}

/**
 * Moves the counter forward and stamps the use; the condition makes two uses of one response race
 * safely (the second finds the counter already moved and changes nothing).
 */
export async function markPasskeyUsed(
  db: DbOrTx,
  id: string,
  previousCounter: number,
  update: { counter: number; deviceType: 'singleDevice' | 'multiDevice'; backedUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(staffWebauthnCredentials)
    .set({ ...update, lastUsedAt: new Date() })
    .where(and(eq(staffWebauthnCredentials.id, id), eq(staffWebauthnCredentials.counter, previousCounter)))
    .returning({ id: staffWebauthnCredentials.id });
  return rows.length === 1;
}

/** Deletes the staff member's passkey with this row id; false when there is none. */
export async function deletePasskey(
  db: DbOrTx,
  staffId: string,
  id: string,
): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(staffWebauthnCredentials)
    .where(and(eq(staffWebauthnCredentials.id, id), eq(staffWebauthnCredentials.staffId, staffId)))
    .returning({ name: staffWebauthnCredentials.name });
  return row ?? null;
}

export type SessionCeremony = 'step_up' | 'register';

/** Keeps the session's challenge for one ceremony, replacing an earlier one of the same kind. */
export async function putSessionChallenge(
  db: DbOrTx,
  row: {
    sessionId: string;
    staffId: string;
    purpose: SessionCeremony;
    challenge: string;
    ttlSeconds: number;
  },
): Promise<void> {
  const expiresAt = new Date(Date.now() + row.ttlSeconds * 1000);
  await db
    .insert(staffWebauthnSessionChallenges)
    .values({
      sessionId: row.sessionId,
      staffId: row.staffId,
      purpose: row.purpose,
      challenge: row.challenge,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [staffWebauthnSessionChallenges.sessionId, staffWebauthnSessionChallenges.purpose],
      set: { challenge: row.challenge, expiresAt, createdAt: new Date() },
    });
}

/** Takes (deletes) the session's challenge: single use, whether the response then verifies or not. */
export async function takeSessionChallenge(
  db: DbOrTx,
  sessionId: string,
  purpose: SessionCeremony,
): Promise<string | null> {
  const [row] = await db
    .delete(staffWebauthnSessionChallenges)
    .where(
      and(
        eq(staffWebauthnSessionChallenges.sessionId, sessionId),
        eq(staffWebauthnSessionChallenges.purpose, purpose),
      ),
    )
    .returning({
      challenge: staffWebauthnSessionChallenges.challenge,
      expiresAt: staffWebauthnSessionChallenges.expiresAt,
    });
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : null;
}

/**
 * Takes the passkey challenge kept on a login token: true only for the one request that clears
 * the value it read, so a challenge answers one response. (The token's own expiry covers it.)
 */
export async function takeLoginWebauthnChallenge(
  db: DbOrTx,
  challengeId: string,
  read: string | null,
): Promise<string | null> {
  if (!read) return null;
  const rows = await db
    .update(staffMfaChallenges)
    .set({ webauthnChallenge: null })
    .where(
      and(
        eq(staffMfaChallenges.id, challengeId),
        isNotNull(staffMfaChallenges.webauthnChallenge),
        eq(staffMfaChallenges.webauthnChallenge, read),
      ),
    )
    .returning({ id: staffMfaChallenges.id });
  return rows.length === 1 ? read : null;
}

/** Every passkey of the account and its open ceremonies (the two-super-admin reset). */
export async function deleteAllPasskeyRows(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.delete(staffWebauthnCredentials).where(eq(staffWebauthnCredentials.staffId, staffId));
  await tx.delete(staffWebauthnSessionChallenges).where(eq(staffWebauthnSessionChallenges.staffId, staffId));
}

/** Whether the staff member has a passkey (the login challenge lists 'passkey' then). */
export async function hasPasskeys(db: DbOrTx, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffWebauthnCredentials.id })
    .from(staffWebauthnCredentials)
    .where(eq(staffWebauthnCredentials.staffId, staffId))
    .limit(1);
  return !!row;
}
