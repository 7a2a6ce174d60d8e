/**
 * `risk.overrides-expire` (decision 0196): hourly, the manual overrides past their expiry end and
 * their participants are rated again by the model. On the job queue, so several instances share
 * one series; the next round is booked first, so a failing round does not end it.
 */

import { HOUR_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endExpiredOverrides } from './risk-overrides.service';

export const OVERRIDES_EXPIRE_JOB = 'risk.overrides-expire';
export const OVERRIDES_EXPIRE_EVERY_MS = HOUR_MS;

export default fp(
  async function overridesExpireJob(app: FastifyInstance) {
    app.jobs.register(OVERRIDES_EXPIRE_JOB, async () => {
      await app.jobs.scheduleOnce(OVERRIDES_EXPIRE_JOB, {}, OVERRIDES_EXPIRE_EVERY_MS);
      const ended = await endExpiredOverrides(app.db);
      if (ended > 0) app.log.info({ ended }, 'risk overrides past their expiry ended');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(OVERRIDES_EXPIRE_JOB, {}, 60_000);
    });
  },
  { name: 'risk-overrides-expire-job' },
);
