/**
 * The export's jobs (decision 0113): `data.export` builds one copy; `data.export-sweep` runs daily
 * and deletes the ZIPs whose 7 days are over (the pattern of files/pending-files.job.ts).
 */

import { DAY_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATA_EXPORT_JOB,
  DATA_EXPORT_SWEEP_JOB,
  DataExportService,
  sweepExpiredExports,
} from './data-export.service';

export default fp(
  async function dataExportJobs(app: FastifyInstance) {
    const service = new DataExportService(app);
    app.jobs.register(DATA_EXPORT_JOB, async ({ export_id }) => {
      await service.build(export_id);
    });
    app.jobs.register(DATA_EXPORT_SWEEP_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(DATA_EXPORT_SWEEP_JOB, {}, DAY_MS);
      const swept = await sweepExpiredExports(app);
      if (swept > 0) app.log.info({ swept }, 'expired data exports deleted');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(DATA_EXPORT_SWEEP_JOB, {}, DAY_MS);
    });
  },
  { name: 'data-export-jobs' },
);
