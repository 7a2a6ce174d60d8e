/**
 * Staff login, token refresh and logout (docs/product/back-office.md § Calls). Rate limits: 20 a minute per IP and 10 per
 * 15 minutes per username from one IP, on top of the per-account back-off (decision 0108). The
 * username limit is counted per IP so that strangers elsewhere cannot use it to shut a staff
 * member out; guessing spread over many IPs is slowed by the back-off's hard challenge instead.
 */
import {
  logoutReplySchema,
  refreshReplySchema,
  SC,
  staffLoginBodySchema,
  staffLoginResultSchema,
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
  return parsed.success ? `staff:${parsed.data.username.toLowerCase()}@${req.ip}` : undefined;
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
        summary: 'Staff login, password step (admin and bank staff)',
        description:
          'A right password answers 200 with status mfa_required (then POST /v1/auth/mfa/verify or the passkey routes) or mfa_enrolment_required (then the enrolment routes), with a single-use mfa_token; the session opens only after the second factor (decision 0109). 400 with 2024 when the bot challenge fails; otherwise every failure (unknown username, wrong password, inactive account, an account under back-off without the hard challenge) gets the same 400 with 2018. After 5 failures in 15 minutes an account needs the hard challenge (GET /v2/captcha/challenge?strength=hard) until 15 minutes after the last failure (decision 0108). The headers latitude, longitude, city, region, country and IP-Address are kept as hints only.',
        body: staffLoginBodySchema,
        response: { 200: staffLoginResultSchema, ...errorReplies(400, 422, 429) },
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
