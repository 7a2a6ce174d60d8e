/**
 * Per-document resubmission as a reviewer and a customer walk it (decision 0112), on a participant
 * who registered, onboarded and submitted through the real calls and a broker signed in through the
 * staff login: 'Kirim permintaan' moves the file to 'perlu perbaikan' and sends one e-mail over
 * SMTP; the customer reopens only what was asked and resubmits; staff read both versions; the
 * review goes on. The bank and the exchange never see a rejection.
 */
import {
  customerFixListReplySchema,
  DAY_MS,
  kycDetailReplySchema,
  MSG,
  ROLES,
  resubmissionHistoryReplySchema,
  resubmissionReplySchema,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycCustomers, staffUsers, storedFiles } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { readMailFromSmtp, type SmtpCapture, startSmtpCapture, subjectOf } from '../../test/smtp-capture';
import { sweepPendingFiles } from '../files/pending-files.job';
import { attachmentForm, png } from '../onboarding/testing/onboarding-harness';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

const NOTE = 'Pastikan keempat sudut KTP terlihat dan tulisannya terbaca.';
const OTHER_REASON = 'Nomor telepon kontak darurat sama dengan nomor Anda sendiri.';

/** The files an attachment form names, as the record holds them. */
function filesOf(attachment: unknown): Record<string, string> {
  const a = attachment as Record<string, unknown>;
  const kinds = ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'];
  return Object.fromEntries(kinds.map((k) => [k, String(a[k] ?? '')]));
}

describe('per-document resubmission', () => {
  // The mail crosses a real SMTP server; the SMS codes of the registration stay in the outbox.
  const env: Record<string, string> = {};
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
  });
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness({ env });
  beforeAll(() => readMailFromSmtp(h.t, smtp));
  afterAll(async () => {
    await smtp?.close();
  });

  let p: Participant;
  let broker: Awaited<ReturnType<typeof staff>>;
  let ktpBefore = '';

  const fixList = async (token = p.customer.token) => {
    const res = await api('GET', `/v2/kyc/resubmission/${p.id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return customerFixListReplySchema.parse(res.json()).data;
  };
  const upload = async (kind: string) => {
    const body = await multipartBody({ name: `${kind}.png`, bytes: png(), type: 'image/png' }, { kind });
    return h.t.app.inject({
      method: 'POST',
      url: `/v2/kyc/upload/${p.id}`,
      payload: body.payload,
      headers: { authorization: `Bearer ${p.customer.token}`, 'content-type': body.contentType },
    });
  };
  const auditOf = (action: string, customerId: string) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, customerId)));

  it('the request moves the file to perlu perbaikan (8), pauses its due time and mails the customer once', async () => {
    p = await submittedParticipant();
    broker = await staff(ROLES.brokerAdmin);
    const before = await h.record(p.id);
    expect(before.dueAt).not.toBeNull();
    ktpBefore = filesOf(before.attachment).ktp ?? '';
    const detail = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token)).json(),
    );
    expect(detail.data.customer.allowed_actions).toContain('request_resubmission');

    const res = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, broker.token, {
      items: [
        { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: NOTE },
        { item: 'photo', decision: 'accepted' },
        { item: 'emergency_contact', decision: 'resubmit', reason: 'other', reason_text: OTHER_REASON },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = resubmissionReplySchema.parse(res.json());
    expect(reply).toMatchObject({
      message: MSG.resubmissionSent,
      data: { status_nasabah: STATUS_NASABAH.needsFix },
    });

    const after = await h.record(p.id);
    expect(after).toMatchObject({ state: 'fix', statusNasabah: STATUS_NASABAH.needsFix, dueAt: null });
    expect(Number(after.duePausedRemainingMs)).toBeGreaterThan(0);

    await h.t.flushJobs();
    const mails = smtp.to(p.customer.email).filter((m) => subjectOf(m) === MSG.fixMailSubject);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    for (const text of [MSG.resubmissionItemKtp, MSG.resubmissionReasonBlurry, NOTE])
      expect(mail).toContain(text);
    expect(mail).toContain(MSG.resubmissionItemEmergencyContact);
    expect(mail).toContain(OTHER_REASON);
    // The accepted photo is not asked for, and nothing reads as a rejection.
    expect(mail).not.toContain(MSG.resubmissionItemPhoto);
    expect(smtp.to(p.customer.email).some((m) => subjectOf(m) === MSG.rejectEmailSubject)).toBe(false);

    const [audit] = await auditOf('kyc.resubmission_requested', p.id);
    expect(audit?.actorId).toBe(broker.id);
    expect(audit?.details).toMatchObject({
      request_id: reply.data.request_id,
      from_status: STATUS_NASABAH.new,
      items: [
        { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: NOTE },
        { item: 'photo', decision: 'accepted' },
        { item: 'emergency_contact', decision: 'resubmit', reason: 'other', reason_text: OTHER_REASON },
      ],
    });
    expect(await auditOf('kyc.reject', p.id)).toHaveLength(0);
  });

  it('the customer sees each item to fix with its step and reason; no one else sees it', async () => {
    const list = await fixList();
    expect(list?.items).toEqual([
      {
        item: 'ktp',
        label: MSG.resubmissionItemKtp,
        step: 'attachment',
        reason_label: MSG.resubmissionReasonBlurry,
        reason_text: null,
        note: NOTE,
        fixed: false,
      },
      {
        item: 'emergency_contact',
        label: MSG.resubmissionItemEmergencyContact,
        step: 'emergency_contact',
        reason_label: OTHER_REASON,
        reason_text: OTHER_REASON,
        note: null,
        fixed: false,
      },
    ]);
    const stranger = await submittedParticipant();
    const res = await api('GET', `/v2/kyc/resubmission/${p.id}`, stranger.customer.token);
    expect(res.statusCode).toBe(404);
    expect(
      customerFixListReplySchema.parse(
        (await api('GET', `/v2/kyc/resubmission/${stranger.id}`, stranger.customer.token)).json(),
      ).data,
    ).toBeNull();
  });

  it('the bank and the exchange see a file waiting for fixes, never a rejection; nothing is decided meanwhile', async () => {
    const bank = await staff(ROLES.bankAdmin);
    const seen = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank.token)).json(),
    );
    expect(seen.data.customer.status_nasabah).toBe(STATUS_NASABAH.needsFix);
    const rejected = await api('GET', '/v1/admin-bank/kyc/customers/all?status=5', bank.token);
    expect(rejected.json().data.customers.map((c: { _id: string }) => c._id)).not.toContain(p.id);
    const fixing = await api('GET', '/v1/admin-broker/kyc/customers/all?status=8', broker.token);
    expect(fixing.json().data.customers.map((c: { _id: string }) => c._id)).toContain(p.id);
    const total = await api('GET', '/v1/admin-broker/kyc/total?status=8', broker.token);
    expect(total.json().data.total).toBeGreaterThanOrEqual(1);
    // The exchange's counter lists only new, waiting and registered participants.
    for (const word of ['new', 'waiting-approval', 'registered']) {
      const counter = await api('GET', `/v1/counter/get/list_nasabah?status=${word}`, broker.token);
      expect(counter.statusCode, counter.body).toBe(200);
      expect(counter.json().data.nasabah.map((c: { _id: string }) => c._id)).not.toContain(p.id);
    }

    const detail = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token)).json(),
    );
    expect(detail.data.customer.allowed_actions).not.toContain('approve');
    expect(detail.data.customer.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.resubmissionWaiting,
    });
    const approve = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'perbaikan.satu',
      password: 'Trading#2026',
      account_no: '8800555001',
    });
    expect(approve.statusCode).toBe(400);
    const again = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, broker.token, {
      items: [{ item: 'photo', decision: 'resubmit', reason: 'blurry' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status_code: SC.resubmissionNotAllowed,
      err_message_id: MSG.resubmissionNotAllowed,
    });
  });

  it('a step or a document not asked for cannot be changed', async () => {
    const financial = await api('PUT', `/v2/kyc/financial/${p.id}`, p.customer.token, h.financial());
    expect(financial.statusCode).toBe(409);
    expect(financial.json()).toMatchObject({
      status_code: SC.stepNotReopened,
      err_message_id: MSG.stepNotReopened,
    });

    const photo = await upload('photo');
    expect(photo.statusCode).toBe(409);
    expect(photo.json()).toMatchObject({ status_code: SC.stepNotReopened });

    const attached = filesOf((await h.record(p.id)).attachment);
    const form = attachmentForm({ ...attached, photo: `kyc/${p.id}/photo-lain.png` });
    const swapped = await api('PUT', `/v2/kyc/attachment/${p.id}`, p.customer.token, form);
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json()).toMatchObject({ status_code: SC.stepNotReopened });
    expect((await h.record(p.id)).attachment).toMatchObject({ photo: attached.photo });
  });

  it('the resubmission needs every item fixed, then returns to the review with both versions readable by staff', async () => {
    const early = await h.submit(p.customer.token, p.id);
    expect(early.json()).toMatchObject({ status_code: SC.fixIncomplete, message: MSG.fixAllFirst });

    const newKtp = await h.uploadPng(p.customer.token, p.id, 'ktp');
    const saved = await api(
      'PUT',
      `/v2/kyc/attachment/${p.id}`,
      p.customer.token,
      attachmentForm({ ...filesOf((await h.record(p.id)).attachment), ktp: newKtp }),
    );
    expect(saved.json(), saved.body).toMatchObject({ status_code: '00' });
    expect((await fixList())?.items.map((i) => [i.item, i.fixed])).toEqual([
      ['ktp', true],
      ['emergency_contact', false],
    ]);
    const halfway = await h.submit(p.customer.token, p.id);
    expect(halfway.json()).toMatchObject({ status_code: SC.fixIncomplete });

    await h.save(p.customer.token, `/v2/kyc/emergency_contact/${p.id}`, {
      ...h.contact,
      phonenumber: '081377788899',
    });
    const done = await h.submit(p.customer.token, p.id);
    expect(done.json()).toMatchObject({ status_code: '00', message: MSG.fixResubmitted });

    const record = await h.record(p.id);
    expect(record).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
    expect(record.dueAt).not.toBeNull();
    expect(record.duePausedRemainingMs).toBeNull();
    expect(await auditOf('kyc.resubmitted', p.id)).toHaveLength(1);
    expect(await fixList()).toBeNull();

    // The customer's receipt: one mail naming what was sent back and what happens next.
    await h.t.flushJobs();
    const receipts = smtp.to(p.customer.email).filter((m) => subjectOf(m) === MSG.fixSentMailSubject);
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0] ?? '';
    for (const part of [MSG.resubmissionItemKtp, MSG.resubmissionItemEmergencyContact, ' WIB'])
      expect(receipt).toContain(part);
    // The waiting screen reads when the fix was sent back: it is being reviewed again.
    const after = customerFixListReplySchema.parse(
      (await api('GET', `/v2/kyc/resubmission/${p.id}`, p.customer.token)).json(),
    );
    expect(after.resubmitted_at).toBeTruthy();

    const history = resubmissionHistoryReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${p.id}/resubmissions`, broker.token)).json(),
    );
    expect(history.data).toHaveLength(1);
    const [request] = history.data;
    expect(request?.status).toBe('resubmitted');
    const ktp = request?.items.find((i) => i.item === 'ktp');
    expect(ktp).toMatchObject({ version: 1, reason_label: MSG.resubmissionReasonBlurry, note: NOTE });
    expect(ktp?.previous_file_id).toBeTruthy();
    expect(ktp?.new_file_id).toBeTruthy();
    expect(ktp?.new_file_id).not.toBe(ktp?.previous_file_id);
    const [old] = await h.t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, ktp?.previous_file_id ?? ''));
    expect(old?.storageKey).toBe(ktpBefore);
    const contact = request?.items.find((i) => i.item === 'emergency_contact');
    expect(contact?.changes).toEqual([
      { field: 'phonenumber', before: h.contact.phonenumber, after: '081377788899' },
    ]);

    // Both versions open through the staff file route, each viewing audited.
    for (const id of [ktp?.previous_file_id, ktp?.new_file_id]) {
      const file = await api('GET', `/v1/get/file?id=${id}`, broker.token);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toContain('image/png');
      const views = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'file.view'), eq(auditLog.targetId, id ?? '')));
      expect(views.map((v) => v.actorId)).toContain(broker.id);
    }
    // The old version is no pending upload: a day later the sweep of unattached uploads keeps it.
    await h.t.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(storedFiles.customerId, p.id));
    await sweepPendingFiles(h.t.app);
    const kept = await h.t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, ktp?.previous_file_id ?? ''));
    expect(kept).toHaveLength(1);
    expect((await api('GET', `/v1/get/file?id=${ktp?.previous_file_id}`, broker.token)).statusCode).toBe(200);
    // Another bank's staff do not read them.
    const otherBank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    const refused = await api('GET', `/v1/get/file?id=${ktp?.previous_file_id}`, otherBank.token);
    expect(refused.statusCode).toBe(404);
  });

  it('the review goes on: the file is approved afterwards', async () => {
    // The fixed KTP and contact are new: the reviewer checks them again, as every approval needs.
    await readyForApproval(broker.token, p.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'perbaikan.dua',
      password: 'Trading#2026',
      account_no: '8800555002',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.record(p.id)).toMatchObject({ state: 'approved', statusNasabah: STATUS_NASABAH.accepted });
  });

  it('a file another reviewer holds is not sent back by someone else: 409 naming the holder', async () => {
    const q = await submittedParticipant();
    const holder = await staff(ROLES.brokerViewer);
    const [named] = await h.t.db
      .select({ fullname: staffUsers.fullname })
      .from(staffUsers)
      .where(eq(staffUsers.id, holder.id));
    // The claim ('Ambil') is the case-ownership routes' part; its columns are what they write.
    await h.t.db
      .update(kycCustomers)
      .set({ claimedBy: holder.id, claimedAt: new Date() })
      .where(eq(kycCustomers.id, q.id));
    const body = { items: [{ item: 'signature', decision: 'resubmit', reason: 'signature_mismatch' }] };
    const refused = await api('POST', `/v1/admin-broker/kyc/${q.id}/resubmission`, broker.token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status_code).toBe(SC.caseHeldByOther);
    expect(refused.json().err_message_id).toBe(MSG.caseHeldByOther.replace('{name}', named?.fullname ?? ''));
    expect((await h.record(q.id)).statusNasabah).toBe(STATUS_NASABAH.new);

    const byHolder = await api('POST', `/v1/admin-broker/kyc/${q.id}/resubmission`, holder.token, body);
    expect(byHolder.statusCode, byHolder.body).toBe(200);
    // The request lets go of the file: nobody holds it while the customer fixes.
    expect(await h.record(q.id)).toMatchObject({ claimedBy: null, dueAt: null });
  });

  it('the KTP address is corrected in the work step without touching the work data', async () => {
    const r = await submittedParticipant();
    const asked = await api('POST', `/v1/admin-broker/kyc/${r.id}/resubmission`, broker.token, {
      items: [{ item: 'identity_address', decision: 'resubmit', reason: 'data_mismatch' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const work = h.work();
    const otherWork = await api('PUT', `/v2/kyc/customer/${r.id}`, r.customer.token, {
      ...work,
      company_name: 'PT Lain Sekali',
    });
    expect(otherWork.statusCode).toBe(409);
    expect(otherWork.json().status_code).toBe(SC.stepNotReopened);
    const address = { ...work.identity_address, address: 'Jl. Raya Soreang No. 5' };
    await h.save(r.customer.token, `/v2/kyc/customer/${r.id}`, { ...work, identity_address: address });
    const done = await h.submit(r.customer.token, r.id);
    expect(done.json()).toMatchObject({ status_code: '00' });
    const history = resubmissionHistoryReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${r.id}/resubmissions`, broker.token)).json(),
    );
    expect(history.data[0]?.items[0]?.changes).toEqual([
      { field: 'address', before: work.identity_address.address, after: 'Jl. Raya Soreang No. 5' },
    ]);
  });
});
