/**
 * The video-call calls of docs/product/back-office.md § Calls, paths kept as that section names them (the "twilio"
 * ones answer our own room token; decision 0072). The officer's calls need role 6 and a
 * participant in their scope; the participant's need their own customer session and their own link.
 */
import {
  addVideoBodySchema,
  addVideoReplySchema,
  approveVideoBodySchema,
  cancelVideoBodySchema,
  counterActionReplySchema,
  DAY_MS,
  HOUR_MS,
  MSG,
  rescheduleVideoBodySchema,
  roomTokenReplySchema,
  SC,
  SIGNAL_CLOSE,
  VIDEO_LINK_VALID_MS,
  VIDEO_OFFICER_ROLES,
  VIDEO_SCHEDULE_MAX_AHEAD_MS,
  videoConsentBodySchema,
  videoConsentReplySchema,
  videoRoomReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerId, staffClaims } from '../../plugins/auth';
import { counterErrors, counterReply } from '../../plugins/counter-reply';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { verifyRoomToken } from './room-token';
import { signalingBus } from './signaling-bus-factory';
import { SignalingHub } from './signaling-hub';
import { VideoCallService } from './video-call.service';

const tags = ['video-call'];
const security = [{ bearer: [] }];
const JOIN_OUTCOMES = `200: the room token; 403 "${MSG.videoWaitForSchedule}" before the scheduled time; 400 "${MSG.videoLinkExpired}" once the room has closed (${VIDEO_LINK_VALID_MS / HOUR_MS} hours after the scheduled time).`;

/** The reply of a call scheduled or moved: the room's link and time (docs/product/back-office.md § States add_video). */
function scheduledReply(r: { videoLink: string; schedule: Date; activityId: string }) {
  return {
    status_code: SC.ok,
    data: {
      status: 200,
      video_link: r.videoLink,
      video_schedule: r.schedule.toISOString(),
      activity_id: r.activityId,
    },
  };
}

export const videoCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const video = new VideoCallService(app);
  const officer = app.requireStaff(VIDEO_OFFICER_ROLES);
  const bus = await signalingBus(app);
  app.addHook('onClose', () => bus.close());
  const hub = new SignalingHub(bus, {
    onPresence: (e) => {
      // Joining is audited when the token is issued; leaving is heard only here.
      if (e.kind !== 'leave') return;
      void app.audit
        .record(
          app.db,
          {
            actorType: e.part === 'host' ? 'staff' : 'user',
            actorId: e.sub,
            action: 'video.leave',
            targetType: 'video_room',
            details: { part: e.part, video_link: e.room },
          },
          null,
        )
        .catch((err: unknown) => app.log.error({ err }, 'video.leave not audited'));
    },
    onError: (err) => app.log.error({ err }, 'video signaling failed'),
  });

  // Browsers cannot set headers on a WebSocket: the room token comes in the query string. It is
  // short-lived and names one room and one person (room-token.ts).
  app.route({
    method: 'GET',
    url: '/v1/video/signal',
    schema: { hide: true },
    // A plain request (no WebSocket upgrade) gets the usual error shape, in Indonesian.
    handler: async () => {
      throw new ApiError(426, 426, MSG.videoSignalNeedsWebSocket, 'Upgrade Required');
    },
    wsHandler: async (socket, req) => {
      const token = new URL(req.url, 'http://localhost').searchParams.get('token') ?? '';
      const claims = await verifyRoomToken(app.config.jwtSecret, token);
      if (!claims) {
        socket.close(SIGNAL_CLOSE.badToken, 'invalid room token');
        return;
      }
      // Listened to from the start: a socket may close while it is being admitted. A client sends
      // nothing before its presence, so a message before then is not expected.
      let conn: string | null = null;
      let closedEarly = false;
      socket.on('message', (raw: Buffer) => {
        if (conn) hub.message(conn, raw);
      });
      socket.on('close', () => {
        if (conn) void hub.closed(conn);
        else closedEarly = true;
      });
      // The token outlives changes to its room: a room rescheduled, cancelled, accepted or past its
      // window admits no one, whatever token they hold (the page then asks for a new token, and
      // the token route says why there is none).
      if (!(await video.admits(claims))) {
        socket.close(SIGNAL_CLOSE.badToken, 'room closed or moved');
        return;
      }
      conn = await hub.join(socket, claims);
      if (conn && closedEarly) await hub.closed(conn);
    },
  });

  app.put(
    '/v1/counter/add_video',
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary:
          'Schedules the video call of a new participant (again after an expired link); mails and texts them',
        description: `The room link is made by the server (a sent video_link is ignored). video_schedule is an instant with its offset, not in the past, at most ${VIDEO_SCHEDULE_MAX_AHEAD_MS / DAY_MS} days ahead.`,
        body: addVideoBodySchema,
        response: { 200: addVideoReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const r = await video.schedule(
        staffClaims(req),
        req.body.nasabah_id,
        req.body.video_schedule,
        requestMeta(req),
      );
      return scheduledReply(r);
    },
  );

  app.get(
    '/v1/counter/get/twilio_token',
    {
      preValidation: officer,
      config: { rateLimit: perIp(60, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The officer joins the participant’s room: a short-lived room token (identity = nasabah id)',
        description: JOIN_OUTCOMES,
        querystring: z.object({ identity: z.string().max(64) }),
        response: { 200: roomTokenReplySchema, ...errorReplies(400, 401, 403, 404, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await video.hostToken(staffClaims(req), req.query.identity, requestMeta(req)),
    }),
  );

  app.put(
    '/v1/counter/customer/approve_video_call',
    {
      // Accepting the video moves the participant on: a decision, behind the step-up (decision 0124).
      preValidation: [officer, app.requireStepUp()],
      schema: {
        tags,
        security,
        summary: `Accepts the participant’s video after the call (data.message "${MSG.videoAccepted}")`,
        body: approveVideoBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.videoAccepted, () =>
        video.accept(staffClaims(req), req.body.nasabah_id, requestMeta(req)),
      ),
  );

  app.put(
    '/v1/counter/video/reschedule',
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary:
          'Moves a scheduled call to a new time with a new link (the old link stops working); mails and texts the participant',
        body: rescheduleVideoBodySchema,
        response: { 200: addVideoReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => {
      const r = await video.reschedule(
        staffClaims(req),
        req.body.nasabah_id,
        req.body.video_schedule,
        requestMeta(req),
      );
      return scheduledReply(r);
    },
  );

  app.put(
    '/v1/counter/video/cancel',
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'Cancels a scheduled call (its link stops working); mails and texts the participant',
        body: cancelVideoBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.videoCancelled, () =>
        video.cancel(staffClaims(req), req.body.nasabah_id, requestMeta(req)),
      ),
  );

  const linkParam = z.object({ link: z.string().max(100) });

  app.get(
    '/v1/user/video/:link',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The participant’s own room, if it is open now (another person’s link is 404)',
        description: JOIN_OUTCOMES.replace('the room token', 'the room'),
        params: linkParam,
        response: { 200: videoRoomReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await video.ownRoom(callerId(req), req.params.link) }),
  );

  app.post(
    '/v1/user/video/:link/consent',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perIp(30, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The participant agrees to the recording of their own call (UU PDP), before joining it',
        description:
          'Stored as a kyc_acceptances row (document video_call_recording, the text version, time, IP, the room link); joining without it answers 409.',
        params: linkParam,
        body: videoConsentBodySchema,
        response: { 200: videoConsentReplySchema, ...errorReplies(400, 401, 403, 404, 422, 429) },
      },
    },
    async (req) => {
      const c = await video.consent(callerId(req), req.params.link, requestMeta(req));
      return {
        status_code: SC.ok,
        data: { consent_accepted_at: c.acceptedAt.toISOString(), version: c.version },
      };
    },
  );

  app.get(
    '/v1/get/twilio/access_token',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: perIp(60, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The participant joins their own room: a short-lived room token (identity = the room link)',
        description: `${JOIN_OUTCOMES} 409 without the participant's recording consent for this room.`,
        querystring: z.object({ identity: z.string().max(100) }),
        response: { 200: roomTokenReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await video.guestToken(callerId(req), req.query.identity, requestMeta(req)),
    }),
  );
};
