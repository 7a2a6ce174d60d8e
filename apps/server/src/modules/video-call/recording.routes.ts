/**
 * The video call's recording (decision 0074), uploaded by the officer's browser as the call runs,
 * and the participant's own scheduled call for the waiting screen. The officer's participant detail
 * (with the recordings) is the counter's (counter.routes.ts).
 */
import {
  ownVideoCallReplySchema,
  recordingChunkReplySchema,
  recordingFinishBodySchema,
  recordingFinishReplySchema,
  recordingStartBodySchema,
  recordingStartReplySchema,
  SC,
  VIDEO_OFFICER_ROLES,
  VIDEO_RECORDING_CHUNK_MAX_BYTES,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { RecordingService } from './recording.service';
import { VideoCallService } from './video-call.service';

const tags = ['video-call'];
const security = [{ bearer: [] }];
const recordingParams = z.object({ id: z.string().max(64) });

export const recordingRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordings = new RecordingService(app);
  const video = new VideoCallService(app);
  const officer = app.requireStaff(VIDEO_OFFICER_ROLES);

  // A chunk is the recording's raw bytes (this plugin's routes only).
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: VIDEO_RECORDING_CHUNK_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/v1/counter/video/recordings',
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'Starts the recording of the participant’s call (while the room is open)',
        description:
          'The officer’s browser records the call and sends it a chunk a second (PUT …/chunks/{seq}); 403 before the scheduled time, 400 once the link has expired.',
        body: recordingStartBodySchema,
        response: { 200: recordingStartReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await recordings.start(staffClaims(req), req.body.nasabah_id, req.body.mime, requestMeta(req)),
    }),
  );

  app.put(
    '/v1/counter/video/recordings/:id/chunks/:seq',
    {
      preValidation: officer,
      // About one a second per call; generous for retries after a dropped connection.
      config: { rateLimit: perAccount('video-recording-chunk', 600, 60_000) },
      schema: {
        tags,
        security,
        summary: 'One chunk of the recording, appended in order (Content-Type application/octet-stream)',
        description:
          'seq counts from 0. A chunk already received answers 200 with next_seq and is not appended again; a gap answers 409 with the expected next_seq; chunk 0 must start like a WebM or MP4.',
        params: recordingParams.extend({ seq: z.coerce.number().int().min(0).max(1_000_000) }),
        body: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
        response: {
          200: recordingChunkReplySchema,
          ...errorReplies(400, 401, 403, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await recordings.chunk(staffClaims(req), req.params.id, req.params.seq, req.body),
    }),
  );

  app.post(
    '/v1/counter/video/recordings/:id/finish',
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'Closes the recording with its duration (written into a WebM’s head, so players can seek)',
        params: recordingParams,
        body: recordingFinishBodySchema,
        response: { 200: recordingFinishReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await recordings.finish(staffClaims(req), req.params.id, req.body.duration_ms, requestMeta(req)),
    }),
  );

  app.get(
    '/v1/user/video',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perAccount('own-video-call', 120, 60_000) },
      schema: {
        tags,
        security,
        summary:
          'The caller’s scheduled video call (open, early or expired), for the waiting screen; null when none',
        response: { 200: ownVideoCallReplySchema, ...errorReplies(401, 429) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { room: await video.ownScheduledCall(callerId(req)) } }),
  );
};
