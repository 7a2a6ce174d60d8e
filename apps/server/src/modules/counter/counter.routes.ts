/**
 * The counter's calls (docs/product/back-office.md § Calls "Video and counter calls"): its participant lists, its accept and
 * reject, and the video officer's participant detail. The actions are the review's own
 * (review.service.ts: one transaction, status-guarded, audited, 409 for the loser of a race),
 * answered in the counter's shape: the message to show is in data.message, on success and on
 * failure alike (docs/product/back-office.md § Messages). The demo accounts (/v1/counter/.../non_trading) are the
 * demo-account module's; the blacklist and the bank's approval are the review's.
 */
import {
  COUNTER_STATUS_WORDS,
  counterActionReplySchema,
  counterApproveBodySchema,
  counterListQuerySchema,
  counterListReplySchema,
  counterRejectBodySchema,
  kycDetailReplySchema,
  MSG,
  REVIEW_ACTION_ROLES,
  ROLES,
  SC,
  VIDEO_OFFICER_ROLES,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { counterErrors, counterReply } from '../../plugins/counter-reply';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { ReviewService } from '../review/review.service';

const tags = ['counter'];
const security = [{ bearer: [] }];

/** Who reads the counter's participant lists: the broker's staff and the video officer. */
const COUNTER_READ_ROLES = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.videoOfficer];

export const counterRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = new ReviewService(app);

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

  app.post(
    '/v1/counter/approve/non_trading',
    {
      preValidation: [app.requireStaff(REVIEW_ACTION_ROLES.approve), app.requireStepUp()],
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
      preValidation: [app.requireStaff(REVIEW_ACTION_ROLES.reject), app.requireStepUp()],
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

  app.get(
    '/v1/counter/kyc/detail/:id',
    {
      preValidation: app.requireStaff(VIDEO_OFFICER_ROLES),
      schema: {
        tags: ['video-call'],
        security,
        summary:
          'The participant as the video officer reads them: the review’s detail, the signatures included (decision 0085), with the call recordings',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: kycDetailReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { customer: await review.detail(staffClaims(req), req.params.id, requestMeta(req)) },
    }),
  );
};
