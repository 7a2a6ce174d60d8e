/**
 * The retention job's work (decision 0113): every person whose erasure is due (`erase_after` past,
 * not yet erased) loses their files from the store and their personal columns; a pseudonymous
 * tombstone (HMAC-SHA256 of the user id under a key derived from the server's secret, when the
 * relationship ended, counts) stays, and the audit row names only the pseudonym and the counts.
 * The audit trail itself is not touched: its rows hold ids and digests, never the person's data,
 * so the chain still verifies after an erasure.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { derivedKey } from '../credentials';
import {
  blankPerson,
  countRequests,
  dueForErasure,
  insertTombstone,
  lockDueUser,
  recordIdsOf,
  storageKeysOf,
} from './retention.repository';

type Deps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'files' | 'log'>;

const SUBJECT_LABEL = 'kilau data tombstone subject v1';
const BATCH = 50;

/** The pseudonym a tombstone and the erasure's audit row name the person by. */
export function tombstoneSubject(serverSecret: Uint8Array, userId: string): string {
  return createHmac('sha256', derivedKey(serverSecret, SUBJECT_LABEL)).update(userId).digest('hex');
}

export interface RetentionReport {
  erased: number;
  files: number;
}

/** One run at `now` (injectable, so a test can stand five years later); answers what it erased. */
export async function runRetention(deps: Deps, now: Date = new Date()): Promise<RetentionReport> {
  const report: RetentionReport = { erased: 0, files: 0 };
  const skipped = new Set<string>();
  for (;;) {
    const due = (await dueForErasure(deps.db, now, BATCH + skipped.size)).filter((u) => !skipped.has(u.id));
    if (due.length === 0) return report;
    for (const u of due) {
      try {
        report.files += await erasePerson(deps, u.id, now);
        report.erased += 1;
      } catch (err) {
        // One person's failure (the store unreachable) leaves them due for the next run.
        deps.log.error({ err, user: u.id }, 'retention: erasure failed');
        skipped.add(u.id);
      }
    }
  }
}

async function erasePerson(deps: Deps, userId: string, now: Date): Promise<number> {
  const { db, files } = deps;
  const recordIds = await recordIdsOf(db, userId);
  // The files first: a run that fails after them finds the person still due and deletes nothing twice.
  const keys = await storageKeysOf(db, userId, recordIds);
  for (const key of keys) await files.delete(key);
  const subject = tombstoneSubject(deps.config.jwtSecret, userId);
  await db.transaction(async (tx) => {
    const user = await lockDueUser(tx, userId, now);
    if (!user) return;
    const requests = await countRequests(tx, userId);
    const messages = await blankPerson(
      tx,
      userId,
      recordIds,
      { email: user.email, phonenumber: user.phonenumber },
      `erased-${subject.slice(0, 24)}`,
      now,
    );
    const counts = { records: recordIds.length, files: keys.length, requests, messages };
    await insertTombstone(tx, {
      subject,
      relationshipEndedAt: user.relationshipEndedAt,
      erasedAt: now,
      details: counts,
    });
    await deps.audit.record(
      tx,
      {
        actorType: 'system',
        action: 'data.erased',
        targetType: 'data_tombstone',
        targetId: subject,
        details: {
          subject,
          relationship_ended_at: user.relationshipEndedAt?.toISOString() ?? null,
          ...counts,
        },
      },
      null,
    );
  });
  return keys.length;
}
