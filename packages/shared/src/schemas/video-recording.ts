/**
 * The video call's recording (decision 0074): the officer's browser records the call and uploads
 * it a chunk a second while it runs, so a closed tab loses at most a few seconds.
 */
import { z } from '../zod';

export const VIDEO_RECORDING_MIMES = ['video/webm', 'video/mp4'] as const;
export type VideoRecordingMime = (typeof VIDEO_RECORDING_MIMES)[number];
/** docs/product/back-office.md: 1 Mbps. */
export const VIDEO_RECORDING_BITS_PER_SECOND = 1_000_000;
/** docs/product/back-office.md: recording chunks every 1 second. */
export const VIDEO_RECORDING_TIMESLICE_MS = 1000;
export const VIDEO_RECORDING_CHUNK_MAX_BYTES = 4 * 1024 * 1024;
/** About 4 hours at 1 Mbps; a longer recording is refused. */
export const VIDEO_RECORDING_MAX_BYTES = 2_000_000_000;

export const recordingStartBodySchema = z.object({
  nasabah_id: z.string().uuid(),
  mime: z.enum(VIDEO_RECORDING_MIMES),
});
export const recordingStartReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ recording_id: z.string(), next_seq: z.number() }),
});
export const recordingChunkReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ next_seq: z.number(), size: z.number() }),
});
export const recordingFinishBodySchema = z.object({
  duration_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
export const videoRecordingSchema = z.object({
  id: z.string(),
  path: z.string(),
  mime: z.string(),
  size: z.number(),
  duration_ms: z.number().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** When the participant agreed to the recording (UU PDP; decision 0082); null: no consent. */
  consent_accepted_at: z.string().nullable(),
});
export type VideoRecording = z.infer<typeof videoRecordingSchema>;
export const recordingFinishReplySchema = z.object({ status_code: z.string(), data: videoRecordingSchema });
