/**
 * Video-call verification (docs/product/back-office.md § Screens /nsb-video-call, §4 video status, §7, §8; decision 0072).
 * The officer (role 6) schedules a call with a new participant, both join the room from the
 * scheduled time until the link expires, and the officer accepts the video. Joining answers our own
 * room token (room-token.ts) in place of a hosted provider's. Every step is audited.
 *
 * The room is open from `video_schedule` for VIDEO_LINK_VALID_MS: before it a join answers 403
 * ('Mohon tunggu…'), after it 400 ('Link sudah kedaluarsah'), and the officer may schedule again.
 */
import { randomBytes } from 'node:crypto';
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  STATUS_NASABAH,
  VIDEO_CONSENT_VERSION,
  VIDEO_LINK_VALID_MS,
  VIDEO_ROOM_TOKEN_TTL_SECONDS,
  VIDEO_SCHEDULE_MAX_AHEAD_MS,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { assertAccountOpen } from '../kyc-record';
import { rateQuietly } from '../risk-rating';
import { iceServers } from './ice-servers';
import { type RoomClaims, signRoomToken } from './room-token';
import {
  acceptIfScheduled,
  changeScheduledCall,
  findConsent,
  findOwnVideoRecord,
  findRecordByLink,
  findScheduledCallOfUser,
  findVideoRecord,
  insertConsent,
  scheduleIfUnchanged,
  type VideoRecord,
} from './video-call.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'notifications' | 'log'>;

/**
 * How far before now a schedule is still "now" rather than "in the past": the form picks a minute,
 * and an officer who picks the current one and reads the form for a while before sending it has not
 * scheduled a call in the past; a clock a little behind the officer's neither.
 */
const SCHEDULE_GRACE_MS = 5 * 60_000;

const notFound = () => new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
const conflict = () => new ApiError(409, 409, MSG.reviewConflict, 'The participant changed meanwhile');

export type RoomState = 'open' | 'early' | 'expired' | 'none';

/** Where the call stands at `now`: the join answers follow from it. */
export function roomState(row: Pick<VideoRecord, 'videoStatus' | 'videoSchedule'>, now: Date): RoomState {
  if (row.videoStatus !== 'scheduled' || !row.videoSchedule) return 'none';
  const start = row.videoSchedule.getTime();
  if (now.getTime() < start) return 'early';
  if (now.getTime() > start + VIDEO_LINK_VALID_MS) return 'expired';
  return 'open';
}

/** Throws the join outcome of a room that is not open now (403 early, 400 expired or none). */
export function assertOpen(row: Pick<VideoRecord, 'videoStatus' | 'videoSchedule'>, now: Date): void {
  const state = roomState(row, now);
  if (state === 'none') throw new ApiError(400, 400, MSG.videoNotScheduled, 'No call scheduled');
  if (state === 'early') throw new ApiError(403, 403, MSG.videoWaitForSchedule, 'Before the scheduled time');
  if (state === 'expired') throw new ApiError(400, 400, MSG.videoLinkExpired, 'The link has expired');
}

/**
 * Why the officer cannot accept the video now, or null (decision 0082): the call must have taken
 * place, i.e. this room was recorded with the participant's consent and the recording is stored.
 * The accept call, the lists and the detail all ask this one function.
 */
export function videoAcceptBlock(
  row: Pick<VideoRecord, 'videoStatus' | 'videoSchedule' | 'recorded'>,
  now: Date,
): string | null {
  const state = roomState(row, now);
  if (state === 'none') return MSG.videoNotScheduled;
  if (state === 'early') return MSG.videoAcceptTooEarly;
  if (!row.recorded) return MSG.videoAcceptNoRecording;
  return null;
}

const roomOf = (row: VideoRecord) => {
  const schedule = row.videoSchedule as Date;
  return {
    nasabah_id: row.id,
    video_link: row.videoLink as string,
    video_schedule: schedule.toISOString(),
    valid_until: new Date(schedule.getTime() + VIDEO_LINK_VALID_MS).toISOString(),
  };
};

export class VideoCallService {
  constructor(private readonly deps: Deps) {}

  private async scoped(claims: AccessClaims, id: string): Promise<VideoRecord> {
    const scope = scopeCondition(await staffScope(this.deps.db, claims));
    const row = await findVideoRecord(this.deps.db, scope, id);
    if (!row) throw notFound();
    // Scheduling, the officer's room, accepting, moving and cancelling: none on a closed account
    // (decision 0130; its scheduled call was cancelled when it closed).
    await assertAccountOpen(this.deps.db, row.id);
    return row;
  }

  /** PUT /v1/counter/add_video: a room for a new participant, or a new one after the link expired. */
  async schedule(
    claims: AccessClaims,
    id: string,
    scheduleText: string,
    meta: RequestMeta,
    now = new Date(),
  ) {
    const { db, audit, config, notifications } = this.deps;
    const row = await this.scoped(claims, id);
    const again = row.videoStatus === 'scheduled' && roomState(row, now) === 'expired';
    if (row.statusNasabah !== STATUS_NASABAH.new || (row.videoStatus !== 'new' && !again)) {
      throw new ApiError(400, 400, MSG.videoNotSchedulable, 'Not a new participant with a call to schedule');
    }
    const schedule = this.checkedSchedule(scheduleText, now);
    // The link is the room's name and the participant's way in: unguessable, made here, never the client's.
    const videoLink = randomBytes(24).toString('base64url');
    const activityId = await db.transaction(async (tx) => {
      if (!(await scheduleIfUnchanged(tx, row, { videoLink, videoSchedule: schedule }))) throw conflict();
      return audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'video.schedule',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: {
            video_schedule: schedule.toISOString(),
            rescheduled: again,
            app_name: row.appName,
            // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
            fullname_hmac: audit.personalDigest(row.fullname ?? row.accountName),
          },
        },
        meta,
      );
    });
    const link = `${config.publicUrl}/video-call/${videoLink}`;
    const text = fillTemplate(MSG.videoScheduledText, {
      name: row.fullname ?? row.accountName,
      when: formatWibDateTime(schedule),
      link,
    });
    await notifications.email({ to: row.email, subject: MSG.videoScheduledEmailSubject, text });
    await notifications.sms(row.phonenumber, text);
    return { videoLink, schedule, activityId };
  }

  /** GET /v1/counter/get/twilio_token: the officer joins (hosts) the participant's room. */
  async hostToken(claims: AccessClaims, id: string, meta: RequestMeta, now = new Date()) {
    const row = await this.scoped(claims, id);
    assertOpen(row, now);
    return this.token(row, { sub: claims.sub, part: 'host', actorType: 'staff' }, meta);
  }

  /** GET /v1/user/video/{link}: the customer's own room, if it is open now. */
  async ownRoom(userId: string, link: string, now = new Date()) {
    const row = await findOwnVideoRecord(this.deps.db, userId, link);
    if (!row) throw new ApiError(404, 404, MSG.videoRoomNotFound, 'No such room of the caller');
    assertOpen(row, now);
    const consent = await findConsent(this.deps.db, row.id, link);
    return { ...roomOf(row), consent_accepted_at: consent?.acceptedAt.toISOString() ?? null };
  }

  /** GET /v1/user/video: the customer's scheduled call for the waiting screen, whatever its state. */
  async ownScheduledCall(userId: string) {
    const row = await findScheduledCallOfUser(this.deps.db, userId);
    return row ? roomOf(row) : null;
  }

  /** GET /v1/get/twilio/access_token: the participant joins their own room. */
  async guestToken(userId: string, link: string, meta: RequestMeta, now = new Date()) {
    const row = await findOwnVideoRecord(this.deps.db, userId, link);
    if (!row) throw new ApiError(404, 404, MSG.videoRoomNotFound, 'No such room of the caller');
    assertOpen(row, now);
    // The call is recorded: nobody joins it without having agreed to that (UU PDP).
    if (!(await findConsent(this.deps.db, row.id, link)))
      throw new ApiError(409, 409, MSG.videoConsentRequired, 'No recording consent for this room');
    return this.token(row, { sub: userId, part: 'guest', actorType: 'user' }, meta);
  }

  /**
   * Whether a room token still admits its bearer to the signaling socket, at `now`: the token is
   * valid a few minutes, the room may have changed meanwhile. The room must still be the record's
   * current one (a reschedule or a cancellation gives the record a new link or none, so the old
   * room's tokens name no room), and its window must be open (not expired, not accepted). Who
   * may hold a token was decided when it was issued (hostToken, guestToken).
   */
  async admits(claims: Pick<RoomClaims, 'room'>, now = new Date()): Promise<boolean> {
    const row = await findRecordByLink(this.deps.db, claims.room);
    return row !== undefined && roomState(row, now) === 'open';
  }

  /** PUT /v1/counter/customer/approve_video_call: the officer accepts the video, once. */
  async accept(claims: AccessClaims, id: string, meta: RequestMeta, now = new Date()) {
    const { db, audit } = this.deps;
    const row = await this.scoped(claims, id);
    if (roomState(row, now) === 'none')
      throw new ApiError(400, 400, MSG.videoNotScheduled, 'No call scheduled');
    const block = videoAcceptBlock(row, now);
    if (block) throw new ApiError(409, 409, block, 'The call has not taken place (no consented recording)');
    const activityId = await db.transaction(async (tx) => {
      if (!(await acceptIfScheduled(tx, row.id, claims.sub))) throw conflict();
      return audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: 'video.accept',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: {
            video_link: row.videoLink,
            app_name: row.appName,
            // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
            fullname_hmac: audit.personalDigest(row.fullname ?? row.accountName),
          },
        },
        meta,
      );
    });
    // Verified on an accepted call: the rating's channel factor no longer applies (risk-rating.md).
    await rateQuietly(this.deps, row.id, 'video_call');
    return { activity_id: activityId };
  }

  /**
   * PUT /v1/counter/video/reschedule: a scheduled call moved to a new time with a new link (the old
   * one stops working); the participant is told as when it was scheduled.
   */
  async reschedule(
    claims: AccessClaims,
    id: string,
    scheduleText: string,
    meta: RequestMeta,
    now = new Date(),
  ) {
    const row = await this.scoped(claims, id);
    if (row.statusNasabah !== STATUS_NASABAH.new || row.videoStatus !== 'scheduled')
      throw new ApiError(409, 409, MSG.videoNotReschedulable, 'No scheduled call to move');
    const schedule = this.checkedSchedule(scheduleText, now);
    const videoLink = randomBytes(24).toString('base64url');
    const activityId = await this.change(claims, row, { videoLink, videoSchedule: schedule }, meta);
    const text = fillTemplate(MSG.videoRescheduledText, {
      name: row.fullname ?? row.accountName,
      when: formatWibDateTime(schedule),
      link: `${this.deps.config.publicUrl}/video-call/${videoLink}`,
    });
    await this.tell(row, MSG.videoRescheduledEmailSubject, text);
    return { videoLink, schedule, activityId };
  }

  /** PUT /v1/counter/video/cancel: the call is off (back to new), its link stops working. */
  async cancel(claims: AccessClaims, id: string, meta: RequestMeta) {
    const row = await this.scoped(claims, id);
    if (row.statusNasabah !== STATUS_NASABAH.new || row.videoStatus !== 'scheduled')
      throw new ApiError(409, 409, MSG.videoNotReschedulable, 'No scheduled call to cancel');
    const activityId = await this.change(claims, row, null, meta);
    const text = fillTemplate(MSG.videoCancelledText, {
      name: row.fullname ?? row.accountName,
      when: formatWibDateTime(row.videoSchedule as Date),
    });
    await this.tell(row, MSG.videoCancelledEmailSubject, text);
    return { activity_id: activityId };
  }

  /**
   * POST /v1/user/video/{link}/consent: the participant agrees to the recording of their own room
   * (UU PDP), before joining it; once per room (a second agreement answers the first).
   */
  async consent(userId: string, link: string, meta: RequestMeta, now = new Date()) {
    const { db, audit } = this.deps;
    const row = await findOwnVideoRecord(db, userId, link);
    if (!row) throw new ApiError(404, 404, MSG.videoRoomNotFound, 'No such room of the caller');
    const state = roomState(row, now);
    if (state === 'none') throw new ApiError(400, 400, MSG.videoNotScheduled, 'No call scheduled');
    if (state === 'expired') throw new ApiError(400, 400, MSG.videoLinkExpired, 'The link has expired');
    const given = await findConsent(db, row.id, link);
    if (given) return given;
    return db.transaction(async (tx) => {
      const inserted = await insertConsent(tx, {
        customerId: row.id,
        version: VIDEO_CONSENT_VERSION,
        link,
        ip: meta.ip,
      });
      await audit.record(
        tx,
        {
          actorType: 'user',
          actorId: userId,
          action: 'video.consent',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: { video_link: link, version: VIDEO_CONSENT_VERSION, acceptance_id: inserted.id },
        },
        meta,
      );
      return inserted;
    });
  }

  private checkedSchedule(scheduleText: string, now: Date): Date {
    const schedule = new Date(scheduleText);
    if (schedule.getTime() < now.getTime() - SCHEDULE_GRACE_MS)
      throw new ApiError(400, 400, MSG.videoScheduleInPast, 'Schedule in the past');
    if (schedule.getTime() > now.getTime() + VIDEO_SCHEDULE_MAX_AHEAD_MS)
      throw new ApiError(400, 400, MSG.videoScheduleTooFar, 'Schedule too far ahead');
    return schedule;
  }

  /** A scheduled call moved or cancelled, guarded and audited in one transaction. */
  private change(
    claims: AccessClaims,
    row: VideoRecord,
    set: { videoLink: string; videoSchedule: Date } | null,
    meta: RequestMeta,
  ): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      if (!(await changeScheduledCall(tx, row, set))) throw conflict();
      return this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: claims.sub,
          action: set ? 'video.reschedule' : 'video.cancel',
          targetType: 'kyc_customer',
          targetId: row.id,
          details: {
            from_schedule: row.videoSchedule?.toISOString() ?? null,
            video_schedule: set?.videoSchedule.toISOString() ?? null,
            app_name: row.appName,
            // The name's keyed digest, not the name: the trail outlives an erasure (decision 0113).
            fullname_hmac: this.deps.audit.personalDigest(row.fullname ?? row.accountName),
          },
        },
        meta,
      );
    });
  }

  /** The participant is told by e-mail and SMS, as when the call was scheduled. */
  private async tell(row: VideoRecord, subject: string, text: string) {
    await this.deps.notifications.email({ to: row.email, subject, text });
    await this.deps.notifications.sms(row.phonenumber, text);
  }

  private async token(
    row: VideoRecord,
    who: { sub: string; part: 'host' | 'guest'; actorType: 'staff' | 'user' },
    meta: RequestMeta,
  ) {
    const room = roomOf(row);
    const token = await signRoomToken(this.deps.config.jwtSecret, {
      room: room.video_link,
      sub: who.sub,
      part: who.part,
    });
    await this.deps.audit.record(
      this.deps.db,
      {
        actorType: who.actorType,
        actorId: who.sub,
        action: 'video.join',
        targetType: 'kyc_customer',
        targetId: row.id,
        details: { part: who.part, video_link: room.video_link },
      },
      meta,
    );
    return {
      token,
      room,
      expires_in: VIDEO_ROOM_TOKEN_TTL_SECONDS,
      ice_servers: iceServers(this.deps.config, who.sub),
    };
  }
}
