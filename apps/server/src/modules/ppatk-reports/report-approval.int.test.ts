/**
 * A report to PPATK approved by four eyes and recorded as sent (decision 0212), end to end through
 * the real calls: a participant approved, a cash day sent by the exchange's partner, the case
 * escalated by two compliance officers, then the LTKM completed, proposed, approved and sent. What
 * an auditor relies on: nobody approves their own report; a report edited after the proposal is
 * not approved on the old text (the proposal lapses); the approval archives one goAML file, valid,
 * filed by the officer who prepared it, whose SHA-256 is in the report and in the audit chain and
 * whose every later download is that file byte for byte; a tampered archive is never handed out;
 * only an approved report is recorded as sent, with PPATK's receipt number; an officer without an
 * e-mail address cannot file; nobody but the compliance officers reads any of it.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MSG, ppatkReportReplySchema, ROLES, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ppatkReports, staffUsers } from '../../db/schema';
import { validateGoamlXml } from '../goaml';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { draftedLtkm } from './testing/report-fixtures';

const ACCOUNT = '8800777501';
const REASON = 'Dua setoran tunai Rp 550.000.000 dalam satu hari, tidak sesuai profil penghasilan nasabah.';

describe('a report to PPATK approved by four eyes and recorded as sent', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness({ env: { GOAML_RENTITY_ID: '1000123' } });
  let p: Participant;
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  let ltkmId = '';

  const view = async (id: string, token = maker.token) => {
    const res = await api('GET', `/v1/compliance/reports/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return ppatkReportReplySchema.parse(res.json()).data;
  };
  const propose = (id: string, token = maker.token) =>
    api('POST', `/v1/compliance/reports/${id}/approval`, token, {
      reason: 'Uraian dan tindakan sudah lengkap; mohon diperiksa.',
    });
  const decide = (proposalId: string, how: 'approve' | 'decline', token = checker.token) =>
    api(
      'POST',
      `/v1/compliance/monitoring/decisions/${proposalId}/${how}`,
      token,
      how === 'decline' ? { reason: 'Tindakan belum menyebut pembatasan transaksi.' } : {},
    );
  const trail = (action: string) =>
    h.t.db
      .select({ actor: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, action)));

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT, 'uji.setuju.lapor');
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    ltkmId = await draftedLtkm(h.t, api, {
      participantId: p.id,
      account: ACCOUNT,
      exchange: 'Bursa Setuju',
      maker,
      checker,
    });
  });

  it('refuses to propose a draft whose file cannot be made, naming why', async () => {
    const res = await propose(ltkmId);
    expect(res.statusCode).toBe(422);
    expect(res.json().err_message_id).toBe(MSG.ppatkReportMissingReason);
  });

  it('lets no officer approve their own report, and lapses a proposal when the report is edited after it', async () => {
    const saved = await api('PUT', `/v1/compliance/reports/${ltkmId}`, maker.token, {
      reason: REASON,
      action: 'Hubungan usaha dipantau ketat; transaksi berikutnya ditinjau petugas kepatuhan.',
      indicators: ['AAA001'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const proposed = await propose(ltkmId);
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({
      message: MSG.ppatkReportApprovalProposed,
      data: { proposal: { kind: 'approve_report', report_id: ltkmId, status: 'pending' } },
    });
    const proposalId = proposed.json().data.proposal.id;

    const twice = await propose(ltkmId, checker.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().err_message_id).toBe(MSG.proposalPendingExists);
    const own = await decide(proposalId, 'approve', maker.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().status_code).toBe(SC.proposalSamePerson);

    // The narrative changes after the proposal: the checker cannot approve the old one.
    const edited = await api('PUT', `/v1/compliance/reports/${ltkmId}`, maker.token, {
      reason: `${REASON} Nasabah menolak menjelaskan asal uang.`,
    });
    expect(edited.statusCode).toBe(200);
    const lapsed = await decide(proposalId, 'approve');
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().status_code).toBe(SC.proposalLapsed);
    const after = await view(ltkmId);
    expect(after.report.status).toBe('draft');
    expect(after.approvals.map((a) => a.status)).toEqual(['lapsed']);
    expect(after.archive).toBeNull();
  });

  it('declines back to a draft, then approves: one goAML file archived, filed by the preparer, its SHA-256 in the audit chain', async () => {
    const first = await propose(ltkmId);
    expect(first.statusCode, first.body).toBe(201);
    const declined = await decide(first.json().data.proposal.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe(MSG.ppatkReportApprovalDeclined);
    expect((await view(ltkmId)).report.status).toBe('draft');

    const second = await propose(ltkmId);
    expect(second.statusCode, second.body).toBe(201);
    const approved = await decide(second.json().data.proposal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(MSG.ppatkReportApprovalApproved);

    const now = await view(ltkmId, checker.token);
    expect(now.report).toMatchObject({ status: 'approved', submitted_at: null, receipt_no: null });
    expect(now.report.approved_at).not.toBeNull();
    expect(now.approvals.map((a) => a.status)).toEqual(['approved', 'declined', 'lapsed']);
    if (!now.archive) throw new Error('no archive');
    // A draft can no longer be changed once approved.
    const late = await api('PUT', `/v1/compliance/reports/${ltkmId}`, maker.token, { reason: REASON });
    expect(late.statusCode).toBe(409);

    const file = await api('GET', `/v1/compliance/reports/${ltkmId}/goaml.xml`, checker.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(validateGoamlXml(file.body)).toEqual({ ok: true });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(now.archive.sha256);
    expect(file.rawPayload.length).toBe(now.archive.bytes);
    // Filed by the officer who prepared it, whoever downloads it later.
    const [preparer] = await h.t.db.select().from(staffUsers).where(eq(staffUsers.id, maker.id));
    expect(file.body).toContain(`<email>${preparer?.email}</email>`);
    expect(file.body).toContain('Nasabah menolak menjelaskan asal uang.');
    const again = await api('GET', `/v1/compliance/reports/${ltkmId}/goaml.xml`, maker.token);
    expect(again.body).toBe(file.body);

    const archived = await trail('monitoring.report_archived');
    expect(archived).toEqual([
      {
        actor: checker.id,
        details: expect.objectContaining({
          report_id: ltkmId,
          sha256: now.archive.sha256,
          filed_by: maker.id,
        }),
      },
    ]);
    const approvals = await trail('monitoring.report_approval_approve');
    expect(approvals).toHaveLength(1);
  });

  it('records the sending with PPATK’s receipt number only for an approved report, once', async () => {
    const bad = await api('POST', `/v1/compliance/reports/${ltkmId}/submission`, maker.token, {
      receipt_no: 'nomor <script>',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(MSG.ppatkReportReceiptInvalid);
    const sent = await api('POST', `/v1/compliance/reports/${ltkmId}/submission`, maker.token, {
      receipt_no: 'GOAML-2026/000123',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: MSG.ppatkReportSubmitted,
      data: { report: { status: 'submitted', receipt_no: 'GOAML-2026/000123', overdue: false } },
    });
    const twice = await api('POST', `/v1/compliance/reports/${ltkmId}/submission`, maker.token, {
      receipt_no: 'GOAML-2026/000124',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().err_message_id).toBe(MSG.ppatkReportNotApproved);
    const ltkt = await h.t.db
      .select({ id: ppatkReports.id })
      .from(ppatkReports)
      .where(and(eq(ppatkReports.kycCustomerId, p.id), eq(ppatkReports.kind, 'ltkt')));
    const draftSent = await api('POST', `/v1/compliance/reports/${ltkt[0]?.id}/submission`, maker.token, {
      receipt_no: 'GOAML-2026/000125',
    });
    expect(draftSent.statusCode).toBe(409);
    const recorded = await trail('monitoring.report_submitted');
    expect(recorded).toEqual([
      {
        actor: maker.id,
        details: expect.objectContaining({ report_id: ltkmId, receipt_no: 'GOAML-2026/000123' }),
      },
    ]);
  });

  it('never hands out an archived file that no longer matches its SHA-256', async () => {
    const [row] = await h.t.db.select().from(ppatkReports).where(eq(ppatkReports.id, ltkmId));
    if (!row?.archiveKey) throw new Error('no archive');
    const original = await api('GET', `/v1/compliance/reports/${ltkmId}/goaml.xml`, maker.token);
    await h.t.app.files.put(
      row.archiveKey,
      Readable.from([Buffer.from(original.body.replace('1000123', '1000999'))]),
    );
    const res = await api('GET', `/v1/compliance/reports/${ltkmId}/goaml.xml`, maker.token);
    expect(res.statusCode).toBe(500);
    expect(res.json().err_message_id).toBe(MSG.ppatkReportArchiveMismatch);
    await h.t.app.files.put(row.archiveKey, Readable.from([Buffer.from(original.body)]));
  });

  it('says an officer without an e-mail address cannot file the report, instead of making a file', async () => {
    const ltkt = (await api('GET', '/v1/compliance/reports', maker.token))
      .json()
      .data.reports.find(
        (r: { participant_id: string; kind: string }) => r.participant_id === p.id && r.kind === 'ltkt',
      );
    const nomail = await staff(ROLES.complianceOfficer);
    await h.t.db.update(staffUsers).set({ email: null }).where(eq(staffUsers.id, nomail.id));
    expect((await view(ltkt._id, nomail.token)).missing).toContain(MSG.ppatkReportMissingOfficerEmail);
    const res = await propose(ltkt._id, nomail.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().err_message_id).toContain(MSG.ppatkReportMissingOfficerEmail);
  });

  it('lets no one but a compliance officer propose, approve or record a report', async () => {
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.superAdmin]) {
      const token = (await staff(role)).token;
      expect((await propose(ltkmId, token)).statusCode, `role ${role}`).toBe(403);
      expect(
        (await api('POST', `/v1/compliance/reports/${ltkmId}/submission`, token, { receipt_no: 'X1' }))
          .statusCode,
        `role ${role}`,
      ).toBe(403);
    }
    expect(
      (await api('GET', `/v1/compliance/reports/${ltkmId}/goaml.xml`, p.customer.token)).statusCode,
    ).toBe(403);
    // The broker's proposal list never carries a report's approval.
    const broker = await staff(ROLES.brokerAdmin);
    const list = await api('GET', '/v1/admin-broker/proposals?status=approved', broker.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('approve_report');
    const bank = await staff(ROLES.bankAdmin);
    const timeline = (await api('GET', `/v1/admin-bank/kyc/${p.id}/timeline`, bank.token)).body.toLowerCase();
    for (const word of ['ltkm', 'ppatk', 'laporan', 'report']) expect(timeline).not.toContain(word);
  });
});
