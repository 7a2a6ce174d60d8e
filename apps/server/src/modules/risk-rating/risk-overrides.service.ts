/**
 * Manual overrides of a participant's level (decision 0196, docs/product/risk-rating.md § Manual
 * overrides): started when a second person approves the proposal (four eyes; the review's effect
 * calls `startOverride` in the checker's transaction), ended at their expiry by the job
 * `risk.overrides-expire`, or when another replaces them. Each start and end rates the participant
 * again (trigger `override`), so the lists, the detail and the history follow at once.
 */
import type { RiskLevel } from '@kilau/shared';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { overrideClock } from './override-clock';
import { riskOverrides } from './risk-rating.schema';
import { activeRiskModel, rateMany } from './risk-rating.service';

export interface OverrideDecision {
  customerId: string;
  level: RiskLevel;
  reason: string;
  expiresAt: Date;
  proposalId: string;
  proposedBy: string;
  decidedBy: string;
}

/** In the checker's transaction: the running override ends, this one runs, the participant is rated. */
export async function startOverride(tx: DbOrTx, d: OverrideDecision): Promise<string> {
  const now = overrideClock.now();
  await tx
    .update(riskOverrides)
    .set({ endedAt: now })
    .where(and(eq(riskOverrides.customerId, d.customerId), isNull(riskOverrides.endedAt)));
  const [row] = await tx
    .insert(riskOverrides)
    .values({ ...d, decidedAt: now })
    .returning({ id: riskOverrides.id });
  if (!row) throw new Error('risk override not stored');
  await rateMany(tx, [d.customerId], 'override', await activeRiskModel(tx));
  return row.id;
}

/** The overrides past their expiry, ended and their participants rated again; answers how many. */
export async function endExpiredOverrides(db: DbOrTx): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(riskOverrides)
      .set({ endedAt: overrideClock.now() })
      .where(and(isNull(riskOverrides.endedAt), lte(riskOverrides.expiresAt, overrideClock.now())))
      .returning({ customerId: riskOverrides.customerId });
    const ids = ended.map((r) => r.customerId);
    if (ids.length > 0) await rateMany(tx, ids, 'override', await activeRiskModel(tx));
    return ended.length;
  });
}

/** The participant's running override with who proposed and decided it, or null. */
export async function runningOverrideOf(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({
      id: riskOverrides.id,
      level: riskOverrides.level,
      reason: riskOverrides.reason,
      expiresAt: riskOverrides.expiresAt,
      decidedAt: riskOverrides.decidedAt,
      proposedBy: riskOverrides.proposedBy,
      decidedBy: riskOverrides.decidedBy,
    })
    .from(riskOverrides)
    .where(and(eq(riskOverrides.customerId, customerId), isNull(riskOverrides.endedAt)))
    .orderBy(desc(riskOverrides.decidedAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= overrideClock.now().getTime()) return null;
  const names = await db
    .select({ id: staffUsers.id, fullname: staffUsers.fullname })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [row.proposedBy, row.decidedBy]));
  const nameOf = (id: string) => names.find((n) => n.id === id)?.fullname ?? '';
  return { ...row, proposedByName: nameOf(row.proposedBy), decidedByName: nameOf(row.decidedBy) };
}
