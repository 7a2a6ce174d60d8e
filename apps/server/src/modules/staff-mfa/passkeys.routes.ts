/**
 * Staff passkeys over HTTP (decision 0109, "Passkeys"): each ceremony is a pair, the options (the
 * server's challenge) and the browser's response. The login's pairs carry the password step's
 * `mfa_token` instead of a session; step-up and 'Keamanan akun' are the session's own.
 */
import {
  addPasskeyBodySchema,
  mfaEnrolPasskeyBodySchema,
  mfaLoginPasskeyBodySchema,
  mfaTokenBodySchema,
  okReplySchema,
  passkeyResponseBodySchema,
  SC,
  staffEnrolledLoginReplySchema,
  staffLoginReplySchema,
  stepUpReplySchema,
  webauthnOptionsReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { PasskeysService } from './passkeys.service';

const MINUTE = 60_000;
const tags = ['staff'];
const security = [{ bearer: [] }];

export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const flows = new PasskeysService(app);

  // ── The login's second step and the forced enrolment (mfa_token) ──
  app.post(
    '/v1/auth/mfa/passkey/options',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      schema: {
        tags,
        summary: "A passkey challenge for the login's second step",
        description:
          "The account's own passkeys are allowed (the password came first). 400 with 2031 when the token has ended, with 2030 when the account has no passkey.",
        body: mfaTokenBodySchema,
        response: { 200: webauthnOptionsReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, options: await flows.loginOptions(req.body.mfa_token) }),
  );

  app.post(
    '/v1/auth/mfa/passkey/verify',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      schema: {
        tags,
        summary: 'Completes the staff login with a passkey',
        description:
          "400 with 2030 when the passkey's response is not accepted (the challenge is used either way: ask for new options), with 2031 when the token has ended.",
        body: mfaLoginPasskeyBodySchema,
        response: { 200: staffLoginReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => flows.loginVerify(req.body.mfa_token, req.body.response, requestMeta(req)),
  );

  app.post(
    '/v1/auth/mfa/enrol/passkey/options',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      schema: {
        tags,
        summary: 'Options to make the first passkey (forced enrolment)',
        description: "400 with 2031 when the token has ended or is not an enrolment's.",
        body: mfaTokenBodySchema,
        response: { 200: webauthnOptionsReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, options: await flows.enrolOptions(req.body.mfa_token) }),
  );

  app.post(
    '/v1/auth/mfa/enrol/passkey/verify',
    {
      config: { rateLimit: perIp(20, MINUTE) },
      schema: {
        tags,
        summary: 'Stores the first passkey and completes the login, with the recovery codes shown once',
        description: '400 with 2030 when the response is not accepted, with 2031 when the token has ended.',
        body: mfaEnrolPasskeyBodySchema,
        response: { 200: staffEnrolledLoginReplySchema, ...errorReplies(400, 422, 429) },
      },
    },
    async (req) => flows.enrolVerify(req.body.mfa_token, req.body.response, req.body.name, requestMeta(req)),
  );

  // ── Step-up (staff session) ──
  app.post(
    '/v1/staff/step-up/passkey/options',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: app.requireStaff(),
      schema: {
        tags,
        summary: 'A passkey challenge to renew the step-up window',
        description: '400 with 2030 when the account has no passkey.',
        security,
        response: { 200: webauthnOptionsReplySchema, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, options: await flows.stepUpOptions(staffClaims(req)) }),
  );

  app.post(
    '/v1/staff/step-up/passkey/verify',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: app.requireStaff(),
      schema: {
        tags,
        summary: 'Renews the step-up window with a passkey',
        description: "400 with 2030 when the passkey's response is not accepted.",
        security,
        body: passkeyResponseBodySchema,
        response: { 200: stepUpReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => flows.stepUpVerify(staffClaims(req), req.body.response, requestMeta(req)),
  );

  // ── 'Keamanan akun' (staff session, step-up) ──
  app.post(
    '/v1/staff/security/passkeys/options',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: [app.requireStaff(), app.requireStepUp()],
      schema: {
        tags,
        summary: 'Options to add a passkey (step-up)',
        description: "The account's passkeys are excluded. 403 with 2032 without a recent factor.",
        security,
        response: { 200: webauthnOptionsReplySchema, ...errorReplies(401, 403, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, options: await flows.addOptions(staffClaims(req)) }),
  );

  app.post(
    '/v1/staff/security/passkeys',
    {
      config: { rateLimit: perIp(30, MINUTE) },
      preValidation: [app.requireStaff(), app.requireStepUp()],
      schema: {
        tags,
        summary: 'Adds a passkey (step-up)',
        description:
          '400 with 2030 when the response is not accepted; 403 with 2032 without a recent factor.',
        security,
        body: addPasskeyBodySchema,
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      await flows.add(staffClaims(req), req.body.response, req.body.name, requestMeta(req));
      return { status_code: SC.ok };
    },
  );

  app.delete(
    '/v1/staff/security/passkeys/:id',
    {
      preValidation: [app.requireStaff(), app.requireStepUp()],
      schema: {
        tags,
        summary: 'Removes a passkey (step-up)',
        description:
          "404 when the account has no passkey with this id; 409 with 2033 when it is the account's last factor; 403 with 2032 without a recent factor.",
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: okReplySchema, ...errorReplies(401, 403, 404, 409) },
      },
    },
    async (req) => {
      await flows.remove(staffClaims(req), req.params.id, requestMeta(req));
      return { status_code: SC.ok };
    },
  );
};
