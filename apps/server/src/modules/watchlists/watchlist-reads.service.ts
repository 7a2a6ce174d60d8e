/**
 * Two reads beside the lists' page (decision 0132): the state of the required lists the dashboards
 * warn with, and what a rescreen run found ('Kecocokan baru: N' followed to those N).
 */
import {
  BACKOFFICE_PAGE_SIZE,
  MSG,
  REQUIRED_SOURCES,
  type RunFinding,
  type ScreeningRun,
  type UploadedSource,
  WATCHLIST_ROLES,
  type WatchlistStatus,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { type CurrentVersion, listStates } from './list-status';
import { countRunFindings, runFindingsPage } from './run-findings.repository';
import { runView } from './watchlist-view';
import { findRun, versionsOf } from './watchlists.repository';

type Deps = Pick<FastifyInstance, 'db' | 'config'>;

/** The UN list's and the DTTOT's state now, and whether the caller may upload a newer version. */
export async function listStatus(deps: Deps, role: number | null): Promise<WatchlistStatus> {
  const newest = await Promise.all(
    REQUIRED_SOURCES.map(async (source) => [source, (await versionsOf(deps.db, source, 1))[0]] as const),
  );
  const current: Partial<Record<UploadedSource, CurrentVersion>> = {};
  for (const [source, row] of newest)
    if (row) current[source] = { versionNo: row.versionNo, uploadedAt: row.uploadedAt };
  const maxAgeDays = deps.config.SCREENING_LIST_MAX_AGE_DAYS;
  return {
    max_age_days: maxAgeDays,
    may_upload: role !== null && (WATCHLIST_ROLES as readonly number[]).includes(role),
    lists: listStates(current, { maxAgeDays, now: new Date() }),
  };
}

/** The participants a run flagged, a page at a time, each with the matches it found as they stand now. */
export async function runFindings(
  deps: Deps,
  runId: string,
  page: number,
): Promise<{ run: ScreeningRun; total: number; findings: RunFinding[] }> {
  const row = await findRun(deps.db, runId);
  if (!row) throw new ApiError(404, 404, MSG.watchlistRunNotFound, 'No screening run with this id');
  const window = { id: row.id, createdAt: row.createdAt, finishedAt: row.finishedAt };
  const [total, participants] = await Promise.all([
    countRunFindings(deps.db, window),
    runFindingsPage(deps.db, window, {
      offset: (page - 1) * BACKOFFICE_PAGE_SIZE,
      limit: BACKOFFICE_PAGE_SIZE,
    }),
  ]);
  const findings = participants.flatMap(({ id, rows }): RunFinding[] => {
    const [first] = rows;
    if (!first) return [];
    return [
      {
        customer_id: id,
        fullname: first.fullname,
        platform_name: first.platformName,
        matches: rows.map((r) => ({
          match_id: r.matchId,
          source: r.source,
          entry_ref: r.entryRef,
          entry_name: r.entryName ?? '',
          entry_positions: r.entryPositions ?? [],
          score: Number(r.score),
          how: r.how === 'reopened' ? 'reopened' : 'new',
          status: r.status,
        })),
      },
    ];
  });
  return { run: runView(row), total, findings };
}
