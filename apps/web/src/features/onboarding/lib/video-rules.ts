/**
 * The statement video's rules (docs/product/onboarding.md § Rules, Limits): mp4, under 200,000,000 bytes; recorded in the
 * browser at 1 Mbps in 1-second chunks, 640–1000 × 360–1080.
 */
import {
  fillTemplate,
  isWithinUploadLimit,
  MSG,
  STATEMENT_VIDEO_MIN_SECONDS,
  VIDEO_MIME_TYPES,
} from '@kilau/shared';

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

/**
 * null when a video of `seconds` is long enough to hold the statement (decision 0125), else the
 * message. An unknown length (a file whose length the browser cannot read) is not refused here.
 */
export function videoLengthProblem(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  return seconds < STATEMENT_VIDEO_MIN_SECONDS
    ? fillTemplate(MSG.attachVideoTooShort, { seconds: STATEMENT_VIDEO_MIN_SECONDS })
    : null;
}

/** How long to wait for a picked file's length before letting the upload go on without it. */
const PROBE_TIMEOUT_MS = 3000;

/** A picked video's length in seconds, read from its metadata by the browser; null if unreadable. */
export function videoSeconds(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), PROBE_TIMEOUT_MS);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
