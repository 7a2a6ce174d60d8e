/**
 * The lists' versions and entries, and the rescreen runs they start (decision 0111). A version is
 * written once, with its entries, in the upload's transaction; the newest version of each source is
 * what participants are screened against.
 */
import {
  type ListEntry,
  type ListFileFormat,
  STATUS_NASABAH,
  type UploadedSource,
  type WatchlistDiff,
} from '@kilau/shared';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  jobs,
  kycCustomers,
  screeningRuns,
  staffUsers,
  watchlistEntries,
  watchlistUploads,
  watchlistVersions,
} from '../../db/schema';
import type { JobPayloads } from '../../plugins/job-payloads';
import type { JobPayload } from '../../plugins/jobs';
import { currentRequestId } from '../../plugins/request-context';

/** Rows per INSERT: 5 parameters each stays far below PostgreSQL's 65,535 per statement. */
const INSERT_CHUNK = 2000;
/** References per `IN (…)` when reading changed entries back. */
const READ_CHUNK = 5000;

/** The newest version's id of each uploaded source that has one. */
export async function currentVersionIds(db: DbOrTx): Promise<string[]> {
  const newest = db
    .select({ source: watchlistVersions.source, no: max(watchlistVersions.versionNo).as('no') })
    .from(watchlistVersions)
    .groupBy(watchlistVersions.source)
    .as('newest');
  const rows = await db
    .select({ id: watchlistVersions.id })
    .from(watchlistVersions)
    .innerJoin(
      newest,
      and(eq(watchlistVersions.source, newest.source), eq(watchlistVersions.versionNo, newest.no)),
    );
  return rows.map((r) => r.id).sort();
}

/** The uploaded sources that have at least one loaded version. */
export async function loadedSources(db: DbOrTx): Promise<UploadedSource[]> {
  const rows = await db.selectDistinct({ source: watchlistVersions.source }).from(watchlistVersions);
  return rows.map((r) => r.source as UploadedSource);
}

/**
 * What participants are screened against: the entries of the newest version of each uploaded
 * source, with those versions' ids (sorted, so a screening state can tell whether it is current).
 */
export async function currentEntries(db: DbOrTx): Promise<{ versionIds: string[]; entries: ListEntry[] }> {
  const versionIds = await currentVersionIds(db);
  if (versionIds.length === 0) return { versionIds, entries: [] };
  const rows = await db
    .select({ data: watchlistEntries.data })
    .from(watchlistEntries)
    .where(inArray(watchlistEntries.versionId, versionIds));
  return { versionIds, entries: rows.map((r) => r.data) };
}

// ── Writing a version ────────────────────────────────────────────────

/** Serialises uploads of one source, so that version numbers and diffs follow one another. */
export async function lockSource(tx: DbOrTx, source: UploadedSource): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlist:${source}`}))`);
}

export async function newestVersionOf(tx: DbOrTx, source: UploadedSource) {
  const [row] = await tx
    .select({
      id: watchlistVersions.id,
      versionNo: watchlistVersions.versionNo,
      sha256: watchlistVersions.sha256,
    })
    .from(watchlistVersions)
    .where(eq(watchlistVersions.source, source))
    .orderBy(desc(watchlistVersions.versionNo))
    .limit(1);
  return row ?? null;
}

export async function entryDigestsOf(tx: DbOrTx, versionId: string) {
  return tx
    .select({ ref: watchlistEntries.ref, name: watchlistEntries.name, digest: watchlistEntries.digest })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.versionId, versionId));
}

export async function entriesByRef(
  tx: DbOrTx,
  versionId: string,
  refs: readonly string[],
): Promise<ListEntry[]> {
  const out: ListEntry[] = [];
  for (let i = 0; i < refs.length; i += READ_CHUNK) {
    const rows = await tx
      .select({ data: watchlistEntries.data })
      .from(watchlistEntries)
      .where(
        and(
          eq(watchlistEntries.versionId, versionId),
          inArray(watchlistEntries.ref, refs.slice(i, i + READ_CHUNK)),
        ),
      );
    out.push(...rows.map((r) => r.data));
  }
  return out;
}

export interface NewVersion {
  source: UploadedSource;
  versionNo: number;
  fileName: string;
  fileFormat: ListFileFormat;
  sha256: string;
  entries: number;
  individuals: number;
  entities: number;
  added: number;
  removed: number;
  changed: number;
  diff: WatchlistDiff;
  uploadedBy: string | null;
}

export async function insertVersion(tx: DbOrTx, version: NewVersion): Promise<string> {
  const [row] = await tx.insert(watchlistVersions).values(version).returning({ id: watchlistVersions.id });
  if (!row) throw new Error('watchlist version insert returned no row');
  return row.id;
}

export async function insertEntries(
  tx: DbOrTx,
  versionId: string,
  entries: readonly { entry: ListEntry; digest: string }[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await tx.insert(watchlistEntries).values(
      entries.slice(i, i + INSERT_CHUNK).map(({ entry, digest }) => ({
        versionId,
        ref: entry.ref,
        kind: entry.kind,
        name: entry.name,
        data: entry,
        digest,
      })),
    );
  }
}

export async function insertListUploadRun(
  tx: DbOrTx,
  run: { source: UploadedSource; versionId: string; startedBy: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(screeningRuns)
    .values({
      trigger: 'list_upload',
      source: run.source,
      versionId: run.versionId,
      startedBy: run.startedBy,
    })
    .returning({ id: screeningRuns.id });
  if (!row) throw new Error('screening run insert returned no row');
  return row.id;
}

/**
 * The rescreen job, written in the caller's transaction: the run and its job exist together or not
 * at all. The queue's worker picks it up on its next poll.
 */
export async function enqueueRescreen(tx: DbOrTx, runId: string): Promise<void> {
  const payload: JobPayload<JobPayloads, 'screening.rescreen'> = { run_id: runId };
  await tx
    .insert(jobs)
    .values({ type: 'screening.rescreen', payload, requestId: currentRequestId() ?? null });
}

// ── Uploads (decision 0120) ──────────────────────────────────────────

export interface NewUpload {
  id: string;
  source: UploadedSource;
  fileName: string;
  fileKey: string;
  sha256: string;
  uploadedBy: string;
  ip: string;
  userAgent: string | null;
}

/** The upload and its parse job, in one transaction: an upload never waits for a job that is not there. */
export async function insertUploadWithJob(tx: DbOrTx, upload: NewUpload): Promise<void> {
  await tx.insert(watchlistUploads).values(upload);
  const payload: JobPayload<JobPayloads, 'watchlist.parse'> = { upload_id: upload.id };
  await tx.insert(jobs).values({ type: 'watchlist.parse', payload, requestId: currentRequestId() ?? null });
}

export async function uploadToParse(db: DbOrTx, id: string) {
  const [row] = await db.select().from(watchlistUploads).where(eq(watchlistUploads.id, id));
  return row ?? null;
}
export type UploadRow = NonNullable<Awaited<ReturnType<typeof uploadToParse>>>;

/** Ends a parsing upload; false when it had ended already (a job run twice after its lease). */
export async function finishUpload(
  tx: DbOrTx,
  id: string,
  end:
    | { status: 'stored'; versionId: string; runId: string }
    | { status: 'refused'; refusalRow: number | null; refusalReason: string },
): Promise<boolean> {
  const rows = await tx
    .update(watchlistUploads)
    .set({ ...end, finishedAt: sql`now()` })
    .where(and(eq(watchlistUploads.id, id), eq(watchlistUploads.status, 'parsing')))
    .returning({ id: watchlistUploads.id });
  return rows.length === 1;
}

// ── Reading ──────────────────────────────────────────────────────────

const uploader = alias(staffUsers, 'uploader');
const versionColumns = {
  id: watchlistVersions.id,
  source: watchlistVersions.source,
  versionNo: watchlistVersions.versionNo,
  fileName: watchlistVersions.fileName,
  fileFormat: watchlistVersions.fileFormat,
  sha256: watchlistVersions.sha256,
  entries: watchlistVersions.entries,
  individuals: watchlistVersions.individuals,
  entities: watchlistVersions.entities,
  added: watchlistVersions.added,
  removed: watchlistVersions.removed,
  changed: watchlistVersions.changed,
  uploadedAt: watchlistVersions.uploadedAt,
  uploaderId: uploader.id,
  uploaderName: uploader.fullname,
};
export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** A source's versions, newest first. */
export async function versionsOf(db: DbOrTx, source: UploadedSource, limit = 100) {
  return db
    .select(versionColumns)
    .from(watchlistVersions)
    .leftJoin(uploader, eq(uploader.id, watchlistVersions.uploadedBy))
    .where(eq(watchlistVersions.source, source))
    .orderBy(desc(watchlistVersions.versionNo))
    .limit(limit);
}

export async function findVersion(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...versionColumns, diff: watchlistVersions.diff })
    .from(watchlistVersions)
    .leftJoin(uploader, eq(uploader.id, watchlistVersions.uploadedBy))
    .where(eq(watchlistVersions.id, id));
  return row ?? null;
}

/** Kilau's own list: the participants blacklisted in the back-office. */
export async function countBlacklisted(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycCustomers)
    .where(eq(kycCustomers.statusNasabah, STATUS_NASABAH.blacklisted));
  return row?.n ?? 0;
}

const starter = alias(staffUsers, 'starter');
const runColumns = {
  id: screeningRuns.id,
  trigger: screeningRuns.trigger,
  source: screeningRuns.source,
  status: screeningRuns.status,
  total: screeningRuns.total,
  screened: screeningRuns.screened,
  flagged: screeningRuns.flagged,
  createdAt: screeningRuns.createdAt,
  finishedAt: screeningRuns.finishedAt,
  error: screeningRuns.error,
  starterId: starter.id,
  starterName: starter.fullname,
};
export type RunRow = Awaited<ReturnType<typeof newestRuns>>[number];

export async function newestRuns(db: DbOrTx, limit: number) {
  return db
    .select(runColumns)
    .from(screeningRuns)
    .leftJoin(starter, eq(starter.id, screeningRuns.startedBy))
    .orderBy(desc(screeningRuns.createdAt), desc(screeningRuns.id))
    .limit(limit);
}

export async function findRun(db: DbOrTx, id: string) {
  const [row] = await db
    .select(runColumns)
    .from(screeningRuns)
    .leftJoin(starter, eq(starter.id, screeningRuns.startedBy))
    .where(eq(screeningRuns.id, id));
  return row ?? null;
}

const uploadStaff = alias(staffUsers, 'upload_staff');

/** An upload as its page reads it: where it stands, and once stored its version and run ids. */
export async function findUpload(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: watchlistUploads.id,
      source: watchlistUploads.source,
      fileName: watchlistUploads.fileName,
      sha256: watchlistUploads.sha256,
      status: watchlistUploads.status,
      refusalRow: watchlistUploads.refusalRow,
      refusalReason: watchlistUploads.refusalReason,
      versionId: watchlistUploads.versionId,
      runId: watchlistUploads.runId,
      createdAt: watchlistUploads.createdAt,
      finishedAt: watchlistUploads.finishedAt,
      uploaderId: uploadStaff.id,
      uploaderName: uploadStaff.fullname,
    })
    .from(watchlistUploads)
    .leftJoin(uploadStaff, eq(uploadStaff.id, watchlistUploads.uploadedBy))
    .where(eq(watchlistUploads.id, id));
  return row ?? null;
}
