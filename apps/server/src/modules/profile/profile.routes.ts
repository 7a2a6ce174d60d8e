/**
 * The customer's profile settings (spec 000 §2 "Profile settings", docs/decisions/0003 "Profile").
 * Customer routes only: each reads and writes the caller's own account (req.auth.sub).
 */
import {
  changePasswordBodySchema,
  kycViewReplySchema,
  MSG,
  okReplySchema,
  profileReplySchema,
  SC,
  updateProfileBodySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount, perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { renderKycProfilePdf } from './kyc-profile-pdf';
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
  /**
   * A limit per logged-in account, counted after the guard has named the caller. One limiter per
   * route: the rate-limit plugin runs only the first limiter a request meets.
   */
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/user/profile',
    {
      preHandler: app.requireCustomer,
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
      preHandler: app.requireCustomer,
      config: { rateLimit: perAccount('profile-update', 10, FIFTEEN_MINUTES) },
      schema: {
        tags,
        security,
        summary: 'Change the e-mail or the phone number (one per call)',
        body: updateProfileBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      await service.updateContact(caller(req).sub, req.body, requestMeta(req));
      return { status_code: SC.ok, message: MSG.profileSaved };
    },
  );

  app.post(
    '/v1/user/change_password',
    {
      preHandler: app.requireCustomer,
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
      preHandler: app.requireCustomer,
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
      preHandler: app.requireCustomer,
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
      const view = await service.kycView(me.sub);
      if (!view) throw new ApiError(404, 404, MSG.profileKycEmpty, 'No KYC record');
      const pdf = await renderKycProfilePdf({
        companyName: app.config.COMPANY_NAME,
        companyAddress: app.config.COMPANY_ADDRESS,
        printedAt: new Date(),
        view,
      });
      await app.audit.record(
        app.db,
        {
          actorType: 'user',
          actorId: me.sub,
          action: 'profile.kyc_pdf',
          targetType: 'user',
          targetId: me.sub,
        },
        requestMeta(req),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="profil-kyc.pdf"')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};
