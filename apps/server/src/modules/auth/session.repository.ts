/** The `sessions` rows behind the access tokens (session.service.ts says when one is alive). */
import { SESSION_IDLE_SECONDS } from '@kilau/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import type { AccessClaims, SubjectType } from '../../plugins/auth';

export async function insertSession(
  db: DbOrTx,
  s: {
    subjectType: SubjectType;
    subjectId: string;
    expiresAt: Date;
    ip?: string;
    userAgent?: string;
    factor?: string;
  },
): Promise<string | undefined> {
  const [row] = await db
    .insert(sessions)
    .values({
      subjectType: s.subjectType,
      subjectId: s.subjectId,
      expiresAt: s.expiresAt,
      ip: s.ip,
      userAgent: s.userAgent,
      // A staff session opened by a second factor: that factor counts as a step-up (decision 0109).
      ...(s.factor ? { factor: s.factor, factorAt: new Date() } : {}),
    })
    .returning({ id: sessions.id });
  return row?.id;
}

/**
 * The live session the claims name (not revoked, not expired, active within the idle limit plus
 * the minute of unwritten activity), and whether its last-activity time is due to be written.
 */
export async function findLiveSession(db: DbOrTx, claims: AccessClaims, activityWriteSeconds: number) {
  const [alive] = await db
    .select({
      id: sessions.id,
      stale: sql<boolean>`${sessions.lastActiveAt} < now() - make_interval(secs => ${activityWriteSeconds})`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.subjectType, claims.typ),
        eq(sessions.subjectId, claims.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sessions.lastActiveAt,
          sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS + activityWriteSeconds})`,
        ),
      ),
    )
    .limit(1);
  return alive;
}

export async function touchSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastActiveAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function markSessionRefreshed(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastRefreshedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a subject except, optionally, one (also for the operator commands). */
export async function revokeSessions(
  tx: DbOrTx,
  subjectType: SubjectType,
  subjectId: string,
  exceptSessionId?: string,
) {
  const conditions = [
    eq(sessions.subjectType, subjectType),
    eq(sessions.subjectId, subjectId),
    isNull(sessions.revokedAt),
  ];
  if (exceptSessionId) conditions.push(sql`${sessions.id} <> ${exceptSessionId}`);
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
