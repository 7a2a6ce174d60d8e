/**
 * A scenario set's dry run (docs/product/monitoring.md § The scenario set's versions; decision
 * 0214, run by the job queue since decision 0216): every participant with activity in the last
 * `days` days evaluated under the set, in memory, as the job would evaluate them now; a hit counts
 * when a transaction it counts falls in the period (a shared identifier counts always: it is the
 * present state), and is new when the participant has no alert of its key. Nothing is written.
 */
import {
  DAY_MS,
  type MonitoringScenarioKind,
  SCENARIO_DRY_RUN_LISTED,
  type ScenarioDryRun,
  type ScenarioSet,
} from '@kilau/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { kycCustomers, monitoringAlerts } from '../../db/schema';
import { activeParticipants, participantFacts } from './alerts.repository';
import { evaluateParticipant } from './evaluate';
import { evaluationContext } from './evaluation-context';
import { lookBackMs } from './look-back';
import type { MonitoringHit, ParticipantFacts } from './monitoring-facts';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config'>;

/** Participants whose existing alert keys are read in one statement. */
const SLICE = 500;

/** Whether a hit counts a transaction at or after `since` (or counts none: a shared identifier). */
function touchesPeriod(hit: MonitoringHit, facts: ParticipantFacts, since: Date): boolean {
  const counted = new Set([
    ...hit.facts.trade_ids,
    ...hit.facts.fund_movement_ids,
    ...hit.facts.gold_withdrawal_ids,
  ]);
  if (counted.size === 0) return true;
  const all = [...facts.trades, ...facts.fund_movements, ...facts.gold_withdrawals];
  return all.some((fact) => counted.has(fact.id) && fact.at >= since);
}

/** The keys each of these participants has an alert of, as `participant key`. */
async function existingKeys(db: Deps['db'], ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: monitoringAlerts.kycCustomerId, key: monitoringAlerts.key })
    .from(monitoringAlerts)
    .where(inArray(monitoringAlerts.kycCustomerId, [...ids]));
  return new Set(rows.map((r) => `${r.id} ${r.key}`));
}

export async function scenarioDryRun(
  deps: Deps,
  set: ScenarioSet,
  days: number,
  now: Date,
): Promise<ScenarioDryRun> {
  const since = new Date(now.getTime() - days * DAY_MS);
  // A pattern that ends in the period is read from its start, as the job's own look-back does.
  const readFrom = new Date(since.getTime() - lookBackMs(set));
  const calendar = { holidays: deps.config.REVIEW_HOLIDAYS };
  const ctx = await evaluationContext(deps, set);
  const perKind = new Map<MonitoringScenarioKind, { alerts: number; new_alerts: number }>(
    set.scenarios.map((s) => [s.kind, { alerts: 0, new_alerts: 0 }]),
  );
  const withNew: { id: string; kinds: Set<MonitoringScenarioKind>; count: number }[] = [];
  let participants = 0;
  const active = await activeParticipants(deps.db, since);
  for (let i = 0; i < active.length; i += SLICE) {
    const ids = active.slice(i, i + SLICE);
    const known = await existingKeys(deps.db, ids);
    for (const id of ids) {
      const read = await participantFacts(deps.db, id, now, ctx, readFrom);
      if (!read) continue;
      const { facts } = read;
      participants += 1;
      const found = { id, kinds: new Set<MonitoringScenarioKind>(), count: 0 };
      for (const hit of evaluateParticipant(set, facts, now, calendar)) {
        if (!touchesPeriod(hit, facts, since)) continue;
        const tally = perKind.get(hit.kind);
        if (!tally) continue;
        tally.alerts += 1;
        if (known.has(`${id} ${hit.key}`)) continue;
        tally.new_alerts += 1;
        found.kinds.add(hit.kind);
        found.count += 1;
      }
      if (found.count > 0) withNew.push(found);
    }
  }

  const listed = withNew.sort((a, b) => b.count - a.count).slice(0, SCENARIO_DRY_RUN_LISTED);
  const scenarios = set.scenarios.map((s) => ({
    kind: s.kind,
    enabled: s.enabled,
    ...(perKind.get(s.kind) ?? { alerts: 0, new_alerts: 0 }),
  }));
  return {
    version: set.version,
    days,
    since: since.toISOString(),
    until: now.toISOString(),
    participants,
    alerts: scenarios.reduce((sum, s) => sum + s.alerts, 0),
    new_alerts: scenarios.reduce((sum, s) => sum + s.new_alerts, 0),
    scenarios,
    participants_with_new: listed.map((p) => ({
      customer_id: p.id,
      // Named when the run is read (withNames), so that a stored run keeps no one's name.
      fullname: '',
      kinds: set.scenarios.map((s) => s.kind).filter((kind) => p.kinds.has(kind)),
      new_alerts: p.count,
    })),
  };
}

/**
 * The run's participants named as their records name them now: read when the run is read, so a
 * stored run holds ids and counts only, and a record erased since shows as erased.
 */
export async function withNames(db: Deps['db'], result: ScenarioDryRun): Promise<ScenarioDryRun> {
  const ids = result.participants_with_new.map((p) => p.customer_id);
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: kycCustomers.id, fullname: kycCustomers.fullname })
    .from(kycCustomers)
    .where(inArray(kycCustomers.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.fullname ?? '']));
  return {
    ...result,
    participants_with_new: result.participants_with_new.map((p) => ({
      ...p,
      fullname: names.get(p.customer_id) ?? '',
    })),
  };
}
