/**
 * The signed-in staff member's own profile and password change (every other session of the
 * account ends, and each attempt is audited).
 */
import { type ChangePasswordBody, MSG, SC, type StaffProfile } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { assertNotCommonPassword, hashPassword, verifyPassword } from '../credentials';
import { findStaffProfile, setStaffPassword } from './staff-auth.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'sessions'>;

export class StaffProfileService {
  constructor(private readonly deps: Deps) {}

  private async row(id: string) {
    const row = await findStaffProfile(this.deps.db, id);
    if (!row) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
    return row;
  }

  async profile(claims: AccessClaims): Promise<StaffProfile> {
    const r = await this.row(claims.sub);
    return {
      username: r.username,
      fullname: r.fullname,
      role: r.role,
      platform: r.appName && r.platformName ? { app_name: r.appName, name: r.platformName } : null,
      bank: r.bankCode && r.bankName ? { bank_code: r.bankCode, name: r.bankName } : null,
      password_changed_at: r.passwordChangedAt?.toISOString() ?? null,
    };
  }

  async changePassword(claims: AccessClaims, body: ChangePasswordBody, meta: RequestMeta): Promise<void> {
    const { db, audit, sessions } = this.deps;
    assertNotCommonPassword(body.new_password, 'new_password');
    const row = await this.row(claims.sub);
    const entry = (outcome: 'success' | 'failure', details: Record<string, unknown>) => ({
      actorType: 'staff' as const,
      actorId: row.id,
      action: 'staff.change_password',
      targetType: 'staff',
      targetId: row.id,
      outcome,
      details,
    });
    if (!(await verifyPassword(row.passwordHash, body.password))) {
      await audit.record(db, entry('failure', { reason: 'wrong_old_password' }), meta);
      // Not 'Unauthorized': the web client ends the session only on that text.
      throw new ApiError(401, 401, MSG.staffProfileWrongPassword, 'Wrong old password');
    }
    if (await verifyPassword(row.passwordHash, body.new_password)) {
      throw new ApiError(
        400,
        SC.resetSamePassword,
        MSG.newPasswordSameAsOld,
        'New password equals the old one',
      );
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await setStaffPassword(tx, row.id, passwordHash);
      await sessions.revokeAll('staff', row.id, claims.sid, tx);
      await audit.record(tx, entry('success', { other_sessions_revoked: true }), meta);
    });
  }
}
