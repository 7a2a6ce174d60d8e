/**
 * The staff member's own profile (docs/product/back-office.md § Screens /profil): who they are and what they are scoped to,
 * and changing their own password with the customers' rules (current password, strength, the
 * common-password list, not the same as before). Every other session of the account ends.
 */
import { changePasswordBodySchema, MSG, okReplySchema, SC, staffProfileReplySchema } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { StaffProfileService } from './staff-profile.service';

const tags = ['staff'];
const security = [{ bearer: [] }];
const FIFTEEN_MINUTES = 15 * 60_000;

export const staffProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff();
  const profiles = new StaffProfileService(app);

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
    async (req) => ({ status_code: SC.ok, data: await profiles.profile(staffClaims(req)) }),
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
      await profiles.changePassword(staffClaims(req), req.body, requestMeta(req));
      return { status_code: SC.ok, message: MSG.staffProfilePasswordChanged };
    },
  );
};
