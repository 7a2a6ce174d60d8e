/**
 * The staff second factor's routes (decision 0109; the contract is packages/shared's
 * schemas/staff-mfa.ts): the login's second step and the forced enrolment (token routes, no
 * session yet, rate-limited like the login), step-up, 'Keamanan akun' and the two-super-admin
 * reset. The passkey routes of the same contract live with the passkey work.
 */
import {
  factorReportBodySchema,
  MFA_ACCOUNT_MAX_FAILURES,
  MFA_TOKEN_MAX_ATTEMPTS,
  MSG,
  mfaCodeBodySchema,
  mfaEnrolTotpConfirmBodySchema,
  mfaLoginVerifyBodySchema,
  mfaResetCreateBodySchema,
  mfaResetCreatedReplySchema,
  mfaResetListReplySchema,
  mfaTokenBodySchema,
  okReplySchema,
  ROLES,
  recoveryCodesReplySchema,
  revokeOthersReplySchema,
  SC,
  STEP_UP_WINDOW_SECONDS,
  staffEnrolledLoginReplySchema,
  staffLoginReplySchema,
  staffSecurityReplySchema,
  stepUpReplySchema,
  TOTP_PERIOD_SECONDS,
  totpConfirmBodySchema,
  totpSetupReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perAccount, perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { StaffMfaResetService } from './staff-mfa-reset.service';

const MINUTE = 60_000;
const tags = ['staff'];
const security = [{ bearer: [] }];
/** The token routes: as many a minute per IP as the password step allows. */
const tokenLimit = { rateLimit: perIp(20, MINUTE) };
const tokenErrors = errorReplies(400, 401, 422, 429);
const sessionErrors = errorReplies(400, 401, 403, 409, 422, 429);

export const staffMfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mfa = app.staffMfa;
  const resets = new StaffMfaResetService(app);
  const staff = app.requireStaff();
  const stepUp = app.requireStepUp();

  // ── Login: second step ──────────────────────────────────────────────
  app.post(
    '/v1/auth/mfa/verify',
    {
      config: tokenLimit,
      schema: {
        tags,
        summary: 'Completes a staff login with a TOTP or recovery code (the session opens here)',
        description: `400 with ${SC.mfaCodeWrong} for a code not accepted (a TOTP code works once, for the current ${TOTP_PERIOD_SECONDS}-second step or the one before); 401 with ${SC.mfaTokenEnded} when the token expired, was used, or took its ${MFA_TOKEN_MAX_ATTEMPTS}th wrong code. After ${MFA_ACCOUNT_MAX_FAILURES} wrong codes in a row on the account (login and step-up alike) its second step is held: only a token whose password step passed the hard bot challenge counts, any other gets the wrong code's answer whatever it sends (decision 0119).`,
        body: mfaLoginVerifyBodySchema,
        response: { 200: staffLoginReplySchema, ...tokenErrors },
      },
    },
    async (req) =>
      mfa.verifyLogin(
        req.body.mfa_token,
        req.body.method === 'totp'
          ? { method: 'totp', code: req.body.code }
          : { method: 'recovery', code: req.body.code },
        requestMeta(req),
      ),
  );

  // ── Enrolment at the forced first login ─────────────────────────────
  app.post(
    '/v1/auth/mfa/enrol/totp',
    {
      config: tokenLimit,
      schema: {
        tags,
        summary: 'A new TOTP secret (and its QR code) for an account enrolling at its first login',
        body: mfaTokenBodySchema,
        response: { 200: totpSetupReplySchema, ...tokenErrors },
      },
    },
    async (req) => mfa.enrolTotpStart(req.body.mfa_token),
  );

  app.post(
    '/v1/auth/mfa/enrol/totp/confirm',
    {
      config: tokenLimit,
      schema: {
        tags,
        summary:
          'Confirms the TOTP secret with a code: the session opens, with ten recovery codes shown once',
        body: mfaEnrolTotpConfirmBodySchema,
        response: { 200: staffEnrolledLoginReplySchema, ...tokenErrors },
      },
    },
    async (req) => mfa.enrolTotpConfirm(req.body.mfa_token, req.body.code, requestMeta(req)),
  );

  // ── 'This was not me' from a factor notice (decision 0119) ──────────
  app.post(
    '/v1/auth/mfa/report',
    {
      config: tokenLimit,
      schema: {
        tags,
        summary: 'Reports a factor added to a staff account as not its owner’s (the mailed link’s token)',
        description: `Every factor, open login token and session of the account ends, and its password step answers the one failure answer until two super admins reset its second factor (decision 0119). The token works once: 410 with ${SC.expired} for an unknown, used or expired one.`,
        body: factorReportBodySchema,
        response: { 200: okReplySchema, ...errorReplies(410, 422, 429) },
      },
    },
    async (req) => {
      await mfa.reportFactor(req.body.token, requestMeta(req));
      return { status_code: SC.ok, message: MSG.factorReportDone };
    },
  );

  // ── Step-up ─────────────────────────────────────────────────────────
  app.post(
    '/v1/staff/step-up',
    {
      preValidation: staff,
      config: { rateLimit: perAccount('staff-step-up', 10, MINUTE) },
      schema: {
        tags,
        security,
        summary: `A TOTP or recovery code now: decisions go through for the next ${STEP_UP_WINDOW_SECONDS / 60} minutes`,
        description: `400 with ${SC.mfaCodeWrong} for a code not accepted. Wrong codes count on the account with the login's (decision 0119): while its second step is held every code is refused alike, and a step-up refused at or past ${MFA_ACCOUNT_MAX_FAILURES} in a row ends the session.`,
        body: mfaCodeBodySchema,
        response: { 200: stepUpReplySchema, ...sessionErrors },
      },
    },
    async (req) => {
      const until = await mfa.stepUp(staffClaims(req), req.body, requestMeta(req));
      return { status_code: SC.ok, step_up_until: until.toISOString() };
    },
  );

  // ── 'Keamanan akun' ─────────────────────────────────────────────────
  app.get(
    '/v1/staff/security',
    {
      preValidation: staff,
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member’s factors, recovery codes left, step-up and other sessions',
        response: { 200: staffSecurityReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await mfa.security(staffClaims(req)) }),
  );

  app.post(
    '/v1/staff/security/totp',
    {
      preValidation: [staff, stepUp],
      schema: {
        tags,
        security,
        summary: 'A new TOTP secret, pending until confirmed (the current one works until then)',
        response: { 200: totpSetupReplySchema, ...sessionErrors },
      },
    },
    async (req) => mfa.newTotp(staffClaims(req)),
  );

  app.post(
    '/v1/staff/security/totp/confirm',
    {
      preValidation: [staff, stepUp],
      config: { rateLimit: perAccount('staff-totp-confirm', 10, MINUTE) },
      schema: {
        tags,
        security,
        summary: 'Confirms the pending TOTP secret with a code; it replaces the old one',
        body: totpConfirmBodySchema,
        response: { 200: okReplySchema, ...sessionErrors },
      },
    },
    async (req) => {
      await mfa.confirmTotp(staffClaims(req), req.body.code, requestMeta(req));
      return { status_code: SC.ok };
    },
  );

  app.delete(
    '/v1/staff/security/totp',
    {
      preValidation: [staff, stepUp],
      schema: {
        tags,
        security,
        summary: 'Removes the TOTP secret',
        description: `409 with ${SC.mfaLastFactor} when it is the account’s last factor.`,
        response: { 200: okReplySchema, ...sessionErrors },
      },
    },
    async (req) => {
      await mfa.removeTotp(staffClaims(req), requestMeta(req));
      return { status_code: SC.ok };
    },
  );

  app.post(
    '/v1/staff/security/recovery-codes',
    {
      preValidation: [staff, stepUp],
      schema: {
        tags,
        security,
        summary: 'Ten new recovery codes, shown once; the old ones stop working',
        response: { 200: recoveryCodesReplySchema, ...sessionErrors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      recovery_codes: await mfa.newRecoveryCodes(staffClaims(req), requestMeta(req)),
    }),
  );

  app.post(
    '/v1/staff/security/sessions/revoke-others',
    {
      preValidation: staff,
      schema: {
        tags,
        security,
        summary: 'Ends every other session of the signed-in staff member',
        response: { 200: revokeOthersReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      revoked: await mfa.revokeOthers(staffClaims(req), requestMeta(req)),
    }),
  );

  app.delete(
    '/v1/staff/security/sessions/:id',
    {
      preValidation: staff,
      schema: {
        tags,
        security,
        summary: 'Ends one other session of the signed-in staff member (only their own)',
        description: '404 for a session that is not the caller’s own live one, or is the one in use.',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: okReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => {
      await mfa.revokeSession(staffClaims(req), req.params.id, requestMeta(req));
      return { status_code: SC.ok, message: MSG.securitySessionEnded };
    },
  );

  // ── The two-super-admin reset ───────────────────────────────────────
  const superAdmin = app.requireStaff([ROLES.superAdmin]);

  app.get(
    '/v1/staff/mfa-resets',
    {
      preValidation: superAdmin,
      schema: {
        tags,
        security,
        summary: 'Second-factor resets waiting for a second super admin',
        response: { 200: mfaResetListReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ({ status_code: SC.ok, data: await resets.listOpen() }),
  );

  app.post(
    '/v1/staff/mfa-resets',
    {
      preValidation: [superAdmin, stepUp],
      schema: {
        tags,
        security,
        summary: 'Asks for the reset of a staff member’s second factor (another super admin approves)',
        description: `404 for an unknown username; 409 when a request for the account already waits.`,
        body: mfaResetCreateBodySchema,
        response: { 200: mfaResetCreatedReplySchema, ...sessionErrors, ...errorReplies(404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      id: await resets.request(staffClaims(req), req.body, requestMeta(req)),
    }),
  );

  app.post(
    '/v1/staff/mfa-resets/:id/approve',
    {
      preValidation: [superAdmin, stepUp],
      schema: {
        tags,
        security,
        summary: 'Approves a reset: the account’s factors and sessions end; its next login enrols again',
        description: `409 with ${SC.mfaResetSameApprover} for the super admin who asked for it.`,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: okReplySchema, ...sessionErrors, ...errorReplies(404) },
      },
    },
    async (req) => {
      await resets.approve(staffClaims(req), req.params.id, requestMeta(req));
      return { status_code: SC.ok, message: MSG.mfaResetApproved };
    },
  );
};
