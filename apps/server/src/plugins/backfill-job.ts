/**
 * A start-up backfill on the job queue: data a newer version keeps for every record, filled in for
 * the records an older database holds (decision 0134's name search keys, the risk rating of
 * participants submitted before it existed, the periodic review's cycles of those approved before it). At start-up one round is booked; each round fills
 * one slice and books the next while slices come back full, so several instances share the work
 * and a restart resumes it.
 */
import type { FastifyInstance } from 'fastify';

/** The backfill jobs: each carries no payload (job-payloads.ts), the database says what is left. */
type BackfillJob = 'search.name-keys' | 'risk.rate-unrated' | 'review.start-cycles';

export function registerBackfill(
  app: FastifyInstance,
  type: BackfillJob,
  /** Fills one slice; answers how many records it handled. */
  fillSlice: () => Promise<number>,
  slice: number,
  /** Logged once the last, partial slice is done. */
  done: string,
): void {
  app.jobs.register(type, async () => {
    const filled = await fillSlice();
    if (filled === slice) await app.jobs.scheduleOnce(type, {}, 0);
    else if (filled > 0) app.log.info({ filled }, done);
  });
  app.addHook('onReady', async () => {
    await app.jobs.scheduleOnce(type, {}, 0);
  });
}
