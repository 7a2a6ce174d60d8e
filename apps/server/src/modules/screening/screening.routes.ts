/**
 * The participant's screening (decision 0111), read by the broker's reviewers and the super admin
 * under their own prefixes; the bank's staff never see it (what the lists say is not theirs).
 */
import {
  PREFIX_ROLES,
  SC,
  SCREENING_READ_ROLES,
  type StaffPrefix,
  screeningReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { screeningView } from './screening-view';

const SCREENING_PREFIXES: readonly StaffPrefix[] = ['admin-broker', 'super-admin'];
const readRoles = (prefix: StaffPrefix) =>
  PREFIX_ROLES[prefix].filter((r) => (SCREENING_READ_ROLES as readonly number[]).includes(r));

export const screeningRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const prefix of SCREENING_PREFIXES) {
    app.get(
      `/v1/${prefix}/kyc/:id/screening`,
      {
        preValidation: app.requireStaff(readRoles(prefix)),
        schema: {
          tags: ['screening'],
          security: [{ bearer: [] }],
          summary:
            'A participant’s screening against the lists: summary, matches with their evidence, pending proposals',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: screeningReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await screeningView(app, staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );
  }
};
