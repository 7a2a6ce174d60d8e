/**
 * The staff member's own profile (spec 002 §2 /profil): who they are and what they are scoped to,
 * and changing their own password with the customers' rules (current password, strength, the
 * common-password list, not the same as before). Every other session of the account ends.
 */
import { changePasswordBodySchema, MSG, okReplySchema, SC, staffProfileReplySchema } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { banks, platforms, staffUsers } from '../../db/schema';
import { staffClaims } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertNotCommonPassword } from '../auth/password-policy';

const tags = ['staff'];
const security = [{ bearer: [] }];
const FIFTEEN_MINUTES = 15 * 60_000;

export const staffProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff();

  async function staffRow(id: string) {
    const [row] = await app.db
      .select({
        id: staffUsers.id,
        username: staffUsers.username,
        fullname: staffUsers.fullname,
        role: staffUsers.role,
        passwordHash: staffUsers.passwordHash,
        passwordChangedAt: staffUsers.passwordChangedAt,
        appName: platforms.appName,
        platformName: platforms.name,
        bankCode: banks.code,
        bankName: banks.name,
      })
      .from(staffUsers)
      .leftJoin(platforms, eq(platforms.id, staffUsers.platformId))
      .leftJoin(banks, eq(banks.code, staffUsers.bankCode))
      .where(eq(staffUsers.id, id))
      .limit(1);
    if (!row) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
    return row;
  }

  app.get(
    '/v1/staff/profile',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member: name, role and scope (platform or bank)',
        response: { 200: staffProfileReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => {
      const r = await staffRow(staffClaims(req).sub);
      return {
        status_code: SC.ok,
        data: {
          username: r.username,
          fullname: r.fullname,
          role: r.role,
          platform: r.appName && r.platformName ? { app_name: r.appName, name: r.platformName } : null,
          bank: r.bankCode && r.bankName ? { bank_code: r.bankCode, name: r.bankName } : null,
          password_changed_at: r.passwordChangedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.put(
    '/v1/staff/password',
    {
      preValidation: guard,
      config: { rateLimit: perAccount('staff-change-password', 5, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: 'Change one’s own password; every other session of the account ends',
        description: 'A wrong current password answers 401 with err_message "Wrong old password".',
        body: changePasswordBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      const c = staffClaims(req);
      const meta = requestMeta(req);
      const body = req.body;
      assertNotCommonPassword(body.new_password, 'new_password');
      const row = await staffRow(c.sub);
      const audit = (outcome: 'success' | 'failure', details: Record<string, unknown>) => ({
        actorType: 'staff' as const,
        actorId: row.id,
        action: 'staff.change_password',
        targetType: 'staff',
        targetId: row.id,
        outcome,
        details,
      });
      if (!(await verifyPassword(row.passwordHash, body.password))) {
        await app.audit.record(app.db, audit('failure', { reason: 'wrong_old_password' }), meta);
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
      await app.db.transaction(async (tx) => {
        await tx
          .update(staffUsers)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(staffUsers.id, row.id));
        await app.sessions.revokeAll('staff', row.id, c.sid, tx);
        await app.audit.record(tx, audit('success', { other_sessions_revoked: true }), meta);
      });
      return { status_code: SC.ok, message: MSG.staffProfilePasswordChanged };
    },
  );
};
