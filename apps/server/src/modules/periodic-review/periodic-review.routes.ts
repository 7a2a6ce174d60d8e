/**
 * The periodic review (decision 0194): the customer's view and confirmation; the back-office's
 * 'Pengkinian Data' queue and a participant's schedule for the broker's reviewers and the super
 * admin (review_schedule in modules/visibility); the bank's staff are refused (403).
 */
import {
  MSG,
  PREFIX_ROLES,
  periodicReviewCustomerReplySchema,
  periodicReviewStaffReplySchema,
  periodicReviewsQuerySchema,
  periodicReviewsReplySchema,
  SC,
  type StaffPrefix,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { maySee } from '../visibility';
import { confirmReview, customerReview, staffQueue, staffSchedule } from './periodic-review.service';

const security = [{ bearer: [] }];
const tags = ['periodic-review'];
const PREFIXES: readonly StaffPrefix[] = ['admin-broker', 'super-admin'];

export const periodicReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user/periodic-review',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary:
          'The customer’s periodic review: whether it is due, and its date while it is (never the level)',
        response: { 200: periodicReviewCustomerReplySchema, ...errorReplies(401) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await customerReview(app.db, callerId(req)) }),
  );

  app.post(
    '/v1/user/periodic-review/confirm',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: '‘Data saya masih sesuai’: the due review completes and the next one is scheduled',
        description: '409 with status_code 2074 when no review of the customer is due.',
        response: {
          200: z.object({ status_code: z.string(), message: z.string() }),
          ...errorReplies(401, 409),
        },
      },
    },
    async (req) => {
      await confirmReview(app, callerId(req), requestMeta(req));
      return { status_code: SC.ok, message: MSG.periodicReviewConfirmed };
    },
  );

  for (const prefix of PREFIXES) {
    const guard = app.requireStaff(PREFIX_ROLES[prefix].filter((r) => maySee(r, 'review_schedule')));
    app.get(
      `/v1/${prefix}/periodic-reviews`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary:
            '‘Pengkinian Data’: the reviews due within 30 days (or overdue, or every scheduled one), earliest first',
          querystring: periodicReviewsQuerySchema,
          response: { 200: periodicReviewsReplySchema, ...errorReplies(400, 401, 403, 422) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await staffQueue(app.db, staffClaims(req), req.query) }),
    );
    app.get(
      `/v1/${prefix}/kyc/:id/periodic-review`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'A participant’s periodic review: the due date, the overdue mark, the last completion',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: periodicReviewStaffReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await staffSchedule(app.db, staffClaims(req), req.params.id),
      }),
    );
  }
};
