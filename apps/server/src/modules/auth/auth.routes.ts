/**
 * Customer login and session routes (docs/product/customer-area.md § Calls; codes in docs/decisions/0003).
 *
 * Rate limits, on top of the account lockout:
 * - checkUser: 30 per minute per IP (the login form calls it once per attempt; more is enumeration);
 * - login: 20 per minute per IP (a shared office or carrier NAT still logs in) and 10 per
 *   15 minutes per identifier (twice the lockout threshold, so the lockout answers first and a
 *   distributed guesser is still capped);
 * - refresh: 30 per minute per IP (the app refreshes every 150 s per tab).
 */
import {
  apiErrorSchema,
  checkUserBodySchema,
  checkUserReplySchema,
  loginBodySchema,
  loginNotActiveReplySchema,
  loginPendingOtpReplySchema,
  loginReplySchema,
  logoutReplySchema,
  MSG,
  refreshReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { identifierOf } from '../users';
import { AuthService } from './auth.service';
import type { AccessClaims } from './session.service';

const MINUTE = 60_000;

/** The normalised identifier of a login body, as the per-identifier rate-limit key. */
function loginIdentifierKey(req: FastifyRequest): string | undefined {
  const parsed = loginBodySchema.safeParse(req.body);
  if (!parsed.success) return undefined;
  const id = identifierOf(parsed.data);
  return id ? `${id.kind}:${id.value}` : undefined;
}

/** `requireCustomer` has run, so the claims are there; this narrows the type for the handler. */
function claimsOf(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
  return req.auth;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService(app);

  app.post(
    '/v2/user/auth/checkUser',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      schema: {
        tags: ['auth'],
        summary: 'Whether an account answers to this e-mail, phone number or username',
        body: checkUserBodySchema,
        response: {
          200: checkUserReplySchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      await service.checkUser(req.body);
      // The client never hashes the password (architecture.md §5); the field stays for the contract.
      return { status_code: SC.ok, data: { data: { is_status: false } } };
    },
  );

  app.post(
    '/v2/user/auth',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      preHandler: app.limitPerIdentifier('login', 10, 15 * MINUTE, loginIdentifierKey),
      schema: {
        tags: ['auth'],
        summary: 'Customer login',
        body: loginBodySchema,
        response: {
          200: loginReplySchema,
          400: apiErrorSchema,
          // E-mail not activated ('new'), or the account closed at the customer's request (2068).
          403: z.union([loginNotActiveReplySchema, apiErrorSchema]),
          404: apiErrorSchema,
          405: apiErrorSchema,
          409: loginPendingOtpReplySchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => service.login(req.body, requestMeta(req)),
  );

  app.get(
    '/v2/user/refresh',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the live session',
        security: [{ bearer: [] }],
        response: { 200: refreshReplySchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => ({ status_code: SC.ok, token: await app.sessions.refresh(claimsOf(req)) }),
  );

  app.post(
    '/v2/user/logout',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session; its token is refused from now on',
        security: [{ bearer: [] }],
        response: { 200: logoutReplySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req) => {
      await service.logout(claimsOf(req), requestMeta(req));
      return { status_code: SC.ok, message: MSG.logoutDone };
    },
  );
};
