/**
 * Reports to PPATK drafted from decided cases (decision 0211), end to end: a participant approved
 * through the real calls, cash top-ups and a transfer sent by the exchange's partner with its key,
 * the queue run, two compliance officers deciding the case by four eyes, then the officer
 * completing the LTKM and downloading its goAML XML. What an auditor and PPATK rely on: an
 * escalation drafts an LTKM due three working days on; a case with Rp 550,000,000 of cash in one
 * day drafts an LTKT whichever way it is decided; the XML names the customer as the KYC record
 * does and is valid against the goAML schema; an incomplete report is refused with why; nobody else
 * reads any of it.
 */
import { DAY_MS, MSG, ppatkReportReplySchema, ppatkReportsReplySchema, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoringCases } from '../../db/schema';
import { workingTimeBetween } from '../case-ownership';
import { validateGoamlXml } from '../goaml';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import {
  decideOpenCase,
  recentTuesday,
  reportCashDay,
} from '../transaction-monitoring/testing/monitoring-fixtures';

const ACCOUNT_A = '8800777401';
const ACCOUNT_B = '8800777402';

describe('reports to PPATK drafted from decided cases', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness({ env: { GOAML_RENTITY_ID: '1000123' } });
  let a: Participant;
  let b: Participant;
  let exchange = { id: '', key: '' };
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  const tuesday = recentTuesday();

  /** The participant's open case decided by four eyes: the maker holds and proposes, the checker approves. */
  const decide = (p: Participant, decision: 'close' | 'escalate') =>
    decideOpenCase(h.t, api, { participantId: p.id, maker, checker, decision });
  const reports = async (token = maker.token) => {
    const res = await api('GET', '/v1/compliance/reports', token);
    expect(res.statusCode, res.body).toBe(200);
    return ppatkReportsReplySchema.parse(res.json()).data.reports;
  };
  const report = async (id: string) => {
    const res = await api('GET', `/v1/compliance/reports/${id}`, maker.token);
    expect(res.statusCode, res.body).toBe(200);
    return ppatkReportReplySchema.parse(res.json()).data;
  };

  beforeAll(async () => {
    a = await approvedParticipant(ACCOUNT_A, 'uji.lapor.a');
    b = await approvedParticipant(ACCOUNT_B, 'uji.lapor.b');
    exchange = await createIntegrationPartner(h.t.db, 'Bursa Lapor', { kind: 'exchange', platform: 'gofx' });
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT_A, day: tuesday, prefix: 'LAPOR-A' });
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT_B, day: tuesday, prefix: 'LAPOR-B' });
  });

  it('drafts an LTKM and an LTKT of cash in when the case is escalated, each with its deadline in working days', async () => {
    const caseId = await decide(a, 'escalate');
    const drafted = (await reports()).filter((r) => r.case_id === caseId);
    expect(drafted.map((r) => `${r.kind}:${r.cash_direction}`).sort()).toEqual(['ltkm:null', 'ltkt:in']);
    const cal = { holidays: h.t.infra.config.REVIEW_HOLIDAYS };
    const [case_] = await h.t.db.select().from(monitoringCases).where(eq(monitoringCases.id, caseId));
    const ltkm = drafted.find((r) => r.kind === 'ltkm');
    const ltkt = drafted.find((r) => r.kind === 'ltkt');
    if (!ltkm || !ltkt || !case_?.decidedAt) throw new Error('missing drafts');
    expect(workingTimeBetween(case_.decidedAt, new Date(ltkm.deadline_at), cal)).toBe(3 * DAY_MS);
    // The LTKT's fourteen working days run from the last cash movement, 11:00 WIB that Tuesday.
    expect(workingTimeBetween(new Date(`${tuesday}T11:00:00+07:00`), new Date(ltkt.deadline_at), cal)).toBe(
      14 * DAY_MS,
    );
    expect(ltkm).toMatchObject({ status: 'draft', participant_id: a.id, transactions: 2 });
    expect(ltkm.reference).toMatch(/^KILAU-LTKM-\d{8}-[0-9A-F]{8}$/);

    const drafts = await h.t.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.id), eq(auditLog.action, 'monitoring.report_drafted')));
    expect(drafts).toEqual([{ actor: checker.id }, { actor: checker.id }]);
  });

  it('drafts only the LTKT when a case with cash of the LTKT threshold is closed as not suspicious', async () => {
    const caseId = await decide(b, 'close');
    const drafted = (await reports()).filter((r) => r.case_id === caseId);
    expect(drafted.map((r) => `${r.kind}:${r.cash_direction}`)).toEqual(['ltkt:in']);
  });

  it('shows the LTKM as the XML will carry it, refuses its XML until the narrative is written, then hands out a valid file', async () => {
    const ltkm = (await reports()).find((r) => r.participant_id === a.id && r.kind === 'ltkm');
    if (!ltkm) throw new Error('no LTKM');
    const before = await report(ltkm._id);
    expect(before.subject).toMatchObject({ fullname: a.customer.fullname });
    expect(before.subject.nik).toMatch(/^\d{16}$/);
    expect(before.transactions.map((t) => [t.number, t.label, t.amount_idr])).toEqual([
      ['LAPOR-A-1', MSG.ppatkReportTxCashIn, '275000000.00'],
      ['LAPOR-A-2', MSG.ppatkReportTxCashIn, '275000000.00'],
    ]);
    expect(before.missing).toEqual([MSG.ppatkReportMissingReason]);
    const refused = await api('GET', `/v1/compliance/reports/${ltkm._id}/goaml.xml`, maker.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().err_message_id).toBe(MSG.ppatkReportMissingReason);

    const bad = await api('PUT', `/v1/compliance/reports/${ltkm._id}`, maker.token, { indicators: ['aa1'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(MSG.ppatkReportIndicatorInvalid);
    const reason =
      'Dua setoran tunai Rp 550.000.000 dalam satu hari, tidak sesuai profil penghasilan nasabah.';
    const saved = await api('PUT', `/v1/compliance/reports/${ltkm._id}`, maker.token, {
      reason,
      action: 'Hubungan usaha dipantau ketat; transaksi berikutnya ditinjau petugas kepatuhan.',
      indicators: ['AAA001'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MSG.ppatkReportSaved,
      data: { missing: [], draft: { reason } },
    });

    const file = await api('GET', `/v1/compliance/reports/${ltkm._id}/goaml.xml`, maker.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toContain(`${ltkm.reference}.xml`);
    expect(validateGoamlXml(file.body)).toEqual({ ok: true });
    expect(file.body).toContain('<rentity_id>1000123</rentity_id>');
    expect(file.body).toContain(`<entity_reference>${ltkm.reference}</entity_reference>`);
    expect(file.body).toContain(before.subject.nik);
    expect(file.body).toContain('LAPOR-A-1');
    expect(file.body).toContain('AAA001');

    const trail = await h.t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.id), eq(auditLog.action, 'monitoring.report_update')));
    // The fields changed, never the narrative itself.
    expect(JSON.stringify(trail)).not.toContain('profil penghasilan');
  });

  it('lets no one but the compliance officer read or change a report', async () => {
    const [any] = await reports();
    if (!any) throw new Error('no report');
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.superAdmin]) {
      const token = (await staff(role)).token;
      expect((await api('GET', '/v1/compliance/reports', token)).statusCode, `role ${role}`).toBe(403);
      expect((await api('GET', `/v1/compliance/reports/${any._id}`, token)).statusCode, `role ${role}`).toBe(
        403,
      );
      expect(
        (await api('PUT', `/v1/compliance/reports/${any._id}`, token, { reason: 'x' })).statusCode,
        `role ${role}`,
      ).toBe(403);
    }
    const customer = await api('GET', '/v1/compliance/reports', a.customer.token);
    expect(customer.statusCode).toBe(403);
    const bank = await staff(ROLES.bankAdmin);
    const timeline = (await api('GET', `/v1/admin-bank/kyc/${a.id}/timeline`, bank.token)).body.toLowerCase();
    for (const word of ['ltkm', 'ltkt', 'ppatk', 'laporan']) expect(timeline).not.toContain(word);
  });
});
