/**
 * The customer's profile settings (docs/product/customer-area.md § Screens "Profile settings", docs/decisions/0003 "Profile").
 * Customer routes only: each reads and writes the caller's own account (req.auth.sub).
 */
import {
  CONTACT_OTP_MAX_RESENDS,
  CONTACT_OTP_RESEND_SECONDS,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  contactChangeReplySchema,
  kycViewReplySchema,
  MSG,
  okReplySchema,
  profileReplySchema,
  resendPhoneChangeBodySchema,
  SC,
  updateProfileBodySchema,
  verifyPhoneChangeBodySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount, perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { ContactChangeService } from './contact-change.service';
import { ProfileService } from './profile.service';

const FIFTEEN_MINUTES = 15 * 60_000;

/** A binary body: Fastify sends a Buffer as is, the document shows it as a binary string. */
const pdfBody = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'PDF document' });

function caller(req: FastifyRequest): AccessClaims {
  if (!req.auth) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
  return req.auth;
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProfileService(app);
  const contacts = new ContactChangeService(app);
  /**
   * A limit per logged-in account, counted after the guard has named the caller. One limiter per
   * route: the rate-limit plugin runs only the first limiter a request meets.
   */
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/user/profile',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The caller’s e-mail, phone, username and name',
        response: { 200: profileReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await service.profile(caller(req).sub) }),
  );

  app.put(
    '/v1/user/profile',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('profile-update', 10, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: 'Ask to change the e-mail or the phone number (one per call, with the current password)',
        description:
          'Nothing changes yet: an e-mail change mails a single-use link to the new address ' +
          '(POST /v1/user/profile/email/confirm applies it); a phone change sends an SMS code to the ' +
          'new number (POST /v1/user/profile/phone/verify with change_id applies it). A wrong password ' +
          'answers 401 with err_message "Wrong password" and does not end the session; a body with ' +
          'both email and phone_number answers 422.',
        body: updateProfileBodySchema,
        response: { 200: contactChangeReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => contacts.request(caller(req).sub, req.body, requestMeta(req)),
  );

  app.post(
    '/v1/user/profile/email/confirm',
    {
      // The link may be opened on another device, signed out: the token alone is the proof.
      config: { rateLimit: perIp(10, FIFTEEN_MINUTES) },
      schema: {
        tags,
        summary: 'Apply an e-mail change with the token of the link mailed to the new address',
        description: 'Single use; 404 when the token is unknown, used, superseded or expired.',
        body: confirmEmailChangeBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 404, 422, 429) },
      },
    },
    async (req) => {
      await contacts.confirmEmail(req.body.token, requestMeta(req));
      return { status_code: SC.ok, message: MSG.profileEmailChanged };
    },
  );

  app.post(
    '/v1/user/profile/phone/verify',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('profile-phone-verify', 10, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: 'Apply a phone change with the SMS code sent to the new number',
        description:
          '400 with 9003 for a wrong code (attempts left), 9001 when the attempts are spent, 1002 when ' +
          'the change is unknown, used or expired.',
        body: verifyPhoneChangeBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      await contacts.verifyPhone(caller(req).sub, req.body, requestMeta(req));
      return { status_code: SC.ok, message: MSG.profilePhoneChanged };
    },
  );

  app.post(
    '/v1/user/profile/phone/resend',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('profile-phone-resend', 5, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: `A new SMS code for a pending phone change (every ${CONTACT_OTP_RESEND_SECONDS} s, at most ${CONTACT_OTP_MAX_RESENDS} times)`,
        body: resendPhoneChangeBodySchema,
        response: {
          200: okReplySchema.extend({ resend_in: z.number().int() }),
          ...errorReplies(400, 401, 403, 422, 429),
        },
      },
    },
    async (req) => {
      const { resendIn } = await contacts.resendPhone(caller(req).sub, req.body.change_id);
      return { status_code: SC.ok, message: MSG.otpResent, resend_in: resendIn };
    },
  );

  app.post(
    '/v1/user/change_password',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('change-password', 5, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of the account ends',
        description:
          'A wrong old password answers 401 with err_message "Wrong old password": it does not end the session.',
        body: changePasswordBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      await service.changePassword(caller(req), req.body, requestMeta(req));
      return { status_code: SC.ok, message: MSG.profilePasswordChanged };
    },
  );

  app.get(
    '/v1/user/get/kyc',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The KYC view of the profile: personal data and work (data is null without a record)',
        response: { 200: kycViewReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await service.kycView(caller(req).sub) }),
  );

  app.get(
    '/v1/user/get/kyc/pdf',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perIp(30, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The KYC view of the profile as an A4 PDF',
        response: {
          200: {
            description: 'profil-kyc.pdf, sent as an attachment',
            content: { 'application/pdf': { schema: pdfBody } },
          },
          ...errorReplies(401, 403, 404, 429),
        },
      },
    },
    async (req, reply) => {
      const me = caller(req);
      const pdf = await service.kycPdf(me.sub, requestMeta(req));
      if (!pdf) throw new ApiError(404, 404, MSG.profileKycEmpty, 'No KYC record');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="profil-kyc.pdf"')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
