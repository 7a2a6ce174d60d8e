/**
 * Video-call verification's calls (docs/product/back-office.md § Screens, Calls, Messages; decision 0072) for participants made through
 * the step calls: who may schedule, join and accept, the 403/400 join outcomes around the window,
 * the room tokens, the notice to the participant and the audit rows. The clock is moved with fake
 * Date only, so the server and the tokens see the same time as the test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOUR_MS, MSG, ROLES, VIDEO_LINK_VALID_MS } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, kycCustomers } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { ratingHistory } from '../risk-rating';
import { verifyRoomToken } from './room-token';

const recorded = readFileSync(path.join(import.meta.dirname, 'testing/media-recorder-2s.webm'));

describe('video-call verification', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let officer: string;
  let p: Participant;

  beforeAll(async () => {
    officer = (await staff(ROLES.videoOfficer)).token;
    p = await submittedParticipant();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const record = async (id: string) => {
    const [row] = await h.t.db.select().from(kycCustomers).where(eq(kycCustomers.id, id));
    if (!row) throw new Error('no record');
    return row;
  };
  const schedule = (id: string, at: Date, token = officer) =>
    api('PUT', '/v1/counter/add_video', token, { nasabah_id: id, video_schedule: at.toISOString() });
  /**
   * Moves the clock to `ms` and signs the officer and the customer in again there: an hour on,
   * the sessions of before have ended (the idle timeout), as they would have for real people.
   */
  const at = async (ms: number, customer: Participant['customer']) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(ms));
    const login = await api('POST', '/v2/user/auth', undefined, {
      email: customer.email,
      password: customer.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    return { officer: (await staff(ROLES.videoOfficer)).token, customer: login.json().token as string };
  };

  it('lets only the video officer schedule, and only a sensible time', async () => {
    const inAnHour = new Date(Date.now() + HOUR_MS);
    expect((await schedule(p.id, inAnHour, '')).statusCode).toBe(401);
    for (const role of [ROLES.brokerAdmin, ROLES.superAdmin, ROLES.bankAdmin]) {
      expect((await schedule(p.id, inAnHour, (await staff(role)).token)).statusCode).toBe(403);
    }
    expect((await schedule(p.id, inAnHour, p.customer.token)).statusCode).toBe(403);
    const past = await schedule(p.id, new Date(Date.now() - 10 * 60_000));
    expect(past.json()).toMatchObject({ err_message_id: MSG.videoScheduleInPast });
    // The officer picked the current minute and sent the form a while later: still "now".
    const pickedEarlier = await schedule(
      (await submittedParticipant()).id,
      new Date(Date.now() - 3 * 60_000),
    );
    expect(pickedEarlier.statusCode, pickedEarlier.body).toBe(200);
    const far = await schedule(p.id, new Date(Date.now() + 40 * 24 * HOUR_MS));
    expect(far.json()).toMatchObject({ err_message_id: MSG.videoScheduleTooFar });
    expect(
      (await api('PUT', '/v1/counter/add_video', officer, { nasabah_id: p.id, video_schedule: 'besok' }))
        .statusCode,
    ).toBe(422);
  });

  it('schedules a room, tells the participant by e-mail and SMS, and answers 403 before the time', async () => {
    const start = new Date(Math.ceil((Date.now() + HOUR_MS) / 60_000) * 60_000);
    const res = await schedule(p.id, start);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data.video_link as string;
    expect(link).toMatch(/^[\w-]{32}$/);
    expect(await record(p.id)).toMatchObject({ videoStatus: 'scheduled', videoLink: link });

    const mail = await h.t.lastMessageTo(p.customer.email);
    expect(mail?.text).toContain(`/video-call/${link}`);
    expect(mail?.text).toMatch(/\d{2} \w+ \d{4} \d{2}:\d{2} WIB/);
    const sms = await h.t.lastMessageTo(p.customer.phonenumber);
    expect(sms?.text).toContain(`/video-call/${link}`);

    // A room that is scheduled and not yet expired is not scheduled again.
    expect((await schedule(p.id, start)).json()).toMatchObject({ err_message_id: MSG.videoNotSchedulable });

    const early = await api('GET', `/v1/counter/get/twilio_token?identity=${p.id}`, officer);
    expect(early.statusCode).toBe(403);
    expect(early.json().err_message_id).toBe(MSG.videoWaitForSchedule);
    const own = await api('GET', `/v1/user/video/${link}`, p.customer.token);
    expect(own.statusCode).toBe(403);
    expect(
      (await api('GET', `/v1/get/twilio/access_token?identity=${link}`, p.customer.token)).statusCode,
    ).toBe(403);
    // Accepting before the call: refused.
    const accept = await api('PUT', '/v1/counter/customer/approve_video_call', officer, { nasabah_id: p.id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ data: { message: MSG.videoAcceptTooEarly } });
  });

  it('opens the room at the time: tokens for the officer and the participant only, then the video is accepted', async () => {
    const row = await record(p.id);
    const link = row.videoLink as string;
    const t = await at((row.videoSchedule as Date).getTime() + 5 * 60_000, p.customer);

    const host = await api('GET', `/v1/counter/get/twilio_token?identity=${p.id}`, t.officer);
    expect(host.statusCode, host.body).toBe(200);
    expect(await verifyRoomToken(h.t.infra.config.jwtSecret, host.json().data.token)).toMatchObject({
      room: link,
      part: 'host',
    });
    // A room token is no session: the API refuses it.
    expect((await api('GET', '/v1/staff/profile', host.json().data.token)).statusCode).toBe(401);

    expect((await api('GET', `/v1/user/video/${link}`, t.customer)).json().data).toMatchObject({
      nasabah_id: p.id,
      video_link: link,
    });
    // The participant agrees to the recording first (decision 0082); without it the join is 409.
    expect((await api('GET', `/v1/get/twilio/access_token?identity=${link}`, t.customer)).statusCode).toBe(
      409,
    );
    const consent = await api('POST', `/v1/user/video/${link}/consent`, t.customer, { agree: true });
    expect(consent.statusCode, consent.body).toBe(200);
    const guest = await api('GET', `/v1/get/twilio/access_token?identity=${link}`, t.customer);
    expect(await verifyRoomToken(h.t.infra.config.jwtSecret, guest.json().data.token)).toMatchObject({
      room: link,
      part: 'guest',
      sub: p.customer.id,
    });
    // A third person with the link is not let in.
    const stranger = await registerCustomer(h.t);
    expect((await api('GET', `/v1/user/video/${link}`, stranger.token)).statusCode).toBe(404);
    expect(
      (await api('GET', `/v1/get/twilio/access_token?identity=${link}`, stranger.token)).statusCode,
    ).toBe(404);

    // Joining is not a call: the video is accepted only once the call was recorded and stored.
    const unrecorded = await api('PUT', '/v1/counter/customer/approve_video_call', t.officer, {
      nasabah_id: p.id,
    });
    expect(unrecorded.statusCode).toBe(409);
    expect(unrecorded.json().err_message_id).toBe(MSG.videoAcceptNoRecording);
    const started = await api('POST', '/v1/counter/video/recordings', t.officer, {
      nasabah_id: p.id,
      mime: 'video/webm',
    });
    const recordingId = started.json().data.recording_id as string;
    const chunk = await h.t.app.inject({
      method: 'PUT',
      url: `/v1/counter/video/recordings/${recordingId}/chunks/0`,
      payload: recorded,
      headers: { authorization: `Bearer ${t.officer}`, 'content-type': 'application/octet-stream' },
    });
    expect(chunk.statusCode, chunk.body).toBe(200);
    const finished = await api('POST', `/v1/counter/video/recordings/${recordingId}/finish`, t.officer, {
      duration_ms: 2600,
    });
    expect(finished.statusCode, finished.body).toBe(200);

    const accepted = await api('PUT', '/v1/counter/customer/approve_video_call', t.officer, {
      nasabah_id: p.id,
    });
    expect(accepted.json(), accepted.body).toMatchObject({
      status_code: '00',
      data: { message: MSG.videoAccepted },
    });
    expect(await record(p.id)).toMatchObject({ videoStatus: 'done' });
    // Verified on the call: rated again without the channel's reason (docs/product/risk-rating.md).
    const [now, before] = await ratingHistory(h.t.db, p.id);
    expect(now).toMatchObject({ trigger: 'video_call', score: 0, level: 'rendah', factors: [] });
    expect(before?.factors.map((f) => f.factor)).toEqual(['channel']);
    const again = await api('PUT', '/v1/counter/customer/approve_video_call', t.officer, {
      nasabah_id: p.id,
    });
    expect(again.statusCode).toBe(400);

    const actions = await h.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id)));
    const names = actions.map((a) => a.action);
    expect(names).toEqual(expect.arrayContaining(['video.schedule', 'video.join', 'video.accept']));
    expect(
      actions
        .filter((a) => a.action === 'video.join')
        .map((a) => (a.details as { part: string }).part)
        .sort(),
    ).toEqual(['guest', 'host']);
  });

  it('answers 400 once the link has expired, and lets the officer schedule a new room', async () => {
    const q = await submittedParticipant();
    const start = new Date(Date.now() + 5 * 60_000);
    const first = (await schedule(q.id, start)).json().data.video_link as string;
    const t = await at(start.getTime() + VIDEO_LINK_VALID_MS + 60_000, q.customer);
    const late = await api('GET', `/v1/counter/get/twilio_token?identity=${q.id}`, t.officer);
    expect(late.statusCode).toBe(400);
    expect(late.json().err_message_id).toBe(MSG.videoLinkExpired);
    expect((await api('GET', `/v1/user/video/${first}`, t.customer)).json().err_message_id).toBe(
      MSG.videoLinkExpired,
    );

    const again = await schedule(q.id, new Date(Date.now() + HOUR_MS), t.officer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.video_link).not.toBe(first);
    expect((await api('GET', `/v1/user/video/${first}`, t.customer)).statusCode).toBe(404);
  });
});
