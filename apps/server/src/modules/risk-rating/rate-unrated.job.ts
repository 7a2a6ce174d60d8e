/**
 * The participants submitted before the risk rating existed are rated once (docs/product/
 * risk-rating.md § When a participant is rated): every later submission is rated by its own call,
 * so only an older database has participants without a rating. At start-up a job rates them in
 * slices (plugins/backfill-job.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerBackfill } from '../../plugins/backfill-job';
import { RATE_SLICE, rateUnratedSlice } from './rate-everyone';

export const RATE_UNRATED_JOB = 'risk.rate-unrated';

export default fp(
  async function rateUnratedJob(app: FastifyInstance) {
    registerBackfill(
      app,
      RATE_UNRATED_JOB,
      () => rateUnratedSlice(app.db),
      RATE_SLICE,
      'risk rating: older participants rated',
    );
  },
  { name: 'risk-rate-unrated-job' },
);
