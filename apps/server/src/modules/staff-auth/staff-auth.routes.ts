/**
 * Staff login, token refresh and logout (spec 002 §7). Rate limits as the customer login's: 20 a
 * minute per IP and 10 per 15 minutes per username, on top of the lockout.
 */
import {
  apiErrorSchema,
  logoutReplySchema,
  refreshReplySchema,
  SC,
  staffLoginBodySchema,
  staffLoginReplySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { locationHints, StaffAuthService } from './staff-auth.service';

const MINUTE = 60_000;
const tags = ['staff'];

function usernameKey(req: FastifyRequest): string | undefined {
  const parsed = staffLoginBodySchema.safeParse(req.body);
  return parsed.success ? `staff:${parsed.data.username.toLowerCase()}` : undefined;
}

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new StaffAuthService(app);

  app.post(
    '/v1/auth',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      preHandler: app.limitPerIdentifier('staff-login', 10, 15 * MINUTE, usernameKey),
      schema: {
        tags,
        summary: 'Staff login (admin and bank staff)',
        description:
          '400 with 2018 (wrong username or password), 2019 (locked 15 minutes after 5 failures), 2024 (bot challenge); 403 for an inactive account. The headers latitude, longitude, city, region, country and IP-Address are kept as hints only.',
        body: staffLoginBodySchema,
        response: { 200: staffLoginReplySchema, 403: apiErrorSchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => service.login(req.body, requestMeta(req), locationHints(req)),
  );

  app.get(
    '/v1/auth/refresh',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: app.requireStaff(),
      schema: {
        tags,
        summary: 'A new access token for the live staff session',
        security: [{ bearer: [] }],
        response: { 200: refreshReplySchema, ...errorReplies(401, 403, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, token: await app.sessions.refresh(staffClaims(req)) }),
  );

  app.post(
    '/v1/auth/logout',
    {
      preValidation: app.requireStaff(),
      schema: {
        tags,
        summary: 'Ends the staff session',
        security: [{ bearer: [] }],
        response: { 200: logoutReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => {
      await service.logout(staffClaims(req), requestMeta(req));
      return { status_code: SC.ok };
    },
  );
};
