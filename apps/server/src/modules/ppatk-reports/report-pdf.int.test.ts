/**
 * 'Unduh PDF laporan' end to end (docs/product/monitoring.md § Reports), set up as the approval's
 * test is, through the real calls: a participant approved, a cash day sent by the exchange's
 * partner, the case escalated by two compliance officers, the LTKM completed, proposed and
 * approved. What an auditor relies on: the PDF holds the report as it was approved (who it is
 * about, the transactions, the narrative, the archived goAML file's SHA-256, who approved it), says
 * it is not to be shown to the customer, the exchange or the bank, names the audit chain's head;
 * only a compliance officer gets it; each download is audited with the SHA-256 of the bytes sent.
 */
import { createHash } from 'node:crypto';
import { MSG, ppatkReportReplySchema, ROLES, timelineReplySchema } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { pdfText } from '../../test/pdf';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { draftedLtkm } from './testing/report-fixtures';

const ACCOUNT = '8800777601';
const REASON = 'Dua setoran tunai Rp 550.000.000 dalam satu hari, tidak sesuai profil penghasilan nasabah.';
const ACTION = 'Hubungan usaha dipantau ketat; transaksi berikutnya ditinjau petugas kepatuhan.';

/** pdftotext's lines joined: a long text wraps where the page ends. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('‘Unduh PDF laporan’: a report to PPATK as one PDF', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness({ env: { GOAML_RENTITY_ID: '1000123' } });
  let p: Participant;
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  let ltkmId = '';

  const reportPdf = (token: string, id = ltkmId) => api('GET', `/v1/compliance/reports/${id}/pdf`, token);
  const view = async (id: string, token = maker.token) => {
    const res = await api('GET', `/v1/compliance/reports/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return ppatkReportReplySchema.parse(res.json()).data;
  };
  const approve = (proposalId: string) =>
    api('POST', `/v1/compliance/monitoring/decisions/${proposalId}/approve`, checker.token, {});

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT, 'uji.pdf.lapor');
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    ltkmId = await draftedLtkm(h.t, api, {
      participantId: p.id,
      account: ACCOUNT,
      exchange: 'Bursa PDF Laporan',
      maker,
      checker,
    });

    const saved = await api('PUT', `/v1/compliance/reports/${ltkmId}`, maker.token, {
      reason: REASON,
      action: ACTION,
      indicators: ['AAA001'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const proposed = await api('POST', `/v1/compliance/reports/${ltkmId}/approval`, maker.token, {
      reason: 'Uraian dan tindakan sudah lengkap; mohon diperiksa.',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await approve(proposed.json().data.proposal.id);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('holds the report, who it is about, the transactions, the narrative, the archived file’s SHA-256, the approver and the do-not-tell line', async () => {
    const seen = await view(ltkmId, checker.token);
    expect(seen.report.status).toBe('approved');
    if (!seen.archive) throw new Error('no archive');

    const res = await reportPdf(checker.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="laporan-ppatk-${seen.report.reference}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = flat(await pdfText(res.rawPayload, '-layout'));

    expect(text).toContain(MSG.ppatkReportPdfTitle);
    expect(text).toContain(`${MSG.caseFileGeneratedBy}: ${await staffName(checker.id)}`);
    expect(text).toContain(MSG.monitoringCasePdfTippingOff);
    expect(text).toContain(seen.report.reference);
    expect(text).toContain(MSG.ppatkReportKindLtkm);
    expect(text).toContain(MSG.ppatkReportStatusApproved);
    // Who it is about, as the report's screen shows it.
    expect(text).toContain(p.customer.fullname);
    expect(text).toContain(seen.subject.fullname);
    expect(text).toContain(seen.subject.nik);
    // The transactions, by the partner's numbers.
    expect(seen.transactions.map((t) => t.number)).toEqual(['SETUJU-1', 'SETUJU-2']);
    expect(text).toContain('SETUJU-1');
    expect(text).toContain('SETUJU-2');
    // The officer's part and the archived file as approved.
    expect(text).toContain(REASON);
    expect(text).toContain(ACTION);
    expect(text).toContain('AAA001');
    expect(text).toContain(seen.archive.sha256);
    // The approval: who proposed, who approved.
    expect(text).toContain(`${MSG.ppatkReportPdfApproval} · ${MSG.proposalStatusApproved}`);
    expect(text).toContain(await staffName(maker.id));
    expect(text).toContain(await staffName(checker.id));
    // The audit chain's head at that moment.
    expect(text).toContain(MSG.caseFileAuditHash);
    expect(text).toMatch(/SHA-256 [0-9a-f]{64}/);
  });

  it('is refused to every other staff role (403) and to the customer, and answers 404 for no such report', async () => {
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.superAdmin]) {
      const other = await staff(role);
      const res = await reportPdf(other.token);
      expect(res.statusCode, `role ${role}`).toBe(403);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await reportPdf(p.customer.token)).statusCode).toBe(403);
    const missing = await reportPdf(maker.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ err_message_id: MSG.ppatkReportNotFound });
  });

  it('audits each download against the participant with the report, the PDF’s SHA-256 and the chain’s head it printed', async () => {
    // An officer who has not opened the report yet: a reading within VIEWING_WINDOW_MS of the last
    // one adds no row (personal-reads.service.ts), and this one's is the head the PDF names.
    const reader = await staff(ROLES.complianceOfficer);
    const res = await reportPdf(reader.token);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = res.rawPayload;
    const rows = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'monitoring.report_pdf')))
      .orderBy(auditLog.seq);
    const row = rows.at(-1);
    expect(row).toMatchObject({ actorType: 'staff', actorId: reader.id, targetType: 'kyc_customer' });
    const reference = (await view(ltkmId)).report.reference;
    expect(row?.details).toMatchObject({
      report_id: ltkmId,
      reference,
      pdf_sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    // The head it printed is the row just before its own: the reading of the report (participant.view).
    const printedSeq = Number((row?.details as { chain_seq?: number } | undefined)?.chain_seq);
    expect(printedSeq).toBe(Number(row?.seq) - 1);
    const [head] = await h.t.db.select().from(auditLog).where(eq(auditLog.seq, printedSeq));
    expect(head).toMatchObject({ action: 'participant.view', actorId: reader.id, targetId: p.id });
    expect(flat(await pdfText(pdf, '-layout'))).toContain(head?.hash ?? 'no hash');
    // The broker's staff read it on the participant's timeline, in Indonesian.
    const broker = await staff(ROLES.brokerAdmin);
    const timeline = await api('GET', `/v1/admin-broker/kyc/${p.id}/timeline`, broker.token);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const titles = timelineReplySchema.parse(timeline.json()).data.map((e) => e.title);
    expect(titles).toContain(MSG.tlPpatkReportPdf);
  });

  async function staffName(id: string): Promise<string> {
    const [row] = await h.t.db
      .select({ name: staffUsers.fullname })
      .from(staffUsers)
      .where(eq(staffUsers.id, id));
    return row?.name ?? '';
  }
});
