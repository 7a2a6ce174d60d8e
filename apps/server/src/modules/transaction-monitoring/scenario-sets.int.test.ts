/**
 * The scenario set's versions through the compliance officers' calls (decision 0214): a draft
 * refused field by field, its dry run over the transactions the exchange reported through the
 * integration API (the alerts it would raise, and which are new, with nothing written), a proposal
 * one officer makes and another decides, the activation that retires the old set and evaluates
 * the participants again on the job queue (the new alert names the new version, the old keeps
 * its own), a decline with its reason, and every other role refused.
 */

import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SCENARIOS,
  MSG,
  ROLES,
  type ScenarioSet,
  scenarioDryRunReplySchema,
  scenarioSetListReplySchema,
  scenarioSetReplySchema,
} from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monitoringAlerts, monitoringScenarioDryRuns, webhookEvents } from '../../db/schema';
import { nextTestIp } from '../../test/customer';
import { createIntegrationPartner } from '../integration/partner-keys';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';
import { plusDays, recentTuesday, reportCashDay } from './testing/monitoring-fixtures';

const BASE = '/v1/compliance/scenario-sets';
const ACCOUNT_A = '8800778301';
const ACCOUNT_B = '8800778302';
const REASON = 'Ambang pemecahan transaksi terlalu rendah untuk volume nasabah kita saat ini.';

/** The shipped set with structuring measured against Rp 350,000,000 instead of 500,000,000. */
const lowerStructuring = (version: string): ScenarioSet => ({
  version,
  scenarios: DEFAULT_SCENARIOS.scenarios.map((s) =>
    s.kind === 'structuring' ? { ...s, params: { ...s.params, threshold_idr: 350_000_000 } } : s,
  ),
});

describe('the scenario set’s versions', () => {
  const { h, approvedParticipant, staff, api } = useReviewHarness();
  let a: Participant;
  let b: Participant;
  let exchange = { id: '', key: '' };
  const tuesday = recentTuesday();

  const alertsOf = (participant: Participant, kind: string) =>
    h.t.db
      .select()
      .from(monitoringAlerts)
      .where(and(eq(monitoringAlerts.kycCustomerId, participant.id), eq(monitoringAlerts.kind, kind)));
  const count = async (table: typeof monitoringAlerts | typeof webhookEvents) =>
    (await h.t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  /**
   * A dry run as the page asks it: 202 while it runs on the job queue, then read until done; the
   * answer is there for every officer (the checker reads the maker's too).
   */
  const dryRun = async (token: string, version: string, days: number) => {
    const asked = await api('POST', `${BASE}/${version}/dry-run`, token, { days });
    expect(asked.statusCode, asked.body).toBe(202);
    const { run } = scenarioDryRunReplySchema.parse(asked.json()).data;
    expect(run).toMatchObject({ version, days, status: 'running', result: null });
    await h.t.flushJobs();
    const read = await api('GET', `${BASE}/${version}/dry-runs/${run.id}`, token);
    expect(read.statusCode, read.body).toBe(200);
    const done = scenarioDryRunReplySchema.parse(read.json()).data.run;
    expect(done.status).toBe('done');
    if (!done.result) throw new Error('a done run without its answer');
    return done.result;
  };

  beforeAll(async () => {
    a = await approvedParticipant(ACCOUNT_A, 'uji.skenario.a', { fullname: 'Skenario Tunai' });
    b = await approvedParticipant(ACCOUNT_B, 'uji.skenario.b', { fullname: 'Skenario Pecah' });
    exchange = await createIntegrationPartner(h.t.db, 'Bursa Skenario', {
      kind: 'exchange',
      platform: 'gofx',
    });
    await h.t.flushJobs();
    // A: an LTKT cash day, raised under the shipped set. B: three transfers of Rp 300,000,000 in
    // a week, 60 % of the shipped structuring threshold: nothing raised today.
    await reportCashDay(h.t, exchange.key, { account: ACCOUNT_A, day: tuesday, prefix: 'SK-CASH' });
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/v1/integration/fund-movements',
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${exchange.key}` },
      payload: {
        fund_movements: [1, 2, 3].map((n) => ({
          movement_id: `SK-PECAH-${n}`,
          account_no: ACCOUNT_B,
          kind: 'topup',
          amount: '300000000.00',
          currency: 'IDR',
          channel: 'transfer',
          occurred_at: `${plusDays(tuesday, n)}T11:00:00+07:00`,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.t.flushJobs();
    expect(await alertsOf(a, 'daily_cumulative')).toHaveLength(1);
    expect(await alertsOf(b, 'structuring')).toHaveLength(0);
  });

  it('a draft, its dry run, a proposal another officer activates, and the alerts raised under it', async () => {
    const maker = await staff(ROLES.complianceOfficer);
    const checker = await staff(ROLES.complianceOfficer);
    const eventsBefore = await count(webhookEvents);

    const list = scenarioSetListReplySchema.parse((await api('GET', BASE, maker.token)).json()).data.sets;
    expect(list).toEqual([
      expect.objectContaining({ version: 'kilau-scenarios-1', status: 'active', enabled: 7, scenarios: 7 }),
    ]);

    // A wrong document: each field named by its path, in Indonesian; nothing stored.
    const wrong = lowerStructuring('Salah Versi');
    const structuring = wrong.scenarios[1];
    if (structuring?.kind !== 'structuring') throw new Error('the shipped order changed');
    wrong.scenarios[1] = { ...structuring, params: { ...structuring.params, lower_pct: 95, upper_pct: 90 } };
    const refused = await api('POST', BASE, maker.token, { document: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual(
      expect.arrayContaining([
        { field: 'document.version', message: MSG.monitoringSetVersion },
        { field: 'document.scenarios.1.params.lower_pct', message: MSG.monitoringParamPercentOrder },
      ]),
    );

    const made = await api('POST', BASE, maker.token, { document: lowerStructuring('pantau-2026-1') });
    expect(made.statusCode, made.body).toBe(201);
    expect(scenarioSetReplySchema.parse(made.json()).data.set).toMatchObject({
      status: 'draft',
      created_by: { id: maker.id },
      document: { scenarios: expect.arrayContaining([expect.objectContaining({ kind: 'structuring' })]) },
    });
    const again = await api('POST', BASE, maker.token, { document: lowerStructuring('pantau-2026-1') });
    expect(again.statusCode).toBe(409);
    expect(again.json().err_message_id).toBe(
      MSG.scenarioSetVersionTaken.replace('{version}', 'pantau-2026-1'),
    );

    // The dry run over 30 days: A's cash day again (known), B's transfers now structuring (new).
    const alertsBefore = await count(monitoringAlerts);
    const badDays = await api('POST', `${BASE}/pantau-2026-1/dry-run`, maker.token, { days: 365 });
    expect(badDays.statusCode).toBe(422);
    expect(badDays.json().err_message_id).toBe(MSG.scenarioSetDryRunDaysInvalid);
    const dry = await dryRun(maker.token, 'pantau-2026-1', 30);
    // (Other participants of the app, the demo customer's seeded trades among them, count too.)
    expect(dry).toMatchObject({ version: 'pantau-2026-1', days: 30 });
    expect(dry.participants).toBeGreaterThanOrEqual(2);
    expect(dry.scenarios.find((s) => s.kind === 'daily_cumulative')).toMatchObject({
      alerts: 1,
      new_alerts: 0,
    });
    expect(dry.scenarios.find((s) => s.kind === 'structuring')).toMatchObject({ alerts: 1, new_alerts: 1 });
    expect(dry.alerts).toBe(dry.scenarios.reduce((sum, s) => sum + s.alerts, 0));
    expect(dry.participants_with_new).toContainEqual({
      customer_id: b.id,
      fullname: 'Skenario Pecah',
      kinds: ['structuring'],
      new_alerts: 1,
    });
    expect(dry.participants_with_new.map((p) => p.customer_id)).not.toContain(a.id);
    // The stored run holds ids and counts: the names are read with it, never kept in it.
    const stored = await h.t.db
      .select({ result: monitoringScenarioDryRuns.result })
      .from(monitoringScenarioDryRuns);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('Skenario Pecah');
    // Three days back, the transfers of two weeks ago are outside the period: nothing.
    const short = await dryRun(checker.token, 'pantau-2026-1', 3);
    expect(short.scenarios.find((s) => s.kind === 'structuring')).toMatchObject({ alerts: 0 });
    expect(short.scenarios.find((s) => s.kind === 'daily_cumulative')).toMatchObject({ alerts: 0 });
    expect(await count(monitoringAlerts)).toBe(alertsBefore);
    expect((await api('GET', `${BASE}/pantau-2026-1/dry-runs/tidak-ada`, maker.token)).statusCode).toBe(404);

    // Proposed by one, never decided by them; nobody but a compliance officer may touch sets.
    expect((await api('POST', `${BASE}/pantau-2026-1/propose`, maker.token)).statusCode).toBe(200);
    const own = await api('POST', `${BASE}/pantau-2026-1/activate`, maker.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().err_message_id).toBe(MSG.scenarioSetOwnProposal);
    for (const role of [ROLES.brokerAdmin, ROLES.superAdmin, ROLES.bankAdmin]) {
      const other = await staff(role);
      expect((await api('GET', BASE, other.token)).statusCode, `role ${role}`).toBe(403);
      expect((await api('POST', `${BASE}/pantau-2026-1/dry-run`, other.token, { days: 30 })).statusCode).toBe(
        403,
      );
      expect((await api('POST', `${BASE}/pantau-2026-1/activate`, other.token)).statusCode).toBe(403);
      expect(
        (await api('GET', `${BASE}/pantau-2026-1/dry-runs/${randomUUID()}`, other.token)).statusCode,
      ).toBe(403);
    }
    const asChecker = scenarioSetReplySchema.parse(
      (await api('GET', `${BASE}/pantau-2026-1`, checker.token)).json(),
    );
    expect(asChecker.data.set).toMatchObject({
      status: 'proposed',
      can_decide: true,
      proposed_by: { id: maker.id },
    });

    const activated = await api('POST', `${BASE}/pantau-2026-1/activate`, checker.token);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(scenarioSetReplySchema.parse(activated.json()).data.set).toMatchObject({
      status: 'active',
      decided_by: { id: checker.id },
    });
    const after = scenarioSetListReplySchema.parse((await api('GET', BASE, checker.token)).json()).data.sets;
    expect(after.filter((s) => s.status === 'active').map((s) => s.version)).toEqual(['pantau-2026-1']);
    expect(after.find((s) => s.version === 'kilau-scenarios-1')?.status).toBe('retired');

    // The round booked by the activation raises B's structuring under the new version; A's alert
    // keeps the version that raised it, and nothing is raised twice.
    await h.t.flushJobs();
    const [raised, ...more] = await alertsOf(b, 'structuring');
    expect(more).toHaveLength(0);
    expect(raised).toMatchObject({ setVersion: 'pantau-2026-1', severity: 'high' });
    expect(await alertsOf(a, 'daily_cumulative')).toEqual([
      expect.objectContaining({ setVersion: 'kilau-scenarios-1' }),
    ]);

    // The audit trail names each step and who took it; no partner event carries any of it.
    const audits = await h.t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'monitoring_scenario_set'), eq(auditLog.targetId, 'pantau-2026-1')))
      .orderBy(auditLog.seq);
    expect(audits).toEqual([
      expect.objectContaining({ action: 'monitoring.scenario_set_create', actorId: maker.id }),
      expect.objectContaining({ action: 'monitoring.scenario_set_propose', actorId: maker.id }),
      expect.objectContaining({
        action: 'monitoring.scenario_set_activate',
        actorId: checker.id,
        details: expect.objectContaining({ proposed_by: maker.id }),
      }),
    ]);
    expect(await count(webhookEvents)).toBe(eventsBefore);
  });

  it('a proposal declined with its reason; one proposal waits at a time', async () => {
    const maker = await staff(ROLES.complianceOfficer);
    const checker = await staff(ROLES.complianceOfficer);
    await api('POST', BASE, maker.token, { document: lowerStructuring('pantau-2026-2') });
    await api('POST', BASE, maker.token, { document: lowerStructuring('pantau-2026-3') });
    expect((await api('POST', `${BASE}/pantau-2026-2/propose`, maker.token)).statusCode).toBe(200);
    const second = await api('POST', `${BASE}/pantau-2026-3/propose`, maker.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().err_message_id).toBe(MSG.scenarioSetProposalPending);
    const declined = await api('POST', `${BASE}/pantau-2026-2/decline`, checker.token, { reason: REASON });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(scenarioSetReplySchema.parse(declined.json()).data.set).toMatchObject({
      status: 'declined',
      decision_reason: REASON,
      decided_by: { id: checker.id },
    });
    const list = scenarioSetListReplySchema.parse((await api('GET', BASE, checker.token)).json()).data.sets;
    expect(list.filter((s) => s.status === 'active').map((s) => s.version)).toEqual(['pantau-2026-1']);
    expect((await api('POST', `${BASE}/pantau-2026-3/propose`, maker.token)).statusCode).toBe(200);
    expect((await api('GET', `${BASE}/tidak-ada`, maker.token)).json().err_message_id).toBe(
      MSG.scenarioSetNotFound,
    );
  });
});
