/**
 * Sessions and access tokens. An access token is a short-lived JWT (HS256) naming a server-side
 * session; every request checks that the session is alive, so logout, a password change and
 * blocking take effect at once (architecture.md §5 "token in local storage").
 *
 * A session is alive while it is not revoked, younger than its absolute lifetime (12 h) and has
 * seen an authenticated request within the idle limit (15 min). The last-activity time is written
 * at most once a minute per session, and the idle check grants that minute back, so a session is
 * never ended before 15 minutes of real inactivity and at most one minute after (decision 0020).
 */

import { ACCESS_TOKEN_TTL_SECONDS, SESSION_MAX_AGE_SECONDS } from '@kilau/shared';
import { jwtVerify, SignJWT } from 'jose';
import { type DbOrTx, isUuid } from '../../db/client';
import type { AccessClaims, SubjectType } from '../../plugins/auth';
import {
  findLiveSession,
  insertSession,
  markSessionRefreshed,
  revokeSession,
  revokeSessions,
  touchSession,
} from './session.repository';

export type { AccessClaims, SubjectType };
export { revokeSessions };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** The last-activity time of a session is written at most this often. */
export const SESSION_ACTIVITY_WRITE_SECONDS = 60;

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
    /** The staff second factor that completed the login ('totp', 'passkey', 'recovery'). */
    factor?: string,
  ): Promise<string> {
    const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
    const id = await insertSession(tx, {
      subjectType,
      subjectId,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      factor,
    });
    if (!id) throw new Error('session insert returned nothing');
    return this.sign({ sub: subjectId, sid: id, typ: subjectType, role });
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.secret);
  }

  /**
   * Verifies the token (signature, algorithm, expiry: a token without `exp` is refused) and that it
   * names a live session of the same subject and kind; null when anything fails. A verified
   * request is activity: it moves the session's last-activity time (at most once a minute).
   */
  async verify(token: string): Promise<AccessClaims | null> {
    let claims: AccessClaims;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
      });
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
    // Not a uuid: no session can match, and the uuid column would reject the comparison.
    if (!isUuid(claims.sid) || !isUuid(claims.sub)) return null;
    const alive = await findLiveSession(this.db, claims, SESSION_ACTIVITY_WRITE_SECONDS);
    if (!alive) return null;
    if (alive.stale) {
      await touchSession(this.db, claims.sid);
    }
    return claims;
  }

  /** A new token for a live session (GET /v2/user/refresh). */
  async refresh(claims: AccessClaims): Promise<string> {
    await markSessionRefreshed(this.db, claims.sid);
    return this.sign(claims);
  }

  async revoke(sessionId: string, tx: DbOrTx = this.db): Promise<void> {
    await revokeSession(tx, sessionId);
  }

  /** Ends every session of a subject except, optionally, the one in use. */
  async revokeAll(
    subjectType: SubjectType,
    subjectId: string,
    exceptSessionId?: string,
    tx: DbOrTx = this.db,
  ) {
    await revokeSessions(tx, subjectType, subjectId, exceptSessionId);
  }
}
