/**
 * After a model's activation (decision 0189) every participant is rated again under it: the job
 * rates 20 slices a round and books the next round from where it stopped, so that other bulk work
 * is not held up and a restart resumes where it was.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rateSlicesAfter } from './rate-everyone';
import { RATE_ALL_JOB } from './risk-models.service';

const SLICES_A_ROUND = 20;

export default fp(
  async function rateAllJob(app: FastifyInstance) {
    app.jobs.register(RATE_ALL_JOB, async ({ after }) => {
      const { last, rated } = await rateSlicesAfter(app.db, after, 'model', SLICES_A_ROUND);
      if (last) await app.jobs.enqueue(RATE_ALL_JOB, { after: last });
      else app.log.info({ rated }, 'risk rating: every participant rated under the active model');
    });
  },
  { name: 'risk-rate-all-job' },
);
