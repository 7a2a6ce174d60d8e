/**
 * The customer's own profile: contact details, password change and the KYC view (docs/product/customer-area.md § Records and fields,
 * §4 "Profile editing", §8 "Profile"; docs/decisions/0003). Every method works on the caller's
 * own user id only.
 */

import { MSG, SC } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { assertNotCommonPassword, hashPassword, verifyPassword } from '../credentials';
import { findLatestOwnRecord, type KycReadModel, readKycRecord } from '../kyc-record';
import { renderKycProfilePdf } from './kyc-profile-pdf';
import { findProfile, type ProfileRow, updatePasswordHash } from './profile.repository';

export interface KycView {
  personal_data: { full_name: string; address: string; identity_owner: string; phone_number: string };
  work: { job: string };
}

/**
 * The KTP number (NIK) with every digit but the last four hidden: the profile names whose identity
 * document backs the account without showing the number itself.
 */
export function maskIdentityNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The profile's KYC view of a record, from the read model: names, never ids or region codes. */
export function toKycView(kyc: KycReadModel, user: Pick<ProfileRow, 'fullname' | 'phonenumber'>): KycView {
  return {
    personal_data: {
      full_name: kyc.fullname || kyc.personal.fullname || user.fullname,
      address: kyc.display.address_line,
      identity_owner: maskIdentityNumber(kyc.personal.ktp_no ?? ''),
      phone_number: user.phonenumber,
    },
    work: { job: kyc.employment.occupation_type?.name ?? '' },
  };
}

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'sessions'>;

export class ProfileService {
  constructor(private readonly deps: Deps) {}

  private async user(userId: string): Promise<ProfileRow> {
    const user = await findProfile(this.deps.db, userId);
    // A valid session for a vanished account is a dead session.
    if (!user) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
    return user;
  }

  async profile(userId: string) {
    const u = await this.user(userId);
    return {
      email: u.email,
      phone_number: u.phonenumber,
      username: u.username,
      fullname: u.fullname,
      photo: null,
    };
  }

  async changePassword(
    claims: { sub: string; sid: string },
    body: { password: string; new_password: string },
    meta: RequestMeta,
  ): Promise<void> {
    assertNotCommonPassword(body.new_password, 'new_password');
    const user = await this.user(claims.sub);
    const audit = (outcome: 'success' | 'failure', details: Record<string, unknown>) => ({
      actorType: 'user' as const,
      actorId: user.id,
      action: 'profile.change_password',
      targetType: 'user',
      targetId: user.id,
      outcome,
      details,
    });
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await this.deps.audit.record(this.deps.db, audit('failure', { reason: 'wrong_old_password' }), meta);
      // Not 'Unauthorized': the web client ends the session only on that text (0003).
      throw new ApiError(401, 401, MSG.profileOldPasswordWrong, 'Wrong old password');
    }
    if (await verifyPassword(user.passwordHash, body.new_password)) {
      await this.deps.audit.record(this.deps.db, audit('failure', { reason: 'same_as_old' }), meta);
      throw new ApiError(
        400,
        SC.resetSamePassword,
        MSG.newPasswordSameAsOld,
        'New password equals the old one',
      );
    }
    const newHash = await hashPassword(body.new_password);
    await this.deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, newHash);
      await this.deps.sessions.revokeAll('user', user.id, claims.sid, tx);
      await this.deps.audit.record(tx, audit('success', { other_sessions_revoked: true }), meta);
    });
    await this.deps.notifications.email({
      to: user.email,
      subject: MSG.passwordChangedEmailSubject,
      text: MSG.passwordChangedEmailText,
    });
  }

  async kycView(userId: string): Promise<KycView | null> {
    const user = await this.user(userId);
    const record = await findLatestOwnRecord(this.deps.db, userId);
    if (!record) return null;
    const kyc = await readKycRecord(this.deps.db, record, { flowRules: this.deps.config.flowRules });
    return toKycView(kyc, user);
  }

  /** The caller's KYC profile as a PDF, the download audited; null when there is no record yet. */
  async kycPdf(userId: string, meta: RequestMeta): Promise<Buffer | null> {
    const view = await this.kycView(userId);
    if (!view) return null;
    const pdf = await renderKycProfilePdf({
      companyName: this.deps.config.COMPANY_NAME,
      companyAddress: this.deps.config.COMPANY_ADDRESS,
      printedAt: new Date(),
      view,
    });
    await this.deps.audit.record(
      this.deps.db,
      { actorType: 'user', actorId: userId, action: 'profile.kyc_pdf', targetType: 'user', targetId: userId },
      meta,
    );
    return pdf;
  }
}
