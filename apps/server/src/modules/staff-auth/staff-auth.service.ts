/**
 * Staff login's password step (docs/product/back-office.md § Screens, Calls: POST /v1/auth) with the customers' rules: argon2id, a decoy hash
 * for unknown usernames (equal timing), the bot challenge, and an audit row for every attempt.
 * Every failure past the challenge gets one reply (decision 0108), so it tells no one whether a
 * username exists, is inactive or is held. Five failures in 15 minutes do not lock the account:
 * they put it under a back-off hold in which only a login with the hard challenge (ten times the
 * proof of work) counts, so guessing stays slow and the real person still gets in.
 * A right password answers with the second factor's challenge (staff-mfa, decision 0109).
 * The IP is the one the server sees and the city our own lookup's; the location headers the
 * browser sends (docs/product/back-office.md § Calls) are kept only as hints (architecture.md §1).
 */
import {
  CAPTCHA_ACTION_ADMIN_LOGIN,
  LOCATION_HINT_HEADERS,
  MSG,
  SC,
  type StaffLoginBody,
  type StaffMfaChallengeReply,
} from '@kilau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '../auth/auth.service';
import type { AccessClaims } from '../auth/session.service';
import { decoyHash, verifyPassword } from '../credentials';
import { findStaffByUsername, recordStaffWrongPassword, type StaffRow } from './staff-auth.repository';

const ACTION = 'staff.login';
type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'captcha' | 'sessions' | 'staffMfa'>;
/** The true reason, for the audit trail only; the reply never tells it. */
type FailureReason =
  | 'captcha'
  | 'unknown_account'
  | 'held_needs_hard_challenge'
  | 'wrong_password'
  | 'inactive'
  | 'factor_reported';

/** The location headers of the login call, trimmed, as hints for the audit row. */
export function locationHints(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of LOCATION_HINT_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string' && v.trim()) out[name] = v.trim().slice(0, 200);
  }
  return out;
}

/** The one reply for every failure past the challenge: same status, code and texts, byte for byte. */
const loginFailed = () => new ApiError(400, SC.loginWrongPassword, MSG.staffLoginWrong, 'Login failed');

export class StaffAuthService {
  constructor(private readonly deps: Deps) {}

  async login(
    body: StaffLoginBody,
    meta: RequestMeta,
    hints: Record<string, string>,
  ): Promise<StaffMfaChallengeReply> {
    const { db } = this.deps;
    const strength = await this.deps.captcha.verify(body.clientCaptchaKey, CAPTCHA_ACTION_ADMIN_LOGIN);
    if (!strength) {
      await this.fail(null, body.username, 'captcha', meta, hints);
      throw new ApiError(400, SC.captchaFailed, MSG.loginCaptchaFailed, 'Bot challenge failed');
    }
    const found = await findStaffByUsername(db, body.username);
    // The hash is checked on every path (a decoy for an unknown username), so timing tells nothing.
    const passwordOk = await verifyPassword(found?.passwordHash ?? (await decoyHash()), body.password);
    if (!found) {
      await this.fail(null, body.username, 'unknown_account', meta, hints);
      throw loginFailed();
    }
    const held = !!found.lockedUntil && found.lockedUntil.getTime() > Date.now();
    if (held && strength !== 'hard') {
      // Not counted as a failure: the attempt proved nothing about the password either way.
      await this.fail(found, body.username, 'held_needs_hard_challenge', meta, hints);
      throw loginFailed();
    }
    if (!passwordOk) {
      await db.transaction(async (tx) => {
        const r = await recordStaffWrongPassword(tx, found.id, {
          threshold: LOGIN_MAX_FAILURES,
          windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
          holdSeconds: LOGIN_LOCK_SECONDS,
          auditAction: ACTION,
        });
        await this.fail(found, body.username, 'wrong_password', meta, hints, tx, {
          failed_logins: r.failedLogins,
          held: r.held,
        });
      });
      throw loginFailed();
    }
    if (!found.active) {
      await this.fail(found, body.username, 'inactive', meta, hints);
      throw loginFailed();
    }
    // Its owner reported a factor as not theirs: closed until two super admins reset it (decision 0119).
    if (found.factorReportedAt) {
      await this.fail(found, body.username, 'factor_reported', meta, hints);
      throw loginFailed();
    }
    // The password is the first step only: a second factor (or its enrolment) opens the session,
    // and only a factor ends the failures and any back-off hold (decision 0109). The token keeps
    // whether the hard challenge was solved: only then do its codes count while the second step
    // is held (decision 0119).
    return db.transaction((tx) =>
      this.deps.staffMfa.startLogin(tx, found, meta, hints, { hardChallenge: strength === 'hard' }),
    );
  }

  async logout(claims: AccessClaims, meta: RequestMeta): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(claims.sid, tx);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'staff.logout',
          targetType: 'session',
          targetId: claims.sid,
        },
        meta,
      );
    });
  }

  private async fail(
    staff: StaffRow | null,
    username: string,
    reason: FailureReason,
    meta: RequestMeta,
    hints: Record<string, string>,
    tx: DbOrTx = this.deps.db,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    await this.deps.audit.record(
      tx,
      {
        actorType: 'anonymous',
        action: ACTION,
        outcome: 'failure',
        ...(staff ? { targetType: 'staff', targetId: staff.id } : {}),
        details: {
          reason,
          ...(staff ? {} : { username: username.slice(0, 100) }),
          location_hints: hints,
          ...extra,
        },
      },
      meta,
    );
  }
}
