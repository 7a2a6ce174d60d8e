/** SQL of the video call's recordings (decision 0074). */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycAcceptances, storedFiles, videoRecordings } from '../../db/schema';

const columns = {
  id: videoRecordings.id,
  customerId: videoRecordings.customerId,
  staffId: videoRecordings.staffId,
  storedFileId: videoRecordings.storedFileId,
  storageKey: storedFiles.storageKey,
  mime: videoRecordings.mime,
  nextSeq: videoRecordings.nextSeq,
  size: videoRecordings.size,
  status: videoRecordings.status,
  durationMs: videoRecordings.durationMs,
  startedAt: videoRecordings.startedAt,
  lastChunkAt: videoRecordings.lastChunkAt,
  finishedAt: videoRecordings.finishedAt,
};

export type RecordingRow = NonNullable<Awaited<ReturnType<typeof lockRecording>>>;

export async function insertRecording(tx: DbOrTx, row: typeof videoRecordings.$inferInsert) {
  const [inserted] = await tx.insert(videoRecordings).values(row).returning({ id: videoRecordings.id });
  if (!inserted) throw new Error('video_recordings insert returned no row');
  return inserted;
}

/**
 * The recording, locked for the rest of the transaction: chunks of one recording are appended one
 * at a time, and a retried chunk racing its first attempt waits, then finds it already counted.
 */
export async function lockRecording(tx: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select(columns)
    .from(videoRecordings)
    .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.storedFileId))
    .where(eq(videoRecordings.id, id))
    .for('update', { of: videoRecordings })
    .limit(1);
  return row;
}

export async function recordChunk(tx: DbOrTx, id: string, set: { nextSeq: number; size: number }) {
  await tx
    .update(videoRecordings)
    .set({ ...set, lastChunkAt: sql`now()` })
    .where(eq(videoRecordings.id, id));
}

/** Closes the recording and gives its stored file its final name, size and digest. */
export async function closeRecording(
  tx: DbOrTx,
  row: RecordingRow,
  set: { durationMs: number; size: number; sha256: string },
) {
  await tx
    .update(storedFiles)
    .set({ size: set.size, sha256: set.sha256 })
    .where(eq(storedFiles.id, row.storedFileId));
  const [closed] = await tx
    .update(videoRecordings)
    .set({ status: 'finished', durationMs: set.durationMs, size: set.size, finishedAt: sql`now()` })
    .where(eq(videoRecordings.id, row.id))
    .returning({ finishedAt: videoRecordings.finishedAt });
  return closed?.finishedAt ?? new Date();
}

/** A participant's recordings with the paths their files are read by and the consent's time, newest first. */
export async function listRecordings(db: DbOrTx, customerId: string) {
  return db
    .select({ ...columns, consentAcceptedAt: kycAcceptances.acceptedAt })
    .from(videoRecordings)
    .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.storedFileId))
    .leftJoin(kycAcceptances, eq(kycAcceptances.id, videoRecordings.consentAcceptanceId))
    .where(eq(videoRecordings.customerId, customerId))
    .orderBy(desc(videoRecordings.startedAt));
}

/** Recordings still open whose last chunk (or start) is older than `idleMs`: their tab is gone. */
export async function findAbandonedRecordings(db: DbOrTx, idleMs: number, limit: number) {
  const cutoff = new Date(Date.now() - idleMs);
  return db
    .select({ id: videoRecordings.id })
    .from(videoRecordings)
    .where(
      and(
        eq(videoRecordings.status, 'recording'),
        lt(sql`coalesce(${videoRecordings.lastChunkAt}, ${videoRecordings.startedAt})`, cutoff),
      ),
    )
    .limit(limit);
}
