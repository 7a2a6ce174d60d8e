/**
 * The statement video's rules (spec 001 §5, §9): mp4, under 200,000,000 bytes; recorded in the
 * browser at 1 Mbps in 1-second chunks, 640–1000 × 360–1080.
 */
import { isWithinUploadLimit, MSG, VIDEO_MIME_TYPES } from '@kilau/shared';

export const RECORDER_MIME_TYPE = 'video/mp4';
export const RECORDER_BITS_PER_SECOND = 1_000_000;
export const RECORDER_TIMESLICE_MS = 1000;
export const VIDEO_CONSTRAINTS: MediaStreamConstraints = {
  audio: true,
  video: { width: { min: 640, max: 1000 }, height: { min: 360, max: 1080 }, facingMode: 'user' },
};

/** null when the file may be uploaded, else the message to show. */
export function videoProblem(file: Blob | null | undefined): string | null {
  if (!file || file.size === 0) return MSG.uploadFileRequired;
  if (!(VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.uploadVideoInvalid;
  if (!isWithinUploadLimit('statement_video', file.size)) return MSG.uploadVideoInvalid;
  return null;
}
