/**
 * The audit trail's anchor outside the database (decision 0106). The hash chain (decision 0060)
 * shows a row edited in place, but not its newest rows deleted (the next insert numbers from what
 * is left) nor a chain recomputed with the public hash function. A checkpoint (the last seq, its
 * hash, the time and the instance) signed with an Ed25519 key the database never holds, written
 * to the file store (S3 Object Lock where the bucket has it) and to the log, pins the chain: from
 * then on that seq must exist with that hash.
 *
 * Objects are named so that the newest sorts first (`list(prefix, 1)` finds it), and the name is
 * made from the signed content, so a checkpoint copied under a newer name is refused.
 */
import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import os from 'node:os';
import { Readable } from 'node:stream';
import { DAY_MS } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { FileStore, Retention } from '../../plugins/files';

export const CHECKPOINT_PREFIX = 'audit-checkpoints/';
const FORMAT = 'kilau-audit-checkpoint/1';
/** Names sort newest first: this minus the time in milliseconds, zero-padded. */
const TIME_CEILING = 9_999_999_999_999;
const MAX_BYTES = 4096;

const checkpointSchema = z.object({
  format: z.literal(FORMAT),
  seq: z.number().int().min(0),
  hash: z.string().max(128),
  at: z.iso.datetime(),
  instance: z.string().max(200),
  key_id: z.string().max(64),
  signature: z.string().max(200),
});

export type Checkpoint = z.infer<typeof checkpointSchema>;

/** The public key's short name, so that an operator sees which key signed a checkpoint. */
export function keyId(publicKey: KeyObject): string {
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
  return createHash('sha256').update(raw).digest('hex').slice(0, 16);
}

/** What is signed: every field, one a line, in a fixed order. */
function signedText(c: Omit<Checkpoint, 'signature'>): Buffer {
  return Buffer.from([c.format, c.seq, c.hash, c.at, c.instance, c.key_id].join('\n'), 'utf8');
}

export function checkpointKey(c: Pick<Checkpoint, 'at' | 'seq'>): string {
  const inverted = String(TIME_CEILING - Date.parse(c.at)).padStart(13, '0');
  return `${CHECKPOINT_PREFIX}${inverted}-${String(c.seq).padStart(12, '0')}.json`;
}

export function signCheckpoint(
  privateKey: KeyObject,
  fields: { seq: number; hash: string; at: Date; instance: string },
): Checkpoint {
  const unsigned = {
    format: FORMAT,
    seq: fields.seq,
    hash: fields.hash,
    at: fields.at.toISOString(),
    instance: fields.instance,
    key_id: keyId(createPublicKey(privateKey)),
  } as const;
  return { ...unsigned, signature: sign(null, signedText(unsigned), privateKey).toString('base64url') };
}

function signatureHolds(c: Checkpoint, publicKey: KeyObject): boolean {
  const { signature, ...unsigned } = c;
  try {
    return verify(null, signedText(unsigned), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** The newest row of the chain: seq 0 and an empty hash while the trail is empty. */
export async function chainHead(db: DbOrTx): Promise<{ seq: number; hash: string }> {
  const [row] = rowsOf<{ seq: string | number; hash: string | null }>(
    await db.execute(sql`select seq, hash from audit_log order by seq desc limit 1`),
  );
  return row ? { seq: Number(row.seq), hash: row.hash ?? '' } : { seq: 0, hash: '' };
}

export interface CheckpointWriter {
  db: DbOrTx;
  files: FileStore;
  privateKey: KeyObject;
  /** S3 Object Lock for each checkpoint: how long and in which mode; null without. */
  retention: { days: number; mode: Retention['mode'] } | null;
  /** Who wrote it: host and process. */
  instance?: string;
  now?: Date;
}

export function instanceName(): string {
  return `${os.hostname()}/${process.pid}`;
}

/** Signs the chain's head and stores it; answers the checkpoint and its key in the store. */
export async function writeCheckpoint(w: CheckpointWriter): Promise<{ checkpoint: Checkpoint; key: string }> {
  const head = await chainHead(w.db);
  const at = w.now ?? new Date();
  const checkpoint = signCheckpoint(w.privateKey, { ...head, at, instance: w.instance ?? instanceName() });
  const key = checkpointKey(checkpoint);
  const retention = w.retention
    ? { mode: w.retention.mode, until: new Date(at.getTime() + w.retention.days * DAY_MS) }
    : undefined;
  await w.files.put(key, Readable.from([Buffer.from(JSON.stringify(checkpoint))]), { retention });
  return { checkpoint, key };
}

export type CheckpointReport =
  /** No checkpoint in the store yet (a new install, or before the first round). */
  | { status: 'none' }
  | { status: 'ok'; checkpoint: Checkpoint; key: string; unanchored: number }
  /** The newest checkpoint is not one this key signed (or not a checkpoint at all). */
  | { status: 'forged'; key: string; reason: string }
  /** The checkpoint's seq is gone from the trail: its newest rows were deleted. */
  | { status: 'missing'; checkpoint: Checkpoint; key: string; last_seq: number }
  /** The checkpoint's seq holds another hash: the chain was rewritten. */
  | { status: 'mismatch'; checkpoint: Checkpoint; key: string; found_hash: string }
  /**
   * The anchor is missing (decision 0123): rows that should have been anchored by now are not. The
   * newest checkpoint is older than two intervals while rows came after it (a newer one was
   * removed, or none are written), or there is none while rows older than two intervals exist.
   */
  | {
      status: 'stale';
      checkpoint: Checkpoint | null;
      key: string | null;
      unanchored: number;
      max_age_minutes: number;
    };

/** How old the newest checkpoint may be: checkpoints are written every `everyMinutes`. */
export interface CheckpointFreshness {
  everyMinutes: number;
  now?: Date;
}

async function readSmall(files: FileStore, key: string): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of files.get(key)) {
    size += (part as Buffer).length;
    if (size > MAX_BYTES) throw new Error('checkpoint larger than a checkpoint can be');
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Reads the newest checkpoint and holds the trail against it. With `freshness`, the newest must also
 * be recent enough: removing the newest checkpoints would otherwise hide what they covered behind
 * an older one, its later rows merely "not yet anchored" (decision 0123).
 */
export async function verifyAgainstCheckpoint(
  db: DbOrTx,
  files: FileStore,
  publicKey: KeyObject,
  freshness?: CheckpointFreshness,
): Promise<CheckpointReport> {
  // Two intervals: one round may be late (a busy queue, a restart) without raising the alarm.
  const maxAgeMinutes = freshness ? 2 * freshness.everyMinutes : 0;
  const cutoff = new Date((freshness?.now ?? new Date()).getTime() - maxAgeMinutes * 60_000);
  const [key] = await files.list(CHECKPOINT_PREFIX, 1);
  if (!key) {
    if (!freshness) return { status: 'none' };
    const [rows] = rowsOf<{ total: number; old: number }>(
      await db.execute(sql`
        select count(*)::int as total,
               count(*) filter (where created_at < ${cutoff.toISOString()}::timestamptz)::int as old
        from audit_log`),
    );
    // A new install is not anchored yet; a trail older than two intervals should have been.
    return rows && rows.old > 0
      ? {
          status: 'stale',
          checkpoint: null,
          key: null,
          unanchored: rows.total,
          max_age_minutes: maxAgeMinutes,
        }
      : { status: 'none' };
  }
  let checkpoint: Checkpoint;
  try {
    const parsed = checkpointSchema.safeParse(JSON.parse(await readSmall(files, key)));
    if (!parsed.success) return { status: 'forged', key, reason: 'not a checkpoint' };
    checkpoint = parsed.data;
  } catch {
    return { status: 'forged', key, reason: 'unreadable' };
  }
  if (!signatureHolds(checkpoint, publicKey)) {
    return { status: 'forged', key, reason: `signature does not verify with key ${keyId(publicKey)}` };
  }
  if (checkpointKey(checkpoint) !== key) {
    return { status: 'forged', key, reason: 'its name does not match its signed time and seq' };
  }
  const [row] = rowsOf<{ hash: string | null; last_seq: string | number | null; after: number }>(
    await db.execute(sql`
      select (select hash from audit_log where seq = ${checkpoint.seq}) as hash,
             (select max(seq) from audit_log) as last_seq,
             (select count(*)::int from audit_log where seq > ${checkpoint.seq}) as after`),
  );
  const lastSeq = Number(row?.last_seq ?? 0);
  if (checkpoint.seq > 0 && (row?.hash == null || lastSeq < checkpoint.seq)) {
    return { status: 'missing', checkpoint, key, last_seq: lastSeq };
  }
  if (checkpoint.seq > 0 && row?.hash !== checkpoint.hash) {
    return { status: 'mismatch', checkpoint, key, found_hash: row?.hash ?? '' };
  }
  const unanchored = Number(row?.after ?? 0);
  if (freshness && unanchored > 0 && Date.parse(checkpoint.at) < cutoff.getTime()) {
    return { status: 'stale', checkpoint, key, unanchored, max_age_minutes: maxAgeMinutes };
  }
  return { status: 'ok', checkpoint, key, unanchored };
}

/** The operator's lines for the checkpoint check, and whether it failed. */
export function describeCheckpoint(report: CheckpointReport): { lines: string[]; failed: boolean } {
  switch (report.status) {
    case 'none':
      return {
        lines: ['no audit checkpoint in the file store yet: the trail is not anchored outside the database'],
        failed: false,
      };
    case 'forged':
      return {
        lines: [`audit checkpoint ${report.key} is NOT valid: ${report.reason}`],
        failed: true,
      };
    case 'missing':
      return {
        lines: [
          `audit trail does NOT match checkpoint ${report.checkpoint.at} (${report.key}): ` +
            `row seq ${report.checkpoint.seq} is missing, the trail ends at seq ${report.last_seq}; ` +
            'rows were deleted',
        ],
        failed: true,
      };
    case 'mismatch':
      return {
        lines: [
          `audit trail does NOT match checkpoint ${report.checkpoint.at} (${report.key}): ` +
            `row seq ${report.checkpoint.seq} has hash ${report.found_hash}, the checkpoint ` +
            `${report.checkpoint.hash}; the chain was rewritten`,
        ],
        failed: true,
      };
    case 'stale':
      return {
        lines: [
          report.checkpoint
            ? `audit anchor MISSING: the newest checkpoint ${report.checkpoint.at} (${report.key}) is ` +
              `older than two checkpoint intervals (${report.max_age_minutes} min) and ` +
              `${report.unanchored} rows came after it; a newer checkpoint was removed, or checkpoints ` +
              'are not being written'
            : `audit anchor MISSING: no checkpoint in the file store, yet the trail holds rows older ` +
              `than two checkpoint intervals (${report.max_age_minutes} min); the checkpoints were ` +
              'removed, or are not being written',
        ],
        failed: true,
      };
    case 'ok':
      return {
        lines: [
          `checkpoint ${report.checkpoint.at} from ${report.checkpoint.instance} ` +
            `(key ${report.checkpoint.key_id}): seq ${report.checkpoint.seq} matches`,
          `${report.unanchored} rows after the checkpoint are not yet anchored`,
        ],
        failed: false,
      };
  }
}

/** The report as the super admin's verify call answers it: flat, with the operator's lines. */
export function checkpointSummary(report: CheckpointReport) {
  const { lines, failed } = describeCheckpoint(report);
  const checkpoint = 'checkpoint' in report ? report.checkpoint : null;
  return {
    status: report.status,
    failed,
    key: 'key' in report ? report.key : null,
    at: checkpoint?.at ?? null,
    seq: checkpoint?.seq ?? null,
    unanchored: report.status === 'ok' || report.status === 'stale' ? report.unanchored : null,
    lines,
  };
}

/**
 * The newest signed checkpoint when the trail holds against it, as a document names it (the case
 * file, a monitoring case's or a report's PDF); null without one, or when it does not hold or
 * cannot be read: the document is made without it and says so, and the reason goes to the log.
 */
export async function heldCheckpoint(deps: {
  db: DbOrTx;
  files: FileStore;
  config: { auditCheckpointPublicKey: KeyObject };
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<{ seq: number; hash: string; at: string } | null> {
  try {
    const report = await verifyAgainstCheckpoint(deps.db, deps.files, deps.config.auditCheckpointPublicKey);
    return report.status === 'ok'
      ? { seq: report.checkpoint.seq, hash: report.checkpoint.hash, at: report.checkpoint.at }
      : null;
  } catch (err) {
    deps.log.warn({ err }, 'audit checkpoint unreadable, document made without it');
    return null;
  }
}
