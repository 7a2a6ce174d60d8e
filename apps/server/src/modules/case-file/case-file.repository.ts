/**
 * The rows behind a participant's notes, timeline and case file (decision 0112). Notes are only
 * ever inserted: the table's trigger refuses UPDATE and DELETE, so nothing here offers either.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  auditLog,
  participantNotes,
  resubmissionItems,
  resubmissionRequests,
  staffUsers,
  storedFiles,
  users,
  videoRecordings,
} from '../../db/schema';

export interface NoteRow {
  id: string;
  author: string;
  /** The author's role: whose side wrote the note (decision 0121). */
  authorRole: number;
  body: string;
  createdAt: Date;
}

export async function insertNote(
  tx: DbOrTx,
  note: { customerId: string; authorId: string; body: string },
): Promise<NoteRow> {
  const [row] = await tx
    .insert(participantNotes)
    .values(note)
    .returning({ id: participantNotes.id, createdAt: participantNotes.createdAt });
  if (!row) throw new Error('note insert returned no row');
  const [author] = await tx
    .select({ name: staffUsers.fullname, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.id, note.authorId));
  if (!author) throw new Error('note author not found');
  return {
    id: row.id,
    author: author.name,
    authorRole: author.role,
    body: note.body,
    createdAt: row.createdAt,
  };
}

/** Newest first. */
export async function listNotes(db: DbOrTx, customerId: string): Promise<NoteRow[]> {
  return db
    .select({
      id: participantNotes.id,
      author: staffUsers.fullname,
      authorRole: staffUsers.role,
      body: participantNotes.body,
      createdAt: participantNotes.createdAt,
    })
    .from(participantNotes)
    .innerJoin(staffUsers, eq(staffUsers.id, participantNotes.authorId))
    .where(eq(participantNotes.customerId, customerId))
    .orderBy(desc(participantNotes.createdAt), desc(participantNotes.id));
}

export interface AuditRow {
  id: string;
  seq: number | null;
  actorType: 'user' | 'staff' | 'system' | 'anonymous';
  staffName: string | null;
  /** The staff actor's role (null for the customer and the system): whose side acted. */
  staffRole: number | null;
  action: string;
  outcome: 'success' | 'failure';
  details: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Every audit row whose target is the participant, or the customer's user account (registration,
 * activation, logins): both are found through the target index. The staff actor's name is joined.
 */
export async function listAuditRows(db: DbOrTx, customerId: string, userId: string): Promise<AuditRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      seq: auditLog.seq,
      actorType: auditLog.actorType,
      staffName: staffUsers.fullname,
      staffRole: staffUsers.role,
      action: auditLog.action,
      outcome: auditLog.outcome,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffUsers, and(eq(auditLog.actorType, 'staff'), eq(staffUsers.id, auditLog.actorId)))
    .where(
      or(
        and(eq(auditLog.targetType, 'kyc_customer'), eq(auditLog.targetId, customerId)),
        and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
      ),
    )
    .orderBy(asc(auditLog.seq));
  return rows;
}

export interface ResubmissionRow {
  id: string;
  requestedAt: Date;
  requestedBy: string;
  status: 'open' | 'resubmitted';
  resubmittedAt: Date | null;
  items: {
    item: string;
    decision: 'accepted' | 'resubmit';
    reasonCode: string | null;
    reasonText: string | null;
    note: string | null;
  }[];
}

export async function listResubmissions(db: DbOrTx, customerId: string): Promise<ResubmissionRow[]> {
  const requests = await db
    .select({
      id: resubmissionRequests.id,
      requestedAt: resubmissionRequests.requestedAt,
      requestedBy: staffUsers.fullname,
      status: resubmissionRequests.status,
      resubmittedAt: resubmissionRequests.resubmittedAt,
    })
    .from(resubmissionRequests)
    .innerJoin(staffUsers, eq(staffUsers.id, resubmissionRequests.requestedBy))
    .where(eq(resubmissionRequests.customerId, customerId))
    .orderBy(asc(resubmissionRequests.requestedAt));
  if (requests.length === 0) return [];
  const items = await db
    .select({
      requestId: resubmissionItems.requestId,
      item: resubmissionItems.item,
      decision: resubmissionItems.decision,
      reasonCode: resubmissionItems.reasonCode,
      reasonText: resubmissionItems.reasonText,
      note: resubmissionItems.noteToCustomer,
    })
    .from(resubmissionItems)
    .where(
      inArray(
        resubmissionItems.requestId,
        requests.map((r) => r.id),
      ),
    )
    .orderBy(asc(resubmissionItems.id));
  return requests.map((r) => ({ ...r, items: items.filter((i) => i.requestId === r.id) }));
}

export interface RecordingRow {
  id: string;
  staffName: string;
  durationMs: number | null;
  finishedAt: Date | null;
  sha256: string;
}

export async function listRecordingsOf(db: DbOrTx, customerId: string): Promise<RecordingRow[]> {
  return db
    .select({
      id: videoRecordings.id,
      staffName: staffUsers.fullname,
      durationMs: videoRecordings.durationMs,
      finishedAt: videoRecordings.finishedAt,
      sha256: storedFiles.sha256,
    })
    .from(videoRecordings)
    .innerJoin(staffUsers, eq(staffUsers.id, videoRecordings.staffId))
    .innerJoin(storedFiles, eq(storedFiles.id, videoRecordings.storedFileId))
    .where(eq(videoRecordings.customerId, customerId))
    .orderBy(asc(videoRecordings.startedAt));
}

export interface StoredFileRow {
  storageKey: string;
  kind: string;
  mime: string;
  size: number;
  sha256: string;
}

/** The customer's stored files named by the attachment's paths (the versions in force). */
export async function findFilesByKey(
  db: DbOrTx,
  customerId: string,
  keys: string[],
): Promise<StoredFileRow[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      storageKey: storedFiles.storageKey,
      kind: storedFiles.kind,
      mime: storedFiles.mime,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.customerId, customerId), inArray(storedFiles.storageKey, keys)));
}

export async function findStaffName(db: DbOrTx, staffId: string): Promise<string> {
  const [row] = await db
    .select({ name: staffUsers.fullname })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row?.name ?? '';
}

/** The newest row of the audit chain at this moment: its seq and hash. */
export async function auditChainHead(db: DbOrTx): Promise<{ seq: number; hash: string }> {
  const [row] = rowsOf<{ seq: string | number; hash: string | null }>(
    await db.execute(sql`select seq, hash from audit_log order by seq desc limit 1`),
  );
  return row ? { seq: Number(row.seq), hash: row.hash ?? '' } : { seq: 0, hash: '' };
}

export async function findContact(db: DbOrTx, userId: string): Promise<{ phone: string; email: string }> {
  const [row] = await db
    .select({ phone: users.phonenumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { phone: '', email: '' };
}
