/**
 * Monitoring alerts raised in the job queue (decision 0203), end to end: two participants approved
 * through the real calls on gofx, the exchange's partner made as an operator makes it, the
 * integration API called with its key, then the queue run. What a compliance officer and an
 * auditor rely on: an LTKT candidate raised once whatever is re-sent or re-run, naming the
 * movements counted, with one audit row; the structuring and round-trip patterns seen; nothing
 * raised for a participant who did nothing unusual; nothing of an alert sent to anyone.
 */
import {
  DAY_MS,
  MONITORING_SCENARIO_KINDS,
  MONITORING_SCENARIO_LABELS,
  MSG,
  monitoringAlertsReplySchema,
  monitoringCaseReplySchema,
  monitoringCasesReplySchema,
  ROLES,
  riskReplySchema,
  type StaffRole,
} from '@kilau/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  fundMovements,
  goldTransactions,
  monitoringAlerts,
  monitoringCaseNotes,
  monitoringCases,
  outbox,
  webhookEvents,
} from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { pdfText } from '../../test/pdf';
import { workingTimeBetween } from '../case-ownership';
import { unzip } from '../data-export/testing/unzip';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { overrideClock } from '../risk-rating';
import { MONITORING_ALERT_RAISED, MONITORING_CASE_OPENED } from './alerts.service';
import { plusDays, recentTuesday } from './testing/monitoring-fixtures';
import { NIGHTLY_JOB } from './transaction-monitoring.job';

const ACCOUNT_A = '8800777201';
const ACCOUNT_B = '8800777202';
const MOVEMENTS = '/v1/integration/fund-movements';
const TRADES = '/v1/integration/trade-transactions';

describe('monitoring alerts', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let a: Participant;
  let b: Participant;
  let exchange = { id: '', key: '' };
  let outboxBefore = 0;
  let eventsBefore = 0;
  const tuesday = recentTuesday();

  const call = (url: string, payload: object) =>
    h.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${exchange.key}` },
    });
  const movement = (id: string, account: string, amount: string, at: string, channel = 'transfer') => ({
    movement_id: id,
    account_no: account,
    kind: 'topup',
    amount,
    currency: 'IDR',
    channel,
    occurred_at: at,
  });
  const trade = (id: string, direction: 'buy' | 'sell', at: string) => ({
    transaction_id: id,
    account_no: ACCOUNT_A,
    contract_id: 6,
    direction,
    type: 'limit',
    condition: 'day',
    status: 'settled',
    quantity: 100,
    price: '1500000.00',
    settlement_amount: '150000000.00',
    fee: '50000.00',
    currency: 'IDR',
    traded_at: at,
  });
  const alertsOf = (participant: Participant, kind?: string) =>
    h.t.db
      .select()
      .from(monitoringAlerts)
      .where(
        and(
          eq(monitoringAlerts.kycCustomerId, participant.id),
          kind ? eq(monitoringAlerts.kind, kind) : undefined,
        ),
      );
  const raisedAudits = (participant: Participant) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, MONITORING_ALERT_RAISED), eq(auditLog.targetId, participant.id)));
  const movementIds = async (refs: string[]) =>
    (
      await h.t.db
        .select({ id: fundMovements.id, ref: fundMovements.externalRef })
        .from(fundMovements)
        .where(and(eq(fundMovements.partnerId, exchange.id), inArray(fundMovements.externalRef, refs)))
    )
      .sort((x, y) => refs.indexOf(x.ref) - refs.indexOf(y.ref))
      .map((m) => m.id);
  const count = async (table: typeof outbox | typeof webhookEvents) =>
    (await h.t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  const cashDay = () => ({
    fund_movements: [
      movement('CASH-1', ACCOUNT_A, '300000000.00', `${tuesday}T10:00:00+07:00`, 'cash'),
      movement('CASH-2', ACCOUNT_A, '250000000.00', `${tuesday}T14:30:00+07:00`, 'cash'),
    ],
  });

  beforeAll(async () => {
    a = await approvedParticipant(ACCOUNT_A, 'uji.pantau.a');
    b = await approvedParticipant(ACCOUNT_B, 'uji.pantau.b');
    exchange = await createIntegrationPartner(h.t.db, 'Bursa Pantau', { kind: 'exchange', platform: 'gofx' });
    await h.t.flushJobs();
    outboxBefore = await count(outbox);
    eventsBefore = await count(webhookEvents);
  });

  it('raises one LTKT candidate for Rp 550,000,000 in cash on one working day, naming both top-ups, with one audit row', async () => {
    const res = await call(MOVEMENTS, cashDay());
    expect(res.statusCode, res.body).toBe(200);
    // Raised in the queue, not in the partner's call.
    expect(await alertsOf(a)).toHaveLength(0);
    await h.t.flushJobs();

    const [alert, ...more] = await alertsOf(a, 'daily_cumulative');
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({
      userId: a.customer.id,
      platformId: h.gofxId,
      severity: 'high',
      setVersion: 'kilau-scenarios-1',
      ltktCandidate: true,
      status: 'open',
      key: `daily_cumulative:${tuesday}`,
    });
    expect(alert?.facts).toMatchObject({
      fund_movement_ids: await movementIds(['CASH-1', 'CASH-2']),
      sum_idr: 550_000_000,
      cash_sum_idr: 550_000_000,
      cash_in_idr: 550_000_000,
      cash_out_idr: 0,
      ltkt_candidate: true,
      working_day: tuesday,
    });
    const audits = await raisedAudits(a);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'system', targetType: 'kyc_customer', targetId: a.id });
    // No personal data: the scenario, its key and set, and the case it joined.
    expect(audits[0]?.details).toEqual({
      kind: 'daily_cumulative',
      severity: 'high',
      key: `daily_cumulative:${tuesday}`,
      set_version: 'kilau-scenarios-1',
      case_id: alert?.caseId,
    });
    expect(alert?.caseId).toBeTruthy();
  });

  it('raises nothing twice: the batch re-sent and the nightly round leave one alert and one audit row', async () => {
    const again = await call(MOVEMENTS, cashDay());
    expect(again.json()).toMatchObject({ inserted: 0, duplicates: 2 });
    await h.t.flushJobs();
    expect(await alertsOf(a, 'daily_cumulative')).toHaveLength(1);
    expect(await raisedAudits(a)).toHaveLength(1);

    await h.t.app.jobs.enqueue('monitoring.nightly', {});
    await h.t.flushJobs();
    expect(await alertsOf(a, 'daily_cumulative')).toHaveLength(1);
    expect(await raisedAudits(a)).toHaveLength(1);
  });

  it('sees structuring: three top-ups of Rp 450,000,000 within 7 days', async () => {
    const refs = ['S-1', 'S-2', 'S-3'];
    const res = await call(MOVEMENTS, {
      fund_movements: refs.map((ref, i) =>
        movement(ref, ACCOUNT_A, '450000000.00', `${plusDays(tuesday, i + 1)}T11:00:00+07:00`),
      ),
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.t.flushJobs();
    const [alert, ...more] = await alertsOf(a, 'structuring');
    expect(more).toHaveLength(0);
    expect(alert?.facts).toMatchObject({ fund_movement_ids: await movementIds(refs), count: 3 });
    // Each day stays below Rp 500,000,000 and none of it is cash: no second daily alert.
    expect(await alertsOf(a, 'daily_cumulative')).toHaveLength(1);
  });

  it('sees a round trip: a buy and a sell of one contract within 24 hours, each above Rp 100,000,000', async () => {
    const day = plusDays(tuesday, 1);
    const res = await call(TRADES, {
      transactions: [
        trade('T-BUY', 'buy', `${day}T09:00:00+07:00`),
        trade('T-SELL', 'sell', `${day}T15:00:00+07:00`),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.t.flushJobs();
    const trades = await h.t.db
      .select({ id: goldTransactions.id, ref: goldTransactions.externalRef })
      .from(goldTransactions)
      .where(eq(goldTransactions.partnerId, exchange.id));
    const idOf = (ref: string) => trades.find((t) => t.ref === ref)?.id;
    const [alert, ...more] = await alertsOf(a, 'rapid_round_trip');
    expect(more).toHaveLength(0);
    expect(alert?.facts).toMatchObject({ trade_ids: [idOf('T-BUY'), idOf('T-SELL')] });
    expect(alert?.severity).toBe('medium');
  });

  it('raises nothing for another participant of the exchange whose movements are small', async () => {
    const res = await call(MOVEMENTS, {
      fund_movements: [
        movement('B-1', ACCOUNT_B, '25000000.00', `${tuesday}T10:00:00+07:00`, 'cash'),
        movement('B-2', ACCOUNT_B, '40000000.00', `${plusDays(tuesday, 2)}T10:00:00+07:00`),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.t.flushJobs();
    await h.t.app.jobs.enqueue('monitoring.nightly', {});
    await h.t.flushJobs();
    expect(await alertsOf(b)).toHaveLength(0);
    expect(await raisedAudits(b)).toHaveLength(0);
  });

  it('rates the participant again on each alert: the risk rating weighs the alerts of the last 180 days', async () => {
    const broker = await staff(ROLES.brokerAdmin);
    const risk = async (p: Participant) => {
      const res = await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token);
      expect(res.statusCode, res.body).toBe(200);
      return riskReplySchema.parse(res.json()).data;
    };
    const rated = await risk(a);
    const reason = rated.current?.reasons.find((r) => r.factor === 'monitoring_alert');
    expect(reason).toMatchObject({ points: 4 });
    expect(reason?.text).toBe(
      `Peringatan pemantauan transaksi: 3 peringatan dalam 180 hari terakhir (${[
        MONITORING_SCENARIO_LABELS.rapid_round_trip,
        MONITORING_SCENARIO_LABELS.structuring,
        MONITORING_SCENARIO_LABELS.daily_cumulative,
      ].join(', ')})`,
    );
    expect(rated.current?.trigger).toBe('monitoring');
    // Each new alert made a rating of its own: one, then two, then three alerts counted.
    const counted = rated.history
      .filter((h) => h.trigger === 'monitoring')
      .map((h) => h.reasons.find((r) => r.factor === 'monitoring_alert')?.detail.split(' ')[0]);
    expect(counted).toEqual(['3', '2', '1']);
    // The participant without an alert is not weighed for one.
    const other = await risk(b);
    expect(other.current?.reasons.map((r) => r.factor)).not.toContain('monitoring_alert');
  });

  it('lists the alerts to the compliance officer, newest first, by scenario if asked; no other staff role reads them', async () => {
    const officer = await staff(ROLES.complianceOfficer);
    const res = await api('GET', '/v1/compliance/monitoring/alerts', officer.token);
    expect(res.statusCode, res.body).toBe(200);
    const { alerts, total } = monitoringAlertsReplySchema.parse(res.json()).data;
    const ofA = alerts.filter((x) => x.participant_id === a.id);
    expect(ofA.map((x) => x.kind)).toEqual(['rapid_round_trip', 'structuring', 'daily_cumulative']);
    expect(alerts.filter((x) => x.participant_id === b.id)).toHaveLength(0);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(ofA[2]).toMatchObject({
      fullname: a.customer.fullname,
      severity: 'high',
      ltkt_candidate: true,
      count: 2,
      sum_idr: 550_000_000,
      set_version: 'kilau-scenarios-1',
    });
    expect(ofA[2]?.platform).toBeTruthy();

    const filtered = await api('GET', '/v1/compliance/monitoring/alerts?kind=structuring', officer.token);
    const structuring = monitoringAlertsReplySchema.parse(filtered.json()).data;
    expect(structuring.alerts.every((x) => x.kind === 'structuring')).toBe(true);
    expect(structuring.alerts.map((x) => x.participant_id)).toContain(a.id);
    const wrongKind = await api('GET', '/v1/compliance/monitoring/alerts?kind=semua', officer.token);
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.body).toContain(MSG.monitoringAlertsKindInvalid);

    // The broker's reviewers, the bank and the super admin are refused; the customer has no way in.
    for (const role of [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin, ROLES.superAdmin]) {
      const refused = await api('GET', '/v1/compliance/monitoring/alerts', (await staff(role)).token);
      expect(refused.statusCode, `role ${role}`).toBe(403);
    }
    const customer = await api('GET', '/v1/compliance/monitoring/alerts', a.customer.token);
    expect([401, 403]).toContain(customer.statusCode);
  });

  it('puts the participant’s alerts into one open case, due one working day after its first high alert; the officer lists and opens it, no one else', async () => {
    const [opened, ...more] = await h.t.db
      .select()
      .from(monitoringCases)
      .where(eq(monitoringCases.kycCustomerId, a.id));
    expect(more).toEqual([]);
    if (!opened) throw new Error('no case for the participant with alerts');
    expect(opened).toMatchObject({ status: 'open', severity: 'high' });
    // The LTKT candidate (high) opened it: due one working day on (MONITORING_CASE_DUE_DAYS_HIGH);
    // the medium alerts that joined later did not move it.
    const due = workingTimeBetween(opened.openedAt, opened.dueAt, {
      holidays: h.t.app.config.REVIEW_HOLIDAYS,
    });
    expect(Math.abs(due - DAY_MS)).toBeLessThan(60_000);
    const alerts = await alertsOf(a);
    expect(alerts.map((x) => x.caseId)).toEqual(alerts.map(() => opened.id));
    expect(
      await h.t.db.select().from(monitoringCases).where(eq(monitoringCases.kycCustomerId, b.id)),
    ).toEqual([]);
    // One audit row for the opening; each alert's row names the case.
    const audits = await h.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, a.id),
          inArray(auditLog.action, [MONITORING_CASE_OPENED, MONITORING_ALERT_RAISED]),
        ),
      );
    expect(audits.filter((r) => r.action === MONITORING_CASE_OPENED).map((r) => r.details)).toEqual([
      { case_id: opened.id, severity: 'high' },
    ]);
    expect(
      audits
        .filter((r) => r.action === MONITORING_ALERT_RAISED)
        .map((r) => (r.details as { case_id?: string }).case_id),
    ).toEqual(alerts.map(() => opened.id));

    const officer = await staff(ROLES.complianceOfficer);
    const listed = await api('GET', '/v1/compliance/monitoring/cases', officer.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const { cases } = monitoringCasesReplySchema.parse(listed.json()).data;
    expect(cases.filter((c) => c.participant_id === b.id)).toEqual([]);
    expect(cases.find((c) => c.participant_id === a.id)).toMatchObject({
      _id: opened.id,
      fullname: a.customer.fullname,
      severity: 'high',
      alerts: 3,
      ltkt_candidate: true,
      due_at: opened.dueAt.toISOString(),
    });
    const one = await api('GET', `/v1/compliance/monitoring/cases/${opened.id}`, officer.token);
    expect(one.statusCode, one.body).toBe(200);
    const detail = monitoringCaseReplySchema.parse(one.json()).data;
    expect(detail.alerts.map((x) => x.kind)).toEqual(['daily_cumulative', 'structuring', 'rapid_round_trip']);
    // Opening a case is a reading of the participant's data, audited as the detail's is.
    const viewed = await h.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'participant.view'),
          eq(auditLog.targetId, a.id),
          eq(auditLog.actorId, officer.id),
        ),
      );
    expect(viewed).toHaveLength(1);
    const missing = await api('GET', '/v1/compliance/monitoring/cases/bukan-kasus', officer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(MSG.monitoringCaseNotFound);

    for (const role of [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.bankAdmin, ROLES.superAdmin]) {
      const token = (await staff(role)).token;
      expect((await api('GET', '/v1/compliance/monitoring/cases', token)).statusCode, `role ${role}`).toBe(
        403,
      );
      expect((await api('GET', `/v1/compliance/monitoring/cases/${opened.id}`, token)).statusCode).toBe(403);
    }
    const customer = await api('GET', `/v1/compliance/monitoring/cases/${opened.id}`, a.customer.token);
    expect([401, 403]).toContain(customer.statusCode);
  });

  it('lets one officer take the case at a time, frees it only for its holder, and keeps its notes append-only and the officers’ own', async () => {
    const [opened] = await h.t.db
      .select()
      .from(monitoringCases)
      .where(eq(monitoringCases.kycCustomerId, a.id));
    if (!opened) throw new Error('no case for the participant with alerts');
    const first = await staff(ROLES.complianceOfficer);
    const second = await staff(ROLES.complianceOfficer);
    const base = `/v1/compliance/monitoring/cases/${opened.id}`;
    const caseOf = async (token: string) =>
      monitoringCaseReplySchema.parse((await api('GET', base, token)).json()).data;

    const taken = await api('POST', `${base}/claim`, first.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.holder).toMatchObject({ staff_id: first.id });
    // The other officer is told who works on it, and cannot free it.
    const refused = await api('POST', `${base}/claim`, second.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_message_id).toBe(
      MSG.monitoringCaseHeldByOther.replace('{name}', taken.json().data.holder.name),
    );
    const notHis = await api('DELETE', `${base}/claim`, second.token);
    expect(notHis.statusCode).toBe(409);
    expect(notHis.json().err_message_id).toBe(MSG.monitoringCaseNotHeld);
    expect((await caseOf(second.token)).case.holder?.staff_id).toBe(first.id);
    // Taking it again changes nothing and audits nothing more.
    expect((await api('POST', `${base}/claim`, first.token)).statusCode).toBe(200);

    const empty = await api('POST', `${base}/notes`, first.token, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(MSG.caseNoteRequired);
    const text = 'Dua setoran tunai pada hari yang sama; minta keterangan sumber dana.';
    const noted = await api('POST', `${base}/notes`, first.token, { body: text });
    expect(noted.statusCode, noted.body).toBe(200);
    const later = await api('POST', `${base}/notes`, second.token, {
      body: 'Sudah dicek, lanjut ke eskalasi.',
    });
    expect(later.statusCode).toBe(200);
    expect((await caseOf(first.token)).notes.map((n) => n.body)).toEqual([
      'Sudah dicek, lanjut ke eskalasi.',
      text,
    ]);
    // Append-only in the database itself.
    await expect(
      h.t.db
        .update(monitoringCaseNotes)
        .set({ body: 'diubah' })
        .where(eq(monitoringCaseNotes.caseId, opened.id)),
    ).rejects.toThrow();

    const freed = await api('DELETE', `${base}/claim`, first.token);
    expect(freed.statusCode).toBe(200);
    expect((await caseOf(second.token)).case.holder).toBeNull();
    expect((await api('POST', `${base}/claim`, second.token)).statusCode).toBe(200);

    // Audited against the participant, the note by its id, never its text.
    const trail = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.id), sql`${auditLog.action} like 'monitoring.case_%'`));
    const actions = trail.map((r) => r.action);
    expect(actions.filter((x) => x === 'monitoring.case_claim')).toHaveLength(2);
    expect(actions.filter((x) => x === 'monitoring.case_release')).toHaveLength(1);
    expect(actions.filter((x) => x === 'monitoring.case_note')).toHaveLength(2);
    expect(JSON.stringify(trail)).not.toContain('sumber dana');

    // No other role takes, frees or notes it; the bank never reads the notes anywhere.
    for (const role of [ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.superAdmin]) {
      const token = (await staff(role)).token;
      expect((await api('POST', `${base}/claim`, token)).statusCode, `role ${role}`).toBe(403);
      expect((await api('POST', `${base}/notes`, token, { body: 'x' })).statusCode, `role ${role}`).toBe(403);
    }
    const bank = await staff(ROLES.bankAdmin);
    const bankNotes = await api('GET', `/v1/admin-bank/kyc/${a.id}/notes`, bank.token);
    expect(bankNotes.body).not.toContain('sumber dana');
  });

  it('tells no one: no partner event, no e-mail or SMS, nothing in the customer’s wallet replies or the bank’s timeline', async () => {
    expect((await alertsOf(a)).length).toBeGreaterThanOrEqual(3);
    expect(await count(outbox)).toBe(outboxBefore);
    expect(await count(webhookEvents)).toBe(eventsBefore);
    const monitoringEvents = await h.t.db
      .select()
      .from(webhookEvents)
      .where(sql`${webhookEvents.type} ilike '%monitoring%' or ${webhookEvents.type} ilike '%alert%'`);
    expect(monitoringEvents).toHaveLength(0);

    const words = ['alert', 'peringatan', 'monitoring', ...MONITORING_SCENARIO_KINDS];
    // The participant's timeline: the broker's reviewers see the alert's audit row, the bank does not.
    const timeline = async (prefix: string, role: StaffRole) => {
      const res = await api('GET', `/v1/${prefix}/kyc/${a.id}/timeline`, (await staff(role)).token);
      expect(res.statusCode, res.body).toBe(200);
      return res.body.toLowerCase();
    };
    const brokerView = await timeline('admin-broker', ROLES.brokerAdmin);
    expect(brokerView).toContain(
      MSG.tlMonitoringAlert.replace('{scenario}', MONITORING_SCENARIO_LABELS.daily_cumulative).toLowerCase(),
    );
    const bankView = await timeline('admin-bank', ROLES.bankAdmin);
    for (const word of words) expect(bankView, `the bank's timeline mentions ${word}`).not.toContain(word);

    for (const url of ['/v1/user/gold_saving', '/v1/user/posgo_balance', '/v1/abx/transactions?limit=50']) {
      const res = await api('GET', url, a.customer.token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const body = res.body.toLowerCase();
      for (const word of words) expect(body, `${url} mentions ${word}`).not.toContain(word);
    }
  });

  it('keeps the alert in the broker’s case file PDF and out of the bank’s', async () => {
    const alertTitle = MSG.tlMonitoringAlert.replace(
      '{scenario}',
      MONITORING_SCENARIO_LABELS.daily_cumulative,
    );
    const caseFileText = async (prefix: string, role: StaffRole) => {
      const res = await api('GET', `/v1/${prefix}/kyc/${a.id}/case-file`, (await staff(role)).token);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      // pdftotext -layout breaks long lines and spaces words out: compare on single spaces.
      return (await pdfText(res.rawPayload, '-layout')).replace(/\s+/g, ' ');
    };
    expect(await caseFileText('admin-broker', ROLES.brokerAdmin)).toContain(alertTitle);
    const bankFile = (await caseFileText('admin-bank', ROLES.bankAdmin)).toLowerCase();
    expect(bankFile).toContain(a.customer.fullname.toLowerCase());
    for (const word of ['alert', 'peringatan', 'pemantauan', 'monitoring', ...MONITORING_SCENARIO_KINDS])
      expect(bankFile, `the bank's case file mentions ${word}`).not.toContain(word);
  });

  it('leaves the alert out of the customer’s own copy of their data (‘Unduh data saya’)', async () => {
    const ask = await api('POST', '/v1/user/data-export', a.customer.token, {
      password: a.customer.password,
    });
    expect(ask.statusCode, ask.body).toBe(202);
    await h.t.flushJobs();
    const link = (await h.t.lastMessageTo(a.customer.email))?.text.match(
      /\/data-saya\/unduh\/([A-Za-z0-9_-]+)/,
    )?.[1];
    expect(link, 'the e-mail carries the download link').toBeTruthy();
    const res = await api('GET', `/v1/user/data-export/${link}`, a.customer.token);
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);
    const data = entries.get('data.json')?.toString('utf8').toLowerCase() ?? '';
    // The copy holds the movements the alert counted (the customer's own facts)…
    expect(data).toContain('300000000');
    // …and nothing of the alert, its scenario or its key.
    for (const word of [
      'alert',
      'peringatan',
      'pemantauan',
      'monitoring',
      'ltkt',
      ...MONITORING_SCENARIO_KINDS,
    ])
      expect(data, `data.json mentions ${word}`).not.toContain(word);
    const summary = (await pdfText(entries.get('ringkasan.pdf') ?? Buffer.alloc(0), '-layout')).toLowerCase();
    expect(summary).toContain(a.customer.fullname.toLowerCase());
    for (const word of ['peringatan', 'pemantauan', 'ltkt', 'mencurigakan'])
      expect(summary, `ringkasan.pdf mentions ${word}`).not.toContain(word);
  });

  // Last: it moves the rating's clock past the window of every alert above.
  it('rates the participant again once the alerts are past the window: the nightly round drops the factor, the history keeps it', async () => {
    const broker = await staff(ROLES.brokerAdmin);
    const risk = async () => {
      const res = await api('GET', `/v1/admin-broker/kyc/${a.id}/risk`, broker.token);
      expect(res.statusCode, res.body).toBe(200);
      return riskReplySchema.parse(res.json()).data;
    };
    const factorsOf = (r: { reasons: { factor: string }[] } | null | undefined) =>
      r?.reasons.map((x) => x.factor) ?? [];
    const before = await risk();
    expect(factorsOf(before.current)).toContain('monitoring_alert');

    // The nightly round the day before the window ends changes nothing: no new history row.
    overrideClock.now = () => new Date(Date.now() + 150 * DAY_MS);
    try {
      await h.t.app.jobs.enqueue(NIGHTLY_JOB, {});
      await h.t.flushJobs();
      expect((await risk()).history).toHaveLength(before.history.length);

      // 181 days on, every alert of this participant is older than the model's 180 days.
      overrideClock.now = () => new Date(Date.now() + 181 * DAY_MS);
      await h.t.app.jobs.enqueue(NIGHTLY_JOB, {});
      await h.t.flushJobs();
    } finally {
      overrideClock.now = () => new Date();
    }
    const after = await risk();
    expect(factorsOf(after.current)).not.toContain('monitoring_alert');
    expect(after.current?.trigger).toBe('monitoring');
    expect(after.current?.score).toBe((before.current?.score ?? 0) - 4);
    // The rating that counted the alerts stays in the history, just below the new one.
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(factorsOf(after.history[1])).toContain('monitoring_alert');
    // The participant without an alert was not rated again.
    const other = await api('GET', `/v1/admin-broker/kyc/${b.id}/risk`, broker.token);
    const otherHistory = riskReplySchema.parse(other.json()).data.history;
    expect(otherHistory.filter((r) => r.trigger === 'monitoring')).toEqual([]);
  });
});
