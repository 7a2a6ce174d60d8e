/**
 * A monitoring case's decisions (decision 0209), end to end: a participant approved through the
 * real calls, cash top-ups sent by the exchange's partner with its key, the queue run, and two
 * compliance officers working the case. What an auditor relies on: no officer closes or escalates
 * a case alone; the holder proposes, another decides; an alert that joined meanwhile lapses the
 * proposal; every step is in the audit trail; nobody else reads or decides it; and a closed case
 * takes no more alerts (the next one opens a new case).
 */
import {
  MSG,
  monitoringCaseReplySchema,
  monitoringCasesReplySchema,
  ROLES,
  riskReplySchema,
  SC,
  screeningReplySchema,
} from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoringCases } from '../../db/schema';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { plusDays, recentTuesday, reportCashDay } from './testing/monitoring-fixtures';

const ACCOUNT = '8800777301';

describe('a monitoring case’s decision, four eyes', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let p: Participant;
  let exchange = { id: '', key: '' };
  let maker = { id: '', token: '' };
  let checker = { id: '', token: '' };
  const tuesday = recentTuesday();

  /** Rp 550,000,000 in cash on one working day: one high alert (an LTKT candidate). */
  const cashDay = (day: string) =>
    reportCashDay(h.t, exchange.key, { account: ACCOUNT, day, prefix: `CD-${day}` });
  const openCaseId = async () => {
    const [row] = await h.t.db
      .select({ id: monitoringCases.id })
      .from(monitoringCases)
      .where(and(eq(monitoringCases.kycCustomerId, p.id), eq(monitoringCases.status, 'open')));
    if (!row) throw new Error('no open case');
    return row.id;
  };
  const caseOf = async (caseId: string, token = maker.token) => {
    const res = await api('GET', `/v1/compliance/monitoring/cases/${caseId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return monitoringCaseReplySchema.parse(res.json()).data;
  };
  const propose = (caseId: string, decision: 'close' | 'escalate', token = maker.token) =>
    api('POST', `/v1/compliance/monitoring/cases/${caseId}/decision`, token, {
      decision,
      reason:
        decision === 'close'
          ? 'Setoran dari penjualan tanah warisan, akta jual beli diperiksa.'
          : 'Sumber dana tidak dapat dijelaskan nasabah.',
    });
  const decide = (proposalId: string, how: 'approve' | 'decline', token = checker.token, reason?: string) =>
    api('POST', `/v1/compliance/monitoring/decisions/${proposalId}/${how}`, token, reason ? { reason } : {});
  /** How many alerts the participant's current risk rating weighs, as the broker reads it; null for none. */
  const alertsWeighed = async () => {
    const broker = await staff(ROLES.brokerAdmin);
    const res = await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    const reason = riskReplySchema
      .parse(res.json())
      .data.current?.reasons.find((r) => r.factor === 'monitoring_alert');
    return reason ? (reason.detail.split(' ')[0] ?? '') : null;
  };
  const trail = async () =>
    (
      await h.t.db
        .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, p.id), sql`${auditLog.action} like 'monitoring.case_decision_%'`))
        .orderBy(auditLog.seq)
    ).map((r) => ({ action: r.action, actor: r.actorId, kind: (r.details as { kind?: string }).kind }));

  beforeAll(async () => {
    p = await approvedParticipant(ACCOUNT, 'uji.kasus.putus');
    exchange = await createIntegrationPartner(h.t.db, 'Bursa Kasus', { kind: 'exchange', platform: 'gofx' });
    maker = await staff(ROLES.complianceOfficer);
    checker = await staff(ROLES.complianceOfficer);
    await cashDay(tuesday);
  });

  it('takes a proposal only from the officer holding the open case, one at a time', async () => {
    const caseId = await openCaseId();
    const unheld = await propose(caseId, 'close');
    expect(unheld.statusCode).toBe(409);
    expect(unheld.json()).toMatchObject({
      status_code: SC.caseNotHeld,
      err_message_id: MSG.caseDecisionNeedsHolder,
    });
    expect(
      (await api('POST', `/v1/compliance/monitoring/cases/${caseId}/claim`, maker.token)).statusCode,
    ).toBe(200);
    const byOther = await propose(caseId, 'close', checker.token);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().status_code).toBe(SC.caseHeldByOther);

    const empty = await api('POST', `/v1/compliance/monitoring/cases/${caseId}/decision`, maker.token, {
      decision: 'close',
      reason: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(MSG.reasonRequired);

    const proposed = await propose(caseId, 'close');
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({
      message: MSG.caseDecisionProposed,
      data: { proposal: { kind: 'close_case', status: 'pending', case_id: caseId, can_decide: false } },
    });
    const second = await propose(caseId, 'escalate');
    expect(second.statusCode).toBe(409);
    expect(second.json().err_message_id).toBe(MSG.proposalPendingExists);

    const seen = await caseOf(caseId, checker.token);
    expect(seen.case).toMatchObject({ status: 'open', pending_decision: 'close_case' });
    expect(seen.decisions).toHaveLength(1);
    expect(seen.decisions[0]).toMatchObject({
      status: 'pending',
      can_decide: true,
      proposed_by: { id: maker.id },
    });
  });

  it('lets neither the proposer nor anyone but a compliance officer decide it, and shows it to no one else', async () => {
    const caseId = await openCaseId();
    const [pending] = (await caseOf(caseId)).decisions;
    if (!pending) throw new Error('no pending decision');
    const own = await decide(pending.id, 'approve', maker.token);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      status_code: SC.proposalSamePerson,
      err_message_id: MSG.proposalSamePerson,
    });

    const broker = await staff(ROLES.brokerAdmin);
    const superAdmin = await staff(ROLES.superAdmin);
    expect((await decide(pending.id, 'approve', broker.token)).statusCode).toBe(403);
    expect((await decide(pending.id, 'approve', superAdmin.token)).statusCode).toBe(403);
    // The broker's proposal list, its badge, the proposal page and the screening panel know nothing of it.
    for (const who of [broker, superAdmin]) {
      const prefix = who === broker ? 'admin-broker' : 'super-admin';
      const list = await api('GET', `/v1/${prefix}/proposals?status=pending&customer_id=${p.id}`, who.token);
      expect(list.json().data.proposals).toEqual([]);
      expect((await api('GET', `/v1/${prefix}/proposals/${pending.id}`, who.token)).statusCode).toBe(404);
      expect(
        (await api('POST', `/v1/${prefix}/proposals/${pending.id}/approve`, who.token, {})).statusCode,
      ).toBe(404);
      const panel = await api('GET', `/v1/${prefix}/kyc/${p.id}/screening`, who.token);
      expect(screeningReplySchema.parse(panel.json()).data.pending_proposals).toEqual([]);
    }
    const bank = await staff(ROLES.bankAdmin);
    const bankTimeline = (
      await api('GET', `/v1/admin-bank/kyc/${p.id}/timeline`, bank.token)
    ).body.toLowerCase();
    for (const word of ['kasus', 'mencurigakan', 'eskalasi', 'case'])
      expect(bankTimeline, `the bank's timeline mentions ${word}`).not.toContain(word);
  });

  it('keeps the case open when the second officer declines, with their reason', async () => {
    const caseId = await openCaseId();
    const [pending] = (await caseOf(caseId)).decisions;
    if (!pending) throw new Error('no pending decision');
    const noReason = await decide(pending.id, 'decline');
    expect(noReason.statusCode).toBe(422);
    const declined = await decide(
      pending.id,
      'decline',
      checker.token,
      'Akta jual beli belum dilampirkan dalam catatan.',
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe(MSG.caseDecisionDeclined);
    const after = await caseOf(caseId);
    expect(after.case).toMatchObject({ status: 'open', pending_decision: null, decided_at: null });
    expect(after.decisions[0]).toMatchObject({
      status: 'declined',
      decided_by: { id: checker.id },
      decision_reason: 'Akta jual beli belum dilampirkan dalam catatan.',
    });
  });

  it('lapses a proposal when an alert joins the case before the second officer decides', async () => {
    const caseId = await openCaseId();
    const proposed = await propose(caseId, 'escalate');
    expect(proposed.statusCode, proposed.body).toBe(201);
    const alertsBefore = (await caseOf(caseId)).alerts.length;
    await cashDay(plusDays(tuesday, 1));
    expect(await openCaseId()).toBe(caseId);
    expect((await caseOf(caseId)).alerts.length).toBe(alertsBefore + 1);

    const lapsed = await decide(proposed.json().data.proposal.id, 'approve');
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json()).toMatchObject({
      status_code: SC.proposalLapsed,
      err_message_id: MSG.proposalLapsed,
    });
    const after = await caseOf(caseId);
    expect(after.case.status).toBe('open');
    expect(after.decisions[0]?.status).toBe('lapsed');
  });

  it('closes the case on the second officer’s approval: out of the open list, in the closed one, every step audited', async () => {
    const caseId = await openCaseId();
    // Its alerts weigh in the risk rating while the case is open (decision 0204).
    expect(await alertsWeighed()).toBe('2');
    const proposed = await propose(caseId, 'close');
    expect(proposed.statusCode, proposed.body).toBe(201);
    const approved = await decide(proposed.json().data.proposal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: MSG.caseDecisionApproved,
      data: { proposal: { status: 'approved' } },
    });

    const closed = await caseOf(caseId, checker.token);
    expect(closed.case.status).toBe('closed');
    expect(closed.case.decided_at).not.toBeNull();
    const list = async (status: string) =>
      monitoringCasesReplySchema
        .parse((await api('GET', `/v1/compliance/monitoring/cases?status=${status}`, checker.token)).json())
        .data.cases.map((c) => c._id);
    expect(await list('open')).not.toContain(caseId);
    expect(await list('closed')).toContain(caseId);
    expect(await list('escalated')).not.toContain(caseId);
    // Closed as not suspicious by two officers, its alerts weigh no more, at once (decision 0215).
    expect(await alertsWeighed()).toBeNull();
    // A decided case takes no further decision.
    const again = await propose(caseId, 'escalate');
    expect(again.statusCode).toBe(409);

    expect(await trail()).toEqual([
      { action: 'monitoring.case_decision_propose', actor: maker.id, kind: 'close_case' },
      { action: 'monitoring.case_decision_decline', actor: checker.id, kind: 'close_case' },
      { action: 'monitoring.case_decision_propose', actor: maker.id, kind: 'escalate_case' },
      { action: 'monitoring.case_decision_lapse', actor: checker.id, kind: 'escalate_case' },
      { action: 'monitoring.case_decision_propose', actor: maker.id, kind: 'close_case' },
      { action: 'monitoring.case_decision_approve', actor: checker.id, kind: 'close_case' },
    ]);
  });

  it('opens a new case for the next alert after a close, and escalates it the same way', async () => {
    const closedId = (
      await h.t.db
        .select({ id: monitoringCases.id })
        .from(monitoringCases)
        .where(eq(monitoringCases.kycCustomerId, p.id))
    )[0]?.id;
    await cashDay(plusDays(tuesday, 2));
    const fresh = await openCaseId();
    expect(fresh).not.toBe(closedId);
    expect((await caseOf(fresh)).alerts).toHaveLength(1);

    expect(
      (await api('POST', `/v1/compliance/monitoring/cases/${fresh}/claim`, checker.token)).statusCode,
    ).toBe(200);
    const proposed = await propose(fresh, 'escalate', checker.token);
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect((await decide(proposed.json().data.proposal.id, 'approve', maker.token)).statusCode).toBe(200);
    expect((await caseOf(fresh)).case.status).toBe('escalated');
    // Escalated, its alert keeps weighing; the closed case's two still do not.
    expect(await alertsWeighed()).toBe('1');
  });

  it('‘Berikutnya’ hands an officer the case to work: theirs first, else the next one due; never one whose decision waits', async () => {
    const next = (token: string) => api('POST', '/v1/compliance/monitoring/cases/next', token);
    // Every case of the participant is decided: nothing waits.
    const none = await next(maker.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      status_code: SC.caseQueueEmpty,
      err_message_id: MSG.monitoringCasesQueueEmpty,
    });

    await cashDay(plusDays(tuesday, 3));
    const fresh = await openCaseId();
    const taken = await next(maker.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ id: fresh, holder: { staff_id: maker.id } });
    // Asked again, the same case: hers until she decides or frees it; claimed and audited once.
    expect((await next(maker.token)).json().data.id).toBe(fresh);
    expect((await next(checker.token)).statusCode).toBe(404);
    const claims = await h.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'monitoring.case_claim')));
    expect(claims.filter((r) => (r.details as { case_id?: string }).case_id === fresh)).toHaveLength(1);

    // Once she proposes its decision, the case waits for a second officer: not a case to work.
    expect((await propose(fresh, 'close')).statusCode).toBe(201);
    expect((await next(maker.token)).statusCode).toBe(404);
  });
});
