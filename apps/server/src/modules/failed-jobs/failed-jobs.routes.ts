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
import { ApiError, errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { listFailedJobs, requeueFailedJob } from './failed-jobs.repository';

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

  app.get(
    '/v1/super-admin/jobs/failed',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Jobs that failed every attempt (the dead letters), newest first, 10 a page',
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
      const staffId = staffClaims(req).sub;
      // The queue polls every second: the job runs again within a second of the reply.
      const job = await app.db.transaction(async (tx) => {
        const row = await requeueFailedJob(tx, req.params.id);
        if (!row) return null;
        await app.audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: staffId,
            action: 'job.retry',
            targetType: 'job',
            targetId: row.id,
            details: { type: row.type, last_error: row.lastError },
          },
          requestMeta(req),
        );
        return row;
      });
      if (!job) throw new ApiError(404, 404, MSG.failedJobNotFound, 'No failed job with this id');
      return { status_code: SC.ok, message: MSG.failedJobsRetried };
    },
  );
};
