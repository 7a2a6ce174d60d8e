/**
 * The periodic review of a participant's data (decision 0194), on customers who registered,
 * submitted and were approved through the real calls: the due date follows the level under the
 * active model; the daily job, with its clock moved, mails the 30-day and then the 7-day reminder
 * once each over real SMTP, marks the review overdue and sends the signed event once to the
 * exchange of the participant's platform only (not another platform's, not the bank partner);
 * the customer confirms and the next cycle starts; a correction decided while a review is due
 * completes it. The bank's staff are refused the queue
 * and no customer call or partner event names a level.
 */
import {
  DAY_MS,
  MSG,
  periodicReviewCustomerReplySchema,
  periodicReviewStaffReplySchema,
  periodicReviewsReplySchema,
  ROLES,
  riskReplySchema,
  SC,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, periodicReviews } from '../../db/schema';
import { readMailFromSmtp, type SmtpCapture, startSmtpCapture, subjectOf } from '../../test/smtp-capture';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { type Receiver, startReceiver } from '../webhooks/testing/receiver';
import { periodicReviewClock } from './clock';
import { runDailyReview } from './periodic-review.service';

/** What would tell the customer or a partner the rating. */
const LEVEL_WORDS = /rendah|menengah|tinggi|risk|risiko/i;
let accountSeq = 0;

function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

describe('the periodic review of a participant’s data', () => {
  const env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32' };
  let smtp: SmtpCapture;
  let receiver: Receiver;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
    receiver = await startReceiver();
  });
  const { h, submittedParticipant, approvedParticipant, staff, api, readyForApproval } = useReviewHarness({
    env,
  });
  // The mail crosses a real SMTP server (the registration's activation mail too).
  beforeAll(() => readMailFromSmtp(h.t, smtp));
  afterAll(async () => {
    await smtp?.close();
    await receiver?.close();
  });
  const realNow = periodicReviewClock.now;
  afterEach(() => {
    periodicReviewClock.now = realNow;
  });
  const standAt = (at: Date) => {
    periodicReviewClock.now = () => at;
  };
  const mailsTo = async (email: string, subject: string) => {
    await h.t.flushJobs();
    return smtp.to(email).filter((m) => subjectOf(m) === subject);
  };

  async function approve(p: Participant, token: string) {
    accountSeq += 1;
    await readyForApproval(token, p.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, token, {
      nasabah_id: p.id,
      username: `pengkinian.uji${accountSeq}`,
      password: 'Trading#2026',
      account_no: `77009911${String(accountSeq).padStart(2, '0')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function schedule(token: string, id: string, prefix = 'admin-broker') {
    const res = await api('GET', `/v1/${prefix}/kyc/${id}/periodic-review`, token);
    expect(res.statusCode, res.body).toBe(200);
    return periodicReviewStaffReplySchema.parse(res.json()).data;
  }

  async function customerView(token: string) {
    const res = await api('GET', '/v1/user/periodic-review', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(LEVEL_WORDS);
    return periodicReviewCustomerReplySchema.parse(res.json()).data;
  }

  async function queue(token: string, query = '', prefix = 'admin-broker') {
    const res = await api('GET', `/v1/${prefix}/periodic-reviews${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return periodicReviewsReplySchema.parse(res.json()).data;
  }

  /** The participant's exchange's endpoint, subscribed to the overdue event, made by the super admin. */
  async function exchangeEndpoint(superToken: string, platform: 'gofx' | 'jafets', name: string) {
    const partner = await createIntegrationPartner(h.t.db, name, { kind: 'exchange', platform });
    const res = await api('POST', `/v1/super-admin/integrations/${partner.id}/endpoints`, superToken, {
      url: `${receiver.origin}/${platform}`,
      description: `Penerima ${name}`,
      event_types: ['participant.review_overdue'],
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  const eventsAt = (path: string) =>
    receiver.received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body) as { type: string; data: { participant_id: string } });

  it('sets the due date by level, reminds at 30 and 7 days once each, marks overdue with one event to the right exchange, and takes the confirmation', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const bank = await staff(ROLES.bankAdmin);
    const approver = await staff(ROLES.brokerAdmin);
    await exchangeEndpoint(superAdmin.token, 'gofx', 'Bursa Gofx Pengkinian');
    await exchangeEndpoint(superAdmin.token, 'jafets', 'Bursa Jafets Pengkinian');
    // The participants' bank (037) as a partner, subscribed too: the schedule is not a bank's fact.
    const bankPartner = await createIntegrationPartner(h.t.db, 'Bank Artha Pengkinian', {
      kind: 'bank',
      bank: '037',
    });
    const bankEndpoint = await api(
      'POST',
      `/v1/super-admin/integrations/${bankPartner.id}/endpoints`,
      superAdmin.token,
      {
        url: `${receiver.origin}/bank`,
        description: 'Penerima bank',
        event_types: ['participant.review_overdue', 'participant.approved'],
      },
    );
    expect(bankEndpoint.statusCode, bankEndpoint.body).toBe(201);

    // Two participants, approved: one on gofx, one on jafets (a jafets file the gofx broker never sees).
    const p = await submittedParticipant({ fullname: 'Sulastri Pengkinian' });
    const other = await submittedParticipant({ fullname: 'Hendra Pengkinian', platform: 'jafets' });
    const approvedFrom = Date.now();
    await approve(p, approver.token);
    await approve(other, approver.token);
    const approvedTo = Date.now();

    // The due date: the approval plus the active model's months of the participant's level.
    const risk = riskReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token)).json(),
    );
    const level = risk.data.current?.level;
    expect(level).toBeDefined();
    const months = { rendah: 36, menengah: 24, tinggi: 12 }[level ?? 'tinggi'];
    const first = await schedule(broker.token, p.id);
    expect(first).toMatchObject({ due: false, overdue: false, last_completed_at: null });
    const due = new Date(first?.due_at ?? '');
    expect(due.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(approvedFrom - 1000), months).getTime());
    expect(due.getTime()).toBeLessThanOrEqual(addMonths(new Date(approvedTo + 1000), months).getTime());
    // The customer sees nothing due, and no date that would tell the level.
    expect(await customerView(p.customer.token)).toEqual({
      due: false,
      due_at: null,
      overdue: false,
      correction_open: false,
      update_open: false,
    });
    // The bank's staff: refused the queue and the schedule.
    expect((await api('GET', '/v1/admin-broker/periodic-reviews', bank.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/admin-bank/periodic-reviews', bank.token)).statusCode).toBe(404);
    expect((await api('GET', `/v1/admin-broker/kyc/${p.id}/periodic-review`, bank.token)).statusCode).toBe(
      403,
    );
    // Not due yet: not in the queue; every scheduled review is, with its date.
    expect((await queue(broker.token)).reviews.map((r) => r._id)).not.toContain(p.id);
    const scheduled = await queue(broker.token, '?state=all');
    expect(scheduled.reviews.find((r) => r._id === p.id)?.due_at).toBe(first?.due_at);
    expect(scheduled.reviews.map((r) => r._id)).not.toContain(other.id);
    expect((await queue(superAdmin.token, '?state=all', 'super-admin')).reviews.map((r) => r._id)).toEqual(
      expect.arrayContaining([p.id, other.id]),
    );
    const refused = await api('GET', '/v1/admin-broker/periodic-reviews?state=nanti', broker.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(MSG.periodicReviewsStateInvalid);

    // 29 days before: the job, through the queue, sends the 30-day reminder; a second round nothing.
    standAt(new Date(due.getTime() - 29 * DAY_MS));
    await h.t.app.jobs.enqueue('review.periodic', {});
    await h.t.flushJobs();
    await runDailyReview(h.t.app);
    const thirty = await mailsTo(p.customer.email, MSG.periodicReviewMailSubject30);
    expect(thirty).toHaveLength(1);
    expect(thirty[0]).toContain('/pengkinian-data');
    expect(thirty[0]).not.toMatch(/rendah|menengah|tinggi|risiko/i);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject7)).toHaveLength(0);
    // Now due: the customer sees it with its date; the broker's queue lists it.
    expect(await customerView(p.customer.token)).toMatchObject({
      due: true,
      due_at: first?.due_at,
      overdue: false,
    });
    const dueQueue = await queue(broker.token);
    expect(dueQueue.reviews.find((r) => r._id === p.id)).toMatchObject({
      overdue: false,
      platform: expect.any(String),
    });
    expect(dueQueue.reviews.find((r) => r._id === p.id)?.reminded_30_at).not.toBeNull();

    // 6 days before: the 7-day reminder, once.
    standAt(new Date(due.getTime() - 6 * DAY_MS));
    await runDailyReview(h.t.app);
    await runDailyReview(h.t.app);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject7)).toHaveLength(1);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject30)).toHaveLength(1);

    // A day past due: overdue, and the gofx exchange hears it once; the jafets one never about p.
    standAt(new Date(due.getTime() + DAY_MS));
    await runDailyReview(h.t.app);
    await runDailyReview(h.t.app);
    await h.t.flushJobs();
    const gofxEvents = eventsAt('/gofx').filter((e) => e.data.participant_id === p.id);
    expect(gofxEvents.map((e) => e.type)).toEqual(['participant.review_overdue']);
    expect(eventsAt('/jafets').some((e) => e.data.participant_id === p.id)).toBe(false);
    // The bank heard the approval (the premise: it listens for p) and nothing of the review.
    const bankTypes = eventsAt('/bank')
      .filter((e) => e.data.participant_id === p.id)
      .map((e) => e.type);
    expect(bankTypes).toContain('participant.approved');
    expect(bankTypes).not.toContain('participant.review_overdue');
    const raw = receiver.received
      .filter((r) => r.path === '/gofx')
      .map((r) => r.body)
      .join('\n');
    expect(raw).not.toMatch(LEVEL_WORDS);
    expect(await schedule(broker.token, p.id)).toMatchObject({ due: true, overdue: true });
    const overdueQueue = await queue(broker.token, '?state=overdue');
    expect(overdueQueue.reviews.map((r) => r._id)).toContain(p.id);
    expect(overdueQueue.overdue).toBeGreaterThanOrEqual(1);
    expect(await customerView(p.customer.token)).toMatchObject({ due: true, overdue: true });

    // The customer confirms: done, and the next cycle runs from now by the same level.
    const confirmedAt = new Date(due.getTime() + DAY_MS);
    const confirmed = await api('POST', '/v1/user/periodic-review/confirm', p.customer.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(MSG.periodicReviewConfirmed);
    const next = await schedule(broker.token, p.id);
    expect(next).toMatchObject({ due: false, overdue: false, last_outcome: 'confirmed' });
    expect(next?.last_completed_at).toBe(confirmedAt.toISOString());
    expect(next?.due_at).toBe(addMonths(confirmedAt, months).toISOString());
    expect(await customerView(p.customer.token)).toMatchObject({ due: false, due_at: null });
    expect((await queue(broker.token, '?state=overdue')).reviews.map((r) => r._id)).not.toContain(p.id);
    // The participant's timeline names the confirmation to the broker; the bank's staff do not read it.
    const timeline = await api('GET', `/v1/admin-broker/kyc/${p.id}/timeline`, broker.token);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.body).toContain(MSG.tlPeriodicReviewConfirm);
    const bankTimeline = await api('GET', `/v1/admin-bank/kyc/${p.id}/timeline`, bank.token);
    expect(bankTimeline.body).not.toContain(MSG.tlPeriodicReviewConfirm);
    const again = await api('POST', '/v1/user/periodic-review/confirm', p.customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status_code: SC.periodicReviewNotDue,
      err_message_id: MSG.periodicReviewNotDue,
    });
    // Later rounds send nothing more for the old cycle.
    await runDailyReview(h.t.app);
    await h.t.flushJobs();
    expect(eventsAt('/gofx').filter((e) => e.data.participant_id === p.id)).toHaveLength(1);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject7)).toHaveLength(1);
  });

  it('completes a due review when the customer’s correction request is decided', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const p = await approvedParticipant('7700991201', 'pengkinian.koreksi', {
      fullname: 'Wulan Koreksi Pengkinian',
    });
    const first = await schedule(superAdmin.token, p.id, 'super-admin');
    const due = new Date(first?.due_at ?? '');
    standAt(new Date(due.getTime() - 10 * DAY_MS));
    expect(await customerView(p.customer.token)).toMatchObject({ due: true, correction_open: false });

    const made = await api('POST', '/v1/user/data-requests', p.customer.token, {
      kind: 'correction',
      field: 'identity_address.address',
      requested_value: 'Jl. Melati No. 12',
      note: 'Pindah rumah',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await customerView(p.customer.token)).toMatchObject({ due: true, correction_open: true });
    const decided = await api(
      'POST',
      `/v1/super-admin/data-requests/${made.json().data._id}/decision`,
      superAdmin.token,
      {
        outcome: 'done',
        note: '',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await schedule(superAdmin.token, p.id, 'super-admin')).toMatchObject({
      due: false,
      last_outcome: 'correction',
    });
    expect(await customerView(p.customer.token)).toMatchObject({ due: false });
  });

  it('moves the due date forward when the level rises, and reminds in the new window', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const p = await approvedParticipant('7700991202', 'pengkinian.naik', {
      fullname: 'Yanti Naik Pengkinian',
    });
    const { broker } = p;
    const other = await submittedParticipant({ fullname: 'Rudi Sama Pengkinian', female: false });
    const levelOf = async () =>
      riskReplySchema.parse((await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token)).json()).data
        .current?.level;
    expect(await levelOf()).toBe('rendah');
    const before = await schedule(broker.token, p.id);
    const started = addMonths(new Date(before?.due_at ?? ''), -36);

    // A correction writes another person's NIK into her record: a shared identity, rated again.
    const made = await api('POST', '/v1/user/data-requests', p.customer.token, {
      kind: 'correction',
      field: 'personal.ktp_no',
      requested_value: other.ktp_no,
    });
    expect(made.statusCode, made.body).toBe(201);
    const decided = await api(
      'POST',
      `/v1/super-admin/data-requests/${made.json().data._id}/decision`,
      superAdmin.token,
      { outcome: 'done', note: '' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await levelOf()).toBe('menengah');
    // Not due when it was decided: the correction completed nothing; the date follows the level.
    const after = await schedule(broker.token, p.id);
    expect(after).toMatchObject({ last_completed_at: null });
    expect(after?.due_at).toBe(addMonths(started, 24).toISOString());

    // The new window's 30-day reminder goes out.
    standAt(new Date(new Date(after?.due_at ?? '').getTime() - 20 * DAY_MS));
    await runDailyReview(h.t.app);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject30)).toHaveLength(1);
  });

  it('gives a reminder that could not be queued back to the next round, which sends it once', async () => {
    const p = await approvedParticipant('7700991203', 'pengkinian.antre', {
      fullname: 'Wulan Antre Pengkinian',
    });
    const { broker } = p;
    const due = new Date((await schedule(broker.token, p.id))?.due_at ?? '');
    standAt(new Date(due.getTime() - 29 * DAY_MS));

    // The mail queue is down for this round (Redis or the database refusing the job).
    const down = new Error('antrean surat tidak tersedia');
    const app = h.t.app;
    const failingQueue: typeof app.notifications = Object.create(app.notifications);
    failingQueue.email = () => Promise.reject(down);
    const deps = { db: app.db, audit: app.audit, config: app.config, log: app.log };
    await expect(runDailyReview({ ...deps, notifications: failingQueue })).rejects.toBe(down);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject30)).toHaveLength(0);
    const waiting = (await queue(broker.token)).reviews.find((r) => r._id === p.id);
    expect(waiting?.reminded_30_at).toBeNull();

    // The next round sends it, once.
    await runDailyReview(h.t.app);
    await runDailyReview(h.t.app);
    expect(await mailsTo(p.customer.email, MSG.periodicReviewMailSubject30)).toHaveLength(1);
  });

  it('gives participants approved before the periodic review existed a cycle from their approval, at start-up', async () => {
    const p = await approvedParticipant('7700991204', 'pengkinian.lama', {
      fullname: 'Bambang Lama Pengkinian',
    });
    const { broker } = p;
    const [approval] = await h.t.db
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.approve'), eq(auditLog.targetId, p.id)));
    // An older database: the approval happened, its cycle was never started.
    await h.t.db.delete(periodicReviews).where(eq(periodicReviews.customerId, p.id));
    expect(await schedule(broker.token, p.id)).toBeNull();
    // The start-up backfill, through the queue, starts it at the approval; run again, nothing more.
    await h.t.app.jobs.enqueue('review.start-cycles', {});
    await h.t.flushJobs();
    await h.t.app.jobs.enqueue('review.start-cycles', {});
    await h.t.flushJobs();
    const level = riskReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token)).json(),
    ).data.current?.level;
    const months = { rendah: 36, menengah: 24, tinggi: 12 }[level ?? 'tinggi'];
    expect((await schedule(broker.token, p.id))?.due_at).toBe(
      addMonths(approval?.at ?? new Date(0), months).toISOString(),
    );
    const rows = await h.t.db.select().from(periodicReviews).where(eq(periodicReviews.customerId, p.id));
    expect(rows).toHaveLength(1);
  });
});
