/**
 * Customer login, identifier check and logout (docs/product/customer-area.md § States, Messages; docs/decisions/0003).
 *
 * The password is verified before any account state is revealed, and an unknown account is
 * verified against a decoy hash, so a stranger learns nothing from timing or from 403/405.
 * Every attempt leaves an audit row (never the password).
 */
import { type CheckUserBody, type LoginBody, MSG, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { decoyHash, verifyPassword } from '../credentials';
import { findLivePending } from '../registration';
import { RegistrationService } from '../registration/registration.service';
import {
  clearLoginFailures,
  findUserByIdentifier,
  type Identifier,
  identifierOf,
  recordWrongPassword,
  type UserRow,
} from '../users';
import type { AccessClaims } from './session.service';

/** Lockout (decision 0003): 5 wrong passwords within 15 minutes lock the account for 15 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LOCK_SECONDS = 15 * 60;

const LOGIN_ACTION = 'auth.login';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'captcha' | 'sessions' | 'notifications' | 'config'>;

export interface LoginResult {
  status: 'active';
  status_code: string;
  token: string;
  role: null;
}

type FailureReason =
  | 'captcha'
  | 'unknown_account'
  | 'locked'
  | 'wrong_password'
  | 'blocked'
  | 'email_not_active'
  | 'demo_not_done'
  | 'restricted';

const wrongCredentials = (code: number, why: string) =>
  new ApiError(400, code, MSG.loginWrongEmailPassword, why);

export class AuthService {
  constructor(private readonly deps: Deps) {}

  /**
   * POST /v2/user/auth/checkUser: does an account answer to this identifier? A registration left at
   * its SMS code answers while its code lives, so its login can offer to continue it (decision
   * 0088); the registration's uniqueness check said as much before.
   */
  async checkUser(body: CheckUserBody): Promise<void> {
    const id = identifierOf(body);
    const user = id ? await findUserByIdentifier(this.deps.db, id) : undefined;
    if (!user || (user.status === 'pending' && !(await this.livePending(user)))) {
      throw new ApiError(404, 404, MSG.loginIdentifierNotFound, 'Account not found');
    }
  }

  private livePending(user: UserRow) {
    return findLivePending(this.deps.db, { email: user.email });
  }

  async login(body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
    const { db, audit } = this.deps;
    const id = identifierOf(body);

    if (!(await this.deps.captcha.verify(body.clientCaptchaKey, 'login'))) {
      await this.fail(null, id, 'captcha', meta);
      throw new ApiError(400, SC.captchaFailed, MSG.loginCaptchaFailed, 'Bot challenge failed');
    }

    const found = id ? await findUserByIdentifier(db, id) : undefined;
    // Same work whether or not the account exists (equal timing).
    const passwordOk = await verifyPassword(found?.passwordHash ?? (await decoyHash()), body.password);

    // An unfinished registration (phone never verified) is not an account yet; with its password,
    // while its code lives, the customer is offered to continue the verification (decision 0088).
    if (found?.status === 'pending' && passwordOk) {
      const pending = await this.livePending(found);
      if (pending) {
        const registration = await new RegistrationService(this.deps).resume(pending, meta);
        throw new ApiError(
          409,
          SC.registrationPendingOtp,
          MSG.loginRegistrationUnverified,
          'Phone not verified',
          {
            registration: {
              email: found.email,
              phonenumber: registration.phonenumber,
              token: registration.token,
              otp_expires_in: registration.otp_expires_in,
              resend_in: registration.resend_in,
            },
          },
        );
      }
    }
    if (!found || found.status === 'pending') {
      await this.fail(found ?? null, id, 'unknown_account', meta);
      throw new ApiError(404, 404, MSG.loginNotRegistered, 'Account not registered');
    }
    const user = found;

    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
      await this.fail(user, id, 'locked', meta);
      throw wrongCredentials(SC.loginLocked, 'Account temporarily locked after repeated failures');
    }

    if (!passwordOk) {
      const lock = await db.transaction(async (tx) => {
        const r = await recordWrongPassword(tx, user.id, {
          threshold: LOGIN_MAX_FAILURES,
          windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
          lockSeconds: LOGIN_LOCK_SECONDS,
          auditAction: LOGIN_ACTION,
        });
        await this.fail(user, id, 'wrong_password', meta, tx, {
          failed_logins: r.failedLogins,
          locked: r.locked,
        });
        return r;
      });
      // The failure that reaches the threshold already answers "locked".
      if (lock.locked) throw wrongCredentials(SC.loginLocked, 'Wrong password; account now locked');
      throw wrongCredentials(SC.loginWrongPassword, 'Wrong password');
    }

    const refusal = refusalOf(user);
    if (refusal) {
      await db.transaction(async (tx) => {
        if (user.failedLogins > 0 || user.lockedUntil) await clearLoginFailures(tx, user.id);
        await this.fail(user, id, refusal.reason, meta, tx);
      });
      throw refusal.error;
    }

    const token = await db.transaction(async (tx) => {
      await clearLoginFailures(tx, user.id);
      const t = await this.deps.sessions.open('user', user.id, null, meta, tx);
      await audit.record(
        tx,
        {
          actorType: 'user',
          actorId: user.id,
          action: LOGIN_ACTION,
          targetType: 'user',
          targetId: user.id,
          outcome: 'success',
          details: { identifier_kind: id?.kind },
        },
        meta,
      );
      return t;
    });
    return { status: 'active', status_code: SC.ok, token, role: null };
  }

  /** POST /v2/user/logout: the session ends at once; its token answers 401 from now on. */
  async logout(claims: AccessClaims, meta: RequestMeta): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.sessions.revoke(claims.sid, tx);
      await this.deps.audit.record(
        tx,
        {
          actorType: 'user',
          actorId: claims.sub,
          action: 'auth.logout',
          targetType: 'session',
          targetId: claims.sid,
        },
        meta,
      );
    });
  }

  private fail(
    user: UserRow | null,
    id: Identifier | null,
    reason: FailureReason,
    meta: RequestMeta,
    tx: DbOrTx = this.deps.db,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    return this.deps.audit.record(
      tx,
      {
        actorType: 'anonymous',
        action: LOGIN_ACTION,
        outcome: 'failure',
        ...(user ? { targetType: 'user', targetId: user.id } : {}),
        // The identifier typed is kept only when it matches no account, to see enumeration;
        // for a known account the target id says who it was.
        details: {
          reason,
          identifier_kind: id?.kind,
          ...(user ? {} : { identifier: id?.value.slice(0, 100) }),
          ...extra,
        },
      },
      meta,
    );
  }
}

/** The states that refuse a login with the right password, in the order of decision 0003. */
function refusalOf(user: UserRow): { reason: FailureReason; error: ApiError } | null {
  // Closed at the customer's own request (decision 0113): said plainly, not as a wrong password.
  if (user.restrictedAt) {
    return {
      reason: 'restricted',
      error: new ApiError(
        403,
        SC.dataAccountRestricted,
        MSG.dataAccountRestricted,
        'Account closed at the customer’s request',
      ),
    };
  }
  if (user.status === 'blocked') {
    return { reason: 'blocked', error: wrongCredentials(SC.loginBlocked, 'Account blocked') };
  }
  if (user.status === 'new') {
    return {
      reason: 'email_not_active',
      error: new ApiError(403, 403, MSG.loginEmailNotActive, 'E-mail not activated', { status: 'new' }),
    };
  }
  if (user.demoAccountRequired && !user.demoAccountDoneAt) {
    return {
      reason: 'demo_not_done',
      error: new ApiError(405, 405, MSG.loginDemoNotDone, 'Demo account not done'),
    };
  }
  return null;
}
