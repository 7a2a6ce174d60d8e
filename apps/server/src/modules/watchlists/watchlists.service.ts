/**
 * The lists' uploads (decision 0111). A file is parsed in full before anything is written; a
 * refusal is audited and changes nothing else. An accepted file becomes the source's next version,
 * with its entries, its diff against the version before, a rescreen run and that run's job, and the
 * audit row: one transaction, so that a version never exists without its rescreen.
 */
import {
  type ListEntry,
  MSG,
  SC,
  SCREENING_SOURCES,
  type ScreeningRun,
  UPLOADED_SOURCES,
  type UploadedSource,
  type WatchlistDiff,
  type WatchlistVersion,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { changedFields, compareVersions, diffSample, entryDigest, sha256Hex } from './entry-diff';
import { parseListFile, WatchlistRefusalError } from './parsers';
import { refuseFile } from './parsers/refusal';
import { runView, versionView } from './watchlist-view';
import {
  countBlacklisted,
  enqueueRescreen,
  entriesByRef,
  entryDigestsOf,
  findRun,
  findVersion,
  insertEntries,
  insertListUploadRun,
  insertVersion,
  lockSource,
  newestRuns,
  newestVersionOf,
  versionsOf,
} from './watchlists.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

/** Runs shown on the lists' page. */
const OVERVIEW_RUNS = 10;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** 422 with the Indonesian text that names the row and the reason. */
export function refusedError(err: WatchlistRefusalError): ApiError {
  return new ApiError(422, SC.watchlistRefused, err.text, `List file refused: ${err.message}`, {
    error: [{ field: 'file', message: err.text }],
  });
}

export class WatchlistsService {
  constructor(private readonly deps: Deps) {}

  async upload(
    staffId: string,
    source: UploadedSource,
    file: UploadedFile,
    meta: RequestMeta,
  ): Promise<{ version: WatchlistVersion; run: ScreeningRun }> {
    const sha256 = sha256Hex(file.bytes);
    try {
      const { format, entries } = await parseListFile(source, file.bytes);
      const digested = entries.map((entry) => ({ entry, digest: entryDigest(entry) }));
      const { versionId, runId } = await this.deps.db.transaction(async (tx) => {
        await lockSource(tx, source);
        const previous = await newestVersionOf(tx, source);
        if (previous?.sha256 === sha256) throw refuseFile(MSG.watchlistSameFile);
        const diff = await this.diff(tx, previous?.id ?? null, digested);
        const versionNo = (previous?.versionNo ?? 0) + 1;
        const individuals = entries.filter((e) => e.kind === 'individual').length;
        const versionId = await insertVersion(tx, {
          source,
          versionNo,
          fileName: file.fileName,
          fileFormat: format,
          sha256,
          entries: entries.length,
          individuals,
          entities: entries.length - individuals,
          added: diff.counts.added,
          removed: diff.counts.removed,
          changed: diff.counts.changed,
          diff: diff.sample,
          uploadedBy: staffId,
        });
        await insertEntries(tx, versionId, digested);
        const runId = await insertListUploadRun(tx, { source, versionId, startedBy: staffId });
        await enqueueRescreen(tx, runId);
        await this.deps.audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: staffId,
            action: 'watchlist.upload',
            targetType: 'watchlist_version',
            targetId: versionId,
            details: {
              source,
              version_no: versionNo,
              file_name: file.fileName,
              sha256,
              entries: entries.length,
              ...diff.counts,
              run_id: runId,
            },
          },
          meta,
        );
        return { versionId, runId };
      });
      const [version, run] = await Promise.all([
        findVersion(this.deps.db, versionId),
        findRun(this.deps.db, runId),
      ]);
      if (!version || !run) throw new Error('the uploaded version or its run vanished');
      return { version: versionView(version), run: runView(run) };
    } catch (err) {
      if (!(err instanceof WatchlistRefusalError)) throw err;
      await this.refused(staffId, source, file, sha256, err, meta);
      throw refusedError(err);
    }
  }

  /** A file over WATCHLIST_FILE_MAX_BYTES, stopped while it streamed: refused like any other. */
  async refuseTooLarge(staffId: string, source: UploadedSource, fileName: string, meta: RequestMeta) {
    const err = refuseFile(MSG.watchlistFileTooLarge);
    await this.refused(staffId, source, { fileName, bytes: Buffer.alloc(0) }, null, err, meta);
    return refusedError(err);
  }

  /** A refusal leaves one trace: its audit row, with the row and the reason. */
  private async refused(
    staffId: string,
    source: UploadedSource,
    file: UploadedFile,
    sha256: string | null,
    err: WatchlistRefusalError,
    meta: RequestMeta,
  ): Promise<void> {
    await this.deps.db.transaction((tx) =>
      this.deps.audit.record(
        tx,
        {
          actorType: 'staff',
          actorId: staffId,
          action: 'watchlist.upload_refused',
          targetType: 'watchlist',
          targetId: source,
          outcome: 'failure',
          details: { source, file_name: file.fileName, sha256, row: err.row, reason: err.reason },
        },
        meta,
      ),
    );
  }

  private async diff(
    tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
    previousId: string | null,
    next: { entry: ListEntry; digest: string }[],
  ): Promise<{ counts: { added: number; removed: number; changed: number }; sample: WatchlistDiff }> {
    const previous = previousId ? await entryDigestsOf(tx, previousId) : [];
    const { added, removed, changed } = compareVersions(previous, next);
    // Only the changed entries' old content is read back, to name the fields that changed.
    const before = previousId
      ? new Map(
          (
            await entriesByRef(
              tx,
              previousId,
              changed.map((e) => e.ref),
            )
          ).map((e) => [e.ref, e]),
        )
      : new Map<string, ListEntry>();
    const changedRows = changed.map((e) => {
      const old = before.get(e.ref);
      return { ref: e.ref, name: e.name, fields: old ? changedFields(old, e) : [] };
    });
    return {
      counts: { added: added.length, removed: removed.length, changed: changed.length },
      sample: diffSample(added, removed, changedRows),
    };
  }

  async overview() {
    const { db } = this.deps;
    const [current, blacklisted, runs] = await Promise.all([
      Promise.all(UPLOADED_SOURCES.map(async (s) => [s, (await versionsOf(db, s, 1))[0] ?? null] as const)),
      countBlacklisted(db),
      newestRuns(db, OVERVIEW_RUNS),
    ]);
    const bySource = new Map<string, (typeof current)[number][1]>(current);
    return {
      sources: SCREENING_SOURCES.map((source) => {
        if (source === 'kilau') return { source, current: null, entries: blacklisted };
        const row = bySource.get(source) ?? null;
        return { source, current: row ? versionView(row) : null, entries: row?.entries ?? 0 };
      }),
      runs: runs.map(runView),
    };
  }

  async versions(source: UploadedSource): Promise<WatchlistVersion[]> {
    return (await versionsOf(this.deps.db, source)).map(versionView);
  }

  async versionDiff(id: string): Promise<{ version: WatchlistVersion; diff: WatchlistDiff }> {
    const row = await findVersion(this.deps.db, id);
    if (!row) throw new ApiError(404, 404, MSG.watchlistVersionNotFound, 'No list version with this id');
    return { version: versionView(row), diff: row.diff };
  }

  async run(id: string): Promise<ScreeningRun> {
    const row = await findRun(this.deps.db, id);
    if (!row) throw new ApiError(404, 404, MSG.watchlistRunNotFound, 'No screening run with this id');
    return runView(row);
  }
}
