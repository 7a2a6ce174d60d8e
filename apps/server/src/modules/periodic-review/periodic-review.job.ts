/**
 * The periodic review's jobs (decision 0194), on the job queue so that several instances share
 * one series: the daily round `review.periodic` (reminders, overdue marks and their partner
 * event; the pattern of data-rights/retention.job.ts), and at start-up `review.start-cycles`, the
 * cycles of participants approved before the periodic review existed (plugins/backfill-job.ts).
 */

import { HOUR_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerBackfill } from '../../plugins/backfill-job';
import { startMissingCycles } from './periodic-review.repository';
import { runDailyReview } from './periodic-review.service';

export const PERIODIC_REVIEW_JOB = 'review.periodic';
export const START_CYCLES_JOB = 'review.start-cycles';
export const PERIODIC_REVIEW_EVERY_MS = 24 * HOUR_MS;
const START_SLICE = 500;

export default fp(
  async function periodicReviewJobs(app: FastifyInstance) {
    app.jobs.register(PERIODIC_REVIEW_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(PERIODIC_REVIEW_JOB, {}, PERIODIC_REVIEW_EVERY_MS);
      const report = await runDailyReview(app);
      app.log.info({ periodicReview: report }, 'periodic review: daily round');
    });
    app.addHook('onReady', async () => {
      // The first round soon after start-up: a server that restarts daily still runs it.
      await app.jobs.scheduleOnce(PERIODIC_REVIEW_JOB, {}, 60_000);
    });
    registerBackfill(
      app,
      START_CYCLES_JOB,
      () => startMissingCycles(app.db, START_SLICE),
      START_SLICE,
      'periodic review: cycles of older participants started',
    );
  },
  { name: 'periodic-review-jobs' },
);
