/**
 * The staff second factor's rows (decision 0109): TOTP secrets, recovery codes, login challenges,
 * the session's factor time and the two-person resets. Times that tests move with a fake clock
 * (expiry, factor time) are written from the JS clock and compared in JS, so PGlite and
 * PostgreSQL agree.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  platforms,
  sessions,
  staffFactorNotices,
  staffMfaChallenges,
  staffMfaResets,
  staffRecoveryCodes,
  staffTotpSecrets,
  staffUsers,
} from '../../db/schema';
import { deleteAllPasskeyRows, hasPasskeys as hasPasskeysRow } from './passkeys.repository';

export type LoginFactor = 'totp' | 'passkey' | 'recovery';
export type ChallengePurpose = 'login' | 'enrol';

/** What a completed login answers with, read by id. */
export async function findStaffForLogin(db: DbOrTx, staffId: string) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      fullname: staffUsers.fullname,
      role: staffUsers.role,
      bankCode: staffUsers.bankCode,
      platform: platforms.appName,
      active: staffUsers.active,
      email: staffUsers.email,
      factorReportedAt: staffUsers.factorReportedAt,
    })
    .from(staffUsers)
    .leftJoin(platforms, eq(platforms.id, staffUsers.platformId))
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return row;
}
export type StaffLoginRow = NonNullable<Awaited<ReturnType<typeof findStaffForLogin>>>;

export async function findStaffIdByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

// ── TOTP ──────────────────────────────────────────────────────────────
export async function findTotp(db: DbOrTx, staffId: string, state: 'confirmed' | 'pending') {
  const [row] = await db
    .select()
    .from(staffTotpSecrets)
    .where(
      and(
        eq(staffTotpSecrets.staffId, staffId),
        state === 'confirmed'
          ? isNotNull(staffTotpSecrets.confirmedAt)
          : isNull(staffTotpSecrets.confirmedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A new pending secret; an earlier pending one is replaced. */
export async function putPendingTotp(db: DbOrTx, staffId: string, seal: (id: string) => string) {
  await db
    .delete(staffTotpSecrets)
    .where(and(eq(staffTotpSecrets.staffId, staffId), isNull(staffTotpSecrets.confirmedAt)));
  await db.insert(staffTotpSecrets).values({ staffId, secretCiphertext: seal(staffId) });
}

/**
 * Takes the time step for the secret: true only for the one request that moved `last_used_step`
 * forward, so the same code sent twice at once passes once.
 */
export async function consumeTotpStep(db: DbOrTx, totpId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffTotpSecrets)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTotpSecrets.id, totpId), lt(staffTotpSecrets.lastUsedStep, step)))
    .returning({ id: staffTotpSecrets.id });
  return rows.length === 1;
}

/** The pending secret becomes the account's TOTP (an earlier confirmed one goes). */
export async function confirmPendingTotp(tx: DbOrTx, staffId: string, pendingId: string): Promise<void> {
  await tx
    .delete(staffTotpSecrets)
    .where(and(eq(staffTotpSecrets.staffId, staffId), isNotNull(staffTotpSecrets.confirmedAt)));
  await tx
    .update(staffTotpSecrets)
    .set({ confirmedAt: new Date() })
    .where(eq(staffTotpSecrets.id, pendingId));
}

export async function deleteTotp(db: DbOrTx, staffId: string): Promise<void> {
  await db.delete(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, staffId));
}

/** Whether the account has passkeys (passkeys.repository.ts). */
export { hasPasskeys } from './passkeys.repository';

// ── Recovery codes ────────────────────────────────────────────────────
export async function replaceRecoveryCodes(tx: DbOrTx, staffId: string, hashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses the code: true only for the one request that marked it used. */
export async function useRecoveryCode(db: DbOrTx, staffId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, staffId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ── Login challenges ──────────────────────────────────────────────────
export async function insertChallenge(
  db: DbOrTx,
  c: { tokenHash: string; staffId: string; purpose: ChallengePurpose; expiresAt: Date; hard: boolean },
): Promise<void> {
  await db.insert(staffMfaChallenges).values(c);
}

export async function findChallenge(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffMfaChallenges)
    .where(eq(staffMfaChallenges.tokenHash, tokenHash))
    .limit(1);
  return row;
}
export type ChallengeRow = NonNullable<Awaited<ReturnType<typeof findChallenge>>>;

/**
 * Counts one try before the code is compared, while the token has tries left: the new count, or
 * null when the token is used or out of tries. Counted first, so parallel guesses cannot pass the cap.
 */
export async function countChallengeAttempt(db: DbOrTx, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(staffMfaChallenges)
    .set({ attempts: sql`${staffMfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(staffMfaChallenges.id, id),
        isNull(staffMfaChallenges.usedAt),
        lt(staffMfaChallenges.attempts, max),
      ),
    )
    .returning({ attempts: staffMfaChallenges.attempts });
  return row?.attempts ?? null;
}

/** Ends the token: true only for the one request that ended it. */
export async function endChallenge(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(staffMfaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(staffMfaChallenges.id, id), isNull(staffMfaChallenges.usedAt)))
    .returning({ id: staffMfaChallenges.id });
  return rows.length === 1;
}

/** Ends every open token of the account for that purpose (an enrolment ends the other enrolments). */
export async function endOpenChallenges(tx: DbOrTx, staffId: string, purpose: ChallengePurpose) {
  await tx
    .update(staffMfaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffMfaChallenges.staffId, staffId),
        eq(staffMfaChallenges.purpose, purpose),
        isNull(staffMfaChallenges.usedAt),
      ),
    );
}

/**
 * Locks the account's row for the enrolment's transaction and tells whether it has a factor (a
 * confirmed TOTP secret or a passkey): of two enrolments at once, the second sees the first's.
 */
export async function lockAndHasFactor(tx: DbOrTx, staffId: string): Promise<boolean> {
  await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffId)).for('update');
  return (await findTotp(tx, staffId, 'confirmed')) !== undefined || (await hasPasskeysRow(tx, staffId));
}

// ── Wrong codes per account (decision 0119) ───────────────────────────
/**
 * Counts a second-factor code on the account before it is compared (parallel guesses cannot pass
 * the cap): the new count of wrong codes in a row, or null when the account's second step is held
 * (the cap reached and the hold running) and the caller did not pass the hard bot challenge; such
 * a code is neither compared nor counted. The try that reaches the cap starts the hold at once (a
 * right code clears it), and each further counted one extends it: `locked_until`, the password's
 * back-off hold of decision 0108.
 */
export async function countFactorTry(
  db: DbOrTx,
  staffId: string,
  rules: { max: number; holdSeconds: number; hardChallenge: boolean },
): Promise<number | null> {
  const now = new Date();
  const holdUntil = new Date(now.getTime() + rules.holdSeconds * 1000).toISOString();
  const notHeld = or(
    lt(staffUsers.factorFailures, rules.max),
    isNull(staffUsers.lockedUntil),
    lte(staffUsers.lockedUntil, now),
  );
  const [row] = await db
    .update(staffUsers)
    .set({
      factorFailures: sql`${staffUsers.factorFailures} + 1`,
      lockedUntil: sql`case when ${staffUsers.factorFailures} + 1 >= ${rules.max}
        then greatest(coalesce(${staffUsers.lockedUntil}, ${holdUntil}::timestamptz), ${holdUntil}::timestamptz)
        else ${staffUsers.lockedUntil} end`,
    })
    .where(and(eq(staffUsers.id, staffId), rules.hardChallenge ? undefined : notHeld))
    .returning({ failures: staffUsers.factorFailures });
  return row?.failures ?? null;
}

/** Marks the account as reported by its owner: no login until a reset (decision 0119). */
export async function markFactorReported(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.update(staffUsers).set({ factorReportedAt: new Date() }).where(eq(staffUsers.id, staffId));
}

/** After a reset: the account may log in again and its wrong codes start from 0 (decision 0119). */
export async function clearFactorGuard(tx: DbOrTx, staffId: string): Promise<void> {
  await tx
    .update(staffUsers)
    .set({ factorReportedAt: null, factorFailures: 0 })
    .where(eq(staffUsers.id, staffId));
}

// ── Factor notices (decision 0119) ────────────────────────────────────
export type FactorChange = 'totp_added' | 'passkey_added' | 'recovery_codes';

export async function insertFactorNotice(
  db: DbOrTx,
  n: { staffId: string; tokenHash: string; change: FactorChange; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(staffFactorNotices).values(n).returning({ id: staffFactorNotices.id });
  if (!row) throw new Error('factor notice insert returned no row');
  return row.id;
}

/** Takes a live notice's token (used once): its row, or undefined for an unknown, used or expired one. */
export async function takeFactorNotice(db: DbOrTx, tokenHash: string) {
  const now = new Date();
  const [row] = await db
    .update(staffFactorNotices)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffFactorNotices.tokenHash, tokenHash),
        isNull(staffFactorNotices.usedAt),
        gt(staffFactorNotices.expiresAt, now),
      ),
    )
    .returning({
      id: staffFactorNotices.id,
      staffId: staffFactorNotices.staffId,
      change: staffFactorNotices.change,
      createdAt: staffFactorNotices.createdAt,
    });
  return row;
}

/** Ends the account's other notices: after a report they have nothing left to protect. */
export async function endFactorNotices(tx: DbOrTx, staffId: string): Promise<void> {
  await tx
    .update(staffFactorNotices)
    .set({ usedAt: new Date() })
    .where(and(eq(staffFactorNotices.staffId, staffId), isNull(staffFactorNotices.usedAt)));
}

/** Stores (or clears) the passkey ceremony's challenge on a login token. */
export async function setChallengeWebauthn(db: DbOrTx, id: string, challenge: string | null): Promise<void> {
  await db
    .update(staffMfaChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(staffMfaChallenges.id, id));
}

// ── Sessions ──────────────────────────────────────────────────────────
export async function markSessionFactor(
  db: DbOrTx,
  sessionId: string,
  factor: LoginFactor,
  at: Date,
): Promise<void> {
  await db.update(sessions).set({ factorAt: at, factor }).where(eq(sessions.id, sessionId));
}

export async function sessionFactor(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ factorAt: sessions.factorAt, factor: sessions.factor })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

const liveStaffSessions = (staffId: string, exceptSessionId: string) =>
  and(
    eq(sessions.subjectType, 'staff'),
    eq(sessions.subjectId, staffId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
    sql`${sessions.id} <> ${exceptSessionId}`,
  );

export async function countOtherSessions(db: DbOrTx, staffId: string, exceptSessionId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(liveStaffSessions(staffId, exceptSessionId));
  return row?.n ?? 0;
}

/** The staff member's other live sessions, the most recently active first ('Keamanan akun'). */
export function otherSessions(db: DbOrTx, staffId: string, exceptSessionId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(liveStaffSessions(staffId, exceptSessionId))
    .orderBy(sql`${sessions.lastActiveAt} desc`)
    .limit(50);
}

/**
 * Ends one live session of `staffId` other than the one in use; false when `sessionId` is not
 * such a session (another's, ended, or the caller's own current one: that is 'Keluar').
 */
export async function revokeOwnSession(
  db: DbOrTx,
  staffId: string,
  sessionId: string,
  exceptSessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(liveStaffSessions(staffId, exceptSessionId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeOtherSessions(db: DbOrTx, staffId: string, exceptSessionId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(liveStaffSessions(staffId, exceptSessionId))
    .returning({ id: sessions.id });
  return rows.length;
}

// ── Reset ─────────────────────────────────────────────────────────────
/**
 * Deletes every factor of the account (TOTP, recovery codes, open login tokens) and ends its
 * sessions: its next login asks for enrolment. Its passkeys go too.
 */
export async function deleteAllFactors(tx: DbOrTx, staffId: string): Promise<void> {
  await deleteAllPasskeyRows(tx, staffId);
  await tx.delete(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, staffId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.delete(staffMfaChallenges).where(eq(staffMfaChallenges.staffId, staffId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.subjectType, 'staff'), eq(sessions.subjectId, staffId), isNull(sessions.revokedAt)),
    );
}

export async function insertReset(
  db: DbOrTx,
  r: { staffId: string; reason: string; requestedBy: string },
): Promise<string | null> {
  const [row] = await db
    .insert(staffMfaResets)
    .values(r)
    .onConflictDoNothing()
    .returning({ id: staffMfaResets.id });
  return row?.id ?? null;
}

export async function findOpenReset(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(staffMfaResets)
    .where(and(eq(staffMfaResets.id, id), isNull(staffMfaResets.approvedAt)))
    .limit(1);
  return row;
}

/** Approves the open request: true only for the one request that approved it. */
export async function approveReset(db: DbOrTx, id: string, approvedBy: string): Promise<boolean> {
  const rows = await db
    .update(staffMfaResets)
    .set({ approvedBy, approvedAt: new Date() })
    .where(and(eq(staffMfaResets.id, id), isNull(staffMfaResets.approvedAt)))
    .returning({ id: staffMfaResets.id });
  return rows.length === 1;
}

export async function listOpenResets(db: DbOrTx) {
  const target = alias(staffUsers, 'target');
  const requester = alias(staffUsers, 'requester');
  return db
    .select({
      id: staffMfaResets.id,
      staffUsername: target.username,
      staffFullname: target.fullname,
      reason: staffMfaResets.reason,
      requestedBy: requester.username,
      requestedAt: staffMfaResets.requestedAt,
    })
    .from(staffMfaResets)
    .innerJoin(target, eq(target.id, staffMfaResets.staffId))
    .innerJoin(requester, eq(requester.id, staffMfaResets.requestedBy))
    .where(isNull(staffMfaResets.approvedAt))
    .orderBy(asc(staffMfaResets.requestedAt));
}
