/**
 * The video call's recording (decision 0074) for a participant made through the step calls, with
 * the bytes of a real MediaRecorder WebM cut into chunks as the officer's browser sends them: only
 * the officer of an open room records; chunks land once and in order; the finished file carries
 * its duration and digest, is read with ranges by staff, never by the customer, shows in the detail
 * and is audited; an abandoned recording is closed by the sweep.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOUR_MS, MSG, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storedFiles, videoRecordings } from '../../db/schema';
import { storedBytes } from '../files/stored-files.repository';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { closeAbandonedRecordings } from './recording.job';
import { readWebmDurationMs, withWebmDuration } from './webm-duration';

const recorded = readFileSync(path.join(import.meta.dirname, 'testing/media-recorder-2s.webm'));
/** The recording as the browser hands it over: a few chunks of about a second each. */
const chunks = [recorded.subarray(0, 3564), recorded.subarray(3564, 7362), recorded.subarray(7362)];

describe('video-call recording', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let officer: string;
  let p: Participant;

  const put = (id: string, seq: number, bytes: Buffer, token = officer) =>
    h.t.app.inject({
      method: 'PUT',
      url: `/v1/counter/video/recordings/${id}/chunks/${seq}`,
      payload: bytes,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    });
  const start = async (nasabahId = p.id, token = officer) =>
    api('POST', '/v1/counter/video/recordings', token, { nasabah_id: nasabahId, mime: 'video/webm' });
  /** A participant whose room opens now. */
  const openRoom = async () => {
    const participant = await submittedParticipant();
    const res = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: participant.id,
      video_schedule: new Date(Date.now() - 30_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The participant agrees to the recording before joining (decision 0082): no recording without it.
    const link = res.json().data.video_link as string;
    const consent = await api('POST', `/v1/user/video/${link}/consent`, participant.customer.token, {
      agree: true,
    });
    expect(consent.statusCode, consent.body).toBe(200);
    return participant;
  };
  const file = async (id: string) => {
    const [row] = await h.t.db
      .select({ key: storedFiles.storageKey, size: storedFiles.size, sha256: storedFiles.sha256 })
      .from(videoRecordings)
      .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.storedFileId))
      .where(eq(videoRecordings.id, id));
    if (!row) throw new Error('no recording');
    return row;
  };
  const bytesOf = async (key: string) => {
    const parts: Buffer[] = [];
    for await (const part of h.t.app.files.get(key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };

  beforeAll(async () => {
    officer = (await staff(ROLES.videoOfficer)).token;
    p = await openRoom();
  });

  it('is started only by the video officer, only while the room is open', async () => {
    for (const role of [ROLES.brokerAdmin, ROLES.superAdmin]) {
      expect((await start(p.id, (await staff(role)).token)).statusCode).toBe(403);
    }
    expect((await start(p.id, p.customer.token)).statusCode).toBe(403);
    const later = await submittedParticipant();
    await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: later.id,
      video_schedule: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    const early = await start(later.id);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ err_message_id: MSG.videoWaitForSchedule });
    const unscheduled = await submittedParticipant();
    expect((await start(unscheduled.id)).json()).toMatchObject({ err_message_id: MSG.videoNotScheduled });
  });

  it('appends each chunk once and in order, and closes with the duration, size and digest', async () => {
    const started = await start();
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().data.recording_id as string;
    expect(started.json().data.next_seq).toBe(0);

    expect((await put(id, 0, chunks[0] as Buffer)).json().data).toMatchObject({ next_seq: 1, size: 3564 });
    // The reply of chunk 0 was lost and the browser sends it again: counted once.
    expect((await put(id, 0, chunks[0] as Buffer)).json().data).toMatchObject({ next_seq: 1, size: 3564 });
    // A chunk ahead of the next one is refused with the number expected.
    const gap = await put(id, 2, chunks[2] as Buffer);
    expect(gap.statusCode).toBe(409);
    expect(gap.json()).toMatchObject({ err_message_id: MSG.videoRecordingGap });
    // Two sends of chunk 1 at once (a retry racing its first attempt) append it once.
    const twice = await Promise.all([put(id, 1, chunks[1] as Buffer), put(id, 1, chunks[1] as Buffer)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await put(id, 2, chunks[2] as Buffer)).json().data.next_seq).toBe(3);
    const growing = await file(id);
    // While recording, the chunks wait as parts; the recording's file appears once it is finished.
    expect(await h.t.app.files.exists(growing.key)).toBe(false);

    const finished = await api('POST', `/v1/counter/video/recordings/${id}/finish`, officer, {
      duration_ms: 2634,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const view = finished.json().data;
    expect(view).toMatchObject({ id, mime: 'video/webm', duration_ms: 2634, size: recorded.length + 11 });
    const closed = await file(id);
    expect(view.path).toBe(closed.key);
    const stored = await bytesOf(closed.key);
    expect(readWebmDurationMs(stored)).toBeCloseTo(2634, 6);
    // Every chunk once, in order: the file is what the browser recorded, with the duration.
    expect(stored).toEqual(withWebmDuration(recorded, 2634));
    expect(closed.size).toBe(stored.length);
    expect(closed.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    // The parts are gone once joined; only the finished file is kept.
    expect(closed.key).toBe(growing.key);
    for (const seq of [0, 1, 2])
      expect(await h.t.app.files.exists(`${growing.key}.part-00000${seq}`)).toBe(false);

    // Finishing again answers the same; a chunk after the end is refused.
    const again = await api('POST', `/v1/counter/video/recordings/${id}/finish`, officer, { duration_ms: 1 });
    expect(again.json().data).toMatchObject({ path: closed.key, duration_ms: 2634 });
    expect((await put(id, 3, chunks[0] as Buffer)).json()).toMatchObject({
      err_message_id: MSG.videoRecordingClosed,
    });

    const audit = await h.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id)));
    const actions = audit.map((a) => a.action);
    expect(actions).toContain('video.recording.start');
    expect(audit.find((a) => a.action === 'video.recording.finish')?.details).toMatchObject({
      recording_id: id,
      duration_ms: 2634,
      size: stored.length,
      abandoned: false,
    });
  });

  it('refuses a first chunk that is no video, and another officer’s chunks', async () => {
    const id = (await start()).json().data.recording_id as string;
    const wrong = await put(id, 0, Buffer.from('GIF89a not a webm at all'));
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ err_message_id: MSG.videoRecordingWrongFormat });
    const other = (await staff(ROLES.videoOfficer)).token;
    expect((await put(id, 0, chunks[0] as Buffer, other)).statusCode).toBe(404);
    // Chromium's first chunk may be a single byte: the start is judged on the bytes gathered.
    expect((await put(id, 0, recorded.subarray(0, 1))).statusCode).toBe(200);
    expect((await put(id, 1, Buffer.from([0x45, 0x00]))).statusCode).toBe(415);
    expect((await put(id, 1, recorded.subarray(1, 3564))).statusCode).toBe(200);
  });

  it('is read by staff with ranges, shown in the detail, and never served to the customer', async () => {
    const participant = await openRoom();
    const id = (await start(participant.id)).json().data.recording_id as string;
    for (const [seq, bytes] of chunks.entries()) expect((await put(id, seq, bytes)).statusCode).toBe(200);
    const done = await api('POST', `/v1/counter/video/recordings/${id}/finish`, officer, {
      duration_ms: 2600,
    });
    const filePath = done.json().data.path as string;

    const ranged = await h.t.app.inject({
      method: 'GET',
      url: `/v1/get/file?path=${encodeURIComponent(filePath)}`,
      headers: { authorization: `Bearer ${officer}`, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/webm');
    expect(ranged.rawPayload).toEqual((await bytesOf(filePath)).subarray(0, 100));

    const byCustomer = await h.t.app.inject({
      method: 'GET',
      url: `/v2/get/file?path=${encodeURIComponent(filePath)}`,
      headers: { authorization: `Bearer ${participant.customer.token}` },
    });
    expect(byCustomer.statusCode).toBe(404);

    const asOfficer = await api('GET', `/v1/counter/kyc/detail/${participant.id}`, officer);
    expect(asOfficer.statusCode, asOfficer.body).toBe(200);
    const detail = asOfficer.json().data.customer;
    expect(detail.video_recordings).toEqual([
      expect.objectContaining({ id, path: filePath, duration_ms: 2600, mime: 'video/webm' }),
    ]);
    // One read model for every role: the officer reads the signature the broker reads (decision 0085).
    expect(detail.attachment.signature).toEqual(expect.any(String));
    expect(detail.attachment.ktp).toEqual(expect.any(String));
    // The call was recorded with consent: the officer may accept the video; nothing else is theirs.
    expect(detail.allowed_actions).toEqual(['accept_video']);
    expect(detail.video_recordings[0].consent_accepted_at).toEqual(expect.any(String));

    // The recording is the broker's record: it does not use up the customer's own upload storage.
    const own = await h.t.db
      .select({ size: storedFiles.size, kind: storedFiles.kind })
      .from(storedFiles)
      .where(eq(storedFiles.customerId, participant.id));
    const uploads = own.filter((f) => f.kind !== 'video_call_recording').reduce((n, f) => n + f.size, 0);
    expect(own.some((f) => f.kind === 'video_call_recording')).toBe(true);
    expect(await storedBytes(h.t.db, participant.id)).toBe(uploads);

    const broker = (await staff(ROLES.brokerAdmin)).token;
    const asBroker = await api('GET', `/v1/admin-broker/kyc/detail/${participant.id}`, broker);
    expect(asBroker.json().data.customer.video_recordings).toHaveLength(1);
    expect(asBroker.json().data.customer.attachment.signature).toBe(detail.attachment.signature);
    expect((await api('GET', `/v1/counter/kyc/detail/${participant.id}`, broker)).statusCode).toBe(403);
  });

  it('closes a recording whose tab went away, with the duration of what arrived', async () => {
    const participant = await openRoom();
    const id = (await start(participant.id)).json().data.recording_id as string;
    for (const [seq, bytes] of chunks.entries()) await put(id, seq, bytes);
    // Ten minutes without a chunk are simulated with an idle limit of zero.
    expect(await closeAbandonedRecordings(h.t.app, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await h.t.db.select().from(videoRecordings).where(eq(videoRecordings.id, id));
    expect(row?.status).toBe('finished');
    expect(row?.durationMs).toEqual(expect.any(Number));
    const closed = await file(id);
    expect(readWebmDurationMs(await bytesOf(closed.key))).toBe(row?.durationMs);
    const [audit] = await h.t.db
      .select({ actorType: auditLog.actorType, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, participant.id), eq(auditLog.action, 'video.recording.finish')));
    expect(audit).toMatchObject({ actorType: 'system', details: { abandoned: true } });
  });

  it('gives the participant their scheduled call for the waiting screen', async () => {
    const fresh = await submittedParticipant();
    const none = await api('GET', '/v1/user/video', fresh.customer.token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.room).toBeNull();
    const when = new Date(Date.now() + HOUR_MS);
    const scheduled = await api('PUT', '/v1/counter/add_video', officer, {
      nasabah_id: fresh.id,
      video_schedule: when.toISOString(),
    });
    const room = (await api('GET', '/v1/user/video', fresh.customer.token)).json().data.room;
    expect(room).toMatchObject({
      nasabah_id: fresh.id,
      video_link: scheduled.json().data.video_link,
      video_schedule: when.toISOString(),
    });
    expect((await api('GET', '/v1/user/video', officer)).statusCode).toBe(403);
  });
});
