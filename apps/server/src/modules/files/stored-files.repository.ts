/** SQL of uploads: the caller's own KYC record, and stored files looked up by their stored path. */
import { and, eq, gt, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  kycCustomers,
  resubmissionItems,
  resubmissionRequests,
  storedFiles,
} from '../../db/schema';
import type { StaffFileScope } from './staff-file-scope';

/** The KYC record `customerId` if it belongs to `userId`; undefined for a missing or foreign one. */
export async function findOwnCustomer(db: DbOrTx, userId: string, customerId: string) {
  const [row] = await db
    .select({ id: kycCustomers.id, state: kycCustomers.state })
    .from(kycCustomers)
    .where(and(eq(kycCustomers.id, customerId), eq(kycCustomers.userId, userId)))
    .limit(1);
  return row;
}

export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertStoredFile(tx: DbOrTx, row: NewStoredFile) {
  const [inserted] = await tx.insert(storedFiles).values(row).returning({ id: storedFiles.id });
  if (!inserted) throw new Error('stored_files insert returned no row');
  return inserted;
}

const fileColumns = {
  id: storedFiles.id,
  customerId: storedFiles.customerId,
  kind: storedFiles.kind,
  storageKey: storedFiles.storageKey,
  mime: storedFiles.mime,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
};
/**
 * A version a reviewer decided on, or its fix (decision 0112): the record's evidence of what was
 * asked and what came back. Never replaced by an upload nor swept: staff read it beside the new one.
 */
const isKeptVersion = sql`exists (
  select 1 from ${resubmissionItems} ri
  where ri.previous_file_id = ${storedFiles.id} or ri.new_file_id = ${storedFiles.id})`;

/**
 * Whether the record's open resubmission request asks this document again (decision 0112): in
 * 'perlu perbaikan' only those kinds may be uploaded.
 */
export async function kindReopened(db: DbOrTx, customerId: string, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resubmissionItems.id })
    .from(resubmissionItems)
    .innerJoin(resubmissionRequests, eq(resubmissionRequests.id, resubmissionItems.requestId))
    .where(
      and(
        eq(resubmissionRequests.customerId, customerId),
        eq(resubmissionRequests.status, 'open'),
        eq(resubmissionItems.item, kind),
        eq(resubmissionItems.decision, 'resubmit'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Files about a customer that are the broker's records, not the customer's uploads. */
const STAFF_ONLY_KINDS = ['video_call_recording'];

/**
 * A stored file of one of `userId`'s own KYC records, by its stored path. The recordings of the
 * verification call are the broker's compliance record and are not served to the customer.
 */
export async function findCustomerFile(db: DbOrTx, storageKey: string, userId: string) {
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .innerJoin(kycCustomers, eq(kycCustomers.id, storedFiles.customerId))
    .where(
      and(
        eq(storedFiles.storageKey, storageKey),
        eq(kycCustomers.userId, userId),
        notInArray(storedFiles.kind, STAFF_ONLY_KINDS),
      ),
    )
    .limit(1);
  return row;
}

/** A stored file by its stored path, if it belongs to a customer within the staff member's scope. */
export async function findStaffFile(
  db: DbOrTx,
  file: { storageKey: string } | { id: string },
  scope: StaffFileScope,
) {
  if (scope.kind === 'none') return undefined;
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .leftJoin(kycCustomers, eq(kycCustomers.id, storedFiles.customerId))
    .where(
      and(
        'id' in file ? eq(storedFiles.id, file.id) : eq(storedFiles.storageKey, file.storageKey),
        scope.kind === 'bank' ? eq(kycCustomers.bankCode, scope.bankCode) : undefined,
        scope.kind === 'platform' ? eq(kycCustomers.platformId, scope.platformId) : undefined,
        scope.kind === 'video_verification'
          ? and(
              inArray(storedFiles.kind, [...scope.fileKinds]),
              eq(kycCustomers.state, 'submitted'),
              scope.platformId ? eq(kycCustomers.platformId, scope.platformId) : undefined,
            )
          : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type StoredFileRow = NonNullable<Awaited<ReturnType<typeof findCustomerFile>>>;

/**
 * A stored file is attached while the record's attachment section names it; any other file of the
 * record is pending (uploaded, not saved with the attachment form, or replaced since), except the
 * versions a resubmission keeps (decision 0112).
 */
const isAttached = sql`exists (
  select 1 from ${kycCustomers} k, jsonb_each(k.attachment) e
  where k.id = ${storedFiles.customerId} and e.value = to_jsonb(${storedFiles.storageKey}))`;
const isPending = sql`(not ${isAttached} and not ${isKeptVersion})`;

/** Locks the record for the rest of the transaction (uploads of one record write one at a time). */
export async function lockCustomer(tx: DbOrTx, customerId: string) {
  const [row] = await tx
    .select({ id: kycCustomers.id, state: kycCustomers.state })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId))
    .for('update');
  return row;
}

/**
 * The record's files of one kind, attached or pending: the ones a new upload of that kind replaces
 * (decision 0088: an upload is the record's file of its kind as soon as it lands). The versions a
 * resubmission keeps are not replaced.
 */
export function findFilesOfKind(db: DbOrTx, customerId: string, kind: string) {
  return db
    .select({
      id: storedFiles.id,
      storageKey: storedFiles.storageKey,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.customerId, customerId), eq(storedFiles.kind, kind), sql`not ${isKeptVersion}`),
    );
}

/**
 * Names the file in the record's attachment section at once, so a reload or another device finds
 * it; the step itself stays unsaved until the attachment form is sent (its `saved_at`). The version
 * moves, so a form save read before this upload retries on the new state.
 */
export async function attachToRecord(tx: DbOrTx, customerId: string, kind: string, storageKey: string) {
  await tx
    .update(kycCustomers)
    .set({
      attachment: sql`coalesce(${kycCustomers.attachment}, '{}'::jsonb) || jsonb_build_object(${kind}::text, ${storageKey}::text)`,
      version: sql`${kycCustomers.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(kycCustomers.id, customerId));
}

/**
 * Bytes the customer stored for the record, attached and pending. The call recordings are the
 * broker's, not the customer's uploads: they do not use up the record's storage; nor do the earlier
 * versions a resubmission keeps (a customer asked for a new video must have room for it).
 */
export async function storedBytes(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.customerId, customerId),
        notInArray(storedFiles.kind, STAFF_ONLY_KINDS),
        sql`not ${isKeptVersion}`,
      ),
    );
  return Number(row?.bytes ?? 0);
}

export async function deleteStoredFiles(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}

/** Deletes those of `ids` still pending (not attached meanwhile); answers the deleted ones. */
export async function deletePendingFiles(tx: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .delete(storedFiles)
    .where(and(inArray(storedFiles.id, [...ids]), isPending))
    .returning({
      id: storedFiles.id,
      storageKey: storedFiles.storageKey,
      customerId: storedFiles.customerId,
      kind: storedFiles.kind,
      size: storedFiles.size,
    });
}

/** Attachment uploads still pending after `olderThanMs`, oldest first, at most `limit`. */
export function findStalePendingFiles(
  db: DbOrTx,
  olderThanMs: number,
  kinds: readonly string[],
  limit: number,
) {
  return db
    .select({
      id: storedFiles.id,
      storageKey: storedFiles.storageKey,
      customerId: storedFiles.customerId,
      kind: storedFiles.kind,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(
      and(
        isNotNull(storedFiles.customerId),
        inArray(storedFiles.kind, [...kinds]),
        lt(storedFiles.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
        isPending,
      ),
    )
    .orderBy(storedFiles.createdAt)
    .limit(limit);
}

/**
 * Serialises the viewings of one file by one staff member until the transaction ends, so that the
 * parallel range requests of a video make one audit row, not several (decision 0104).
 */
export async function lockFileViewing(tx: DbOrTx, staffId: string, fileId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`file-view:${staffId}:${fileId}`}, 0))`,
  );
}

/**
 * Whether `staffId` ever read the file at this storage key (its `file.view` rows): what the review
 * checklist asks before a document is accepted (decision 0131).
 */
export async function fileViewedBy(db: DbOrTx, staffId: string, storageKey: string): Promise<boolean> {
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.storageKey, storageKey))
    .limit(1);
  return file ? fileViewAuditedSince(db, staffId, file.id, new Date(0)) : false;
}

/** Whether `staffId`'s viewing of the file was audited after `since` (audit_log_target_idx). */
export async function fileViewAuditedSince(tx: DbOrTx, staffId: string, fileId: string, since: Date) {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'stored_file'),
        eq(auditLog.targetId, fileId),
        eq(auditLog.action, 'file.view'),
        eq(auditLog.actorId, staffId),
        gt(auditLog.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
