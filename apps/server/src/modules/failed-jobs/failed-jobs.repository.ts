/**
 * The job queue's dead letters: jobs that failed every attempt (`attempts >= max_attempts`, never
 * done). They stay in `jobs` with their last error (plugins/jobs.ts); these queries read them and
 * put one back in the queue.
 */
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobIsDead } from '../../plugins/jobs';

const failed: SQL = and(isNull(jobs.doneAt), jobIsDead) as SQL;

export async function listFailedJobs(db: DbOrTx, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        type: jobs.type,
        payload: jobs.payload,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(failed)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs).where(failed),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Puts a failed job back in the queue with all its attempts; null when it is not a failed job. */
export async function requeueFailedJob(db: DbOrTx, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(jobs.id, id), failed))
    .returning({ id: jobs.id, type: jobs.type, lastError: jobs.lastError });
  return row ?? null;
}
