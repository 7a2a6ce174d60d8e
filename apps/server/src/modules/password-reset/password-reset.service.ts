/**
 * Forgot password (docs/product/customer-area.md § States, Rules, Messages; docs/decisions/0003 "Forgot password"): an e-mailed OTP,
 * then an opaque validate_token, then the new password. The resend interval, the resend cap and
 * the 24-hour cap are enforced here, not by the screen (architecture.md §6). Every step is audited.
 */
import {
  MSG,
  RESET_COOLDOWN_HOURS,
  RESET_OTP_MAX_ATTEMPTS,
  RESET_OTP_MAX_RESENDS,
  RESET_OTP_RESEND_SECONDS,
  RESET_OTP_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  SC,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { AuditEntry, RequestMeta } from '../audit/audit.service';
import {
  assertNotCommonPassword,
  hashPassword,
  newOpaqueToken,
  sha256,
  verifyPassword,
} from '../credentials';
import { OtpService } from '../otp/otp.service';
import { findUserByEmail, findUserById, type UserRow } from '../users';
import {
  attemptsExhaustedWithin,
  consumeToken,
  dropResetTokens,
  findOpenResetOtp,
  findTokenUser,
  lockUser,
  resetCodesSentWithin,
  saveValidateToken,
  setPassword,
} from './password-reset.repository';

/** Codes one account may receive within RESET_COOLDOWN_HOURS: the first one and its resends. */
export const RESET_CODES_PER_COOLDOWN = 1 + RESET_OTP_MAX_RESENDS;

const sessionEnded = () => new ApiError(400, SC.resetSessionEnded, MSG.resetOtpSessionEnded, 'No live reset');
const maxEntry = () => new ApiError(400, SC.resetMaxEntry, MSG.resetOtpMaxEntry, 'OTP attempts exhausted');
const tokenDead = () => new ApiError(498, SC.expired, MSG.sessionEndedText, 'Reset token invalid or expired');

/** Every refusal, by the reason the audit records: the error the customer gets for it. */
const REFUSALS = {
  no_account: () => new ApiError(400, SC.forgotNotFound, MSG.forgotNotFound, 'No account'),
  blocked: () => new ApiError(400, SC.forgotBlocked, MSG.forgotBlocked, 'Account blocked'),
  daily_cap: () =>
    new ApiError(400, SC.forgotAlreadyRequested, MSG.forgotAlreadyRequested, 'Reset codes used up for 24 h'),
  locked: () =>
    new ApiError(400, SC.resetMaxEntry, MSG.resetOtpMaxEntry, 'Code attempts spent: reset locked for 24 h'),
  no_reset: sessionEnded,
  expired: sessionEnded,
  wrong_code: () => new ApiError(400, SC.resetOtpWrong, MSG.otpWrong, 'Wrong code'),
  wrong_code_last: maxEntry,
  attempts_exhausted: maxEntry,
  too_soon: () =>
    new ApiError(400, SC.resetResendTooSoon, MSG.resetOtpResendTooSoon, 'Resend asked too soon'),
  max_resends: () =>
    new ApiError(400, SC.resetMaxResend, MSG.resetOtpMaxResend, 'Resend cap reached, wait 24 h'),
  same_as_old: () =>
    new ApiError(400, SC.resetSamePassword, MSG.newPasswordSameAsOld, 'New password equals the old one'),
  token_invalid: tokenDead,
  token_used: tokenDead,
} satisfies Record<string, () => ApiError>;
type Refusal = keyof typeof REFUSALS;

/** How verify and resend refuse when the code itself is spent, expired or gone. */
const CODE_ENDED = {
  exhausted: 'attempts_exhausted',
  expired: 'expired',
  'not-found': 'no_reset',
} as const satisfies Record<string, Refusal>;

type Step = 'request' | 'verify' | 'resend' | 'reset';

/** Whether the account already had every code it may get within RESET_COOLDOWN_HOURS. */
async function codesUsedUp(tx: DbOrTx, userId: string): Promise<boolean> {
  return (await resetCodesSentWithin(tx, userId, RESET_COOLDOWN_HOURS)) >= RESET_CODES_PER_COOLDOWN;
}

/** Only these accounts can reset: an unfinished registration is not an account yet. */
function resettable(user: UserRow | undefined): user is UserRow {
  return user !== undefined && user.status !== 'pending';
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'notifications' | 'sessions'>;

export class PasswordResetService {
  constructor(private readonly deps: Deps) {}

  private entry(
    step: Step,
    user: UserRow | undefined,
    outcome: 'success' | 'failure',
    reason?: string,
  ): AuditEntry {
    return {
      actorType: user ? 'user' : 'anonymous',
      actorId: user?.id ?? null,
      action: `password_reset.${step}`,
      targetType: user ? 'user' : undefined,
      targetId: user?.id,
      outcome,
      details: reason ? { reason } : {},
    };
  }

  private async fail(
    step: Step,
    user: UserRow | undefined,
    reason: Refusal,
    meta: RequestMeta,
  ): Promise<never> {
    await this.deps.audit.record(this.deps.db, this.entry(step, user, 'failure', reason), meta);
    throw REFUSALS[reason]();
  }

  /**
   * The account a verify or resend is for. An unknown e-mail looks like an ended reset: these
   * steps never tell whether an account exists.
   */
  private async liveUser(step: Step, email: string, meta: RequestMeta): Promise<UserRow> {
    const user = await findUserByEmail(this.deps.db, email);
    if (!resettable(user) || user.status === 'blocked') return this.fail(step, undefined, 'no_reset', meta);
    return user;
  }

  private sendCode(user: UserRow, code: string): Promise<void> {
    return this.deps.notifications.email({
      to: user.email,
      subject: MSG.resetOtpEmailSubject,
      text: MSG.resetOtpEmailText
        .replace('{otp}', code)
        .replace('{minutes}', String(RESET_OTP_TTL_SECONDS / 60)),
    });
  }

  /** POST /v2/user/forgot */
  async request(email: string, meta: RequestMeta): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email);
    if (!resettable(user)) return this.fail('request', undefined, 'no_account', meta);
    if (user.status === 'blocked') return this.fail('request', user, 'blocked', meta);
    const outcome = await this.deps.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      // 9012 promises 24 hours: a new request must not hand out fresh attempts before then.
      if (await attemptsExhaustedWithin(tx, user.id, RESET_COOLDOWN_HOURS)) return 'locked' as const;
      if (await codesUsedUp(tx, user.id)) return 'daily_cap' as const;
      const issued = await new OtpService(tx).issue(
        user.id,
        'reset',
        RESET_OTP_TTL_SECONDS,
        RESET_OTP_MAX_ATTEMPTS,
      );
      await this.deps.audit.record(tx, this.entry('request', user, 'success'), meta);
      return { code: issued.code };
    });
    if (typeof outcome === 'string') return this.fail('request', user, outcome, meta);
    await this.sendCode(user, outcome.code);
  }

  /** POST /v2/user/verify-forgot: answers the validate_token. */
  async verify(email: string, otp: string, meta: RequestMeta): Promise<string> {
    const user = await this.liveUser('verify', email, meta);
    const otpId = await findOpenResetOtp(this.deps.db, user.id);
    if (!otpId) return this.fail('verify', user, 'no_reset', meta);

    const token = newOpaqueToken();
    // The attempt is spent inside the transaction and must commit even when the code is wrong.
    const outcome = await this.deps.db.transaction(async (tx) => {
      const result = await new OtpService(tx).verify(otpId, otp);
      if (result.result === 'ok') {
        await saveValidateToken(tx, otpId, sha256(token), RESET_TOKEN_TTL_SECONDS);
        await this.deps.audit.record(tx, this.entry('verify', user, 'success'), meta);
      }
      return result;
    });
    switch (outcome.result) {
      case 'ok':
        return token;
      case 'wrong':
        // The guess that spends the last attempt already ends the reset: the screen goes to login.
        if (outcome.attemptsLeft === 0) return this.fail('verify', user, 'wrong_code_last', meta);
        return this.fail('verify', user, 'wrong_code', meta);
      default:
        return this.fail('verify', user, CODE_ENDED[outcome.result], meta);
    }
  }

  /** POST /v2/user/resend-forgot */
  async resend(email: string, meta: RequestMeta): Promise<void> {
    const user = await this.liveUser('resend', email, meta);
    const result = await this.deps.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const otpId = await findOpenResetOtp(tx, user.id);
      if (!otpId) return { result: 'not-found' as const };
      if (await codesUsedUp(tx, user.id)) return { result: 'max-resends' as const };
      const r = await new OtpService(tx).resend(otpId, {
        ttlSeconds: RESET_OTP_TTL_SECONDS,
        minIntervalSeconds: RESET_OTP_RESEND_SECONDS,
        maxResends: RESET_OTP_MAX_RESENDS,
      });
      if (r.result === 'ok') await this.deps.audit.record(tx, this.entry('resend', user, 'success'), meta);
      return r;
    });
    switch (result.result) {
      case 'ok':
        await this.sendCode(user, result.code);
        return;
      case 'too-soon':
        return this.fail('resend', user, 'too_soon', meta);
      case 'max-resends':
        return this.fail('resend', user, 'max_resends', meta);
      default:
        return this.fail('resend', user, CODE_ENDED[result.result], meta);
    }
  }

  /** POST /v2/user/reset/password */
  async reset(token: string, newPassword: string, meta: RequestMeta): Promise<void> {
    // Before the token is looked at, so the customer can pick another password with it.
    assertNotCommonPassword(newPassword, 'new_password');
    const tokenHash = sha256(token);
    const userId = await findTokenUser(this.deps.db, tokenHash);
    const user = userId ? await findUserById(this.deps.db, userId) : undefined;
    if (!user || user.status === 'blocked') return this.fail('reset', user, 'token_invalid', meta);
    // Checked before the token is spent, so the customer can pick another password with it.
    if (await verifyPassword(user.passwordHash, newPassword))
      return this.fail('reset', user, 'same_as_old', meta);
    const passwordHash = await hashPassword(newPassword);
    const done = await this.deps.db.transaction(async (tx) => {
      if ((await consumeToken(tx, tokenHash)) !== user.id) return false;
      await dropResetTokens(tx, user.id);
      await setPassword(tx, user.id, passwordHash);
      await this.deps.sessions.revokeAll('user', user.id, undefined, tx);
      await this.deps.audit.record(
        tx,
        { ...this.entry('reset', user, 'success'), details: { sessions_revoked: 'all' } },
        meta,
      );
      return true;
    });
    if (!done) return this.fail('reset', user, 'token_used', meta);
    await this.deps.notifications.email({
      to: user.email,
      subject: MSG.passwordResetEmailSubject,
      text: MSG.passwordResetEmailText,
    });
  }
}
