/**
 * The lists' uploads (decision 0111), read off the request (decision 0120). The request checks what
 * the file's structure tells at once (format, hostile XML, an .xlsx's declared size, the same file
 * as the current version) and refuses with 422; otherwise it keeps the file in the file store and
 * answers 202 with the upload, whose 'watchlist.parse' job reads the file in full in a worker
 * thread. A refusal is audited and changes nothing else. An accepted file becomes the source's next
 * version, with its entries, its diff against the version before, a rescreen run and that run's
 * job, the audit row and the upload's end: one transaction, so that a version never exists without
 * its rescreen.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  type ListEntry,
  MSG,
  SC,
  SCREENING_SOURCES,
  type ScreeningRun,
  UPLOADED_SOURCES,
  type UploadedSource,
  type WatchlistDiff,
  type WatchlistUpload,
  type WatchlistVersion,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { changedFields, compareVersions, diffSample, sha256Hex } from './entry-diff';
import { type FileFormat, precheckListFile, WatchlistRefusalError } from './parsers';
import { parseInWorker } from './parsers/parse-in-worker';
import { refuseFile } from './parsers/refusal';
import { runView, uploadView, versionView } from './watchlist-view';
import {
  countBlacklisted,
  enqueueRescreen,
  entriesByRef,
  entryDigestsOf,
  findRun,
  findUpload,
  findVersion,
  finishUpload,
  insertEntries,
  insertListUploadRun,
  insertUploadWithJob,
  insertVersion,
  lockSource,
  newestRuns,
  newestVersionOf,
  type UploadRow,
  uploadToParse,
  versionsOf,
} from './watchlists.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'files' | 'log'>;

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

  /** The request's part: the quick checks, then the file kept and its parse queued (202). */
  async accept(
    staffId: string,
    source: UploadedSource,
    file: UploadedFile,
    meta: RequestMeta,
  ): Promise<WatchlistUpload> {
    const sha256 = sha256Hex(file.bytes);
    try {
      await precheckListFile(source, file.bytes);
      if ((await newestVersionOf(this.deps.db, source))?.sha256 === sha256) {
        throw refuseFile(MSG.watchlistSameFile);
      }
    } catch (err) {
      if (!(err instanceof WatchlistRefusalError)) throw err;
      await this.refused(staffId, source, file.fileName, sha256, err, meta);
      throw refusedError(err);
    }
    const id = randomUUID();
    const fileKey = `watchlist-uploads/${id}`;
    await this.deps.files.put(fileKey, Readable.from([file.bytes]));
    try {
      await this.deps.db.transaction((tx) =>
        insertUploadWithJob(tx, {
          id,
          source,
          fileName: file.fileName,
          fileKey,
          sha256,
          uploadedBy: staffId,
          ip: meta.ip,
          userAgent: meta.userAgent ?? null,
        }),
      );
    } catch (err) {
      await this.deps.files.delete(fileKey).catch(() => undefined);
      throw err;
    }
    return this.upload(id);
  }

  /**
   * The 'watchlist.parse' job: the file read in the parse worker, then stored or refused. An error
   * that is not a refusal (the database, the file store) is thrown, and the queue retries the job.
   */
  async parse(uploadId: string): Promise<void> {
    const row = await uploadToParse(this.deps.db, uploadId);
    if (row?.status !== 'parsing') return;
    const meta: RequestMeta = { ip: row.ip, userAgent: row.userAgent ?? undefined };
    const bytes = await buffer(this.deps.files.get(row.fileKey));
    try {
      const { format, entries } = await parseInWorker(row.source, bytes);
      await this.store(row, format, entries, meta);
    } catch (err) {
      if (!(err instanceof WatchlistRefusalError)) throw err;
      await this.deps.db.transaction(async (tx) => {
        if (
          !(await finishUpload(tx, row.id, {
            status: 'refused',
            refusalRow: err.row,
            refusalReason: err.reason,
          }))
        )
          return;
        await this.auditRefusal(tx, row.uploadedBy, row.source, row.fileName, row.sha256, err, meta, row.id);
      });
    }
    await this.deps.files.delete(row.fileKey);
  }

  private async store(
    row: UploadRow,
    format: FileFormat,
    digested: { entry: ListEntry; digest: string }[],
    meta: RequestMeta,
  ): Promise<void> {
    const { source, sha256, fileName } = row;
    const staffId = row.uploadedBy;
    const entries = digested.map((d) => d.entry);
    await this.deps.db.transaction(async (tx) => {
      await lockSource(tx, source);
      const previous = await newestVersionOf(tx, source);
      // Checked again under the lock: two uploads of one file may have passed the request's check.
      if (previous?.sha256 === sha256) throw refuseFile(MSG.watchlistSameFile);
      const diff = await this.diff(tx, previous?.id ?? null, digested);
      const versionNo = (previous?.versionNo ?? 0) + 1;
      const individuals = entries.filter((e) => e.kind === 'individual').length;
      const versionId = await insertVersion(tx, {
        source,
        versionNo,
        fileName,
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
      // A job run twice (its lease ran out) must not store the list twice: the second rolls back.
      if (!(await finishUpload(tx, row.id, { status: 'stored', versionId, runId }))) {
        throw new Error(`watchlist upload ${row.id} ended while it was parsed`);
      }
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
            file_name: fileName,
            sha256,
            entries: entries.length,
            ...diff.counts,
            run_id: runId,
            upload_id: row.id,
          },
        },
        meta,
      );
    });
  }

  /** Where an upload stands, with its version and run once stored. */
  async upload(id: string): Promise<WatchlistUpload> {
    const row = await findUpload(this.deps.db, id);
    if (!row) throw new ApiError(404, 404, MSG.watchlistUploadNotFound, 'No list upload with this id');
    const [version, run] = await Promise.all([
      row.versionId ? findVersion(this.deps.db, row.versionId) : null,
      row.runId ? findRun(this.deps.db, row.runId) : null,
    ]);
    return uploadView(row, version ? versionView(version) : null, run ? runView(run) : null);
  }

  /** A file over WATCHLIST_FILE_MAX_BYTES, stopped while it streamed: refused like any other. */
  async refuseTooLarge(staffId: string, source: UploadedSource, fileName: string, meta: RequestMeta) {
    const err = refuseFile(MSG.watchlistFileTooLarge);
    await this.refused(staffId, source, fileName, null, err, meta);
    return refusedError(err);
  }

  /** A refusal leaves one trace: its audit row, with the row and the reason. */
  private async refused(
    staffId: string,
    source: UploadedSource,
    fileName: string,
    sha256: string | null,
    err: WatchlistRefusalError,
    meta: RequestMeta,
  ): Promise<void> {
    await this.deps.db.transaction((tx) =>
      this.auditRefusal(tx, staffId, source, fileName, sha256, err, meta, null),
    );
  }

  private auditRefusal(
    tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
    staffId: string | null,
    source: UploadedSource,
    fileName: string,
    sha256: string | null,
    err: WatchlistRefusalError,
    meta: RequestMeta,
    uploadId: string | null,
  ) {
    return this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: staffId,
        action: 'watchlist.upload_refused',
        targetType: 'watchlist',
        targetId: source,
        outcome: 'failure',
        details: {
          source,
          file_name: fileName,
          sha256,
          row: err.row,
          reason: err.reason,
          ...(uploadId ? { upload_id: uploadId } : {}),
        },
      },
      meta,
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
