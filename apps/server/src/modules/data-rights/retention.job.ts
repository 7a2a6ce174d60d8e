/**
 * The daily retention job `data.retention` (decision 0113), on the job queue so that several
 * instances share one series (the pattern of audit/audit-checkpoint.job.ts).
 */

import { HOUR_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runRetention } from './retention';

export const RETENTION_JOB = 'data.retention';
export const RETENTION_EVERY_MS = 24 * HOUR_MS;

export default fp(
  async function retentionJob(app: FastifyInstance) {
    app.jobs.register(RETENTION_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(RETENTION_JOB, {}, RETENTION_EVERY_MS);
      const report = await runRetention(app);
      if (report.erased > 0) app.log.info({ retention: report }, 'retention: personal data erased');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(RETENTION_JOB, {}, RETENTION_EVERY_MS);
    });
  },
  { name: 'data-retention-job' },
);
