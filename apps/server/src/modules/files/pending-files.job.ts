/**
 * Deletes attachment uploads that were never saved with the attachment form (or were replaced
 * since) once they are a day old: a customer who uploads and walks away leaves nothing behind for
 * long. A periodic job on the job queue, so several instances share it (docs/decisions/0025). The
 * same round removes the partial uploads a killed process left in the file store.
 */
import { ATTACHMENT_KINDS, DAY_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deletePendingFiles, findStalePendingFiles } from './stored-files.repository';

export const PENDING_SWEEP_JOB = 'files.sweep-pending';
/** How long an unattached upload is kept: long enough to finish the attachment step another time. */
export const PENDING_FILE_TTL_MS = DAY_MS;
export const PENDING_SWEEP_EVERY_MS = 60 * 60_000;
/**
 * A partial upload this old belongs to no running request (the longest upload, a 200 MB video on
 * a slow phone, takes minutes): its process died mid-write (decision 0079).
 */
export const PARTIAL_UPLOAD_TTL_MS = 60 * 60_000;
const BATCH = 200;

/** One sweep; answers how many files it deleted. */
export async function sweepPendingFiles(app: FastifyInstance): Promise<number> {
  let deleted = 0;
  for (;;) {
    const stale = await findStalePendingFiles(app.db, PENDING_FILE_TTL_MS, ATTACHMENT_KINDS, BATCH);
    if (stale.length === 0) return deleted;
    // The delete re-checks "still pending" under its own snapshot: a file attached since is kept.
    const gone = await app.db.transaction(async (tx) => {
      const rows = await deletePendingFiles(
        tx,
        stale.map((f) => f.id),
      );
      if (rows.length > 0) {
        await app.audit.record(
          tx,
          {
            actorType: 'system',
            action: 'file.sweep_pending',
            targetType: 'stored_file',
            details: {
              files: rows.map((f) => ({ id: f.id, customer_id: f.customerId, kind: f.kind, size: f.size })),
            },
          },
          null,
        );
      }
      return rows;
    });
    for (const f of gone) {
      try {
        await app.files.delete(f.storageKey);
      } catch (err) {
        app.log.error({ err, key: f.storageKey }, 'could not delete a swept file');
      }
    }
    deleted += gone.length;
    // Files attached between the read and the delete stay; stop rather than read them again.
    if (gone.length < stale.length || stale.length < BATCH) return deleted;
  }
}

export default fp(
  async function pendingFilesJob(app: FastifyInstance) {
    app.jobs.register(PENDING_SWEEP_JOB, async () => {
      // The next round is booked first, so that a failing sweep does not end the series.
      await app.jobs.scheduleOnce(PENDING_SWEEP_JOB, {}, PENDING_SWEEP_EVERY_MS);
      const deleted = await sweepPendingFiles(app);
      if (deleted > 0) app.log.info({ deleted }, 'pending uploads swept');
      const partial = await app.files.sweepPartial(PARTIAL_UPLOAD_TTL_MS);
      if (partial > 0) app.log.info({ partial }, 'partial uploads of stopped processes removed');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(PENDING_SWEEP_JOB, {}, 0);
    });
  },
  { name: 'pending-files-job' },
);
