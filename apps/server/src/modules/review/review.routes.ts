/**
 * The back-office review routes (docs/product/back-office.md § Calls; decision 0056). The read routes exist under each of
 * the three prefixes, each guarded by its roles (PREFIX_ROLES); the actions exist only under the
 * broker prefix, each guarded by its own roles (REVIEW_ACTION_ROLES). Every record is loaded
 * through the caller's scope (auth/staff-scope.ts). The guards run before validation, so a caller
 * without the right to a route learns nothing of its body's shape. The partner bank's approval
 * (/v1/admin-bank/kyc/bank-approve/*) is a review action in the counter's reply shape. The blacklist
 * and unblacklist calls propose (four-eyes/four-eyes.routes.ts, decision 0111).
 */
import {
  activityLocationBodySchema,
  appNameReplySchema,
  approveBodySchema,
  BANK_APPROVAL_CODES,
  type BankApprovalVariant,
  bankApprovalBodySchema,
  counterActionReplySchema,
  kycDetailReplySchema,
  kycListQuerySchema,
  kycListReplySchema,
  kycTotalQuerySchema,
  kycTotalReplySchema,
  MSG,
  okReplySchema,
  PREFIX_ROLES,
  REVIEW_ACTION_ROLES,
  ROLES,
  reasonBodySchema,
  reviewActionReplySchema,
  SC,
  STAFF_PREFIXES,
  staffPlatformReplySchema,
  TRADE_ACCOUNT_PROPOSAL_LENGTH,
  tradeAccountProposalReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { counterErrors, counterReply } from '../../plugins/counter-reply';
import { errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { ReviewService } from './review.service';

const tags = ['review'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const readErrors = errorReplies(400, 401, 403, 404, 422);
const actionErrors = errorReplies(400, 401, 403, 404, 409, 422);
/** Location hints a staff member may add in a minute (PUT /v1/admin-broker/activity/{id}). */
export const LOCATION_HINTS_PER_MINUTE = 30;

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = new ReviewService(app);

  for (const prefix of STAFF_PREFIXES) {
    const guard = app.requireStaff(PREFIX_ROLES[prefix]);
    const base = `/v1/${prefix}`;

    app.get(
      `${base}/platform`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'The platforms in the caller’s scope',
          response: { 200: staffPlatformReplySchema, ...readErrors },
        },
      },
      async (req) => ({ status_code: SC.ok, data: { platform: await review.platforms(staffClaims(req)) } }),
    );

    if (prefix !== 'admin-bank') {
      app.get(
        `${base}/platform/app-name`,
        {
          preValidation: guard,
          schema: {
            tags,
            security,
            summary: 'The app names of the platforms in scope',
            response: { 200: appNameReplySchema, ...readErrors },
          },
        },
        async (req) => ({
          status_code: SC.ok,
          data: { app_name: (await review.platforms(staffClaims(req))).map((p) => p.app_name) },
        }),
      );
    }

    app.get(
      `${base}/kyc/total`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'How many participants have a status (2 counts those waiting for the bank too)',
          querystring: kycTotalQuerySchema,
          response: { 200: kycTotalReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: { total: await review.total(staffClaims(req), req.query.status) },
      }),
    );

    app.get(
      `${base}/kyc/customers/:platformId`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'A page of participants by status, newest first (platformId may be "all")',
          description:
            'offset = (page − 1) × limit. start_date/end_date are WIB calendar days, not later than today. The super admin’s lists ignore the platform and date filters (docs/product/back-office.md § Roles).',
          params: z.object({ platformId: z.string().max(64) }),
          querystring: kycListQuerySchema,
          response: { 200: kycListReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await review.list(prefix, staffClaims(req), req.params.platformId, req.query),
      }),
    );

    app.get(
      `${base}/kyc/detail/:id`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'One participant as the reviewer reads it: names, NIK warnings, duplicate identities',
          params: idParams,
          response: { 200: kycDetailReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: { customer: await review.detail(staffClaims(req), req.params.id, requestMeta(req)) },
      }),
    );
  }

  const action = (roles: readonly number[]) => app.requireStaff(roles);
  // Decisions need a second factor used within the last 15 minutes (decision 0109).
  const stepUp = app.requireStepUp();

  app.patch(
    '/v1/admin-broker/kyc/approve/:id',
    {
      preValidation: [action(REVIEW_ACTION_ROLES.approve), stepUp],
      schema: {
        tags,
        security,
        summary:
          'Accepts a new participant with their trading account (the password is mailed, kept only as a hash)',
        description:
          '400 with status_code 2011 when the participant is not new; 409 when another staff member acted first.',
        params: idParams,
        body: approveBodySchema,
        response: { 200: reviewActionReplySchema, ...actionErrors },
      },
    },
    async (req) => review.approve(staffClaims(req), req.params.id, req.body, requestMeta(req)),
  );

  app.get(
    '/v1/admin-broker/kyc/:id/trade-account-proposal',
    {
      // Who may approve, in their scope: the number is for the 'Verifikasi Peserta' form.
      preValidation: action(REVIEW_ACTION_ROLES.approve),
      schema: {
        tags,
        security,
        summary: 'The trading account number proposed for a participant’s approval (decision 0137)',
        description: `The platform’s prefix (TRADE_ACCOUNT_PREFIXES, else TRADE_ACCOUNT_DEFAULT_PREFIX) and a zero-padded sequence, ${TRADE_ACCOUNT_PROPOSAL_LENGTH} digits in all: the next after the highest such number held by a participant or named by a pending approve proposal. A proposal, not a reservation: the approve call refuses a number taken meanwhile (409). 400 with status_code 2011 when the participant is not waiting for the broker’s approval; 409 when the platform’s sequence is used up.`,
        params: idParams,
        response: { 200: tradeAccountProposalReplySchema, ...actionErrors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await review.tradeAccountProposal(staffClaims(req), req.params.id),
    }),
  );

  app.put(
    '/v1/admin-broker/kyc/reject/:id',
    {
      preValidation: [action(REVIEW_ACTION_ROLES.reject), stepUp],
      schema: {
        tags,
        security,
        summary: 'Rejects a new participant with a reason the customer reads; their onboarding opens again',
        description:
          '400 with status_code 2011 when the participant is not new; 409 when another staff member acted first.',
        params: idParams,
        body: reasonBodySchema,
        response: { 200: reviewActionReplySchema, ...actionErrors },
      },
    },
    async (req) => review.reject(staffClaims(req), req.params.id, req.body, requestMeta(req)),
  );

  app.put(
    '/v1/admin-broker/activity/:activityId',
    {
      preValidation: action([...new Set([...REVIEW_ACTION_ROLES.approve, ...REVIEW_ACTION_ROLES.blacklist])]),
      // One hint follows each action: a staff member never needs many a minute, and every call
      // adds a row to the append-only trail.
      config: { rateLimit: perAccount('activity-location', LOCATION_HINTS_PER_MINUTE, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The browser’s location after an action, appended to the audit trail as a hint',
        description: `The audit trail is append-only: the hint becomes its own row pointing at the activity; the IP and city the server saw are already on the activity. latitude (−90…90) and longitude (−180…180) are numbers or their text; the texts are short. ${LOCATION_HINTS_PER_MINUTE} calls a minute per staff member, then 429.`,
        params: z.object({ activityId: z.string().max(64) }),
        body: activityLocationBodySchema,
        response: { 200: okReplySchema, ...actionErrors, ...errorReplies(429) },
      },
    },
    async (req) => {
      await review.locationHint(staffClaims(req), req.params.activityId, req.body, requestMeta(req));
      return { status_code: SC.ok };
    },
  );

  // The bank's approval answers in the counter's shape (plugins/counter-reply.ts).
  // The partner bank's two approval calls (docs/product/back-office.md § Calls): CIMB Niaga and CIMB Syariah staff approve
  // their own participants (status 7), who then appear on the broker's new list (status 2).
  for (const variant of Object.keys(BANK_APPROVAL_CODES) as BankApprovalVariant[]) {
    app.post(
      `/v1/admin-bank/kyc/bank-approve/${variant}`,
      {
        preValidation: [app.requireStaff([ROLES.bankAdmin]), stepUp],
        schema: {
          tags: ['review'],
          security,
          summary: `The bank (${BANK_APPROVAL_CODES[variant]}) approves its participant waiting for it: on to the broker`,
          body: bankApprovalBodySchema,
          response: { 200: counterActionReplySchema, ...counterErrors },
        },
      },
      (req) =>
        counterReply(MSG.bankApproveDone, () =>
          review.bankApprove(
            staffClaims(req),
            req.body.nasabah_id,
            BANK_APPROVAL_CODES[variant],
            requestMeta(req),
          ),
        ),
    );
  }
};
