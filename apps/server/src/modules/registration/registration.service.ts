/**
 * Customer registration (docs/product/customer-area.md § States, Rules, Messages; codes in docs/decisions/0003):
 * pending (SMS OTP sent) → new (phone verified, activation e-mail sent) → active (link used).
 *
 * The unique indexes on e-mail, username and phone decide who wins a race; a stale pending
 * registration (its OTP dead) does not hold its values. Messages are sent after the transaction
 * commits, so a rolled-back registration never texts anyone.
 */
import {
  ACTIVATION_LINK_TTL_HOURS,
  MSG,
  normalizeEmail,
  normalizePhone,
  normalizeUsername,
  type OtpResendBody,
  type OtpVerifyBody,
  REGISTER_OTP_MAX_ATTEMPTS,
  REGISTER_OTP_MAX_RESENDS,
  REGISTER_OTP_RESEND_SECONDS,
  REGISTER_OTP_TTL_SECONDS,
  type RegisterBody,
  type RegisterCheckBody,
  type RegisterReply,
  SC,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
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
import { findUserByEmail } from '../users';
import { activationEmail, activationLink, registerOtpSmsText } from './activation-email';
import {
  activateWithToken,
  createActivationToken,
  deletePendingUser,
  deleteStalePending,
  findActivationToken,
  findLivePending,
  findRegistrationOtp,
  insertPendingUser,
  isTaken,
  type LivePending,
  markPhoneVerified,
  type RegistrationKeys,
  rebindRegistrationToken,
} from './registration.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'notifications' | 'config'>;

const alreadyRegistered = (why: string) => new ApiError(400, 400, MSG.alreadyRegistered, why);
const sessionExpired = (why: string) => new ApiError(400, SC.registrationExpired, MSG.otpSessionExpired, why);
const otpExhausted = (why: string) => new ApiError(400, SC.registerOtpExhausted, MSG.otpMaxReached, why);

export type VerifyEmailOutcome = '00' | '1002' | '498';

export class RegistrationService {
  constructor(private readonly deps: Deps) {}

  /**
   * POST /v2/user/register/check: throws 400 when the value is taken. A registration left at its
   * SMS code does not count here: registering again with its details continues it (decision 0088),
   * and with other details the registration itself answers "sudah terdaftar".
   */
  async check(body: RegisterCheckBody): Promise<void> {
    const [field, value] =
      body.email !== undefined
        ? (['email', normalizeEmail(body.email)] as const)
        : body.username !== undefined
          ? (['username', normalizeUsername(body.username)] as const)
          : (['phonenumber', normalizePhone(body.phonenumber ?? '')] as const);
    if (!(await isTaken(this.deps.db, field, value))) return;
    const by =
      field === 'email'
        ? { email: value }
        : field === 'username'
          ? { username: value }
          : { phonenumber: value };
    if (await findLivePending(this.deps.db, by)) return;
    throw alreadyRegistered(`${field} taken`);
  }

  /** POST /v2/user/register: a pending account and an SMS OTP; the token binds the next steps. */
  async register(body: RegisterBody, meta: RequestMeta): Promise<RegisterReply> {
    assertNotCommonPassword(body.password, 'password');
    const keys: RegistrationKeys = {
      email: normalizeEmail(body.email),
      username: normalizeUsername(body.username),
      phonenumber: normalizePhone(body.phonenumber),
    };
    // The same person back before verifying their phone (a closed tab, a lost code): the same
    // e-mail, phone and password continue that registration; anything else is a duplicate.
    const pending = await findLivePending(this.deps.db, { email: keys.email });
    const samePerson = pending !== undefined && (await verifyPassword(pending.passwordHash, body.password));
    if (pending && samePerson && pending.phonenumber === keys.phonenumber) {
      return this.resume(pending, meta);
    }
    // The same person with another number: the SMS-code dialog was closed to correct a mistyped
    // phone ('Ubah nomor', decision 0125). Their unverified registration gives way to this one.
    const replaced = pending && samePerson ? pending.userId : null;
    const passwordHash = await hashPassword(body.password);
    const token = newOpaqueToken();
    let issued: { userId: string; code: string };
    try {
      issued = await this.deps.db.transaction(async (tx) => {
        const released =
          (replaced ? await deletePendingUser(tx, replaced) : 0) + (await deleteStalePending(tx, keys));
        const userId = await insertPendingUser(tx, { ...keys, fullname: body.fullname, passwordHash });
        const otp = await new OtpService(tx).issue(
          userId,
          'register',
          REGISTER_OTP_TTL_SECONDS,
          REGISTER_OTP_MAX_ATTEMPTS,
          { tokenHash: sha256(token) },
        );
        await this.audit(tx, meta, {
          actorType: 'user',
          actorId: userId,
          action: 'registration.create',
          targetType: 'user',
          targetId: userId,
          details: released > 0 ? { replaced_stale_pending: released } : {},
        });
        return { userId, code: otp.code };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered('e-mail, username or phone already registered');
      throw err;
    }
    await this.deps.notifications.sms(keys.phonenumber, registerOtpSmsText(issued.code));
    return {
      status_code: SC.ok,
      phonenumber: keys.phonenumber,
      token,
      otp_expires_in: REGISTER_OTP_TTL_SECONDS,
      resend_in: REGISTER_OTP_RESEND_SECONDS,
    };
  }

  /**
   * Continues a registration left at its SMS code (decision 0088): the conversation gets a new
   * token (an old tab's stops working) and no code is sent here; the code already sent still works,
   * and a new one is the usual resend with its cool-down and cap. Called by a repeated registration
   * and by a login with the pending account's password.
   */
  async resume(pending: LivePending, meta: RequestMeta): Promise<RegisterReply> {
    const token = newOpaqueToken();
    const left = await this.deps.db.transaction(async (tx) => {
      const r = await rebindRegistrationToken(tx, pending.otpId, sha256(token), REGISTER_OTP_RESEND_SECONDS);
      if (r) {
        await this.audit(tx, meta, {
          actorType: 'user',
          actorId: pending.userId,
          action: 'registration.resume',
          targetType: 'user',
          targetId: pending.userId,
        });
      }
      return r;
    });
    if (!left) throw sessionExpired('Pending registration ended meanwhile');
    return {
      status_code: SC.ok,
      phonenumber: pending.phonenumber,
      token,
      otp_expires_in: left.expiresIn,
      resend_in: left.resendIn,
      resumed: true,
    };
  }

  /** POST /v2/user/register/verify/otp: the phone is verified and the activation link e-mailed. */
  async verifyOtp(body: OtpVerifyBody, meta: RequestMeta): Promise<void> {
    const email = normalizeEmail(body.email);
    const found = await findRegistrationOtp(this.deps.db, {
      email,
      phonenumber: normalizePhone(body.phonenumber),
      tokenHash: sha256(body.token),
    });
    if (found?.status !== 'pending') throw sessionExpired('Registration token unknown or not pending');

    // A wrong guess must commit its spent attempt, so the transaction returns the outcome and
    // the error is thrown only after it.
    const outcome = await this.deps.db.transaction(async (tx) => {
      const r = await new OtpService(tx).verify(found.otpId, body.otp);
      if (r.result !== 'ok') {
        await this.audit(tx, meta, {
          actorType: 'anonymous',
          action: 'registration.verify_otp',
          targetType: 'user',
          targetId: found.userId,
          outcome: 'failure',
          details: { result: r.result, ...(r.result === 'wrong' ? { attempts_left: r.attemptsLeft } : {}) },
        });
        return { ok: false as const, r };
      }
      if (!(await markPhoneVerified(tx, found.userId))) {
        throw sessionExpired('Account no longer pending');
      }
      const activationToken = newOpaqueToken();
      await createActivationToken(tx, found.userId, sha256(activationToken), ACTIVATION_LINK_TTL_HOURS);
      await this.audit(tx, meta, {
        actorType: 'user',
        actorId: found.userId,
        action: 'registration.verify_otp',
        targetType: 'user',
        targetId: found.userId,
      });
      return { ok: true as const, activationToken };
    });

    if (!outcome.ok) {
      const r = outcome.r;
      if (r.result === 'wrong' && r.attemptsLeft > 0) {
        throw new ApiError(
          400,
          SC.registerOtpWrong,
          MSG.otpWrong,
          `Wrong OTP, ${r.attemptsLeft} attempts left`,
        );
      }
      // The last attempt spent, or the code expired: the screen stops its timer (9001).
      if (r.result === 'wrong' || r.result === 'exhausted' || r.result === 'expired') {
        throw otpExhausted(`OTP ${r.result === 'wrong' ? 'exhausted' : r.result}`);
      }
      throw sessionExpired('OTP already used');
    }
    await this.sendActivation({ email, fullname: found.fullname }, outcome.activationToken);
  }

  /** POST /v2/user/register/resend/otp: a new code, at most every 30 s and 3 times. */
  async resendOtp(body: OtpResendBody, meta: RequestMeta): Promise<{ resendIn: number }> {
    const phonenumber = normalizePhone(body.phonenumber);
    const found = await findRegistrationOtp(this.deps.db, {
      email: normalizeEmail(body.email),
      phonenumber,
      tokenHash: sha256(body.token),
    });
    if (found?.status !== 'pending') throw sessionExpired('Registration token unknown or not pending');

    const r = await this.deps.db.transaction(async (tx) => {
      const result = await new OtpService(tx).resend(found.otpId, {
        ttlSeconds: REGISTER_OTP_TTL_SECONDS,
        minIntervalSeconds: REGISTER_OTP_RESEND_SECONDS,
        maxResends: REGISTER_OTP_MAX_RESENDS,
      });
      if (result.result === 'ok') {
        await this.audit(tx, meta, {
          actorType: 'anonymous',
          action: 'registration.resend_otp',
          targetType: 'user',
          targetId: found.userId,
          details: { resends: result.resends },
        });
      }
      return result;
    });

    switch (r.result) {
      case 'ok':
        await this.deps.notifications.sms(phonenumber, registerOtpSmsText(r.code));
        return { resendIn: REGISTER_OTP_RESEND_SECONDS };
      case 'too-soon':
        throw new ApiError(429, 429, MSG.tooManyRequests, `Resend too soon, retry in ${r.retryInSeconds}s`);
      case 'max-resends':
        throw otpExhausted('Resend limit reached');
      case 'exhausted':
        throw otpExhausted('OTP attempts exhausted');
      default:
        throw sessionExpired(`Registration OTP ${r.result}`);
    }
  }

  /**
   * POST /v2/user/register/resend/email: a new activation link (earlier ones stop working).
   * Returns 'sent' or 'already-active'; throws 404 when no phone-verified account has the e-mail.
   */
  async resendEmail(rawEmail: string, meta: RequestMeta): Promise<'sent' | 'already-active'> {
    const email = normalizeEmail(rawEmail);
    const user = await findUserByEmail(this.deps.db, email);
    if (user?.emailVerifiedAt || user?.status === 'active') return 'already-active';
    if (user?.status !== 'new') {
      throw new ApiError(404, 404, MSG.resendActivationNotRegistered, 'No phone-verified account');
    }
    const token = newOpaqueToken();
    await this.deps.db.transaction(async (tx) => {
      await createActivationToken(tx, user.id, sha256(token), ACTIVATION_LINK_TTL_HOURS);
      await this.audit(tx, meta, {
        actorType: 'anonymous',
        action: 'registration.resend_activation',
        targetType: 'user',
        targetId: user.id,
      });
    });
    await this.sendActivation({ email, fullname: user.fullname }, token);
    return 'sent';
  }

  /** POST /v2/user/register/verify/email/{id}: '00' activated, '1002' already active, '498' expired. */
  async verifyEmail(token: string, meta: RequestMeta): Promise<VerifyEmailOutcome> {
    const tokenHash = sha256(token);
    const first = await this.classifyActivation(tokenHash);
    if (first.outcome !== 'activate') return first.outcome;
    const { tokenId, userId } = first;

    const activated = await this.deps.db
      .transaction(async (tx) => {
        if (!(await activateWithToken(tx, tokenId, userId))) throw new LostRace();
        await this.audit(tx, meta, {
          actorType: 'user',
          actorId: userId,
          action: 'registration.activate',
          targetType: 'user',
          targetId: userId,
        });
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof LostRace) return false;
        throw err;
      });
    if (activated) return SC.ok;
    // A concurrent request (a second click) changed it meanwhile: answer what it is now.
    const now = await this.classifyActivation(tokenHash);
    return now.outcome === 'activate' ? '498' : now.outcome;
  }

  private async classifyActivation(
    tokenHash: string,
  ): Promise<{ outcome: '1002' | '498' } | { outcome: 'activate'; tokenId: string; userId: string }> {
    const found = await findActivationToken(this.deps.db, tokenHash);
    if (!found) throw new ApiError(404, 404, MSG.activationInvalid, 'Activation link unknown');
    if (found.emailVerified || found.userStatus === 'active') return { outcome: '1002' };
    if (found.used || found.expired) return { outcome: '498' };
    if (found.userStatus !== 'new')
      throw new ApiError(404, 404, MSG.activationInvalid, 'Account not waiting');
    return { outcome: 'activate', tokenId: found.tokenId, userId: found.userId };
  }

  private async sendActivation(to: { email: string; fullname: string }, token: string): Promise<void> {
    const link = activationLink(this.deps.config.publicUrl, token);
    await this.deps.notifications.email(activationEmail(to.email, to.fullname, link));
  }

  private audit(tx: DbOrTx, meta: RequestMeta, entry: AuditEntry): Promise<string> {
    return this.deps.audit.record(tx, entry, meta);
  }
}

/** Thrown inside a transaction to roll it back when a concurrent request got there first. */
class LostRace extends Error {}
