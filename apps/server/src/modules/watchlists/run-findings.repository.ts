/**
 * What a rescreen run found (decision 0132): the participants it flagged and, for each, the matches
 * it found new or opened again. A run keeps no list of its own: each finding is the
 * 'screening.match_found' audit row the screening wrote with the run's id, in the same transaction
 * as the match and before the run's `flagged` count moved, so these rows are exactly what that count
 * counts. The rows are looked for only between the run's start and its end (the audit trail's
 * creation-time index), and joined to the match as it stands now.
 */
import { and, asc, countDistinct, eq, gte, inArray, lte, min, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, kycCustomers, platforms, screeningMatches, users } from '../../db/schema';

export interface RunWindow {
  id: string;
  createdAt: Date;
  finishedAt: Date | null;
}

function foundBy(run: RunWindow): SQL | undefined {
  return and(
    eq(auditLog.action, 'screening.match_found'),
    gte(auditLog.createdAt, run.createdAt),
    run.finishedAt ? lte(auditLog.createdAt, run.finishedAt) : undefined,
    sql`${auditLog.details}->>'run_id' = ${run.id}`,
  );
}

/** How many participants the run flagged. */
export async function countRunFindings(db: DbOrTx, run: RunWindow): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(auditLog.targetId) })
    .from(auditLog)
    .where(foundBy(run));
  return Number(row?.n ?? 0);
}

/** One page of the participants the run flagged, in the order it found them, with their matches. */
export async function runFindingsPage(db: DbOrTx, run: RunWindow, page: { offset: number; limit: number }) {
  const firstSeq = min(auditLog.seq);
  const participants = await db
    .select({ id: auditLog.targetId })
    .from(auditLog)
    .where(foundBy(run))
    .groupBy(auditLog.targetId)
    .orderBy(asc(firstSeq), asc(auditLog.targetId))
    .limit(page.limit)
    .offset(page.offset);
  const ids = participants.flatMap((p) => (p.id ? [p.id] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      customerId: auditLog.targetId,
      fullname: sql<string>`coalesce(${kycCustomers.fullname}, ${users.fullname})`,
      platformName: platforms.name,
      matchId: screeningMatches.id,
      source: screeningMatches.source,
      entryRef: screeningMatches.entryRef,
      entryName: sql<string>`${screeningMatches.entry}->>'name'`,
      // A PEP entry's positions (decision 0193); null on the other lists.
      entryPositions: sql<string[] | null>`${screeningMatches.entry}->'positions'`,
      status: screeningMatches.status,
      score: sql<string>`${auditLog.details}->>'score'`,
      how: sql<string>`${auditLog.details}->>'how'`,
    })
    .from(auditLog)
    .innerJoin(screeningMatches, sql`${screeningMatches.id}::text = ${auditLog.details}->>'match_id'`)
    .innerJoin(kycCustomers, eq(kycCustomers.id, screeningMatches.customerId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .where(and(foundBy(run), inArray(auditLog.targetId, ids)))
    .orderBy(asc(auditLog.seq));
  return ids.map((id) => ({ id, rows: rows.filter((r) => r.customerId === id) }));
}
