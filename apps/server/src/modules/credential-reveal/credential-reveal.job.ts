/**
 * Erases the passwords of links that expired unopened, hourly, on the job queue so several
 * instances share one series (the pattern of files/pending-files.job.ts; decision 0090).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CredentialRevealService } from './credential-reveal.service';

export const CREDENTIAL_SWEEP_JOB = 'credentials.sweep-expired';
export const CREDENTIAL_SWEEP_EVERY_MS = 60 * 60_000;

export default fp(
  async function credentialSweepJob(app: FastifyInstance) {
    const service = new CredentialRevealService(app);
    app.jobs.register(CREDENTIAL_SWEEP_JOB, async () => {
      // The next round is booked first, so that a failing sweep does not end the series.
      await app.jobs.scheduleOnce(CREDENTIAL_SWEEP_JOB, {}, CREDENTIAL_SWEEP_EVERY_MS);
      const erased = await service.sweepExpired();
      if (erased > 0) app.log.info({ erased }, 'expired password links erased');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(CREDENTIAL_SWEEP_JOB, {}, 0);
    });
  },
  { name: 'credential-sweep-job' },
);
