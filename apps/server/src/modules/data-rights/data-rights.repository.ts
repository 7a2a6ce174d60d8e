/**
 * The SQL of the customer's data requests (decision 0113): the requests themselves, the staff's
 * scoped list, and the writes a decision makes on the account (the restriction). The erasure's
 * SQL is in retention.repository.ts.
 */
import { DATA_REQUESTS_PAGE_SIZE, type DataRequestKind, type DataRequestStatus } from '@kilau/shared';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dataRequests,
  kycCustomers,
  managingBankAccounts,
  masterData,
  staffUsers,
  storedFiles,
  users,
} from '../../db/schema';
import type { RecordChanges } from '../onboarding';
import { nameSearchKey } from '../screening';
import type { StoredDataUpdate } from './data-rights.schema';

export type DataRequestRow = typeof dataRequests.$inferSelect;

export interface StaffRequestRow extends DataRequestRow {
  fullname: string;
  email: string;
  participantId: string | null;
  /** Who decided it, by name (decision 0130). */
  handledByName: string | null;
}

export async function insertRequest(
  tx: DbOrTx,
  values: {
    userId: string;
    kind: DataRequestKind;
    field?: string | null;
    requestedValue?: string | null;
    documentFileId?: string | null;
    changes?: StoredDataUpdate | null;
    note: string;
    dueAt: Date;
    createdAt: Date;
  },
): Promise<DataRequestRow> {
  const [row] = await tx.insert(dataRequests).values(values).returning();
  if (!row) throw new Error('data request insert returned no row');
  return row;
}

/** The customer's open request of a kind, locked so that two submissions at once make one. */
export async function findOpenOfKind(tx: DbOrTx, userId: string, kind: DataRequestKind) {
  const [row] = await tx
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, kind), eq(dataRequests.status, 'open')))
    .limit(1);
  return row;
}

/** Serialises one customer's request submissions (the one-open-per-kind rule). */
export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export function listOwnRequests(db: DbOrTx, userId: string): Promise<DataRequestRow[]> {
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id));
}

/** A file the customer uploaded themselves, by id (the correction's optional document). */
export async function findOwnFile(db: DbOrTx, userId: string, fileId: string) {
  const [row] = await db
    .select({ id: storedFiles.id, kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerUserId, userId)))
    .limit(1);
  return row;
}

/** The customer's newest KYC record (the one a correction applies to). */
export async function latestRecordOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(kycCustomers)
    .where(eq(kycCustomers.userId, userId))
    .orderBy(desc(kycCustomers.createdAt))
    .limit(1);
  return row;
}

export type RecordRow = typeof kycCustomers.$inferSelect;

/** A request is in a staff member's scope when its customer has a record there (or the scope is all). */
const inScope = (scope: SQL, all: boolean): SQL =>
  all
    ? sql`true`
    : sql`exists (select 1 from ${kycCustomers} where ${kycCustomers.userId} = ${dataRequests.userId} and ${scope})`;

const staffColumns = (scope: SQL) => ({
  request: dataRequests,
  fullname: users.fullname,
  email: users.email,
  participantId: sql<string | null>`(select ${kycCustomers.id} from ${kycCustomers}
    where ${kycCustomers.userId} = ${dataRequests.userId} and ${scope}
    order by ${kycCustomers.createdAt} desc limit 1)`,
  handledByName: sql<string | null>`(select ${staffUsers.fullname} from ${staffUsers}
    where ${staffUsers.id} = ${dataRequests.handledBy})`,
});

const flatten = (r: {
  request: DataRequestRow;
  fullname: string;
  email: string;
  participantId: string | null;
  handledByName: string | null;
}): StaffRequestRow => ({
  ...r.request,
  fullname: r.fullname,
  email: r.email,
  participantId: r.participantId,
  handledByName: r.handledByName,
});

export async function listStaffRequests(
  db: DbOrTx,
  scope: SQL,
  all: boolean,
  q: { status?: DataRequestStatus; kind?: DataRequestKind; page: number },
): Promise<{ rows: StaffRequestRow[]; total: number; open: number }> {
  const where = and(
    inScope(scope, all),
    q.status ? eq(dataRequests.status, q.status) : undefined,
    q.kind ? eq(dataRequests.kind, q.kind) : undefined,
  );
  const rows = await db
    .select(staffColumns(scope))
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(where)
    // Open requests first, the one due soonest on top; decided ones after, newest decision first.
    .orderBy(
      sql`(${dataRequests.status} = 'open') desc`,
      sql`case when ${dataRequests.status} = 'open' then ${dataRequests.dueAt} end asc`,
      desc(dataRequests.handledAt),
      asc(dataRequests.id),
    )
    .limit(DATA_REQUESTS_PAGE_SIZE)
    .offset((q.page - 1) * DATA_REQUESTS_PAGE_SIZE);
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
      open: sql<number>`count(*) filter (where ${dataRequests.status} = 'open')::int`,
    })
    .from(dataRequests)
    .where(inScope(scope, all));
  return { rows: rows.map(flatten), total: Number(counts?.total ?? 0), open: Number(counts?.open ?? 0) };
}

export async function findStaffRequest(
  db: DbOrTx,
  scope: SQL,
  all: boolean,
  id: string,
  lock = false,
): Promise<StaffRequestRow | undefined> {
  const query = db
    .select(staffColumns(scope))
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(and(eq(dataRequests.id, id), inScope(scope, all)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: dataRequests }) : await query;
  return row ? flatten(row) : undefined;
}

/** Marks an open request decided; answers false when another decision came first. */
export async function decideRequest(
  tx: DbOrTx,
  id: string,
  d: { status: 'done' | 'declined'; staffId: string; note: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataRequests)
    .set({ status: d.status, handledBy: d.staffId, handledAt: d.at, outcomeNote: d.note || null })
    .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
    .returning({ id: dataRequests.id });
  return rows.length > 0;
}

/** Writes one field of one section of the record (a correction), and the record's own name. */
/**
 * An applied data update's sections (decision 0217), written only if the record is still at the
 * version that was read. Answers whether it was.
 */
export async function writeRecordSections(
  tx: DbOrTx,
  record: { id: string; version: number },
  changes: RecordChanges,
): Promise<boolean> {
  const rows = await tx
    .update(kycCustomers)
    .set({ ...changes, version: sql`${kycCustomers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(kycCustomers.id, record.id), eq(kycCustomers.version, record.version)))
    .returning({ id: kycCustomers.id });
  return rows.length === 1;
}

export async function writeRecordField(
  tx: DbOrTx,
  recordId: string,
  column: 'personal' | 'identityAddress' | 'employment' | 'bankAccount',
  key: string,
  value: string,
) {
  const col = kycCustomers[column];
  await tx
    .update(kycCustomers)
    .set({
      [column]: sql`coalesce(${col}, '{}'::jsonb) || jsonb_build_object(${key}::text, ${value}::text)`,
      ...(column === 'personal' && key === 'fullname'
        ? { fullname: value, nameSearchKey: nameSearchKey(value) }
        : {}),
      version: sql`${kycCustomers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(kycCustomers.id, recordId));
}

export async function masterDataLabel(db: DbOrTx, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ label: masterData.label })
    .from(masterData)
    .where(sql`${masterData.id}::text = ${id}`)
    .limit(1);
  return row?.label ?? null;
}

/** Whether any of the customer's records was ever submitted (then the law keeps it five years). */
export async function everSubmitted(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kycCustomers)
    .where(and(eq(kycCustomers.userId, userId), sql`${kycCustomers.submittedAt} is not null`));
  return Number(row?.n ?? 0) > 0;
}

/** The work a closure cancelled (decision 0130), for its audit rows. */
export interface CancelledWork {
  /** Records a reviewer held: the record and its holder. */
  claims: { kycCustomerId: string; holderId: string }[];
  /** Scheduled video calls called off: the record and the time the call was set for. */
  videoCalls: { kycCustomerId: string; schedule: Date | null }[];
  /** Managing-bank accounts that waited for verification (decision 0071), withdrawn from the list. */
  managingBankAccounts: { id: string; kycCustomerId: string }[];
}

/**
 * Closes the account (decision 0113): restricted, the relationship ended (kept when it already
 * ended earlier), the erasure scheduled; the records leave the review queue (no due time, no holder)
 * and their pending work is called off (decision 0130): claims, scheduled video calls, and the
 * managing-bank accounts that wait (locked, so that a decision racing the closure sees it).
 */
export async function restrictAccount(
  tx: DbOrTx,
  userId: string,
  at: Date,
  eraseAfter: (relationshipEndedAt: Date) => Date,
): Promise<{ relationshipEndedAt: Date; eraseAfter: Date; cancelled: CancelledWork }> {
  const [row] = await tx
    .select({ ended: users.relationshipEndedAt, restrictedAt: users.restrictedAt })
    .from(users)
    .where(eq(users.id, userId));
  const ended = row?.ended ?? at;
  const erase = eraseAfter(ended);
  await tx
    .update(users)
    .set({
      restrictedAt: row?.restrictedAt ?? at,
      relationshipEndedAt: ended,
      eraseAfter: erase,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  // The records' rows locked first: a review decision or a claim waiting on one reads the closure.
  const records = await tx
    .select({
      id: kycCustomers.id,
      claimedBy: kycCustomers.claimedBy,
      videoStatus: kycCustomers.videoStatus,
      videoSchedule: kycCustomers.videoSchedule,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.userId, userId))
    .for('update');
  const waitingAccounts = await tx
    .select({ id: managingBankAccounts.id, kycCustomerId: managingBankAccounts.kycCustomerId })
    .from(managingBankAccounts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, managingBankAccounts.kycCustomerId))
    .where(and(eq(kycCustomers.userId, userId), eq(managingBankAccounts.status, 'UNVERIFIED')))
    .for('update', { of: managingBankAccounts });
  await tx
    .update(kycCustomers)
    .set({ dueAt: null, duePausedRemainingMs: null, claimedBy: null, claimedAt: null })
    .where(eq(kycCustomers.userId, userId));
  // A scheduled call is off and its link stops working, as the officer's 'cancel' does.
  await tx
    .update(kycCustomers)
    .set({ videoStatus: 'new', videoSchedule: null, videoLink: null, updatedAt: at })
    .where(and(eq(kycCustomers.userId, userId), eq(kycCustomers.videoStatus, 'scheduled')));
  return {
    relationshipEndedAt: ended,
    eraseAfter: erase,
    cancelled: {
      claims: records.flatMap((r) => (r.claimedBy ? [{ kycCustomerId: r.id, holderId: r.claimedBy }] : [])),
      videoCalls: records
        .filter((r) => r.videoStatus === 'scheduled')
        .map((r) => ({ kycCustomerId: r.id, schedule: r.videoSchedule })),
      managingBankAccounts: waitingAccounts,
    },
  };
}

export async function userRights(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ restrictedAt: users.restrictedAt, eraseAfter: users.eraseAfter, erasedAt: users.erasedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return row;
}
