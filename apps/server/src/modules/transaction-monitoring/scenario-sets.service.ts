/**
 * The scenario set's versions (docs/product/monitoring.md § The scenario set's versions; decision
 * 0214), the risk model's versions' twin (risk-rating/risk-models.service.ts): a compliance
 * officer stores a draft (validated by the schema, never edited after), has it tried over the last
 * days' transactions on the job queue (decision 0216), and proposes it; another officer activates or
 * declines it. Activation retires the version before it in one transaction, and the nightly
 * round is booked at once, so the participants' transactions are evaluated under the new rules
 * without waiting for the night.
 */
import {
  DEFAULT_SCENARIOS,
  fillTemplate,
  MSG,
  SC,
  type ScenarioDryRunState,
  type ScenarioSet,
  type ScenarioSetVersion,
} from '@kilau/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation, isUuid } from '../../db/client';
import { monitoringScenarioDryRuns, monitoringScenarioSets } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { documentVersionView, versionCreator, versionDecider, versionProposer } from '../risk-rating';
import { scenarioDryRun, withNames } from './scenario-dry-run';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'jobs' | 'config' | 'log'>;

/** The audit target of a version; its actions are `monitoring.scenario_set_*` (never a partner's event). */
const TARGET = 'monitoring_scenario_set';
/** Books the nightly round now (transaction-monitoring.job.ts): the new rules, without waiting. */
export const ROUND_NOW_JOB = 'monitoring.round-now';

/**
 * The set alerts are raised under: the active version; the set Kilau ships is made active on
 * first use (the version is the key, so two instances starting together store it once).
 */
export async function activeScenarioSet(db: DbOrTx): Promise<ScenarioSet> {
  const read = () =>
    db
      .select({ document: monitoringScenarioSets.document })
      .from(monitoringScenarioSets)
      .where(eq(monitoringScenarioSets.status, 'active'))
      .limit(1);
  const [active] = await read();
  if (active) return active.document;
  await db
    .insert(monitoringScenarioSets)
    .values({
      version: DEFAULT_SCENARIOS.version,
      document: DEFAULT_SCENARIOS,
      status: 'active',
      activatedAt: new Date(),
    })
    .onConflictDoNothing();
  const [now] = await read();
  if (!now) throw new Error('No active scenario set');
  return now.document;
}

/** Runs a stored dry run (transaction-monitoring.job.ts). */
export const DRY_RUN_JOB = 'monitoring.dry-run';

type DryRunRow = typeof monitoringScenarioDryRuns.$inferSelect;

const dryRunView = (run: DryRunRow): ScenarioDryRunState => ({
  id: run.id,
  version: run.version,
  days: run.days,
  status: run.status,
  requested_at: run.requestedAt.toISOString(),
  result: run.result ?? null,
});

/**
 * The job's part: the stored run evaluated and its answer kept. A failure is kept as `failed` (the
 * officer is told and asks again) and not retried: a run repeated behind the officer's back would
 * only be slower.
 */
export async function carryOutDryRun(deps: Deps, runId: string): Promise<void> {
  const [run] = await deps.db
    .select({ days: monitoringScenarioDryRuns.days, document: monitoringScenarioSets.document })
    .from(monitoringScenarioDryRuns)
    .innerJoin(monitoringScenarioSets, eq(monitoringScenarioSets.version, monitoringScenarioDryRuns.version))
    .where(and(eq(monitoringScenarioDryRuns.id, runId), eq(monitoringScenarioDryRuns.status, 'running')));
  if (!run) return;
  const finish = (set: Partial<DryRunRow>) =>
    deps.db
      .update(monitoringScenarioDryRuns)
      .set({ ...set, finishedAt: new Date() })
      .where(eq(monitoringScenarioDryRuns.id, runId));
  try {
    await finish({ status: 'done', result: await scenarioDryRun(deps, run.document, run.days, new Date()) });
  } catch (err) {
    deps.log.error({ err, runId }, 'monitoring: scenario dry run failed');
    await finish({ status: 'failed' });
  }
}

const notFound = () => new ApiError(404, 404, MSG.scenarioSetNotFound, 'No such scenario set version');
const notProposed = () =>
  new ApiError(409, SC.proposalNotPending, MSG.scenarioSetNotProposed, 'Not proposed');

function versionsQuery(db: DbOrTx) {
  return db
    .select({
      set: monitoringScenarioSets,
      creator: versionCreator.fullname,
      proposer: versionProposer.fullname,
      decider: versionDecider.fullname,
    })
    .from(monitoringScenarioSets)
    .leftJoin(versionCreator, eq(versionCreator.id, monitoringScenarioSets.createdBy))
    .leftJoin(versionProposer, eq(versionProposer.id, monitoringScenarioSets.proposedBy))
    .leftJoin(versionDecider, eq(versionDecider.id, monitoringScenarioSets.decidedBy));
}

type VersionRow = Awaited<ReturnType<typeof versionsQuery>>[number];

function view(row: VersionRow, callerId: string): ScenarioSetVersion {
  return {
    ...documentVersionView(row.set, row, callerId),
    enabled: row.set.document.scenarios.filter((scenario) => scenario.enabled).length,
    scenarios: row.set.document.scenarios.length,
  };
}

export class ScenarioSetsService {
  constructor(private readonly deps: Deps) {}

  /** Every version, the newest first; the shipped set is made active on first use. */
  async list(claims: AccessClaims): Promise<ScenarioSetVersion[]> {
    await activeScenarioSet(this.deps.db);
    const rows = await versionsQuery(this.deps.db).orderBy(desc(monitoringScenarioSets.createdAt));
    return rows.map((r) => view(r, claims.sub));
  }

  async get(claims: AccessClaims, version: string): Promise<ScenarioSetVersion & { document: ScenarioSet }> {
    const row = await this.row(this.deps.db, version);
    return { ...view(row, claims.sub), document: row.set.document };
  }

  /** Stores a draft; the version's name is never reused (409). */
  async create(claims: AccessClaims, document: ScenarioSet, meta: RequestMeta) {
    await activeScenarioSet(this.deps.db);
    await this.deps.db
      .transaction(async (tx) => {
        await tx
          .insert(monitoringScenarioSets)
          .values({ version: document.version, document, status: 'draft', createdBy: claims.sub });
        await this.record(tx, claims, 'monitoring.scenario_set_create', document.version, {}, meta);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new ApiError(
            409,
            409,
            fillTemplate(MSG.scenarioSetVersionTaken, { version: document.version }),
            'Version exists',
          );
        throw err;
      });
    return this.get(claims, document.version);
  }

  /**
   * Asks the version's dry run over the last `days` days (decision 0216): stored as running and
   * booked on the job queue, which evaluates every active participant in memory and keeps the
   * answer. Answers the run, to be read until it is done.
   */
  async dryRun(claims: AccessClaims, version: string, days: number): Promise<ScenarioDryRunState> {
    await this.row(this.deps.db, version);
    const [run] = await this.deps.db
      .insert(monitoringScenarioDryRuns)
      .values({ version, days, requestedBy: claims.sub })
      .returning();
    if (!run) throw new Error('dry run not stored');
    await this.deps.jobs.enqueue(DRY_RUN_JOB, { run_id: run.id });
    return dryRunView(run);
  }

  /** One dry run of the version, as far as it has come; 404 for no such run of it. */
  async dryRunState(version: string, id: string): Promise<ScenarioDryRunState> {
    const [run] = isUuid(id)
      ? await this.deps.db
          .select()
          .from(monitoringScenarioDryRuns)
          .where(and(eq(monitoringScenarioDryRuns.id, id), eq(monitoringScenarioDryRuns.version, version)))
      : [];
    if (!run) throw new ApiError(404, 404, MSG.scenarioSetDryRunNotFound, 'No such dry run');
    const view = dryRunView(run);
    return view.result ? { ...view, result: await withNames(this.deps.db, view.result) } : view;
  }

  /** draft → proposed; one proposal waits at a time (409). */
  async propose(claims: AccessClaims, version: string, meta: RequestMeta) {
    await this.deps.db
      .transaction(async (tx) => {
        const moved = await tx
          .update(monitoringScenarioSets)
          .set({ status: 'proposed', proposedBy: claims.sub, proposedAt: new Date() })
          .where(and(eq(monitoringScenarioSets.version, version), eq(monitoringScenarioSets.status, 'draft')))
          .returning({ version: monitoringScenarioSets.version });
        if (moved.length === 0) {
          await this.row(tx, version);
          throw new ApiError(409, 409, MSG.scenarioSetNotDraft, 'Not a draft');
        }
        await this.record(tx, claims, 'monitoring.scenario_set_propose', version, {}, meta);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new ApiError(409, SC.proposalNotPending, MSG.scenarioSetProposalPending, 'A proposal waits');
        throw err;
      });
    return this.get(claims, version);
  }

  /**
   * proposed → active by another officer: the active version retires in the same transaction,
   * then the round evaluates every participant with activity under the new one. The round's
   * booking failing never undoes the activation: the nightly round comes anyway.
   */
  async activate(claims: AccessClaims, version: string, meta: RequestMeta) {
    await this.decide(claims, version, meta, {
      action: 'monitoring.scenario_set_activate',
      before: (tx) =>
        tx
          .update(monitoringScenarioSets)
          .set({ status: 'retired' })
          .where(
            and(eq(monitoringScenarioSets.status, 'active'), ne(monitoringScenarioSets.version, version)),
          ),
      set: { status: 'active', decidedBy: claims.sub, activatedAt: new Date() },
      details: {},
    });
    try {
      await this.deps.jobs.enqueue(ROUND_NOW_JOB, {});
    } catch (err) {
      this.deps.log.error({ err, version }, 'monitoring: round after activation not booked');
    }
    return this.get(claims, version);
  }

  /** proposed → declined by another officer, with their reason. */
  async decline(claims: AccessClaims, version: string, reason: string, meta: RequestMeta) {
    await this.decide(claims, version, meta, {
      action: 'monitoring.scenario_set_decline',
      set: { status: 'declined', decidedBy: claims.sub, decisionReason: reason },
      details: { reason },
    });
    return this.get(claims, version);
  }

  /**
   * A checker's decision on a proposed version, in one transaction: the version locked and checked,
   * `before` (the old version's retirement), the guarded status change and its audit row naming
   * the proposer.
   */
  private async decide(
    claims: AccessClaims,
    version: string,
    meta: RequestMeta,
    d: {
      action: string;
      before?: (tx: DbOrTx) => Promise<unknown>;
      set: Partial<typeof monitoringScenarioSets.$inferInsert>;
      details: Record<string, unknown>;
    },
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await versionsQuery(tx)
        .where(eq(monitoringScenarioSets.version, version))
        .for('update', { of: monitoringScenarioSets });
      if (!row) throw notFound();
      if (row.set.status !== 'proposed') throw notProposed();
      if (row.set.proposedBy === claims.sub)
        throw new ApiError(409, SC.proposalSamePerson, MSG.scenarioSetOwnProposal, 'Own proposal');
      await d.before?.(tx);
      const won = await tx
        .update(monitoringScenarioSets)
        .set(d.set)
        .where(
          and(eq(monitoringScenarioSets.version, version), eq(monitoringScenarioSets.status, 'proposed')),
        )
        .returning({ version: monitoringScenarioSets.version });
      if (won.length === 0) throw notProposed();
      await this.record(
        tx,
        claims,
        d.action,
        version,
        { proposed_by: row.set.proposedBy, ...d.details },
        meta,
      );
    });
  }

  private async row(db: DbOrTx, version: string): Promise<VersionRow> {
    const [row] = await versionsQuery(db).where(eq(monitoringScenarioSets.version, version));
    if (!row) throw notFound();
    return row;
  }

  private record(
    tx: DbOrTx,
    claims: AccessClaims,
    action: string,
    version: string,
    details: Record<string, unknown>,
    meta: RequestMeta,
  ) {
    return this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action,
        targetType: TARGET,
        targetId: version,
        details: { version, ...details },
      },
      meta,
    );
  }
}
