/**
 * Rating a participant under the active model (docs/product/risk-rating.md § How a rating is made):
 * the facts read, the rating made (rate.ts), kept in the history when it differs from the current
 * one, and the participant's current rating set, in one transaction under the participant's lock.
 */

import type { RiskFactorResult, RiskModel } from '@kilau/shared';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { DEFAULT_RISK_MODEL } from './default-model';
import { identityTwins } from './identity-twins.repository';
import { overrideClock } from './override-clock';
import { type RiskRating, rate } from './rate';
import { readRiskFactsOf } from './risk-facts.repository';
import { type RiskTrigger, riskModels, riskOverrides, riskRatings, riskStates } from './risk-rating.schema';

export type RiskDeps = Pick<FastifyInstance, 'db' | 'log'>;

/**
 * The active model. On a database that has none yet, the model Kilau ships becomes the active one
 * (one insert; a concurrent one or a model the broker activated meanwhile wins).
 */
export async function activeRiskModel(db: DbOrTx) {
  const read = () => db.select().from(riskModels).where(eq(riskModels.status, 'active')).limit(1);
  const [active] = await read();
  if (active) return active.document;
  await db
    .insert(riskModels)
    .values({
      version: DEFAULT_RISK_MODEL.version,
      document: DEFAULT_RISK_MODEL,
      status: 'active',
      activatedAt: new Date(),
    })
    .onConflictDoNothing();
  const [now] = await read();
  if (!now) throw new Error('No active risk model');
  return now.document;
}

/** The factors as text of a fixed key order: jsonb hands an object back with its keys reordered. */
const factorsKey = (factors: readonly RiskFactorResult[]) =>
  JSON.stringify(factors.map((f) => [f.factor, f.points, f.floor, f.detail]));

/** A rating with the running override it took its level from (decision 0196), if any. */
type StoredRating = RiskRating & { overrideId: string | null; modelLevel: RiskRating['level'] | null };

const sameRating = (
  a: StoredRating,
  b: {
    modelVersion: string;
    score: number;
    level: string;
    factors: RiskFactorResult[];
    overrideId: string | null;
  },
) =>
  a.modelVersion === b.modelVersion &&
  a.score === b.score &&
  a.level === b.level &&
  a.overrideId === b.overrideId &&
  factorsKey(a.factors) === factorsKey(b.factors);

/** The participants' running overrides (not ended, not past their expiry), by participant. */
async function runningOverrides(tx: DbOrTx, ids: readonly string[], now: Date) {
  const rows = await tx
    .select({ id: riskOverrides.id, customerId: riskOverrides.customerId, level: riskOverrides.level })
    .from(riskOverrides)
    .where(
      and(
        inArray(riskOverrides.customerId, [...ids]),
        isNull(riskOverrides.endedAt),
        gt(riskOverrides.expiresAt, now),
      ),
    );
  return new Map(rows.map((r) => [r.customerId, r]));
}

/** Rates the participant now; null when there is no such record. */
export async function rateParticipant(
  deps: RiskDeps,
  customerId: string,
  trigger: RiskTrigger,
): Promise<RiskRating | null> {
  return deps.db.transaction((tx) => rateInTransaction(tx, customerId, trigger));
}

async function rateInTransaction(
  tx: DbOrTx,
  customerId: string,
  trigger: RiskTrigger,
): Promise<RiskRating | null> {
  const ratings = await rateMany(tx, [customerId], trigger, await activeRiskModel(tx));
  return ratings.get(customerId) ?? null;
}

/**
 * Rates the participants under `model` in the caller's transaction: each rating kept in the history
 * when it differs from the participant's current one, and every current rating set (re-dated when
 * unchanged). A few statements whatever the number; ids of no record are left out of the answer.
 */
export async function rateMany(
  tx: DbOrTx,
  customerIds: readonly string[],
  trigger: RiskTrigger,
  model: RiskModel,
): Promise<Map<string, RiskRating>> {
  const ids = [...new Set(customerIds)].sort();
  // Each rating as stored: with the running override it took its level from, if any.
  const ratings = new Map<string, StoredRating>();
  if (ids.length === 0) return ratings;
  // One rating of a participant at a time: the second waits and compares with the first's. Taken
  // in the ids' order, so two batches never wait for each other crosswise.
  const values = sql.join(
    ids.map((id) => sql`(${id}::text)`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('risk:' || v.id))
    from (values ${values}) as v(id) order by v.id`);
  const facts = await readRiskFactsOf(tx, ids);
  const now = overrideClock.now();
  const overrides = await runningOverrides(tx, [...facts.keys()], now);
  for (const [id, f] of facts) {
    const rating = rate(f, model, now);
    const override = overrides.get(id);
    // A running override decides the level; the model's own stays beside it (decision 0196).
    ratings.set(
      id,
      override
        ? { ...rating, level: override.level, overrideId: override.id, modelLevel: rating.level }
        : { ...rating, overrideId: null, modelLevel: null },
    );
  }
  if (ratings.size === 0) return ratings;
  const current = new Map(
    (
      await tx
        .select({
          customerId: riskStates.customerId,
          ratingId: riskRatings.id,
          modelVersion: riskRatings.modelVersion,
          score: riskRatings.score,
          level: riskRatings.level,
          factors: riskRatings.factors,
          overrideId: riskRatings.overrideId,
        })
        .from(riskStates)
        .innerJoin(riskRatings, eq(riskRatings.id, riskStates.ratingId))
        .where(inArray(riskStates.customerId, [...ratings.keys()]))
    ).map((c) => [c.customerId, c]),
  );
  const ratingIds = new Map<string, string>();
  const changed: (typeof riskRatings.$inferInsert)[] = [];
  for (const [customerId, rating] of ratings) {
    const before = current.get(customerId);
    if (before && sameRating(rating, before)) ratingIds.set(customerId, before.ratingId);
    else changed.push({ customerId, trigger, ratedAt: now, ...rating });
  }
  if (changed.length > 0) {
    const inserted = await tx
      .insert(riskRatings)
      .values(changed)
      .returning({ id: riskRatings.id, customerId: riskRatings.customerId });
    for (const row of inserted) ratingIds.set(row.customerId, row.id);
  }
  await tx
    .insert(riskStates)
    .values(
      [...ratings].map(([customerId, rating]) => {
        const ratingId = ratingIds.get(customerId);
        if (!ratingId) throw new Error('Risk rating not stored');
        return { customerId, ratingId, level: rating.level, ratedAt: now };
      }),
    )
    .onConflictDoUpdate({
      target: riskStates.customerId,
      set: {
        ratingId: sql`excluded.rating_id`,
        level: sql`excluded.level`,
        ratedAt: sql`excluded.rated_at`,
      },
    });
  return ratings;
}

/**
 * Rates the participant without failing its caller: a failure is logged, and the next trigger rates
 * them again. Given the database, after another change has committed; given that change's
 * transaction (a match decided by a checker), in a savepoint of its own, which leaves it whole.
 */
export async function rateQuietly(
  deps: { db: DbOrTx; log: RiskDeps['log'] },
  customerId: string,
  trigger: RiskTrigger,
): Promise<void> {
  try {
    await deps.db.transaction((tx) => rateInTransaction(tx, customerId, trigger));
  } catch (err) {
    deps.log.error({ err, participant: customerId, trigger }, 'risk rating failed');
  }
}

/**
 * Rates many participants together without failing the caller (a rescreen run after a list upload
 * reopened decided matches, decision 0193): one transaction through `rateMany`, a failure logged.
 */
export async function rateManyQuietly(
  deps: { db: DbOrTx; log: RiskDeps['log'] },
  customerIds: readonly string[],
  trigger: RiskTrigger,
): Promise<void> {
  if (customerIds.length === 0) return;
  try {
    await deps.db.transaction(async (tx) => {
      await rateMany(tx, customerIds, trigger, await activeRiskModel(tx));
    });
  } catch (err) {
    deps.log.error({ err, participants: customerIds.length, trigger }, 'risk rating failed');
  }
}

/**
 * After a record was blacklisted or unblacklisted: the participants sharing its account, NIK or
 * bank account are rated again, since their `shared_identity` factor reads it. Never fails the
 * decision that caused it.
 */
export async function rateIdentityTwinsQuietly(
  deps: { db: DbOrTx; log: RiskDeps['log'] },
  customerId: string,
): Promise<void> {
  try {
    await rateManyQuietly(deps, await identityTwins(deps.db, customerId), 'blacklist');
  } catch (err) {
    deps.log.error({ err, participant: customerId }, 'identity twins not rated');
  }
}

/** The participant's ratings, newest first: the history a reviewer and an auditor read. */
export function ratingHistory(db: DbOrTx, customerId: string) {
  return db
    .select()
    .from(riskRatings)
    .where(eq(riskRatings.customerId, customerId))
    .orderBy(desc(riskRatings.ratedAt));
}
