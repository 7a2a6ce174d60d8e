/**
 * Rating the participants as a whole (docs/product/risk-rating.md § When a participant is rated):
 * those submitted before the rating existed, everyone under a newly active model, and the dry run
 * of a draft model, which rates everyone in memory and writes nothing. Each works through the
 * submitted participants in slices in id order, a few statements a slice (rateMany).
 */
import { RISK_LEVELS, type RiskLevel, type RiskModel } from '@kilau/shared';
import { and, asc, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers } from '../../db/schema';
import { rate } from './rate';
import { readRiskFactsOf } from './risk-facts.repository';
import { type RiskTrigger, riskRatings, riskStates } from './risk-rating.schema';
import { activeRiskModel, rateMany } from './risk-rating.service';

export const RATE_SLICE = 500;

/** The next slice of submitted participants after `after` (id order); `unrated`: only those never rated. */
async function submittedSlice(
  db: DbOrTx,
  after: string | null,
  opts: { unrated?: boolean; limit?: number } = {},
) {
  const rows = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(
      and(
        isNotNull(kycCustomers.submittedAt),
        after ? gt(kycCustomers.id, after) : undefined,
        opts.unrated
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(riskStates)
                .where(sql`${riskStates.customerId} = ${kycCustomers.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(kycCustomers.id))
    .limit(opts.limit ?? RATE_SLICE);
  return rows.map((r) => r.id);
}

/**
 * Rates one slice of the submitted participants never rated (those submitted before the rating
 * existed); answers how many (fewer than a slice: none are left).
 */
export async function rateUnratedSlice(db: DbOrTx, limit = RATE_SLICE): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await submittedSlice(tx, null, { unrated: true, limit });
    if (ids.length > 0) await rateMany(tx, ids, 'model', await activeRiskModel(tx));
    return ids.length;
  });
}

/**
 * Rates, under the active model, the slices `next` hands out in id order after `after`, a
 * transaction a slice, up to `slices` of them; answers the last id rated, or null when none was left.
 */
async function rateSlices(
  db: DbOrTx,
  next: (after: string | null) => Promise<string[]>,
  trigger: RiskTrigger,
  after: string | null,
  slices = Number.POSITIVE_INFINITY,
): Promise<{ last: string | null; rated: number }> {
  const model = await activeRiskModel(db);
  let last = after;
  let rated = 0;
  for (let i = 0; i < slices; i++) {
    const ids = await next(last);
    if (ids.length === 0) return { last: null, rated };
    await db.transaction((tx) => rateMany(tx, ids, trigger, model));
    rated += ids.length;
    last = ids[ids.length - 1] ?? null;
  }
  return { last, rated };
}

/**
 * Rates up to `slices` slices of the submitted participants after `after` (id order) under the
 * active model, a transaction a slice; answers the last id rated, or null when none was left.
 */
export function rateSlicesAfter(
  db: DbOrTx,
  after: string | null,
  trigger: RiskTrigger,
  slices = Number.POSITIVE_INFINITY,
): Promise<{ last: string | null; rated: number }> {
  return rateSlices(db, (last) => submittedSlice(db, last), trigger, after, slices);
}

/**
 * Rates again, a slice at a time, every participant whose current rating counts monitoring alerts
 * (docs/product/risk-rating.md § When a participant is rated): the alerts age out of the model's
 * window with no event to say so, and the level they raised must come down then. An unchanged
 * rating writes no history (rateMany). Answers how many were rated.
 */
export async function rateAlertedAgain(db: DbOrTx): Promise<number> {
  const weighsAlerts = sql`${riskRatings.factors} @> '[{"factor":"monitoring_alert"}]'::jsonb`;
  const alertedSlice = async (after: string | null) =>
    (
      await db
        .select({ id: riskStates.customerId })
        .from(riskStates)
        .innerJoin(riskRatings, eq(riskRatings.id, riskStates.ratingId))
        .where(and(weighsAlerts, after ? gt(riskStates.customerId, after) : undefined))
        .orderBy(asc(riskStates.customerId))
        .limit(RATE_SLICE)
    ).map((r) => r.id);
  return (await rateSlices(db, alertedSlice, 'monitoring', null)).rated;
}

/** Rates every submitted participant under the active model; answers how many. */
export async function rateEveryone(db: DbOrTx, trigger: RiskTrigger): Promise<number> {
  return (await rateSlicesAfter(db, null, trigger)).rated;
}

/** A participant whose level the draft would change. */
export interface LevelChange {
  customerId: string;
  fullname: string;
  from: RiskLevel | null;
  to: RiskLevel;
}

export interface DryRun {
  /** Participants rated. */
  participants: number;
  /** Per level: how many have it now, how many would under the draft, how many it gains and loses. */
  levels: { level: RiskLevel; now: number; draft: number; gained: number; lost: number }[];
  /** The participants whose level would change, in id order, the first `listed` of them. */
  changes: LevelChange[];
  /** How many change in all. */
  changed: number;
}

/** How many participants each level would gain or lose under `draft`, and which (the first `listed`). */
export async function dryRun(db: DbOrTx, draft: RiskModel, listed = 200): Promise<DryRun> {
  const count = () => Object.fromEntries(RISK_LEVELS.map((l) => [l, 0])) as Record<RiskLevel, number>;
  const now = count();
  const under = count();
  const gained = count();
  const lost = count();
  const changes: LevelChange[] = [];
  let changed = 0;
  let participants = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await submittedSlice(db, after);
    if (ids.length === 0) break;
    after = ids[ids.length - 1] ?? null;
    const [facts, current] = await Promise.all([
      readRiskFactsOf(db, ids),
      db
        .select({ id: kycCustomers.id, fullname: kycCustomers.fullname, level: riskStates.level })
        .from(kycCustomers)
        .leftJoin(riskStates, sql`${riskStates.customerId} = ${kycCustomers.id}`)
        .where(inArray(kycCustomers.id, ids)),
    ]);
    for (const c of current) {
      const f = facts.get(c.id);
      if (!f) continue;
      participants += 1;
      const to = rate(f, draft).level;
      const from = c.level ?? null;
      if (from) now[from] += 1;
      under[to] += 1;
      if (from === to) continue;
      changed += 1;
      gained[to] += 1;
      if (from) lost[from] += 1;
      if (changes.length < listed) changes.push({ customerId: c.id, fullname: c.fullname ?? '', from, to });
    }
  }
  return {
    participants,
    levels: RISK_LEVELS.map((level) => ({
      level,
      now: now[level],
      draft: under[level],
      gained: gained[level],
      lost: lost[level],
    })),
    changes,
    changed,
  };
}
