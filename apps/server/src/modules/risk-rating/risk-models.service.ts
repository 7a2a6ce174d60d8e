/**
 * The risk model's versions (docs/product/risk-rating.md § The model's versions; decision 0189): a
 * super admin stores a draft (validated by the schema, never edited after), runs it over the
 * current participants without writing anything, and proposes it; another super admin activates
 * or declines it. Activation retires the version before it in one transaction, and every
 * participant is rated again under the new one by the job queue.
 */
import { fillTemplate, MSG, type RiskDryRun, type RiskModel, type RiskModelVersion, SC } from '@kilau/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, isUniqueViolation } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { documentVersionView, versionCreator, versionDecider, versionProposer } from './document-versions';
import { dryRun } from './rate-everyone';
import { riskModels } from './risk-rating.schema';
import { activeRiskModel } from './risk-rating.service';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'jobs'>;

export const RATE_ALL_JOB = 'risk.rate-all';

const notFound = () => new ApiError(404, 404, MSG.riskModelNotFound, 'No such model version');

function versionsQuery(db: DbOrTx) {
  return db
    .select({
      model: riskModels,
      creator: versionCreator.fullname,
      proposer: versionProposer.fullname,
      decider: versionDecider.fullname,
    })
    .from(riskModels)
    .leftJoin(versionCreator, eq(versionCreator.id, riskModels.createdBy))
    .leftJoin(versionProposer, eq(versionProposer.id, riskModels.proposedBy))
    .leftJoin(versionDecider, eq(versionDecider.id, riskModels.decidedBy));
}

type VersionRow = Awaited<ReturnType<typeof versionsQuery>>[number];

function view(row: VersionRow, callerId: string): RiskModelVersion {
  return { ...documentVersionView(row.model, row, callerId), description: row.model.document.description };
}

export class RiskModelsService {
  constructor(private readonly deps: Deps) {}

  /** Every version, the newest first; the shipped model is made active on first use. */
  async list(claims: AccessClaims): Promise<RiskModelVersion[]> {
    await activeRiskModel(this.deps.db);
    const rows = await versionsQuery(this.deps.db).orderBy(desc(riskModels.createdAt));
    return rows.map((r) => view(r, claims.sub));
  }

  async get(claims: AccessClaims, version: string): Promise<RiskModelVersion & { document: RiskModel }> {
    const row = await this.row(this.deps.db, version);
    return { ...view(row, claims.sub), document: row.model.document };
  }

  /** Stores a draft; the version's name is never reused (409). */
  async create(claims: AccessClaims, document: RiskModel, meta: RequestMeta) {
    await this.deps.db
      .transaction(async (tx) => {
        await tx.insert(riskModels).values({
          version: document.version,
          document,
          status: 'draft',
          createdBy: claims.sub,
        });
        await this.record(tx, claims, 'risk_model.create', document.version, {}, meta);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new ApiError(
            409,
            409,
            fillTemplate(MSG.riskModelVersionTaken, { version: document.version }),
            'Version exists',
          );
        throw err;
      });
    return this.get(claims, document.version);
  }

  /** The version over every current participant, in memory: who each level would gain or lose. */
  async dryRun(claims: AccessClaims, version: string): Promise<RiskDryRun> {
    const model = await this.get(claims, version);
    const result = await dryRun(this.deps.db, model.document);
    return {
      participants: result.participants,
      levels: result.levels,
      changed: result.changed,
      changes: result.changes.map((c) => ({
        customer_id: c.customerId,
        fullname: c.fullname,
        from: c.from,
        to: c.to,
      })),
    };
  }

  /** draft → proposed; one proposal waits at a time (409). */
  async propose(claims: AccessClaims, version: string, meta: RequestMeta) {
    const { db } = this.deps;
    await db
      .transaction(async (tx) => {
        const moved = await tx
          .update(riskModels)
          .set({ status: 'proposed', proposedBy: claims.sub, proposedAt: new Date() })
          .where(and(eq(riskModels.version, version), eq(riskModels.status, 'draft')))
          .returning({ version: riskModels.version });
        if (moved.length === 0) {
          await this.row(tx, version);
          throw new ApiError(409, 409, MSG.riskModelNotDraft, 'Not a draft');
        }
        await this.record(tx, claims, 'risk_model.propose', version, {}, meta);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new ApiError(409, SC.proposalNotPending, MSG.riskModelProposalPending, 'A proposal waits');
        throw err;
      });
    return this.get(claims, version);
  }

  /**
   * proposed → active by another super admin: the active version retires in the same transaction,
   * then the job rates every participant under the new one.
   */
  async activate(claims: AccessClaims, version: string, meta: RequestMeta) {
    await this.decide(claims, version, meta, {
      action: 'risk_model.activate',
      before: (tx) =>
        tx
          .update(riskModels)
          .set({ status: 'retired' })
          .where(and(eq(riskModels.status, 'active'), ne(riskModels.version, version))),
      set: { status: 'active', decidedBy: claims.sub, activatedAt: new Date() },
      details: {},
    });
    await this.deps.jobs.enqueue(RATE_ALL_JOB, { after: null });
    return this.get(claims, version);
  }

  /** proposed → declined by another super admin, with their reason. */
  async decline(claims: AccessClaims, version: string, reason: string, meta: RequestMeta) {
    await this.decide(claims, version, meta, {
      action: 'risk_model.decline',
      set: { status: 'declined', decidedBy: claims.sub, decisionReason: reason },
      details: { reason },
    });
    return this.get(claims, version);
  }

  /**
   * A checker's decision on a proposed version, in one transaction: the version locked and checked
   * (`decidable`), `before` (the old version's retirement), the guarded status change and its
   * audit row naming the proposer.
   */
  private async decide(
    claims: AccessClaims,
    version: string,
    meta: RequestMeta,
    d: {
      action: string;
      before?: (tx: DbOrTx) => Promise<unknown>;
      set: Partial<typeof riskModels.$inferInsert>;
      details: Record<string, unknown>;
    },
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.decidable(tx, claims, version);
      await d.before?.(tx);
      const won = await tx
        .update(riskModels)
        .set(d.set)
        .where(and(eq(riskModels.version, version), eq(riskModels.status, 'proposed')))
        .returning({ version: riskModels.version });
      if (won.length === 0) throw notProposed();
      await this.record(
        tx,
        claims,
        d.action,
        version,
        { proposed_by: row.model.proposedBy, ...d.details },
        meta,
      );
    });
  }

  private async row(db: DbOrTx, version: string): Promise<VersionRow> {
    const [row] = await versionsQuery(db).where(eq(riskModels.version, version));
    if (!row) throw notFound();
    return row;
  }

  /** A proposed version the caller may decide: 409 when not proposed, or proposed by them. */
  private async decidable(tx: DbOrTx, claims: AccessClaims, version: string): Promise<VersionRow> {
    const [row] = await versionsQuery(tx)
      .where(eq(riskModels.version, version))
      .for('update', { of: riskModels });
    if (!row) throw notFound();
    if (row.model.status !== 'proposed') throw notProposed();
    if (row.model.proposedBy === claims.sub)
      throw new ApiError(409, SC.proposalSamePerson, MSG.riskModelOwnProposal, 'Own proposal');
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
        targetType: 'risk_model',
        targetId: version,
        details: { version, ...details },
      },
      meta,
    );
  }
}

const notProposed = () => new ApiError(409, SC.proposalNotPending, MSG.riskModelNotProposed, 'Not proposed');
