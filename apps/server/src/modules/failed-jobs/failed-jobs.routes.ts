/**
 * Pengiriman Gagal, for the super admin (decision 0081): e-mails, SMS and background jobs that
 * failed every attempt, with the last error, and 'Kirim Ulang' to run one again. The payload is
 * never shown: a message may hold a one-time code. Retrying is audited.
 */
import {
  FAILED_JOBS_PAGE_SIZE,
  failedJobRetryReplySchema,
  failedJobsQuerySchema,
  failedJobsReplySchema,
  MSG,
  ROLES,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { listFailedJobs } from './failed-jobs.repository';
import { FailedJobsService } from './failed-jobs.service';

const tags = ['jobs'];
const security = [{ bearer: [] }];

/** Whom a delivery was for: the `to` of mail.send and sms.send; other jobs have none. */
function recipientOf(type: string, payload: unknown): string | null {
  if (type !== 'mail.send' && type !== 'sms.send') return null;
  const to = (payload as { to?: unknown } | null)?.to;
  return typeof to === 'string' ? to : null;
}

export const failedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff([ROLES.superAdmin]);
  const jobs = new FailedJobsService(app);

  app.get(
    '/v1/super-admin/jobs/failed',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: `Jobs that failed every attempt (the dead letters), newest first, ${FAILED_JOBS_PAGE_SIZE} a page`,
        querystring: failedJobsQuerySchema,
        response: { 200: failedJobsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const { rows, total } = await listFailedJobs(app.db, {
        limit: FAILED_JOBS_PAGE_SIZE,
        offset: (req.query.page - 1) * FAILED_JOBS_PAGE_SIZE,
      });
      return {
        status_code: SC.ok,
        data: {
          jobs: rows.map((r) => ({
            _id: r.id,
            type: r.type,
            recipient: recipientOf(r.type, r.payload),
            attempts: r.attempts,
            last_error: r.lastError,
            created_at: r.createdAt.toISOString(),
          })),
          total,
        },
      };
    },
  );

  app.post(
    '/v1/super-admin/jobs/:id/retry',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Runs a failed job again, with all its attempts',
        params: z.object({ id: z.uuid() }),
        response: { 200: failedJobRetryReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => {
      await jobs.retry(staffClaims(req).sub, req.params.id, requestMeta(req));
      return { status_code: SC.ok, message: MSG.failedJobsRetried };
    },
  );
};
