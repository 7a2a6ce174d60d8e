/**
 * A report's deadline reminders (decision 0213), over a real SMTP server: a participant approved
 * through the real calls, a cash day sent by the exchange's partner, the case closed as not
 * suspicious by two compliance officers, which drafts the LTKT the cash still owes. Then the
 * hourly round, its clock set around the report's deadline: every active compliance officer with
 * an e-mail gets one mail when a working day or less is left and one once it has passed, each
 * once however often the round runs; nobody else gets one; the mail names the report and never
 * the customer; a report recorded as sent to PPATK is reminded of no more.
 */
import { DAY_MS, HOUR_MS, MSG, ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppatkReports, staffUsers } from '../../db/schema';
import { readMailFromSmtp, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import {
  decideOpenCase,
  recentTuesday,
  reportCashDay,
} from '../transaction-monitoring/testing/monitoring-fixtures';
import { reminderDue, reportRemindersClock, runReportReminders } from './deadline-reminders';

const ACCOUNT = '8800777601';

describe('the deadline reminders of a report to PPATK', () => {
  const env: Record<string, string> = { GOAML_RENTITY_ID: '1000123' };
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env.SMTP_URL = smtp.url;
  });
  const { h, approvedParticipant, staff, api } = useReviewHarness({ env });
  beforeAll(() => readMailFromSmtp(h.t, smtp));
  afterAll(async () => {
    await smtp?.close();
    reportRemindersClock.now = () => new Date();
  });
  /** One round at `at`, the hourly job's clock standing there too (the queue may run it as well). */
  const roundAt = (at: number) => {
    reportRemindersClock.now = () => new Date(at);
    return runReportReminders(h.t.app);
  };

  let p: Participant;
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  let report: typeof ppatkReports.$inferSelect;
  const emailOf = async (id: string) =>
    (await h.t.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id)))[0]
      ?.email ?? '';
  /** The reminders an officer received (a new staff account also gets its factor notice). */
  const mailsTo = async (id: string) => {
    await h.t.flushJobs();
    return smtp.to(await emailOf(id)).filter((m) => m.includes(MSG.ppatkReminderGreeting));
  };

  beforeAll(async () => {
    // Before anything is drafted: the hourly round runs at a time no report is near its deadline.
    reportRemindersClock.now = () => new Date(0);
    p = await approvedParticipant(ACCOUNT, 'uji.tenggat.lapor');
    const exchange = await createIntegrationPartner(h.t.db, 'Bursa Tenggat', {
      kind: 'exchange',
      platform: 'gofx',
    });
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT, day: recentTuesday(), prefix: 'TENGGAT' });
    await decideOpenCase(h.t, api, {
      participantId: p.id,
      maker,
      checker,
      decision: 'close',
      reason: 'Setoran tunai dari penjualan tanah warisan; akta jual beli sudah diperiksa.',
    });
    const [ltkt] = await h.t.db.select().from(ppatkReports).where(eq(ppatkReports.kycCustomerId, p.id));
    if (!ltkt) throw new Error('no LTKT drafted');
    report = ltkt;
  });

  it('says which reminder a report is owed: none while more than a working day is left', () => {
    const cal = { holidays: [] };
    const deadline = new Date('2026-12-09T10:00:00+07:00'); // a Wednesday
    const r = { deadlineAt: deadline, remindedDueSoonAt: null, remindedOverdueAt: null };
    expect(reminderDue(r, new Date('2026-12-07T09:00:00+07:00'), cal)).toBeNull();
    expect(reminderDue(r, new Date('2026-12-08T10:00:00+07:00'), cal)).toBe('due_soon');
    expect(reminderDue(r, new Date('2026-12-09T10:00:00+07:00'), cal)).toBe('overdue');
    // A Monday deadline is one working day away from Friday's same hour: the weekend counts for nothing.
    const monday = { ...r, deadlineAt: new Date('2026-12-14T10:00:00+07:00') };
    expect(reminderDue(monday, new Date('2026-12-11T10:00:00+07:00'), cal)).toBe('due_soon');
    expect(
      reminderDue({ ...r, remindedOverdueAt: deadline }, new Date('2026-12-10T00:00:00+07:00'), cal),
    ).toBeNull();
  });

  it('mails every active compliance officer once when a working day is left, and once when it has passed; nobody else', async () => {
    const retired = await staff(ROLES.complianceOfficer);
    await h.t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, retired.id));
    const broker = await staff(ROLES.brokerAdmin);
    const deadline = report.deadlineAt.getTime();

    expect(await roundAt(deadline - 7 * DAY_MS)).toEqual({
      dueSoon: 0,
      overdue: 0,
    });
    expect(await roundAt(deadline - 2 * HOUR_MS)).toEqual({
      dueSoon: 1,
      overdue: 0,
    });
    expect(await roundAt(deadline - HOUR_MS)).toEqual({
      dueSoon: 0,
      overdue: 0,
    });
    const soon = await mailsTo(maker.id);
    expect(soon).toHaveLength(1);
    expect(soon[0]).toContain(report.reference);
    expect(soon[0]).toContain(MSG.ppatkReportKindLtktIn);
    expect(soon[0]).toContain(`/pemantauan/laporan/${report.id}`);
    expect(soon[0]).toContain(MSG.ppatkReminderConfidential);
    // The customer is never named in a mail that leaves Kilau.
    expect(soon[0]).not.toContain(p.customer.fullname);
    expect(soon[0]).not.toContain(p.ktp_no);
    expect(await mailsTo(checker.id)).toHaveLength(1);

    expect(await roundAt(deadline + HOUR_MS)).toEqual({
      dueSoon: 0,
      overdue: 1,
    });
    expect(await roundAt(deadline + 2 * HOUR_MS)).toEqual({
      dueSoon: 0,
      overdue: 0,
    });
    const late = await mailsTo(checker.id);
    expect(late).toHaveLength(2);
    expect(late[1]).toContain(MSG.ppatkReminderSubjectOverdue.replace('{reference}', report.reference));
    expect(await mailsTo(retired.id)).toEqual([]);
    expect(await mailsTo(broker.id)).toEqual([]);
    expect(smtp.to(p.customer.email)).not.toContainEqual(expect.stringContaining(report.reference));
  });

  it('reminds no more of a report recorded as sent to PPATK', async () => {
    const other = await staff(ROLES.complianceOfficer);
    // Back to owing both reminders, then sent: approved by four eyes, then the receipt recorded.
    await h.t.db
      .update(ppatkReports)
      .set({ remindedDueSoonAt: null, remindedOverdueAt: null })
      .where(eq(ppatkReports.id, report.id));
    const proposed = await api('POST', `/v1/compliance/reports/${report.id}/approval`, maker.token, {
      reason: 'Setoran tunai Rp 550.000.000 dalam satu hari: wajib dilaporkan sebagai LTKT.',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await api(
      'POST',
      `/v1/compliance/monitoring/decisions/${proposed.json().data.proposal.id}/approve`,
      checker.token,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const sent = await api('POST', `/v1/compliance/reports/${report.id}/submission`, maker.token, {
      receipt_no: 'GOAML-2026/000777',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await roundAt(report.deadlineAt.getTime() + HOUR_MS)).toEqual({
      dueSoon: 0,
      overdue: 0,
    });
    expect(await mailsTo(other.id)).toEqual([]);
  });
});
