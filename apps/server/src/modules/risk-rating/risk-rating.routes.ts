/**
 * The participant's risk rating, read by the broker's reviewers and the super admin under their
 * own prefixes (docs/product/risk-rating.md § Roles); the bank's staff and the partners never see
 * it, and a customer never does.
 */
import { PREFIX_ROLES, riskReplySchema, SC, type StaffPrefix } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { maySee } from '../visibility';
import { riskView } from './risk-view.service';

const RISK_PREFIXES: readonly StaffPrefix[] = ['admin-broker', 'super-admin'];

export const riskRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const prefix of RISK_PREFIXES) {
    app.get(
      `/v1/${prefix}/kyc/:id/risk`,
      {
        preValidation: app.requireStaff(PREFIX_ROLES[prefix].filter((r) => maySee(r, 'risk_rating'))),
        schema: {
          tags: ['risk-rating'],
          security: [{ bearer: [] }],
          summary: 'A participant’s risk rating: the current level, score and reasons, and every change',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: riskReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await riskView(app, staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );
  }
};
