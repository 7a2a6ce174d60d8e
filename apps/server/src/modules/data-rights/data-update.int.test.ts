/**
 * An approved customer's data update (decision 0217), on customers who registered, submitted and
 * were approved through the real calls: with the periodic review due, the customer sends the
 * onboarding's steps 3 and 5 changed (step 2 sent unchanged is dropped); the record stays as
 * approved until a decision; the staff read before and after by the options' names; 'Selesaikan'
 * writes the steps, rates and screens the participant again and completes the review; the letters
 * over real SMTP name the request; the trail keeps digests, never the values. An update whose
 * section a correction changed meanwhile is refused, and declining it still completes the review.
 */
import {
  DAY_MS,
  dataRequestDetailReplySchema,
  MSG,
  periodicReviewCustomerReplySchema,
  periodicReviewStaffReplySchema,
  ROLES,
  SC,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { readMailFromSmtp, type SmtpCapture, startSmtpCapture, subjectOf } from '../../test/smtp-capture';
import { periodicReviewClock } from '../periodic-review/clock';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { ratingHistory } from '../risk-rating/risk-rating.service';

describe('an approved customer’s data update', () => {
  const env: Record<string, string> = {};
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
  });
  const { h, approvedParticipant, staff, api } = useReviewHarness({ env });
  beforeAll(() => readMailFromSmtp(h.t, smtp));
  afterAll(() => smtp?.close());
  const realNow = periodicReviewClock.now;
  afterEach(() => {
    periodicReviewClock.now = realNow;
  });

  /** An option of the gofx platform's list, as the step's select offers it to the customer. */
  async function option(token: string, type: string, code: string): Promise<{ id: string; label: string }> {
    const res = await api('GET', `/v2/master_data/${type}/${h.gofxId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    // The option's name sits in the field named for its type.
    const found = (res.json().data as ({ _id: string; code: string } & Record<string, string>)[]).find(
      (o) => o.code === code,
    );
    if (!found) throw new Error(`no ${type} option ${code}`);
    return { id: found._id, label: found[type] ?? '' };
  }

  /** The review of a participant made due: the clock stands ten days before its date. */
  async function reviewDue(p: Participant, token: string) {
    const res = await api('GET', `/v1/super-admin/kyc/${p.id}/periodic-review`, token);
    const due = new Date(periodicReviewStaffReplySchema.parse(res.json()).data?.due_at ?? '');
    periodicReviewClock.now = () => new Date(due.getTime() - 10 * DAY_MS);
  }
  const customerView = async (token: string) =>
    periodicReviewCustomerReplySchema.parse((await api('GET', '/v1/user/periodic-review', token)).json())
      .data;
  const schedule = async (token: string, id: string) =>
    periodicReviewStaffReplySchema.parse(
      (await api('GET', `/v1/super-admin/kyc/${id}/periodic-review`, token)).json(),
    ).data;
  const detail = async (token: string, id: string) => {
    const res = await api('GET', `/v1/super-admin/data-requests/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return dataRequestDetailReplySchema.parse(res.json()).data;
  };
  /** Staff decide a data request: 'Selesaikan' (done) or 'Tolak' (declined). */
  const decide = (token: string, id: string, outcome: 'done' | 'declined', note = '') =>
    api('POST', `/v1/super-admin/data-requests/${id}/decision`, token, { outcome, note });
  const financialOf = async (p: Participant) =>
    (await api('GET', `/v2/kyc/financial/${p.id}`, p.customer.token)).json().data.financial;
  const mailsTo = async (email: string, subject: string) => {
    await h.t.flushJobs();
    return smtp.to(email).filter((m) => subjectOf(m) === subject);
  };

  it('holds the change until a decision, shows it by name, then writes it, rates and screens again and completes the review', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const p = await approvedParticipant('7700992201', 'perubahan.data1', { fullname: 'Sari Perubahan Data' });
    await reviewDue(p, superAdmin.token);
    const token = p.customer.token;
    const lowIncome = await option(token, 'salary', 'LT_5JT');
    const bigMonthly = await option(token, 'monthly_transaction', '100JT_500JT');
    const oldSalary = (await financialOf(p)).salary_type;
    const newContact = { ...h.contact, fullname: 'Dewi Kontak Baru', phonenumber: '081377788899' };

    // Only the work step, as it is: nothing changed.
    const unchanged = await api('POST', '/v1/user/data-requests', token, {
      kind: 'update',
      changes: { employment: h.work() },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(422);
    expect(unchanged.json().err_message_id).toBe(MSG.dataUpdateNothingChanged);
    // The customer's own number as the emergency contact: the step's rule, named by the request's field.
    const own = await api('POST', '/v1/user/data-requests', token, {
      kind: 'update',
      changes: { emergency_contact: { ...newContact, phonenumber: p.customer.phonenumber } },
    });
    expect(own.statusCode, own.body).toBe(422);
    expect(own.json().error).toEqual([
      { field: 'changes.emergency_contact.phonenumber', message: MSG.contactPhoneOwn },
    ]);

    const made = await api('POST', '/v1/user/data-requests', token, {
      kind: 'update',
      changes: {
        employment: h.work(),
        financial: h.financial({ salary_type: lowIncome.id, monthly_transaction_type: bigMonthly.id }),
        emergency_contact: newContact,
      },
      note: 'Ganti pekerjaan',
    });
    expect(made.statusCode, made.body).toBe(201);
    const requestId = made.json().data._id as string;
    expect(made.json().data).toMatchObject({ kind: 'update', status: 'open' });
    expect(await customerView(token)).toMatchObject({ due: true, update_open: true, correction_open: false });
    const again = await api('POST', '/v1/user/data-requests', token, {
      kind: 'update',
      changes: { emergency_contact: { ...newContact, fullname: 'Dewi Kontak Lain' } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status_code).toBe(SC.dataRequestOpenExists);
    const [receipt] = await mailsTo(p.customer.email, MSG.dataRequestReceiptSubject);
    expect(receipt).toContain(MSG.dataRequestKindUpdate);
    expect(receipt).toContain(`${MSG.dataUpdateStepFinancial}, ${MSG.dataUpdateStepEmergencyContact}`);

    // The approved record is still in force.
    expect((await financialOf(p)).salary_type).toEqual(oldSalary);

    // The reviewer reads only what changed, options by their names; the unchanged work step is not there.
    const before = await detail(superAdmin.token, requestId);
    expect(before.record_changed).toBe(false);
    expect(before.update?.map((s) => s.step)).toEqual(['financial', 'emergency_contact']);
    expect(before.update?.[0]?.fields).toEqual([
      { field: 'salary_type', label: MSG.salaryLabel, before: oldSalary.name, after: lowIncome.label },
      {
        field: 'monthly_transaction_type',
        label: MSG.monthlyTransactionLabel,
        before: expect.any(String),
        after: bigMonthly.label,
      },
    ]);
    expect(before.update?.[1]?.fields).toEqual([
      {
        field: 'fullname',
        label: MSG.contactFullnameLabel,
        before: h.contact.fullname,
        after: 'Dewi Kontak Baru',
      },
      {
        field: 'phonenumber',
        label: MSG.contactPhoneLabel,
        before: h.contact.phonenumber,
        after: '081377788899',
      },
    ]);

    const ratingsBefore = (await ratingHistory(h.t.db, p.id)).length;
    // In the trail's order: without it, PostgreSQL may return the rows in any order.
    const screensOf = () =>
      h.t.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'screening.screen'), eq(auditLog.targetId, p.id)))
        .orderBy(auditLog.seq);
    const screensBefore = (await screensOf()).length;
    const decided = await decide(superAdmin.token, requestId, 'done');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(dataRequestDetailReplySchema.parse(decided.json()).data).toMatchObject({
      status: 'done',
      record_changed: false,
    });

    // Written as the steps write it, rated again, the review complete.
    const after = await financialOf(p);
    expect(after.salary_type.data_id).toBe(lowIncome.id);
    expect(after.monthly_transaction_type.data_id).toBe(bigMonthly.id);
    const contact = (await api('GET', `/v2/kyc/emergency_contact/${p.id}`, token)).json().data
      .emergency_contact;
    expect(contact).toMatchObject({ fullname: 'Dewi Kontak Baru', phonenumber: '081377788899' });
    const ratings = await ratingHistory(h.t.db, p.id);
    expect(ratings.length).toBe(ratingsBefore + 1);
    expect(ratings[0]?.trigger).toBe('update');
    // Screened again against the lists, as every change of an approved record is.
    const screens = await screensOf();
    expect(screens.length).toBe(screensBefore + 1);
    expect(screens.at(-1)?.details).toMatchObject({ trigger: 'correction' });
    expect(await schedule(superAdmin.token, p.id)).toMatchObject({ due: false, last_outcome: 'update' });
    expect(await customerView(token)).toMatchObject({ due: false, update_open: false });
    const [done] = await mailsTo(p.customer.email, MSG.dataRequestDoneSubject);
    expect(done).toContain(MSG.dataRequestKindUpdate);

    // The trail names the steps and keeps digests: no value of the customer's.
    const trail = await h.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'data_request'), eq(auditLog.targetId, requestId)));
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining(['data_request.create', 'data_request.view', 'data_request.decide']),
    );
    expect(trail.find((r) => r.action === 'data_request.decide')?.details).toMatchObject({
      kind: 'update',
      applied: true,
      kyc_customer_id: p.id,
      steps: ['financial', 'emergency_contact'],
    });
    expect(JSON.stringify(trail)).not.toMatch(/Dewi|081377788899/);
  });

  it('refuses an update whose section a correction changed meanwhile; declining it completes the review', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const p = await approvedParticipant('7700992202', 'perubahan.data2', {
      fullname: 'Rina Perubahan Alamat',
    });
    await reviewDue(p, superAdmin.token);
    const token = p.customer.token;
    const moved = h.work({
      company_name: 'PT Sumber Rejeki',
      identity_address: { ...h.work().identity_address, address: 'Jl. Kenanga No. 8' },
    });
    const made = await api('POST', '/v1/user/data-requests', token, {
      kind: 'update',
      changes: { employment: moved },
    });
    expect(made.statusCode, made.body).toBe(201);
    const updateId = made.json().data._id as string;
    const shown = await detail(superAdmin.token, updateId);
    expect(shown.update?.[0]?.fields.map((f) => f.label)).toEqual([MSG.companyNameLabel, MSG.addressLabel]);

    // A correction of the KTP street, decided first, changes the section the update was sent against.
    const correction = await api('POST', '/v1/user/data-requests', token, {
      kind: 'correction',
      field: 'identity_address.address',
      requested_value: 'Jl. Mawar No. 3',
    });
    expect(correction.statusCode, correction.body).toBe(201);
    const corrected = await decide(superAdmin.token, correction.json().data._id, 'done');
    expect(corrected.statusCode, corrected.body).toBe(200);
    // The correction completed the due review; a new one comes due for the update's decision.
    await reviewDue(p, superAdmin.token);

    expect((await detail(superAdmin.token, updateId)).record_changed).toBe(true);
    const refused = await decide(superAdmin.token, updateId, 'done');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: SC.dataUpdateRecordChanged,
      err_message_id: MSG.dataUpdateRecordChanged,
    });
    const record = await api('GET', `/v2/kyc/customer/platform/${h.gofxId}`, token);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data.employment.company_name).not.toBe('PT Sumber Rejeki');
    expect(record.json().data.customer.identity_address.address).toBe('Jl. Mawar No. 3');
    expect((await detail(superAdmin.token, updateId)).status).toBe('open');

    const declined = await decide(
      superAdmin.token,
      updateId,
      'declined',
      'Alamat KTP sudah dikoreksi; mohon ajukan perubahan pekerjaan kembali.',
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await schedule(superAdmin.token, p.id)).toMatchObject({ last_outcome: 'update' });
  });
});
