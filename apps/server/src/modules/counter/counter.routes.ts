/**
 * The counter's calls (spec 002 §7 "Video and counter calls") and the partner bank's approval.
 * The actions are the review's own (review.service.ts: one transaction, status-guarded, audited,
 * 409 for the loser of a race), answered in the counter's shape: the message to show is in
 * data.message, on success and on failure alike (spec 002 §8). Demo accounts: demo-account.service.ts.
 */
import {
  BANK_APPROVAL_CODES,
  type BankApprovalVariant,
  bankApprovalBodySchema,
  COUNTER_STATUS_WORDS,
  counterActionReplySchema,
  counterApproveBodySchema,
  counterListQuerySchema,
  counterListReplySchema,
  counterRejectBodySchema,
  DEMO_ACCOUNT_ROLES,
  demoAccountBodySchema,
  demoAccountReplySchema,
  demoParticipantsQuerySchema,
  demoParticipantsReplySchema,
  MSG,
  REVIEW_ACTION_ROLES,
  ROLES,
  reasonBodySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { DemoAccountService } from '../demo-account/demo-account.service';
import { ReviewService } from '../review/review.service';
import { counterErrors, counterReply } from './counter-reply';

const tags = ['counter'];
const security = [{ bearer: [] }];

/** Who reads the counter's participant lists: the broker's staff and the video officer. */
const COUNTER_READ_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.videoOfficer];

export const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = new ReviewService(app);
  const demo = new DemoAccountService(app);

  app.get(
    '/v1/counter/get/list_nasabah',
    {
      preValidation: app.requireStaff(COUNTER_READ_ROLES),
      schema: {
        tags,
        security,
        summary: 'Participants by status word (new, waiting-approval, registered), newest first',
        description:
          'isTrading=true: only those with a live trading account; false: only those without. sort=video_schedule: by the call’s time (unscheduled last); scheduled=today: only calls scheduled for today (WIB); q: a name, a NIK prefix or a phone number (+62, 62 or 08).',
        querystring: counterListQuerySchema,
        response: { 200: counterListReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const q = req.query;
      const trading = q.isTrading === undefined ? undefined : q.isTrading === 'true';
      return {
        status_code: SC.ok,
        data: await review.counterList(
          staffClaims(req),
          COUNTER_STATUS_WORDS[q.status],
          { offset: q.offset, limit: q.limit },
          trading,
          { sort: q.sort, scheduled: q.scheduled },
          q.q,
        ),
      };
    },
  );

  app.get(
    '/v1/counter/get/user/non_trading',
    {
      preValidation: app.requireStaff(DEMO_ACCOUNT_ROLES),
      schema: {
        tags,
        security,
        summary: 'Participants without a live trading account and whether their demo account exists',
        querystring: demoParticipantsQuerySchema,
        response: { 200: demoParticipantsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await demo.list(staffClaims(req), req.query.platform, {
        offset: req.query.offset,
        limit: req.query.limit,
      }),
    }),
  );

  app.post(
    '/v1/counter/user/non_trading',
    {
      preValidation: app.requireStaff(DEMO_ACCOUNT_ROLES),
      schema: {
        tags,
        security,
        summary: 'Opens a participant’s demo account; the password is mailed, kept only as a hash',
        description: '409 when the participant already has one (or another staff member opened it first).',
        body: demoAccountBodySchema,
        response: { 200: demoAccountReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const { hinDemo, activityId } = await demo.create(staffClaims(req), req.body, requestMeta(req));
      return {
        status_code: SC.ok,
        message: MSG.demoCreated,
        data: { status: 200, hin_demo: hinDemo, activity_id: activityId },
      };
    },
  );

  app.post(
    '/v1/counter/approve/non_trading',
    {
      preValidation: app.requireStaff(REVIEW_ACTION_ROLES.approve),
      schema: {
        tags,
        security,
        summary: 'Accepts a new participant from the counter (the review’s approve, in the counter’s shape)',
        body: counterApproveBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.counterUserAccepted, () =>
        review.approve(staffClaims(req), req.body.nasabah_id, req.body, requestMeta(req)),
      ),
  );

  app.put(
    '/v1/counter/customer/rejected',
    {
      preValidation: app.requireStaff(REVIEW_ACTION_ROLES.reject),
      schema: {
        tags,
        security,
        summary: 'Rejects a new participant with a reason (the review’s reject, in the counter’s shape)',
        body: counterRejectBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.counterRejectDone, () =>
        review.reject(
          staffClaims(req),
          req.body.nasabah_id,
          { description: req.body.reject_desc },
          requestMeta(req),
        ),
      ),
  );

  app.put(
    '/v1/nasabah/blacklist/:id',
    {
      preValidation: app.requireStaff(REVIEW_ACTION_ROLES.blacklist),
      schema: {
        tags,
        security,
        summary: 'Blacklists a registered participant (the review’s block, in the counter’s shape)',
        params: z.object({ id: z.string().max(64) }),
        body: reasonBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.blacklistDone, () =>
        review.blacklist(staffClaims(req), req.params.id, req.body, requestMeta(req)),
      ),
  );

  // The partner bank's two approval calls (spec 002 §7): CIMB Niaga and CIMB Syariah staff approve
  // their own participants (status 7), who then appear on the broker's new list (status 2).
  for (const variant of Object.keys(BANK_APPROVAL_CODES) as BankApprovalVariant[]) {
    app.post(
      `/v1/admin-bank/kyc/bank-approve/${variant}`,
      {
        preValidation: app.requireStaff([ROLES.bankAdmin]),
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
