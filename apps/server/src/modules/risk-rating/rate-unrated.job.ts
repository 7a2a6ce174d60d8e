/**
 * The participants submitted before the risk rating existed are rated once (docs/product/
 * risk-rating.md § When a participant is rated): every later submission is rated by its own call,
 * so only an older database has participants without a rating. At start-up a job rates them in
 * slices, on the job queue so that several instances share the work.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_SLICE, rateUnratedSlice } from './rate-everyone';

export const RATE_UNRATED_JOB = 'risk.rate-unrated';

export default fp(
  async function rateUnratedJob(app: FastifyInstance) {
    app.jobs.register(RATE_UNRATED_JOB, async () => {
      const rated = await rateUnratedSlice(app.db);
      if (rated === RATE_SLICE) await app.jobs.scheduleOnce(RATE_UNRATED_JOB, {}, 0);
      else if (rated > 0) app.log.info({ rated }, 'risk rating: older participants rated');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(RATE_UNRATED_JOB, {}, 0);
    });
  },
  { name: 'risk-rate-unrated-job' },
);
