/**
 * What the video-call module offers the review: a participant's call recordings and whether the
 * current call was recorded.
 * Other modules import this module through this file or its services, never its other files.
 */
export { listRecordings } from './recording.repository';
export { currentCallRecorded } from './video-call.repository';
