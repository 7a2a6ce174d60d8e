/**
 * 'Unduh PDF kasus' end to end: a participant approved through the real calls, cash top-ups sent
 * by the exchange's partner with its key, the queue run, and two compliance officers working the
 * case (a note, a decision proposed and declined). What an auditor relies on: the PDF holds the
 * case as the officers worked it, says it is not to be shown to the customer, the exchange or the
 * bank, names the audit chain's head; only a compliance officer gets it; each download is audited.
 */
import { createHash } from 'node:crypto';
import {
  fillTemplate,
  formatMoney,
  MONITORING_SCENARIO_LABELS,
  MSG,
  monitoringCaseReplySchema,
  ROLES,
  timelineReplySchema,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoringCases, staffUsers } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { pdfText } from '../../test/pdf';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { recentTuesday, reportCashDay } from './testing/monitoring-fixtures';

const ACCOUNT = '8800777401';
const NOTE = 'Nasabah diminta menjelaskan asal setoran tunai kepada petugas.';
const PROPOSAL_REASON = 'Setoran dari penjualan tanah warisan, akta jual beli diperiksa.';
const DECLINE_REASON = 'Akta jual beli belum dilampirkan dalam catatan kasus.';

/** pdftotext's lines joined: a long text wraps where the page ends. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('‘Unduh PDF kasus’: a monitoring case as one PDF', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let p: Participant;
  let caseId = '';
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };

  const casePdf = (token: string, id = caseId) =>
    h.t.app.inject({
      method: 'GET',
      url: `/v1/compliance/monitoring/cases/${id}/pdf`,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT, 'uji.kasus.pdf');
    const exchange = await createIntegrationPartner(h.t.db, 'Bursa Kasus PDF', {
      kind: 'exchange',
      platform: 'gofx',
    });
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    // Rp 550,000,000 in cash on one working day: one high alert, an LTKT candidate.
    const day = recentTuesday();
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT, day, prefix: `PDF-${day}` });
    const [row] = await h.t.db
      .select({ id: monitoringCases.id })
      .from(monitoringCases)
      .where(and(eq(monitoringCases.kycCustomerId, p.id), eq(monitoringCases.status, 'open')));
    if (!row) throw new Error('no open case');
    caseId = row.id;

    // The officers work it through the real calls: 'Ambil', a note, a decision proposed, declined.
    const base = `/v1/compliance/monitoring/cases/${caseId}`;
    expect((await api('POST', `${base}/claim`, maker.token)).statusCode).toBe(200);
    const note = await api('POST', `${base}/notes`, maker.token, { body: NOTE });
    expect(note.statusCode, note.body).toBe(200);
    const proposed = await api('POST', `${base}/decision`, maker.token, {
      decision: 'close',
      reason: PROPOSAL_REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const declined = await api(
      'POST',
      `/v1/compliance/monitoring/decisions/${proposed.json().data.proposal.id}/decline`,
      checker.token,
      { reason: DECLINE_REASON },
    );
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it('holds the participant, the alert with what it counted, the note, the decision and the do-not-tell line', async () => {
    const res = await casePdf(checker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kasus-pemantauan-${caseId.slice(0, 8)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = flat(await pdfText(res.rawPayload, '-layout'));
    const seen = monitoringCaseReplySchema.parse(
      (await api('GET', `/v1/compliance/monitoring/cases/${caseId}`, checker.token)).json(),
    ).data;

    expect(text).toContain(MSG.monitoringCasePdfTitle);
    expect(text).toContain(`${MSG.caseFileGeneratedBy}: ${await staffName(checker.id)}`);
    expect(text).toContain(MSG.monitoringCasePdfTippingOff);
    expect(text).toContain(p.customer.fullname);
    expect(text).toContain(MSG.monitoringCaseStatusOpen);
    expect(text).toContain(MSG.monitoringAlertLtkt);
    // The alert as the alerts list shows it: the scenario, how many, the sum, the threshold.
    expect(seen.alerts).toHaveLength(1);
    expect(text).toContain(MONITORING_SCENARIO_LABELS.daily_cumulative);
    expect(text).toContain(fillTemplate(MSG.monitoringAlertCount, { count: 2 }));
    expect(text).toContain(
      fillTemplate(MSG.monitoringAlertSum, { sum: flat(formatMoney(550_000_000, 'IDR')) }),
    );
    expect(text).toContain(
      fillTemplate(MSG.monitoringAlertThreshold, { threshold: flat(formatMoney(500_000_000, 'IDR')) }),
    );
    // The officers' note and the decision with both reasons.
    expect(text).toContain(NOTE);
    expect(text).toContain(`${MSG.caseDecisionClose} · ${MSG.proposalStatusDeclined}`);
    expect(text).toContain(PROPOSAL_REASON);
    expect(text).toContain(DECLINE_REASON);
    // The audit chain's head at that moment.
    expect(text).toContain(MSG.caseFileAuditHash);
    expect(text).toMatch(/SHA-256 [0-9a-f]{64}/);
  });

  it('is refused to every other staff role (403) and answers 404 for no such case', async () => {
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.superAdmin]) {
      const other = await staff(role);
      const res = await casePdf(other.token);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await casePdf(p.customer.token)).statusCode).toBe(403);
    const missing = await casePdf(maker.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ err_message_id: MSG.monitoringCaseNotFound });
    expect((await casePdf(maker.token, 'not-a-case')).statusCode).toBe(404);
  });

  it('audits each download against the participant with the case, the PDF’s SHA-256 and the chain’s head it printed', async () => {
    const res = await casePdf(maker.token);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const rows = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'monitoring.case_pdf')))
      .orderBy(auditLog.seq);
    const row = rows.at(-1);
    expect(row).toMatchObject({ actorType: 'staff', actorId: maker.id, targetType: 'kyc_customer' });
    expect(row?.details).toMatchObject({
      case_id: caseId,
      pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    // The head it printed is the row just before its own: the reading of the case (participant.view).
    const printedSeq = Number((row?.details as { chain_seq?: number } | undefined)?.chain_seq);
    expect(printedSeq).toBe(Number(row?.seq) - 1);
    const [head] = await h.t.db.select().from(auditLog).where(eq(auditLog.seq, printedSeq));
    expect(head).toMatchObject({ action: 'participant.view', actorId: maker.id, targetId: p.id });
    expect(flat(await pdfText(pdf, '-layout'))).toContain(head?.hash ?? 'no hash');
    // The broker's staff read it on the participant's timeline, in Indonesian.
    const broker = await staff(ROLES.brokerAdmin);
    const timeline = await api('GET', `/v1/admin-broker/kyc/${p.id}/timeline`, broker.token);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const titles = timelineReplySchema.parse(timeline.json()).data.map((e) => e.title);
    expect(titles).toContain(MSG.tlMonitoringCasePdf);
  });

  async function staffName(id: string): Promise<string> {
    const [row] = await h.t.db
      .select({ name: staffUsers.fullname })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return row?.name ?? '';
  }
});
