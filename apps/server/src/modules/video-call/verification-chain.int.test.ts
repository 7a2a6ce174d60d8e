/**
 * The verification chain (decisions 0082, 0083) on participants made through the step calls, with
 * the call taking place through the real calls: the participant agrees to the recording on their
 * own route, joins, the officer records the call chunk by chunk and finishes it. Only then is the
 * video accepted; until it is, no approve call (review, counter) lets the participant through, and
 * the lists and the detail say the same, with the reason.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HOUR_MS,
  kycDetailReplySchema,
  kycListReplySchema,
  MSG,
  ROLES,
  VIDEO_CONSENT_VERSION,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycAcceptances, videoRecordings } from '../../db/schema';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { nameSearchKey, nameSearchParts } from '../screening/name-search';

const recorded = readFileSync(path.join(import.meta.dirname, 'testing/media-recorder-2s.webm'));

let accountSeq = 0;

describe('the verification chain', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();
  let officer: string;
  let broker: string;

  beforeAll(async () => {
    officer = (await staff(ROLES.videoOfficer)).token;
    broker = (await staff(ROLES.brokerAdmin)).token;
  });

  /** A participant whose call was scheduled to begin half a minute ago: the room is open. */
  const withOpenRoom = async () => {
    const p = await submittedParticipant();
    const res = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: p.id,
      video_schedule: new Date(Date.now() - 30_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { p, link: res.json().data.video_link as string };
  };
  const consent = (p: Participant, link: string) =>
    api('POST', `/v1/user/video/${link}/consent`, p.customer.token, { agree: true });
  const acceptVideo = (id: string) =>
    api('PUT', '/v1/counter/customer/approve_video_call', officer, { nasabah_id: id });
  /** The officer's browser: start, the chunks one by one, finish (decision 0074). */
  const recordCall = async (id: string, bytes: Buffer[] = [recorded]) => {
    const started = await api('POST', '/v1/counter/video/recordings', officer, {
      nasabah_id: id,
      mime: 'video/webm',
    });
    expect(started.statusCode, started.body).toBe(200);
    const recordingId = started.json().data.recording_id as string;
    for (const [seq, chunk] of bytes.entries()) {
      const put = await h.t.app.inject({
        method: 'PUT',
        url: `/v1/counter/video/recordings/${recordingId}/chunks/${seq}`,
        payload: chunk,
        headers: { authorization: `Bearer ${officer}`, 'content-type': 'application/octet-stream' },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const done = await api('POST', `/v1/counter/video/recordings/${recordingId}/finish`, officer, {
      duration_ms: 2600,
    });
    expect(done.statusCode, done.body).toBe(200);
    return recordingId;
  };
  const approveBody = (id: string) => {
    accountSeq += 1;
    return {
      nasabah_id: id,
      username: `verif${accountSeq}x${String(Date.now() % 100000).padStart(5, '0')}`,
      password: 'Trading#2026',
      account_no: `55${String(Date.now() % 1_000_000).padStart(6, '0')}${accountSeq}`,
    };
  };
  const detail = async (id: string, token: string, prefix = 'admin-broker') => {
    const res = await api('GET', `/v1/${prefix}/kyc/detail/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return kycDetailReplySchema.parse(res.json()).data.customer;
  };
  const inNewList = async (id: string, token: string) => {
    const res = await api('GET', '/v1/admin-broker/kyc/customers/all?status=2&limit=100', token);
    expect(res.statusCode, res.body).toBe(200);
    return kycListReplySchema.parse(res.json()).data.customers.find((c) => c._id === id);
  };
  const inVideoList = async (query = '') => {
    const res = await api('GET', `/v1/counter/get/list_nasabah?status=new&limit=100${query}`, officer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.nasabah as {
      _id: string;
      fullname: string;
      allowed_actions: string[];
      video_schedule: string;
    }[];
  };

  it('refuses to accept a video right after scheduling, with no call (409, the reason in Indonesian)', async () => {
    const { p } = await withOpenRoom();
    const res = await acceptVideo(p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      err_message_id: MSG.videoAcceptNoRecording,
      data: { message: MSG.videoAcceptNoRecording },
    });
    // The lists and the detail say the same: no Terima Video, and why.
    const row = (await inVideoList()).find((r) => r._id === p.id);
    expect(row?.allowed_actions).not.toContain('accept_video');
    const asOfficer = await detail(p.id, officer, 'counter');
    expect(asOfficer.unavailable_actions).toContainEqual({
      action: 'accept_video',
      reason: MSG.videoAcceptNoRecording,
    });
  });

  it('lets the participant join and be recorded only after agreeing to the recording', async () => {
    const { p, link } = await withOpenRoom();
    // Before agreeing: the room says so, joining and recording are refused.
    const room = await api('GET', `/v1/user/video/${link}`, p.customer.token);
    expect(room.json().data.consent_accepted_at).toBeNull();
    const join = await api('GET', `/v1/get/twilio/access_token?identity=${link}`, p.customer.token);
    expect(join.statusCode).toBe(409);
    expect(join.json().err_message_id).toBe(MSG.videoConsentRequired);
    const start = await api('POST', '/v1/counter/video/recordings', officer, {
      nasabah_id: p.id,
      mime: 'video/webm',
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().err_message_id).toBe(MSG.videoRecordingNoConsent);
    // Only the participant agrees, for their own room.
    expect((await api('POST', `/v1/user/video/${link}/consent`, officer, { agree: true })).statusCode).toBe(
      403,
    );
    expect((await api('POST', `/v1/user/video/${link}/consent`, p.customer.token, {})).statusCode).toBe(422);

    const agreed = await consent(p, link);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data.version).toBe(VIDEO_CONSENT_VERSION);
    const [row] = await h.t.db
      .select()
      .from(kycAcceptances)
      .where(and(eq(kycAcceptances.customerId, p.id), eq(kycAcceptances.document, 'video_call_recording')));
    expect(row).toMatchObject({
      document: 'video_call_recording',
      version: VIDEO_CONSENT_VERSION,
      details: { video_link: link },
    });
    expect(row?.ip).toEqual(expect.any(String));
    // Agreeing twice keeps the first agreement.
    expect((await consent(p, link)).json().data.consent_accepted_at).toBe(row?.acceptedAt.toISOString());
    expect(
      (await api('GET', `/v1/user/video/${link}`, p.customer.token)).json().data.consent_accepted_at,
    ).toBe(row?.acceptedAt.toISOString());
    expect(
      (await api('GET', `/v1/get/twilio/access_token?identity=${link}`, p.customer.token)).statusCode,
    ).toBe(200);

    const recordingId = await recordCall(p.id);
    const [stored] = await h.t.db.select().from(videoRecordings).where(eq(videoRecordings.id, recordingId));
    expect(stored?.consentAcceptanceId).toBe(row?.id);
    // The officer's view shows the participant agreed.
    const asOfficer = await detail(p.id, officer, 'counter');
    expect(asOfficer.video_recordings[0]).toMatchObject({
      id: recordingId,
      consent_accepted_at: row?.acceptedAt.toISOString(),
    });
    const audit = await h.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'video.consent')));
    expect(audit).toHaveLength(1);
  });

  it('does not count an empty recording; a stored one lets the video be accepted', async () => {
    const { p, link } = await withOpenRoom();
    await consent(p, link);
    await recordCall(p.id, []);
    expect((await acceptVideo(p.id)).json().err_message_id).toBe(MSG.videoAcceptNoRecording);
    await recordCall(p.id);
    expect((await inVideoList()).find((r) => r._id === p.id)?.allowed_actions).toContain('accept_video');
    const accepted = await acceptVideo(p.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.message).toBe(MSG.videoAccepted);
  });

  it('refuses every approval while a scheduled call is not accepted, and the screens show why', async () => {
    const { p, link } = await withOpenRoom();
    // Every item checked (decision 0131): what holds the approval is the call alone.
    await readyForApproval(broker, p.id);
    const review = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker, approveBody(p.id));
    expect(review.statusCode).toBe(409);
    expect(review.json().err_message_id).toBe(MSG.approveBlockedVideoPending);
    const counter = await api('POST', '/v1/counter/approve/non_trading', broker, approveBody(p.id));
    expect(counter.statusCode).toBe(409);
    expect(counter.json().data.message).toBe(MSG.approveBlockedVideoPending);

    // The list and the detail offer the same buttons, and say why Terima is not among them.
    const listed = await inNewList(p.id, broker);
    const shown = await detail(p.id, broker);
    expect(listed?.allowed_actions).toEqual(['reject', 'request_resubmission']);
    expect(shown.allowed_actions).toEqual(listed?.allowed_actions);
    expect(listed?.unavailable_actions).toEqual([
      { action: 'approve', reason: MSG.approveBlockedVideoPending },
    ]);
    expect(shown.unavailable_actions).toEqual(listed?.unavailable_actions);

    await consent(p, link);
    await recordCall(p.id);
    expect((await acceptVideo(p.id)).statusCode).toBe(200);
    // After the video was accepted both offer Terima (the list used to hide it).
    expect((await inNewList(p.id, broker))?.allowed_actions).toEqual([
      'reject',
      'approve',
      'request_resubmission',
    ]);
    expect((await detail(p.id, broker)).allowed_actions).toEqual([
      'reject',
      'approve',
      'request_resubmission',
    ]);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker, approveBody(p.id));
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('approves a participant whose call was never scheduled, as the product offers Terima', async () => {
    const p = await submittedParticipant();
    expect((await inNewList(p.id, broker))?.allowed_actions).toEqual([
      'reject',
      'approve',
      'request_resubmission',
    ]);
    await readyForApproval(broker, p.id);
    const res = await api('POST', '/v1/counter/approve/non_trading', broker, approveBody(p.id));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('moves a scheduled call to a new time with a new link, tells the participant, and the old link stops working', async () => {
    const p = await submittedParticipant();
    const first = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: p.id,
      video_schedule: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    const oldLink = first.json().data.video_link as string;
    for (const role of [ROLES.brokerAdmin, ROLES.superAdmin, ROLES.bankAdmin, ROLES.brokerViewer]) {
      const token = (await staff(role)).token;
      const body = { nasabah_id: p.id, video_schedule: new Date(Date.now() + 7_200_000).toISOString() };
      expect((await api('PUT', '/v1/counter/video/reschedule', token, body)).statusCode).toBe(403);
      expect((await api('PUT', '/v1/counter/video/cancel', token, { nasabah_id: p.id })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await api('PUT', '/v1/counter/video/cancel', p.customer.token, { nasabah_id: p.id })).statusCode,
    ).toBe(403);

    const when = new Date(Math.ceil((Date.now() + 2 * HOUR_MS) / 60_000) * 60_000);
    const moved = await api('PUT', '/v1/counter/video/reschedule', officer, {
      nasabah_id: p.id,
      video_schedule: when.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newLink = moved.json().data.video_link as string;
    expect(newLink).not.toBe(oldLink);
    expect(moved.json().data.video_schedule).toBe(when.toISOString());
    expect((await api('GET', `/v1/user/video/${oldLink}`, p.customer.token)).statusCode).toBe(404);
    // The new window: before its time the room asks to wait.
    expect((await api('GET', `/v1/user/video/${newLink}`, p.customer.token)).json().err_message_id).toBe(
      MSG.videoWaitForSchedule,
    );
    const mail = await h.t.lastMessageTo(p.customer.email);
    expect(mail?.text).toContain(`/video-call/${newLink}`);
    expect((await h.t.lastMessageTo(p.customer.phonenumber))?.text).toContain(`/video-call/${newLink}`);

    const cancelled = await api('PUT', '/v1/counter/video/cancel', officer, { nasabah_id: p.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.message).toBe(MSG.videoCancelled);
    expect((await api('GET', `/v1/user/video/${newLink}`, p.customer.token)).statusCode).toBe(404);
    expect((await h.t.lastMessageTo(p.customer.email))?.text).toContain('dibatalkan');
    expect((await h.t.lastMessageTo(p.customer.phonenumber))?.text).toContain('dibatalkan');
    // Back to new: no pending call, so Terima is offered again, and a new call can be scheduled.
    expect((await inNewList(p.id, broker))?.allowed_actions).toEqual([
      'reject',
      'approve',
      'request_resubmission',
    ]);
    const again = await api('PUT', '/v1/counter/video/cancel', officer, { nasabah_id: p.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().err_message_id).toBe(MSG.videoNotReschedulable);

    const audit = await h.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, p.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['video.reschedule', 'video.cancel']));
  });

  it('lists the calls by their time, and only today’s with scheduled=today', async () => {
    const later = await submittedParticipant();
    const sooner = await submittedParticipant();
    const unscheduled = await submittedParticipant();
    const tomorrow = new Date(Date.now() + 26 * HOUR_MS);
    await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: later.id,
      video_schedule: tomorrow.toISOString(),
    });
    await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: sooner.id,
      video_schedule: new Date(Date.now() + 25 * HOUR_MS).toISOString(),
    });
    const ids = (await inVideoList('&sort=video_schedule')).map((r) => r._id);
    const at = (id: string) => ids.indexOf(id);
    expect(at(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(at(sooner.id)).toBeLessThan(at(later.id));
    expect(at(later.id)).toBeLessThan(at(unscheduled.id));
    const times = (await inVideoList('&sort=video_schedule'))
      .map((r) => r.video_schedule)
      .filter((v): v is string => v !== null);
    expect(times).toEqual([...times].sort());

    const { p: now } = await withOpenRoom();
    const today = (await inVideoList('&sort=video_schedule&scheduled=today')).map((r) => r._id);
    expect(today).toContain(now.id);
    expect(today).not.toContain(later.id);
    expect(today).not.toContain(unscheduled.id);

    // A part of the name, in any case, finds the participant; every row found has the part in its
    // name, or a name part spelled like it (decision 0134: 'AAAAGG' also finds 'Aaaagj').
    const part = later.customer.fullname.slice(-6).toUpperCase();
    const found = await inVideoList(`&q=${encodeURIComponent(part)}`);
    expect(found.map((r) => r._id)).toContain(later.id);
    const typed = nameSearchParts(part);
    for (const r of found) {
      const key = ` ${nameSearchKey(r.fullname)}`;
      const matches = r.fullname.toUpperCase().includes(part) || typed.every((t) => key.includes(` ${t}`));
      expect(matches, r.fullname).toBe(true);
    }
  });
});
