/**
 * The customer's own copy of their data (‘Unduh data saya’) tells them nothing of the monitoring
 * (no tipping off, UU 8/2010 art. 12): a participant approved through the real calls, Rp 550,000,000
 * of cash reported by the exchange's partner, the alert and its case, a note, the case escalated by
 * two compliance officers (four eyes, each signed in with their second factor), the LTKM and LTKT
 * drafts the escalation made; then the customer asks for the copy and downloads it as they do. The
 * copy holds their cash top-ups, their own facts, and none of the alert, the case, its decision, the
 * reports or the monitoring's audit rows.
 */
import {
  MONITORING_SCENARIO_KINDS,
  MONITORING_SCENARIO_LABELS,
  monitoringCaseReplySchema,
  ppatkReportsReplySchema,
  ROLES,
} from '@kilau/shared';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoringCases } from '../../db/schema';
import { pdfText } from '../../test/pdf';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { recentTuesday, reportCashDay } from '../transaction-monitoring/testing/monitoring-fixtures';
import { unzip } from './testing/unzip';

const ACCOUNT = '8800777501';
const NOTE = 'Nasabah menyetor tunai dua kali dalam sehari, sumber dana belum jelas.';
const REASON = 'Setoran tunai besar tanpa penjelasan sumber dana yang dapat diverifikasi.';

describe('‘Unduh data saya’ after the monitoring worked on the customer', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let p: Participant;
  let caseId = '';
  /** Every identifier and text of the monitoring's facts about the participant. */
  const facts: string[] = [];

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT, 'uji.salinan.pantau');
    const exchange = await createIntegrationPartner(h.t.db, 'Bursa Salinan', {
      kind: 'exchange',
      platform: 'gofx',
    });
    const maker = await staff(ROLES.complianceOfficer);
    const checker = await staff(ROLES.complianceOfficer);
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT, day: recentTuesday(), prefix: 'SALINAN' });
    const [open] = await h.t.db
      .select({ id: monitoringCases.id })
      .from(monitoringCases)
      .where(and(eq(monitoringCases.kycCustomerId, p.id), eq(monitoringCases.status, 'open')));
    if (!open) throw new Error('no open case');
    caseId = open.id;

    // The officers work it through the real calls: 'Ambil', a note, the escalation proposed, approved.
    const base = `/v1/compliance/monitoring/cases/${caseId}`;
    expect((await api('POST', `${base}/claim`, maker.token)).statusCode).toBe(200);
    const note = await api('POST', `${base}/notes`, maker.token, { body: NOTE });
    expect(note.statusCode, note.body).toBe(200);
    const proposed = await api('POST', `${base}/decision`, maker.token, {
      decision: 'escalate',
      reason: REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId: string = proposed.json().data.proposal.id;
    const approved = await api(
      'POST',
      `/v1/compliance/monitoring/decisions/${proposalId}/approve`,
      checker.token,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const seen = monitoringCaseReplySchema.parse((await api('GET', base, checker.token)).json()).data;
    expect(seen.case.status).toBe('escalated');
    expect(seen.alerts.length).toBeGreaterThan(0);
    const reports = ppatkReportsReplySchema
      .parse((await api('GET', '/v1/compliance/reports', checker.token)).json())
      .data.reports.filter((r) => r.case_id === caseId);
    expect(reports.map((r) => r.kind).sort()).toEqual(['ltkm', 'ltkt']);
    facts.push(
      caseId,
      proposalId,
      NOTE,
      REASON,
      ...seen.alerts.map((a) => a._id),
      ...reports.flatMap((r) => [r._id, r.reference]),
    );
  });

  it('holds the customer’s cash top-ups and nothing of the alert, the case, its decision or the reports', async () => {
    // What the copy must keep out is there to be kept out: the monitoring audited its steps.
    const monitoringRows = await h.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), like(auditLog.action, 'monitoring.%')));
    expect(monitoringRows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'monitoring.alert_raised',
        'monitoring.case_decision_approve',
        'monitoring.report_drafted',
      ]),
    );

    const ask = await api('POST', '/v1/user/data-export', p.customer.token, {
      password: p.customer.password,
    });
    expect(ask.statusCode, ask.body).toBe(202);
    await h.t.flushJobs();
    const link = (await h.t.lastMessageTo(p.customer.email))?.text.match(
      /\/data-saya\/unduh\/([A-Za-z0-9_-]+)/,
    )?.[1];
    expect(link, 'the e-mail carries the download link').toBeTruthy();
    const res = await api('GET', `/v1/user/data-export/${link}`, p.customer.token);
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);

    const data = entries.get('data.json')?.toString('utf8').toLowerCase() ?? '';
    expect(data).toContain('salinan-1');
    expect(data).toContain('275000000');
    const summary = (await pdfText(entries.get('ringkasan.pdf') ?? Buffer.alloc(0), '-layout')).toLowerCase();
    expect(summary).toContain(p.customer.fullname.toLowerCase());

    // No identifier or text of the monitoring in any file of the copy.
    for (const [name, bytes] of entries) {
      const text = (
        name.endsWith('.pdf') ? await pdfText(bytes, '-layout') : bytes.toString('utf8')
      ).toLowerCase();
      for (const fact of facts) expect(text, `${name} holds ${fact}`).not.toContain(fact.toLowerCase());
      expect(text, `${name} holds a monitoring audit row`).not.toContain('monitoring.');
    }
    // Nor what the monitoring and the reports are called, in the data and its summary.
    const words = [
      'alert',
      'peringatan',
      'pemantauan',
      'monitoring',
      'kasus',
      'eskalasi',
      'mencurigakan',
      'ltkt',
      'ltkm',
      'ppatk',
      MONITORING_SCENARIO_LABELS.daily_cumulative.toLowerCase(),
      ...MONITORING_SCENARIO_KINDS,
    ];
    for (const word of words) {
      expect(data, `data.json mentions ${word}`).not.toContain(word);
      expect(summary, `ringkasan.pdf mentions ${word}`).not.toContain(word);
    }
  });
});
