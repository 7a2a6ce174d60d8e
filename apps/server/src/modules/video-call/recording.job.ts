/**
 * Closes recordings whose officer's tab went away without Leave Room (closed, crashed, offline):
 * after RECORDING_IDLE_MS without a chunk the recording is finished with the duration of what
 * arrived, so it plays and seeks in the detail like any other (decision 0074). A periodic job on
 * the job queue, like the sweep of pending uploads, so several instances share it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findAbandonedRecordings } from './recording.repository';
import { RecordingService } from './recording.service';

export const RECORDING_SWEEP_JOB = 'video.close-abandoned-recordings';
/** A live recording sends a chunk a second; ten minutes of silence means nobody is recording. */
export const RECORDING_IDLE_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const BATCH = 50;

/** One sweep; answers how many recordings it closed. */
export async function closeAbandonedRecordings(app: FastifyInstance, idleMs = RECORDING_IDLE_MS) {
  const recordings = new RecordingService(app);
  let closed = 0;
  for (const { id } of await findAbandonedRecordings(app.db, idleMs, BATCH)) {
    try {
      await recordings.close(id, { durationMs: null, meta: null, by: null });
      closed++;
    } catch (err) {
      app.log.error({ err, recordingId: id }, 'an abandoned recording could not be closed');
    }
  }
  return closed;
}

export default fp(
  async function recordingSweepJob(app: FastifyInstance) {
    app.jobs.register(RECORDING_SWEEP_JOB, async () => {
      // The next round is booked first, so that a failing sweep does not end the series.
      await app.jobs.scheduleOnce(RECORDING_SWEEP_JOB, {}, SWEEP_EVERY_MS);
      const closed = await closeAbandonedRecordings(app);
      if (closed > 0) app.log.info({ closed }, 'abandoned video-call recordings closed');
    });
    app.addHook('onReady', async () => {
      await app.jobs.scheduleOnce(RECORDING_SWEEP_JOB, {}, SWEEP_EVERY_MS);
    });
  },
  { name: 'video-recording-sweep-job' },
);
