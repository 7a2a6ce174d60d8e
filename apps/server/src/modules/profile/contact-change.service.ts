/**
 * Changing the customer's e-mail or phone (docs/product/customer-area.md § Screens "Profile settings", docs/decisions/0035).
 *
 * A session alone is not enough to move an account: the request needs the current password, and
 * the change waits in `contact_changes` until the customer proves they hold the new address (a
 * single-use link mailed to the new e-mail, or an SMS code to the new number). Only then is the
 * account updated, and the old address or number is told.
 */
import {
  CONTACT_EMAIL_LINK_TTL_MINUTES,
  CONTACT_EMAIL_LINK_TTL_SECONDS,
  CONTACT_OTP_MAX_ATTEMPTS,
  CONTACT_OTP_MAX_RESENDS,
  CONTACT_OTP_RESEND_SECONDS,
  CONTACT_OTP_TTL_SECONDS,
  type ContactChangeReply,
  fillTemplate,
  MSG,
  normalizeEmail,
  normalizePhone,
  SC,
  type UpdateProfileBody,
  type VerifyPhoneChangeBody,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { AuditEntry, RequestMeta } from '../audit/audit.service';
import { newOpaqueToken, sha256, verifyPassword } from '../credentials';
import { OtpService } from '../otp/otp.service';
import {
  type ContactField,
  claimContactChange,
  findLivePhoneChange,
  findProfile,
  insertContactChange,
  isTakenByOther,
  type ProfileRow,
  supersedePendingChanges,
  updateContact,
} from './profile.repository';

const alreadyRegistered = () => new ApiError(400, 400, MSG.alreadyRegistered, 'Already registered');
const changeExpired = (why: string) =>
  new ApiError(400, SC.registrationExpired, MSG.profileChangeExpired, why);
const linkInvalid = () => new ApiError(404, 404, MSG.profileEmailLinkInvalid, 'Contact change link unknown');

/** The page the e-mail link opens (apps/web paths.confirmEmailChange). */
export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/konfirmasi-email/${encodeURIComponent(token)}`;
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications'>;

export class ContactChangeService {
  constructor(private readonly deps: Deps) {}

  private audit(
    tx: DbOrTx,
    userId: string,
    meta: RequestMeta,
    entry: Partial<AuditEntry> & { action: string },
  ) {
    return this.deps.audit.record(
      tx,
      { actorType: 'user', actorId: userId, targetType: 'user', targetId: userId, ...entry },
      meta,
    );
  }

  private async user(userId: string): Promise<ProfileRow> {
    const user = await findProfile(this.deps.db, userId);
    if (!user) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
    return user;
  }

  /** PUT /v1/user/profile: checks the password, then sends the proof to the new address. */
  async request(userId: string, body: UpdateProfileBody, meta: RequestMeta): Promise<ContactChangeReply> {
    const user = await this.user(userId);
    const field: ContactField = body.email !== undefined ? 'email' : 'phonenumber';
    const value =
      field === 'email' ? normalizeEmail(body.email ?? '') : normalizePhone(body.phone_number ?? '');
    const action = 'profile.contact_change_request';

    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await this.audit(this.deps.db, userId, meta, {
        action,
        outcome: 'failure',
        details: { field, reason: 'wrong_password' },
      });
      // Not 'Unauthorized': the web client ends the session only on that text (0003).
      throw new ApiError(401, 401, MSG.profileCurrentPasswordWrong, 'Wrong password');
    }
    if (value === (field === 'email' ? user.email : user.phonenumber)) {
      throw new ApiError(400, 400, MSG.profileSameContact, 'Same as the current value');
    }
    if (await isTakenByOther(this.deps.db, userId, field, value)) {
      await this.audit(this.deps.db, userId, meta, {
        action,
        outcome: 'failure',
        details: { field, reason: 'already_registered' },
      });
      throw alreadyRegistered();
    }

    if (field === 'email') {
      const token = newOpaqueToken();
      await this.deps.db.transaction(async (tx) => {
        await supersedePendingChanges(tx, userId, field);
        await insertContactChange(tx, {
          userId,
          field,
          newValue: value,
          tokenHash: sha256(token),
          ttlSeconds: CONTACT_EMAIL_LINK_TTL_SECONDS,
        });
        await this.audit(tx, userId, meta, { action, details: { field } });
      });
      await this.deps.notifications.email({
        to: value,
        subject: MSG.contactEmailVerifySubject,
        text: fillTemplate(MSG.contactEmailVerifyText, {
          link: emailChangeLink(this.deps.config.publicUrl, token),
          minutes: CONTACT_EMAIL_LINK_TTL_MINUTES,
        }),
      });
      return {
        status_code: SC.ok,
        message: fillTemplate(MSG.profileCheckInboxText, {
          email: value,
          minutes: CONTACT_EMAIL_LINK_TTL_MINUTES,
        }),
        field: 'email',
        value,
        change_id: null,
        expires_in: CONTACT_EMAIL_LINK_TTL_SECONDS,
        resend_in: 0,
      };
    }

    const { changeId, code } = await this.deps.db.transaction(async (tx) => {
      await supersedePendingChanges(tx, userId, field);
      const otp = await new OtpService(tx).issue(
        userId,
        'contact',
        CONTACT_OTP_TTL_SECONDS,
        CONTACT_OTP_MAX_ATTEMPTS,
      );
      const change = await insertContactChange(tx, {
        userId,
        field,
        newValue: value,
        otpId: otp.id,
        ttlSeconds: CONTACT_OTP_TTL_SECONDS,
      });
      await this.audit(tx, userId, meta, { action, details: { field } });
      return { changeId: change.id, code: otp.code };
    });
    await this.deps.notifications.sms(value, this.otpSms(code));
    return {
      status_code: SC.ok,
      message: fillTemplate(MSG.profilePhoneOtpText, { phone: value }),
      field: 'phone_number',
      value,
      change_id: changeId,
      expires_in: CONTACT_OTP_TTL_SECONDS,
      resend_in: CONTACT_OTP_RESEND_SECONDS,
    };
  }

  private otpSms(code: string): string {
    return fillTemplate(MSG.contactPhoneOtpSms, {
      otp: code,
      minutes: Math.round(CONTACT_OTP_TTL_SECONDS / 60),
    });
  }

  /** POST /v1/user/profile/email/confirm: the link from the new mailbox applies the change. */
  async confirmEmail(token: string, meta: RequestMeta): Promise<void> {
    const applied = await this.deps.db.transaction(async (tx) => {
      const change = await claimContactChange(tx, { tokenHash: sha256(token) });
      if (change?.field !== 'email') return null;
      const before = await findProfile(tx, change.userId);
      if (!before) return null;
      await this.apply(tx, change.userId, 'email', change.newValue, meta);
      return { previous: before.email, value: change.newValue };
    });
    if (!applied) throw linkInvalid();
    // The old address hears about it, so a hijacked session cannot move the account silently.
    await this.deps.notifications.email({
      to: applied.previous,
      subject: MSG.emailChangedEmailSubject,
      text: fillTemplate(MSG.emailChangedEmailText, { email: applied.value }),
    });
  }

  /** POST /v1/user/profile/phone/verify: the SMS code to the new number applies the change. */
  async verifyPhone(userId: string, body: VerifyPhoneChangeBody, meta: RequestMeta): Promise<void> {
    const user = await this.user(userId);
    const change = await findLivePhoneChange(this.deps.db, userId, body.change_id);
    if (!change) throw changeExpired('Phone change unknown, used or expired');

    // A wrong guess must commit its spent attempt: the transaction returns the outcome and the
    // error is thrown after it (see OtpService).
    const outcome = await this.deps.db.transaction(async (tx) => {
      const r = await new OtpService(tx).verify(change.otpId, body.otp);
      if (r.result !== 'ok') {
        await this.audit(tx, userId, meta, {
          action: 'profile.contact_change_verify',
          outcome: 'failure',
          details: { field: 'phonenumber', result: r.result },
        });
        return r;
      }
      if (!(await claimContactChange(tx, { id: change.id }))) return { result: 'not-found' as const };
      await this.apply(tx, userId, 'phonenumber', change.newValue, meta);
      return r;
    });
    if (outcome.result === 'wrong' && outcome.attemptsLeft > 0) {
      throw new ApiError(400, SC.registerOtpWrong, MSG.otpWrong, `Wrong OTP, ${outcome.attemptsLeft} left`);
    }
    if (outcome.result === 'wrong' || outcome.result === 'exhausted') {
      throw new ApiError(400, SC.registerOtpExhausted, MSG.profileOtpMaxReached, 'OTP attempts exhausted');
    }
    if (outcome.result !== 'ok') throw changeExpired(`OTP ${outcome.result}`);

    const text = fillTemplate(MSG.phoneChangedSms, { phone: change.newValue });
    await this.deps.notifications.sms(user.phonenumber, text);
    await this.deps.notifications.email({
      to: user.email,
      subject: MSG.phoneChangedEmailSubject,
      text: fillTemplate(MSG.phoneChangedEmailText, { phone: change.newValue }),
    });
  }

  /** POST /v1/user/profile/phone/resend: a new SMS code for the same change, with the registration caps. */
  async resendPhone(userId: string, changeId: string): Promise<{ resendIn: number }> {
    const change = await findLivePhoneChange(this.deps.db, userId, changeId);
    if (!change) throw changeExpired('Phone change unknown, used or expired');
    const r = await new OtpService(this.deps.db).resend(change.otpId, {
      ttlSeconds: CONTACT_OTP_TTL_SECONDS,
      minIntervalSeconds: CONTACT_OTP_RESEND_SECONDS,
      maxResends: CONTACT_OTP_MAX_RESENDS,
    });
    switch (r.result) {
      case 'ok':
        await this.deps.notifications.sms(change.newValue, this.otpSms(r.code));
        return { resendIn: CONTACT_OTP_RESEND_SECONDS };
      case 'too-soon':
        throw new ApiError(429, 429, MSG.tooManyRequests, `Resend too soon, retry in ${r.retryInSeconds}s`);
      case 'max-resends':
      case 'exhausted':
        throw new ApiError(400, SC.registerOtpExhausted, MSG.profileOtpMaxReached, `OTP ${r.result}`);
      default:
        throw changeExpired(`OTP ${r.result}`);
    }
  }

  /** Writes the new value and its audit row; another account taking it meanwhile loses to the unique index. */
  private async apply(tx: DbOrTx, userId: string, field: ContactField, value: string, meta: RequestMeta) {
    if (await isTakenByOther(tx, userId, field, value)) throw alreadyRegistered();
    try {
      await updateContact(tx, userId, field === 'email' ? { email: value } : { phonenumber: value });
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered();
      throw err;
    }
    await this.audit(tx, userId, meta, { action: 'profile.update', details: { field } });
  }
}
