/**
 * The video call's recording (decision 0074): the officer's browser uploads it a chunk a second
 * while the call runs. Each chunk is stored as its own part as it arrives, so a tab closed mid-call
 * leaves everything that had arrived; `next_seq` makes a retried chunk land once. Finishing (Leave
 * Room, or the sweep of abandoned recordings) joins the parts into the recording's file with the
 * WebM's duration written into its head, so the detail's player can seek, and records the file's
 * size and SHA-256. Parts rather than appends: object storage cannot append (decision 0079).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MSG, VIDEO_RECORDING_MAX_BYTES, type VideoRecording, type VideoRecordingMime } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { FileStore } from '../../plugins/files';
import type { RequestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import type { AccessClaims } from '../auth/session.service';
import { insertStoredFile } from '../files';
import {
  closeRecording,
  insertRecording,
  listRecordings,
  lockRecording,
  type RecordingRow,
  recordChunk,
} from './recording.repository';
import { findConsent, findVideoRecord } from './video-call.repository';
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

export function recordingView(r: RecordingRow, consentAcceptedAt: Date | null = null): VideoRecording {
  return {
    id: r.id,
    path: r.storageKey,
    mime: r.mime,
    size: r.size,
    duration_ms: r.durationMs,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    consent_accepted_at: consentAcceptedAt?.toISOString() ?? null,
  };
}

export class RecordingService {
  constructor(private readonly deps: Deps) {}

  /** POST /v1/counter/video/recordings: while the participant's room is open. */
  async start(claims: AccessClaims, nasabahId: string, mime: VideoRecordingMime, meta: RequestMeta) {
    const { db, audit } = this.deps;
    const scope = scopeCondition(await staffScope(db, claims));
    const call = await findVideoRecord(db, scope, nasabahId);
    if (!call) throw new ApiError(404, 404, MSG.participantNotFound, 'Participant not found');
    assertOpen(call, new Date());
    // Nobody is recorded without having agreed to it (UU PDP): the participant's consent to this
    // room is kept with the recording, and only such a recording lets the video be accepted.
    const consent = await findConsent(db, call.id, call.videoLink as string);
    if (!consent) throw new ApiError(409, 409, MSG.videoRecordingNoConsent, 'No recording consent');
    const storageKey = `video-call/${call.id}/${randomUUID()}.${EXTENSION[mime]}`;
    return db.transaction(async (tx) => {
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
        consentAcceptanceId: consent.id,
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
        const before = row.size > 0 ? await buffer(partsOf(files, row)) : Buffer.alloc(0);
        if (!couldStartLike(row.mime, Buffer.concat([before, bytes]).subarray(0, TYPE_PREFIX_BYTES)))
          throw new ApiError(415, 415, MSG.videoRecordingWrongFormat, `Not a ${row.mime} stream`);
      }
      if (row.size + bytes.length > VIDEO_RECORDING_MAX_BYTES)
        throw new ApiError(413, 413, MSG.videoRecordingTooLarge, 'The recording is too large');
      // A retry after a failed commit writes the same part again, which replaces it.
      await files.put(partKey(row.storageKey, seq), Readable.from([bytes]));
      const size = row.size + bytes.length;
      await recordChunk(tx, row.id, { nextSeq: seq + 1, size });
      return { next_seq: seq + 1, size };
    });
  }

  /** POST …/finish: once; a second finish answers the same recording. */
  async finish(claims: AccessClaims, id: string, durationMs: number, meta: RequestMeta) {
    return this.close(id, { durationMs, meta, by: claims.sub });
  }

  /**
   * Closes a recording: its parts joined into its file with the duration written into a WebM's
   * head, its size and SHA-256 recorded, audited, then the parts deleted. `by` null: the sweep.
   */
  async close(id: string, how: { durationMs: number | null; meta: RequestMeta | null; by: string | null }) {
    const { db, audit, files, log } = this.deps;
    let joined: RecordingRow | null = null;
    const view = await db.transaction(async (tx) => {
      const row = await lockRecording(tx, id);
      if (!row || (how.by !== null && row.staffId !== how.by)) throw notFound();
      if (row.status !== 'recording') return recordingView(row);
      const last = row.lastChunkAt ?? row.startedAt;
      const durationMs = Math.round(how.durationMs ?? last.getTime() - row.startedAt.getTime());
      const written = await this.join(row, durationMs);
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
      joined = row;
      return recordingView({ ...row, ...written, durationMs, status: 'finished', finishedAt });
    });
    if (joined) await deleteParts(files, joined, log);
    return view;
  }

  /** Writes the recording's file from its parts, a WebM's head carrying the duration. */
  private async join(row: RecordingRow, durationMs: number) {
    const hash = createHash('sha256');
    const parts = partsOf(this.deps.files, row)[Symbol.asyncIterator]();
    // The head: the first HEAD_BYTES of the parts (or all of them, when shorter).
    const gathered: Buffer[] = [];
    let gatheredBytes = 0;
    while (gatheredBytes < HEAD_BYTES) {
      const next = await parts.next();
      if (next.done) break;
      gathered.push(next.value);
      gatheredBytes += next.value.length;
    }
    const start = Buffer.concat(gathered);
    const head = start.subarray(0, HEAD_BYTES);
    const afterHead = start.subarray(head.length);
    const patched = row.mime === 'video/webm' && head.length > 0 ? withWebmDuration(head, durationMs) : null;
    const first = patched ?? head;
    async function* body() {
      for (const piece of [first, afterHead]) {
        hash.update(piece);
        yield piece;
      }
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        hash.update(next.value);
        yield next.value;
      }
    }
    const written = await this.deps.files.put(row.storageKey, Readable.from(body()));
    return { size: written.size, sha256: hash.digest('hex') };
  }

  /** The participant's recordings for the detail (newest first). */
  async list(customerId: string): Promise<VideoRecording[]> {
    return (await listRecordings(this.deps.db, customerId)).map((r) => recordingView(r, r.consentAcceptedAt));
  }
}

/** Where chunk `seq` of a recording waits until the recording is joined. */
function partKey(storageKey: string, seq: number): string {
  return `${storageKey}.part-${String(seq).padStart(6, '0')}`;
}

/** The bytes of a recording's parts, in order. */
async function* partsOf(files: FileStore, row: Pick<RecordingRow, 'storageKey' | 'nextSeq'>) {
  for (let seq = 0; seq < row.nextSeq; seq++) {
    for await (const piece of files.get(partKey(row.storageKey, seq))) yield piece as Buffer;
  }
}

const PART_DELETES_IN_FLIGHT = 8;

/** After the join: a part left behind costs only space, so a failure is logged, not thrown. */
async function deleteParts(files: FileStore, row: RecordingRow, log: Deps['log']) {
  const seqs = Array.from({ length: row.nextSeq }, (_, seq) => seq);
  const worker = async () => {
    for (let seq = seqs.shift(); seq !== undefined; seq = seqs.shift()) {
      await files
        .delete(partKey(row.storageKey, seq))
        .catch((err: unknown) => log.error({ err, recording: row.id, seq }, 'recording part kept'));
    }
  };
  await Promise.all(Array.from({ length: PART_DELETES_IN_FLIGHT }, worker));
}
