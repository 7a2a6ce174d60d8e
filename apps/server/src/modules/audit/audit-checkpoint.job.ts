/**
 * Writes a signed checkpoint of the audit trail every AUDIT_CHECKPOINT_EVERY_MINUTES (decision
 * 0106), on the job queue so that several instances share one series (the pattern of
 * files/pending-files.job.ts), and once more at a graceful shutdown (server.ts). Each checkpoint
 * goes to the file store and to the log as one line.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeCheckpoint } from './audit-checkpoint';

export const AUDIT_CHECKPOINT_JOB = 'audit.checkpoint';

/** Signs and stores the chain's head now, and logs it; without a private key there is nothing to do. */
export async function checkpointNow(
  app: Pick<FastifyInstance, 'db' | 'files' | 'config' | 'log'>,
): Promise<void> {
  const { config } = app;
  if (!config.auditCheckpointKey) return;
  const { checkpoint, key } = await writeCheckpoint({
    db: app.db,
    files: app.files,
    privateKey: config.auditCheckpointKey,
    retention: config.AUDIT_CHECKPOINT_RETENTION_DAYS
      ? { days: config.AUDIT_CHECKPOINT_RETENTION_DAYS, mode: config.AUDIT_CHECKPOINT_LOCK_MODE }
      : null,
  });
  // The log is the second place the anchor lives: the whole signed checkpoint, one line.
  app.log.info({ auditCheckpoint: checkpoint, key }, 'audit checkpoint written');
}

export default fp(
  async function auditCheckpointJob(app: FastifyInstance) {
    const every = app.config.AUDIT_CHECKPOINT_EVERY_MINUTES * 60_000;
    app.jobs.register(AUDIT_CHECKPOINT_JOB, async () => {
      // The next round is booked first, so that a failing round does not end the series.
      await app.jobs.scheduleOnce(AUDIT_CHECKPOINT_JOB, {}, every);
      await checkpointNow(app);
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(AUDIT_CHECKPOINT_JOB, {}, every);
    });
  },
  { name: 'audit-checkpoint-job' },
);
