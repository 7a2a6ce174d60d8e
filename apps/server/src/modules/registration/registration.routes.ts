/**
 * Registration routes (docs/product/customer-area.md § Calls; codes in docs/decisions/0003).
 *
 * Rate limits (per IP unless said otherwise), on top of the OTP's own attempt, interval and
 * resend caps:
 * - check: 60 per minute (called when each of three fields loses focus);
 * - register: 20 per 10 minutes, and 5 per hour per phone number (every success texts that
 *   number: this stops SMS pumping to one victim). No per-e-mail limit: the unique index already
 *   answers a second registration with 400 without sending anything;
 * - verify/otp: 30 per minute (the 5 attempts per code are the real limit);
 * - resend/otp: 10 per 10 minutes (30 s interval and 3 resends per registration are enforced too);
 * - resend/email: 10 per 15 minutes, and 3 per 15 minutes per e-mail (each one sends a mail);
 * - verify/email: 30 per minute (the link is a 256-bit token, this only bounds noise).
 */
import {
  apiErrorSchema,
  MSG,
  normalizeEmail,
  normalizePhone,
  otpResendBodySchema,
  otpResendReplySchema,
  otpVerifyBodySchema,
  REGISTER_OTP_MAX_RESENDS,
  REGISTER_OTP_RESEND_SECONDS,
  registerBodySchema,
  registerCheckBodySchema,
  registerOkReplySchema,
  registerReplySchema,
  resendEmailBodySchema,
  resendEmailReplySchema,
  SC,
  verifyEmailReplySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { RegistrationService } from './registration.service';

const MINUTE = 60_000;

/** A string field of the (already validated) body, normalized: a per-identifier rate-limit key. */
const bodyKey =
  (field: string, normalize: (value: string) => string) =>
  (req: FastifyRequest): string | undefined => {
    const body = req.body;
    if (!body || typeof body !== 'object') return undefined;
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'string' ? normalize(value) : undefined;
  };

/** The refusals of the steps that check their input against the data: taken, invalid, too many. */
const REFUSED = { 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema } as const;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RegistrationService(app);

  app.post(
    '/v2/user/register/check',
    {
      config: { rateLimit: perIp(60, MINUTE) },
      schema: {
        tags: ['registration'],
        summary: 'Whether an e-mail, username or phone number is still free',
        body: registerCheckBodySchema,
        response: { 200: registerOkReplySchema, ...REFUSED },
      },
    },
    async (req) => {
      await service.check(req.body);
      return { status_code: SC.ok };
    },
  );

  app.post(
    '/v2/user/register',
    {
      config: { rateLimit: perIp(20, 10 * MINUTE) },
      preHandler: app.limitPerIdentifier(
        'register-phone',
        5,
        60 * MINUTE,
        bodyKey('phonenumber', normalizePhone),
      ),
      schema: {
        tags: ['registration'],
        summary: 'Creates a pending account and texts the OTP',
        description:
          'One identity makes one account, however many calls arrive together. A registration left at its SMS code is continued (decision 0088): the same e-mail, phone and password answer 200 with resumed: true and a new token for the same pending account (each such reply ends the token before it; no new code is sent), so parallel calls may each carry a token while only one account exists; any other combination with a taken e-mail, username or phone is 400.',
        body: registerBodySchema,
        response: { 200: registerReplySchema, ...REFUSED },
      },
    },
    async (req) => service.register(req.body, requestMeta(req)),
  );

  app.post(
    '/v2/user/register/verify/otp',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      schema: {
        tags: ['registration'],
        summary: 'Verifies the SMS code; the activation link is e-mailed',
        body: otpVerifyBodySchema,
        response: { 200: registerOkReplySchema, ...REFUSED },
      },
    },
    async (req) => {
      await service.verifyOtp(req.body, requestMeta(req));
      return { status_code: SC.ok, message: MSG.registerVerifiedText };
    },
  );

  app.post(
    '/v2/user/register/resend/otp',
    {
      config: { rateLimit: perIp(10, 10 * MINUTE) },
      schema: {
        tags: ['registration'],
        summary: `Texts a new code (${REGISTER_OTP_RESEND_SECONDS} s apart, ${REGISTER_OTP_MAX_RESENDS} times at most)`,
        body: otpResendBodySchema,
        response: { 200: otpResendReplySchema, ...REFUSED },
      },
    },
    async (req) => {
      const { resendIn } = await service.resendOtp(req.body, requestMeta(req));
      return { status_code: SC.ok, resend_in: resendIn };
    },
  );

  app.post(
    '/v2/user/register/resend/email',
    {
      config: { rateLimit: perIp(10, 15 * MINUTE) },
      preHandler: app.limitPerIdentifier(
        'resend-activation',
        3,
        15 * MINUTE,
        bodyKey('email', normalizeEmail),
      ),
      schema: {
        tags: ['registration'],
        summary: 'E-mails a new activation link',
        body: resendEmailBodySchema,
        response: {
          200: resendEmailReplySchema,
          202: resendEmailReplySchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const result = await service.resendEmail(req.body.email, requestMeta(req));
      if (result === 'already-active') {
        return reply.status(202).send({ status_code: 202, message: MSG.resendActivationAlreadyActive });
      }
      return { status_code: 200, message: MSG.resendActivationSent };
    },
  );

  app.post(
    '/v2/user/register/verify/email/:id',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      schema: {
        tags: ['registration'],
        summary: "Activates the account from the e-mailed link ('00', 1002 already active, 498 expired)",
        params: z.object({ id: z.string().min(1).max(200) }),
        response: {
          200: verifyEmailReplySchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => ({ data: { status_code: await service.verifyEmail(req.params.id, requestMeta(req)) } }),
  );
};
