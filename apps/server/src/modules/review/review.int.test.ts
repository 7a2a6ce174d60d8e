/**
 * The review as a compliance officer walks it, on participants who registered and submitted
 * through the real calls: lists and totals, the detail read with names, and what each action does
 * to the customer (their screen, their mail, their login), with the audit row it leaves.
 */
import {
  customerDetailReplySchema,
  DAY_MS,
  kycDetailReplySchema,
  kycListReplySchema,
  MSG,
  ROLES,
  reviewActionReplySchema,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, fourEyesProposals, jobs } from '../../db/schema';
import { attachmentForm } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from './testing/review-harness';

const REASON = 'Foto KTP buram dan tanda tangan tidak sesuai dengan KTP, mohon unggah ulang.';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const REGION_CODE = /\b\d{2}\.\d{2}(\.\d{2})?\b/;

describe('back-office review', () => {
  const { h, submittedParticipant, approvedParticipant, staff, api, readyForApproval } = useReviewHarness();

  /** A second broker admin approves the pending proposal of this kind (four eyes, decision 0111). */
  async function approvePending(customerId: string, kind: string, checkerToken: string) {
    const [pending] = await h.t.db
      .select()
      .from(fourEyesProposals)
      .where(
        and(
          eq(fourEyesProposals.customerId, customerId),
          eq(fourEyesProposals.status, 'pending'),
          eq(fourEyesProposals.kind, kind as 'blacklist'),
        ),
      );
    const res = await api('POST', `/v1/admin-broker/proposals/${pending?.id}/approve`, checkerToken, {});
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Blacklisted by two people: this broker proposes, a second approves. */
  async function blacklistByTwo(customerId: string, makerToken: string) {
    const res = await api('PUT', `/v1/admin-broker/kyc/block/${customerId}`, makerToken, {
      description: REASON,
    });
    expect(res.statusCode, res.body).toBe(200);
    await approvePending(customerId, 'blacklist', (await staff(ROLES.brokerAdmin)).token);
  }

  it('lists a submitted participant as new, counts it, and pages and filters the list', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const list = await api(
      'GET',
      '/v1/admin-broker/kyc/customers/all?status=2&offset=0&limit=10',
      broker.token,
    );
    expect(list.statusCode, list.body).toBe(200);
    const body = kycListReplySchema.parse(list.json());
    const row = body.data.customers.find((c) => c._id === p.id);
    expect(row).toMatchObject({
      fullname: p.customer.fullname,
      ktp_no: p.ktp_no,
      phonenumber: p.customer.phonenumber,
      app_name: 'gofx',
      status_nasabah: STATUS_NASABAH.new,
      video_status: 'new',
      bank: { bank_code: '037', name: 'Bank Artha Graha' },
    });
    expect(body.data.total).toBeGreaterThanOrEqual(1);

    const total = await api('GET', '/v1/admin-broker/kyc/total?status=2', broker.token);
    expect(total.json().data.total).toBe(body.data.total);

    // Paging: offset past the end is an empty page with the same total.
    const past = kycListReplySchema.parse(
      (
        await api(
          'GET',
          `/v1/admin-broker/kyc/customers/all?status=2&offset=${body.data.total}&limit=10`,
          broker.token,
        )
      ).json(),
    );
    expect(past.data.customers).toEqual([]);
    expect(past.data.total).toBe(body.data.total);

    // The platform filter and the registration-date filter.
    const jafets = kycListReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/customers/${h.jafetsId}?status=2`, broker.token)).json(),
    );
    expect(jafets.data.customers.map((c) => c._id)).not.toContain(p.id);
    const yesterday = new Date(Date.now() - 2 * DAY_MS + 7 * 3600_000).toISOString().slice(0, 10);
    const old = kycListReplySchema.parse(
      (
        await api(
          'GET',
          `/v1/admin-broker/kyc/customers/all?status=2&start_date=2020-01-01&end_date=${yesterday}`,
          broker.token,
        )
      ).json(),
    );
    expect(old.data.customers.map((c) => c._id)).not.toContain(p.id);
    const future = await api(
      'GET',
      '/v1/admin-broker/kyc/customers/all?status=2&end_date=2999-01-01',
      broker.token,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().err_message_id).toBe(MSG.filterDateNotFuture);
  });

  it('pages through the whole list in order, the pages past the middle read from the other end', async () => {
    for (let i = 0; i < 4; i++) await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const page = async (offset: number, limit: number) =>
      kycListReplySchema.parse(
        (
          await api(
            'GET',
            `/v1/admin-broker/kyc/customers/all?status=2&offset=${offset}&limit=${limit}`,
            broker.token,
          )
        ).json(),
      ).data;
    const all = await page(0, 100);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 3)
      paged.push(...(await page(offset, 3)).customers.map((c) => c._id));
    expect(paged).toEqual(all.customers.map((c) => c._id));
    const dates = all.customers.map((c) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows the detail with names, never master-data ids or region codes, and the actions the role may take', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const res = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    const d = kycDetailReplySchema.parse(res.json()).data.customer;
    expect(d.gender_type?.name).toBe('Perempuan');
    expect(d.religion_type?.name).toBe('Islam');
    expect(d.identity_address.regency_type?.name).toBe('Kabupaten Bandung');
    expect(d.identity_address.village_type?.name).toBe('Sangkanhurip');
    expect(d.occupation_type?.name).toBe('Pilihan occupation');
    expect(d.company_name).toBe('PT Sinar Nusantara');
    expect(d.date_of_birth_text).toBe('14 Februari 1991');
    expect(d.attachment.ktp).toMatch(/^kyc\//);
    // What a person reads: no UUID and no bare region code in any text.
    const texts = [
      d.gender_type?.name,
      d.religion_type?.name,
      d.marriage_type?.name,
      d.education_type?.name,
      d.occupation_type?.name,
      d.industrial_type?.name,
      d.position_type?.name,
      d.identity_address.line,
      d.date_of_birth_text,
    ].join(' | ');
    expect(texts).not.toMatch(UUID);
    expect(texts).not.toMatch(REGION_CODE);
    expect(d.allowed_actions).toEqual(['reject', 'approve', 'request_resubmission']);
    const viewer = await staff(ROLES.brokerViewer);
    const asViewer = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, viewer.token)).json(),
    );
    expect(asViewer.data.customer.allowed_actions).toEqual(['reject', 'approve', 'request_resubmission']);
    const superAdmin = await staff(ROLES.superAdmin);
    const asSuper = kycDetailReplySchema.parse(
      (await api('GET', `/v1/super-admin/kyc/detail/${p.id}`, superAdmin.token)).json(),
    );
    expect(asSuper.data.customer.allowed_actions).toEqual([]);
  });

  it('flags the same person registered on the other platform, and a blacklisted match', async () => {
    // Named apart: once blacklisted they are on Kilau's own list, which the other tests' participants
    // must not resemble.
    const p = await submittedParticipant({ fullname: 'Hendrikus Wattimury', dateOfBirth: '1966-06-06' });
    // The same customer opens a record on jafets too (their KTP is theirs on both platforms).
    const second = await h.register(
      p.customer.token,
      { ktp_no: p.ktp_no, date_of_birth: '1966-06-06' },
      {
        platform_id: h.jafetsId,
        fullname: p.customer.fullname,
      },
    );
    await fillAndSubmit(
      h,
      p.customer.token,
      second,
      { ktp_no: p.ktp_no, date_of_birth: '1966-06-06' },
      {
        fullname: p.customer.fullname,
        jafets: true,
      },
    );
    const broker = await staff(ROLES.brokerAdmin);
    // Approve then blacklist the gofx record; the jafets one must show the blacklisted match.
    await readyForApproval(broker.token, p.id);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'rina.duplikat',
      password: 'Trading#2026',
      account_no: '8800123499',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await blacklistByTwo(p.id, broker.token);
    const d = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/detail/${second}`, broker.token)).json(),
    ).data.customer;
    const kinds = d.duplicates
      .filter((x) => x.customer_id === p.id)
      .map((x) => x.kind)
      .sort();
    expect(kinds).toEqual(['email', 'nik', 'phone']);
    expect(d.duplicates.every((x) => x.blacklisted)).toBe(true);
  });

  it('approves: the trading password is stored only as a hash and mailed as a one-time link; the customer is approved; one audit row', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    await readyForApproval(broker.token, p.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'rina.trading',
      password: 'Trading#2026',
      account_no: '8800123456',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = reviewActionReplySchema.parse(res.json());
    const row = await h.record(p.id);
    expect(row).toMatchObject({
      state: 'approved',
      statusNasabah: STATUS_NASABAH.accepted,
      tradeAccountNo: '8800123456',
    });
    expect(row.tradePasswordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('Trading#2026');
    const mail = await h.t.lastMessageTo(p.customer.email);
    expect(mail?.subject).toBe(MSG.approvalEmailSubject);
    // The mail names the account and links to the one-time view; the password is in no mail and
    // no job row (decision 0090; credential-reveal.int.test.ts opens the link).
    expect(mail?.text).not.toContain('Trading#2026');
    expect(mail?.text).toContain('8800123456');
    expect(mail?.text).toMatch(/\/sandi-akun\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).toContain('/welcome');
    expect(JSON.stringify(await h.t.db.select().from(jobs))).not.toContain('Trading#2026');
    const audits = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'kyc.approve')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ id: reply.activity_id, actorId: broker.id, actorType: 'staff' });
    expect(JSON.stringify(audits[0]?.details)).not.toContain('Trading#2026');
    // The customer's own view: approved.
    const mine = customerDetailReplySchema.parse(
      (await api('GET', `/v2/kyc/customer/platform/${h.gofxId}`, p.customer.token)).json(),
    );
    expect(mine.data.customer).toMatchObject({ state: 'approved', status_nasabah: 4, description: null });
    // The download menu's forms, now that the participant is registered: real PDFs with names.
    const pdf = await api('GET', `/v1/admin-broker/kyc/print/amanah/${p.id}`, broker.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A second approve is not possible: it is no longer new.
    const again = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'rina.trading',
      password: 'Trading#2026',
      account_no: '8800123456',
    });
    expect(again.json()).toMatchObject({ status_code: 2011, err_message_id: MSG.newParticipantInvalid });
    // The number names one customer at the exchange and the bank: another participant cannot get it.
    const other = await submittedParticipant();
    // Ready as any approval is, so that what refuses it is the number (decision 0131).
    await readyForApproval(broker.token, other.id);
    const taken = await api('PATCH', `/v1/admin-broker/kyc/approve/${other.id}`, broker.token, {
      nasabah_id: other.id,
      username: 'lain.trading',
      password: 'Trading#2026',
      account_no: '8800123456',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ err_message_id: MSG.tradeAccountNoTaken });
    expect((await h.record(other.id)).statusNasabah).toBe(STATUS_NASABAH.new);
  });

  it('rejects with a reason the customer reads; the customer fixes a step and resubmits; the reason is cleared', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const short = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: 'kurang',
    });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(MSG.reasonMin);
    const res = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: REASON,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status_code).toBe('00');
    expect((await h.t.lastMessageTo(p.customer.email))?.text).toContain(REASON);

    const mine = customerDetailReplySchema.parse(
      (await api('GET', `/v2/kyc/customer/platform/${h.gofxId}`, p.customer.token)).json(),
    );
    expect(mine.data.customer).toMatchObject({ state: 'reject', status_nasabah: 5, description: REASON });
    const rejected = kycListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/customers/all?state=reject', broker.token)).json(),
    );
    expect(rejected.data.customers.find((c) => c._id === p.id)?.description).toBe(REASON);

    // The customer fixes the attachment (a new KTP photo) and submits again.
    const saved = (await h.record(p.id)).attachment;
    const ktp = await h.uploadPng(p.customer.token, p.id, 'ktp');
    const files = { photo: saved.photo, photo_with_ktp: saved.photo_with_ktp, signature: saved.signature };
    await h.save(
      p.customer.token,
      `/v2/kyc/attachment/${p.id}`,
      attachmentForm({
        ...(files as Record<string, string>),
        statement_video: String(saved.statement_video),
        ktp,
      }),
    );
    const again = await h.submit(p.customer.token, p.id);
    expect(again.json()).toMatchObject({ status_code: '00' });
    expect(await h.record(p.id)).toMatchObject({ state: 'submitted', statusNasabah: 2, description: null });
    // Back in the new list, and the reject stays in the audit trail.
    const news = kycListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/customers/all?status=2', broker.token)).json(),
    );
    expect(news.data.customers.map((c) => c._id)).toContain(p.id);
    const audit = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'kyc.reject')));
    expect(audit[0]?.details).toMatchObject({ description: REASON, status_nasabah: 5 });
  });

  it('blacklists: the customer is logged out and their login answers 2023; unblacklist lets them in again', async () => {
    const p = await approvedParticipant('8800123457', 'rina.blacklist', {
      fullname: 'Yosefina Rumbiak',
      dateOfBirth: '1959-10-10',
    });
    const { broker } = p;
    const viewer = await staff(ROLES.brokerViewer);
    const denied = await api('PUT', `/v1/admin-broker/kyc/block/${p.id}`, viewer.token, {
      description: REASON,
    });
    expect(denied.statusCode).toBe(403);

    // Four eyes (decision 0111): the call proposes; the customer is untouched until a second
    // person approves.
    const res = await api('PUT', `/v1/admin-broker/kyc/block/${p.id}`, broker.token, { description: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
    const checker = await staff(ROLES.brokerAdmin);
    await approvePending(p.id, 'blacklist', checker.token);
    const session = await api('GET', `/v2/kyc/customer/platform/${h.gofxId}`, p.customer.token);
    expect(session.statusCode).toBe(401);
    const login = await api('POST', '/v2/user/auth', undefined, {
      email: p.customer.email,
      password: p.customer.password,
    });
    expect(login.json()).toMatchObject({ status_code: SC.loginBlocked });
    const blacklist = kycListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/kyc/customers/all?status=6', broker.token)).json(),
    );
    expect(blacklist.data.customers.find((c) => c._id === p.id)?.description).toBe(REASON);

    const un = await api('PUT', `/v1/admin-broker/kyc/unblock/${p.id}`, broker.token);
    expect(un.statusCode, un.body).toBe(200);
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.blacklisted);
    await approvePending(p.id, 'unblacklist', checker.token);
    expect(await h.record(p.id)).toMatchObject({ statusNasabah: STATUS_NASABAH.accepted, state: 'approved' });
    const back = await api('POST', '/v2/user/auth', undefined, {
      email: p.customer.email,
      password: p.customer.password,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('adds the browser location to an activity as a new audit row, only for the staff who did it', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const other = await staff(ROLES.brokerAdmin);
    const res = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: REASON,
    });
    const activityId = reviewActionReplySchema.parse(res.json()).activity_id;
    const hint = { city: 'Jakarta', latitude: -6.2, longitude: 106.8, userIP: '203.0.113.9' };
    expect((await api('PUT', `/v1/admin-broker/activity/${activityId}`, other.token, hint)).statusCode).toBe(
      404,
    );
    const ok = await api('PUT', `/v1/admin-broker/activity/${activityId}`, broker.token, hint);
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await h.t.db.select().from(auditLog).where(eq(auditLog.targetId, activityId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'kyc.location_hint', actorId: broker.id });
    expect(rows[0]?.details).toMatchObject({ hint: { city: 'Jakarta' } });
    // The activity row itself is unchanged.
    const [activity] = await h.t.db.select().from(auditLog).where(eq(auditLog.id, activityId));
    expect(activity?.details).not.toHaveProperty('hint');
  });
});
