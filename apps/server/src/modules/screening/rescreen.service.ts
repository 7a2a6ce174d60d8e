/**
 * Rescreening every active participant (submitted, waiting for the bank, accepted; not frozen)
 * after a list upload or a change of Kilau's blacklist (decision 0111). The run row holds the
 * progress the lists' page polls.
 *
 * A run works in batches: one query reads a batch of records, one index screens them in memory,
 * one transaction writes their matches. It works in slices of at most RESCREEN_SLICE_MS: a slice
 * that runs out of time books the next one as a new job, so no job outlives the queue's claim
 * (five minutes) and another instance never takes over a run still working. A retried or continued
 * run resumes: participants screened since the run was created are not screened again.
 */
import type { ScreeningSource } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { rateManyQuietly } from '../risk-rating';
import {
  activeBatch,
  countActive,
  countActiveScreenedSince,
  failRun,
  findRun,
  finishRun,
  insertRun,
  type RunRow,
  runProgress,
  startRun,
} from './screening.repository';
import { type ScreeningDeps, screenRows } from './screening.service';
import { currentIndexes } from './screening-index';

export const RESCREEN_JOB = 'screening.rescreen';
/** Participants read, screened and written together. */
export const RESCREEN_BATCH = 500;
/** How long one job works on a run before it books the rest as the next job. */
export const RESCREEN_SLICE_MS = 60_000;

type RunDeps = ScreeningDeps & Pick<FastifyInstance, 'jobs'>;

/**
 * Starts a rescreen (after the change's commit). A blacklist change while an earlier one still
 * waits to start joins it: that run reads the blacklist when it starts.
 */
export async function startRescreen(
  deps: Pick<FastifyInstance, 'db' | 'jobs'>,
  run: {
    trigger: 'list_upload' | 'blacklist_change';
    source: ScreeningSource | null;
    startedBy: string | null;
  },
): Promise<RunRow> {
  const row = await insertRun(deps.db, run);
  await deps.jobs.enqueue(RESCREEN_JOB, { run_id: row.id });
  return row;
}

/** One slice of a run; true when the run is finished (or was already). */
export async function runRescreen(
  deps: RunDeps,
  runId: string,
  opts: { batch?: number; sliceMs?: number } = {},
): Promise<boolean> {
  const batchSize = opts.batch ?? RESCREEN_BATCH;
  const sliceEnds = Date.now() + (opts.sliceMs ?? RESCREEN_SLICE_MS);
  const run = await findRun(deps.db, runId);
  if (!run || run.status === 'done') return true;
  const since = run.createdAt;
  try {
    let screened = await countActiveScreenedSince(deps.db, since);
    // The total is counted when the run starts; a continued slice keeps it.
    const total = run.status === 'running' ? run.total : await countActive(deps.db);
    await startRun(deps.db, runId, total, screened);
    const indexes = await currentIndexes(deps.db, deps.config.SCREENING_ALERT_THRESHOLD);
    let cursor: string | null = null;
    for (;;) {
      const rows = await activeBatch(deps.db, cursor, batchSize, since);
      if (rows.length === 0) break;
      const outcomes = await screenRows(deps, rows, indexes, { trigger: 'rescreen', runId });
      screened += rows.length;
      const flagged = outcomes.filter((o) => o.found.length > 0).length;
      // A decided match opened again no longer counts as dismissed or confirmed: the rating reads
      // it (a dismissed match, a confirmed PEP match), so those participants are rated again.
      await rateManyQuietly(
        deps,
        outcomes.filter((o) => o.found.some((f) => f.how === 'reopened')).map((o) => o.customerId),
        'list',
      );
      await runProgress(deps.db, runId, Math.min(screened, total), flagged);
      cursor = rows[rows.length - 1]?.id ?? null;
      // Checked after a batch, so that every slice moves the run on, however long building the
      // index took.
      if (rows.length === batchSize && Date.now() > sliceEnds) {
        await deps.jobs.enqueue(RESCREEN_JOB, { run_id: runId });
        return false;
      }
    }
    const done = await finishRun(deps.db, runId, Math.min(screened, total));
    await deps.audit.record(
      deps.db,
      {
        actorType: run.startedBy ? 'staff' : 'system',
        actorId: run.startedBy,
        action: 'screening.rescreen_run',
        targetType: 'screening_run',
        targetId: runId,
        details: {
          trigger: run.trigger,
          source: run.source,
          total,
          screened: done?.screened ?? screened,
          flagged: done?.flagged ?? 0,
          version_ids: indexes.lists.versionIds,
        },
      },
      null,
    );
    return true;
  } catch (err) {
    const message = String((err as Error).message);
    await failRun(deps.db, runId, message);
    await deps.audit.record(
      deps.db,
      {
        actorType: 'system',
        action: 'screening.rescreen_run',
        outcome: 'failure',
        targetType: 'screening_run',
        targetId: runId,
        details: { trigger: run.trigger, source: run.source, error: message.slice(0, 200) },
      },
      null,
    );
    // The queue retries the job with back-off; the retry resumes where this one stopped.
    throw err;
  }
}
