/** Running a failed job again (decision 0081): requeued and audited in one transaction. */
import { MSG } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { requeueFailedJob } from './failed-jobs.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

export class FailedJobsService {
  constructor(private readonly deps: Deps) {}

  /** Requeues the job with all its attempts; 404 when no failed job has this id. */
  async retry(staffId: string | undefined, jobId: string, meta: RequestMeta): Promise<void> {
    const { db, audit } = this.deps;
    const job = await db.transaction(async (tx) => {
      const row = await requeueFailedJob(tx, jobId);
      if (!row) return null;
      await audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: staffId,
          action: 'job.retry',
          targetType: 'job',
          targetId: row.id,
          details: { type: row.type, last_error: row.lastError },
        },
        meta,
      );
      return row;
    });
    if (!job) throw new ApiError(404, 404, MSG.failedJobNotFound, 'No failed job with this id');
  }
}
