/**
 * Sessions and access tokens. An access token is a short-lived JWT (HS256) naming a server-side
 * session; every request checks that the session is alive, so logout, a password change and
 * blocking take effect at once (DESIGN §5 "token in local storage").
 */

import { ACCESS_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_SECONDS } from '@kilau/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

export type SubjectType = 'user' | 'staff';

export interface AccessClaims {
  sub: string;
  sid: string;
  typ: SubjectType;
  role: number | null;
}

export class SessionService {
  constructor(
    private readonly db: DbOrTx,
    private readonly secret: Uint8Array,
  ) {}

  async open(
    subjectType: SubjectType,
    subjectId: string,
    role: number | null,
    meta: { ip?: string; userAgent?: string },
    tx: DbOrTx = this.db,
  ): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
    const [row] = await tx
      .insert(sessions)
      .values({ subjectType, subjectId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return this.sign({ sub: subjectId, sid: row.id, typ: subjectType, role });
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.secret);
  }

  /** Verifies the token and that its session is alive; null when either fails. */
  async verify(token: string): Promise<AccessClaims | null> {
    let claims: AccessClaims;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (payload.typ !== 'user' && payload.typ !== 'staff') return null;
      claims = {
        sub: payload.sub,
        sid: payload.sid,
        typ: payload.typ,
        role: typeof payload.role === 'number' ? payload.role : null,
      };
    } catch {
      return null;
    }
    const [alive] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return alive ? claims : null;
  }

  /** A new token for a live session (GET /v2/user/refresh). */
  async refresh(claims: AccessClaims): Promise<string> {
    await this.db.update(sessions).set({ lastRefreshedAt: new Date() }).where(eq(sessions.id, claims.sid));
    return this.sign(claims);
  }

  async revoke(sessionId: string, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a subject except, optionally, the one in use. */
  async revokeAll(
    subjectType: SubjectType,
    subjectId: string,
    exceptSessionId?: string,
    tx: DbOrTx = this.db,
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
}
