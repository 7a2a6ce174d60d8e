/**
 * The video call's recording (decision 0074): the officer's browser uploads it a chunk a second
 * while the call runs. The stored file exists from the start and grows with each chunk, so a tab
 * closed mid-call leaves everything that had arrived; `next_seq` makes a retried chunk land once.
 * Finishing (Leave Room, or the sweep of abandoned recordings) writes the WebM's duration into
 * its head, so the detail's player can seek, and records the file's size and SHA-256.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MSG, VIDEO_RECORDING_MAX_BYTES, type VideoRecording, type VideoRecordingMime } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { scopeCondition, staffScope } from '../auth/staff-scope';
import { insertStoredFile } from '../files/stored-files.repository';
import {
  closeRecording,
  insertRecording,
  listRecordings,
  lockRecording,
  type RecordingRow,
  recordChunk,
} from './recording.repository';
import { findVideoRecord } from './video-call.repository';
import { assertOpen } from './video-call.service';
import { withWebmDuration } from './webm-duration';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'files' | 'log'>;

export const RECORDING_FILE_KIND = 'video_call_recording';
/** The part of the file read to write the duration: Info sits in the first few hundred bytes. */
const HEAD_BYTES = 64 * 1024;
const EXTENSION: Record<VideoRecordingMime, string> = { 'video/webm': 'webm', 'video/mp4': 'mp4' };

const notFound = () => new ApiError(404, 404, MSG.videoRecordingNotFound, 'No such recording of the caller');

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** Bytes of the file's start that decide its type (WebM's EBML magic; MP4's 'ftyp' box at 4). */
const TYPE_PREFIX_BYTES = 8;

/**
 * Whether a file that starts with `head` can be of the type: every byte seen so far agrees.
 * MediaRecorder may cut its first chunk anywhere (Chromium's is sometimes a single byte), so the
 * start is judged on the bytes gathered, not on the first chunk alone.
 */
export function couldStartLike(mime: string, head: Buffer): boolean {
  if (mime === 'video/webm') {
    const n = Math.min(head.length, WEBM_MAGIC.length);
    return head.subarray(0, n).equals(WEBM_MAGIC.subarray(0, n));
  }
  return head.length < 8 || head.subarray(4, 8).toString('latin1') === 'ftyp';
}

export function recordingView(r: RecordingRow): VideoRecording {
  return {
    id: r.id,
    path: r.storageKey,
    mime: r.mime,
    size: r.size,
    duration_ms: r.durationMs,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

export class RecordingService {
  constructor(private readonly deps: Deps) {}

  /** POST /v1/counter/video/recordings: while the participant's room is open. */
  async start(claims: AccessClaims, nasabahId: string, mime: VideoRecordingMime, meta: RequestMeta) {
    const { db, audit, files } = this.deps;
    const scope = scopeCondition(await staffScope(db, claims));
    const call = await findVideoRecord(db, scope, nasabahId);
    if (!call) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
    assertOpen(call, new Date());
    const storageKey = `video-call/${call.id}/${randomUUID()}.${EXTENSION[mime]}`;
    await files.put(storageKey, Readable.from([]));
    try {
      return await db.transaction(async (tx) => {
        const file = await insertStoredFile(tx, {
          ownerUserId: call.userId,
          customerId: call.id,
          kind: RECORDING_FILE_KIND,
          storageKey,
          mime,
          size: 0,
          // Known when the recording is finished.
          sha256: '',
        });
        const recording = await insertRecording(tx, {
          customerId: call.id,
          staffId: claims.sub,
          storedFileId: file.id,
          mime,
        });
        await audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: 'video.recording.start',
            targetType: 'kyc_customer',
            targetId: call.id,
            details: { recording_id: recording.id, mime, video_link: call.videoLink },
          },
          meta,
        );
        return { recording_id: recording.id, next_seq: 0 };
      });
    } catch (err) {
      await files.delete(storageKey).catch(() => {});
      throw err;
    }
  }

  /** PUT …/chunks/{seq}: appended once, in order; a chunk already counted answers as before. */
  async chunk(claims: AccessClaims, id: string, seq: number, bytes: Buffer) {
    const { db, files } = this.deps;
    return db.transaction(async (tx) => {
      const row = await lockRecording(tx, id);
      if (!row || row.staffId !== claims.sub) throw notFound();
      if (seq < row.nextSeq) return { next_seq: row.nextSeq, size: row.size };
      if (row.status !== 'recording')
        throw new ApiError(409, 409, MSG.videoRecordingClosed, 'The recording is finished');
      if (seq > row.nextSeq)
        throw new ApiError(409, 409, MSG.videoRecordingGap, `Expected chunk ${row.nextSeq}`, {
          next_seq: row.nextSeq,
        });
      if (row.size < TYPE_PREFIX_BYTES) {
        const before = row.size > 0 ? await readAll(files.get(row.storageKey)) : Buffer.alloc(0);
        if (!couldStartLike(row.mime, Buffer.concat([before, bytes]).subarray(0, TYPE_PREFIX_BYTES)))
          throw new ApiError(415, 415, MSG.videoRecordingWrongFormat, `Not a ${row.mime} stream`);
      }
      if (row.size + bytes.length > VIDEO_RECORDING_MAX_BYTES)
        throw new ApiError(413, 413, MSG.videoRecordingTooLarge, 'The recording is too large');
      const { size } = await files.append(row.storageKey, bytes);
      await recordChunk(tx, row.id, { nextSeq: seq + 1, size });
      return { next_seq: seq + 1, size };
    });
  }

  /** POST …/finish: once; a second finish answers the same recording. */
  async finish(claims: AccessClaims, id: string, durationMs: number, meta: RequestMeta) {
    return this.close(id, { durationMs, meta, by: claims.sub });
  }

  /**
   * Closes a recording: its duration written into a WebM's head (the file is written again under a
   * new name, since the head grows), its size and SHA-256 recorded, audited. `by` null: the sweep.
   */
  async close(id: string, how: { durationMs: number | null; meta: RequestMeta | null; by: string | null }) {
    const { db, audit, files, log } = this.deps;
    let replaced: string | null = null;
    const view = await db.transaction(async (tx) => {
      const row = await lockRecording(tx, id);
      if (!row || (how.by !== null && row.staffId !== how.by)) throw notFound();
      if (row.status !== 'recording') return recordingView(row);
      const last = row.lastChunkAt ?? row.startedAt;
      const durationMs = Math.round(how.durationMs ?? last.getTime() - row.startedAt.getTime());
      const written = await this.rewriteWithDuration(row, durationMs);
      const finishedAt = await closeRecording(tx, row, { durationMs, ...written });
      await audit.record(
        tx,
        {
          actorType: how.by ? 'staff' : 'system',
          actorId: how.by ?? undefined,
          action: 'video.recording.finish',
          targetType: 'kyc_customer',
          targetId: row.customerId,
          details: {
            recording_id: row.id,
            duration_ms: durationMs,
            size: written.size,
            sha256: written.sha256,
            abandoned: how.by === null,
          },
        },
        how.meta,
      );
      if (written.storageKey !== row.storageKey) replaced = row.storageKey;
      return recordingView({ ...row, ...written, durationMs, status: 'finished', finishedAt });
    });
    if (replaced)
      await files
        .delete(replaced)
        .catch((err: unknown) => log.error({ err, key: replaced }, 'old recording kept'));
    return view;
  }

  private async rewriteWithDuration(row: RecordingRow, durationMs: number) {
    const { files } = this.deps;
    const size = await files.size(row.storageKey);
    const headLength = Math.min(size, HEAD_BYTES);
    const head =
      headLength > 0 ? await readAll(files.get(row.storageKey, { start: 0, end: headLength - 1 })) : null;
    const patched = row.mime === 'video/webm' && head ? withWebmDuration(head, durationMs) : null;
    if (!patched) {
      const sha256 = await digest(files.get(row.storageKey));
      return { storageKey: row.storageKey, size, sha256 };
    }
    const storageKey = row.storageKey.replace(/[^/]+(\.\w+)$/, `${randomUUID()}$1`);
    const hash = createHash('sha256');
    const rest = size > headLength ? files.get(row.storageKey, { start: headLength, end: size - 1 }) : null;
    const first = patched;
    async function* body() {
      hash.update(first);
      yield first;
      if (!rest) return;
      for await (const part of rest as AsyncIterable<Buffer>) {
        hash.update(part);
        yield part;
      }
    }
    const written = await files.put(storageKey, Readable.from(body()));
    return { storageKey, size: written.size, sha256: hash.digest('hex') };
  }

  /** The participant's recordings for the detail (newest first). */
  async list(customerId: string): Promise<VideoRecording[]> {
    return (await listRecordings(this.deps.db, customerId)).map(recordingView);
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function digest(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const part of stream) hash.update(part as Buffer);
  return hash.digest('hex');
}
