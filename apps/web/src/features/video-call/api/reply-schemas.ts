/**
 * The zod schemas of the video call's replies. The waiting screen (its scheduled-call notice) and
 * the participant's room paint before zod has arrived: the requests load this module with
 * `import()` while they run (decision 0101, the pattern of decision 0051). Import it only with
 * `import()`.
 */
export {
  addVideoReplySchema,
  counterActionReplySchema,
  counterListReplySchema,
  kycDetailReplySchema,
  ownVideoCallReplySchema,
  recordingChunkReplySchema,
  recordingFinishReplySchema,
  recordingStartReplySchema,
  roomTokenReplySchema,
  videoConsentReplySchema,
  videoRoomReplySchema,
} from '@kilau/shared';
