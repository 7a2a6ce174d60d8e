/**
 * Forgot password: POST /v2/user/forgot, /v2/user/verify-forgot, /v2/user/resend-forgot and
 * /v2/user/reset/password (docs/decisions/0003 "Forgot password"). Public routes, limited per IP
 * and per e-mail address.
 */
import {
  forgotBodySchema,
  forgotReplySchema,
  MSG,
  OTP_LENGTH,
  okReplySchema,
  RESET_COOLDOWN_HOURS,
  RESET_OTP_MAX_RESENDS,
  RESET_OTP_RESEND_SECONDS,
  RESET_OTP_TTL_SECONDS,
  resendForgotBodySchema,
  resendForgotReplySchema,
  resetPasswordBodySchema,
  SC,
  verifyForgotBodySchema,
  verifyForgotReplySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { PasswordResetService, RESET_CODES_PER_COOLDOWN } from './password-reset.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PasswordResetService(app);
  const tags = ['password-reset'];

  app.post(
    '/v2/user/forgot',
    {
      preHandler: app.limitPerIdentifier('forgot', 5, HOUR, emailOf),
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      schema: {
        tags,
        summary: `Request a reset: a ${OTP_LENGTH}-digit code is e-mailed (${RESET_OTP_TTL_SECONDS / 60} minutes valid)`,
        body: forgotBodySchema,
        response: { 200: forgotReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => {
      await service.request(req.body.email, requestMeta(req));
      return { status_code: SC.ok, message: MSG.forgotSent, resend_in: RESET_OTP_RESEND_SECONDS };
    },
  );

  app.post(
    '/v2/user/verify-forgot',
    {
      preHandler: app.limitPerIdentifier('verify-forgot', 10, 15 * MINUTE, emailOf),
      config: { rateLimit: perIp(20, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Check the e-mailed code; answers the single-use validate_token',
        body: verifyForgotBodySchema,
        response: { 200: verifyForgotReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => {
      const token = await service.verify(req.body.email, req.body.otp, requestMeta(req));
      return { status_code: SC.ok, validate_token: token };
    },
  );

  app.post(
    '/v2/user/resend-forgot',
    {
      preHandler: app.limitPerIdentifier('resend-forgot', 6, 15 * MINUTE, emailOf),
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      schema: {
        tags,
        summary: `Send a new code (${RESET_OTP_RESEND_SECONDS} s apart, ${RESET_OTP_MAX_RESENDS} resends, ${RESET_CODES_PER_COOLDOWN} codes per ${RESET_COOLDOWN_HOURS} h)`,
        body: resendForgotBodySchema,
        response: { 200: resendForgotReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => {
      await service.resend(req.body.email, requestMeta(req));
      return { status_code: SC.ok, message: MSG.resetOtpResent, resend_in: RESET_OTP_RESEND_SECONDS };
    },
  );

  app.post(
    '/v2/user/reset/password',
    {
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      schema: {
        tags,
        summary: 'Set the new password with the validate_token; every session of the account ends',
        body: resetPasswordBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 422, 429, 498) },
      },
    },
    async (req) => {
      await service.reset(req.body.token, req.body.new_password, requestMeta(req));
      return { status_code: SC.ok, message: MSG.resetSuccessTitle };
    },
  );
};
