/**
 * The resubmission requests and their items (decision 0112), and the few reads of the KYC record
 * and its stored files they need. Every write runs in the caller's transaction.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  kycCustomers,
  resubmissionItems,
  resubmissionRequests,
  staffUsers,
  storedFiles,
} from '../../db/schema';

export type RequestRow = typeof resubmissionRequests.$inferSelect;
export type ItemRow = typeof resubmissionItems.$inferSelect;
export type NewItem = typeof resubmissionItems.$inferInsert;

/** An item with the stored path of the file it was decided on (documents). */
export type ItemWithFile = ItemRow & { previousStorageKey: string | null };

/** Locks the record for the rest of the transaction; answers its state and status then. */
export async function lockRecord(tx: DbOrTx, customerId: string) {
  const [row] = await tx
    .select({ state: kycCustomers.state, statusNasabah: kycCustomers.statusNasabah })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, customerId))
    .for('update');
  return row;
}

/** Moves the record from one (state, status) to another; false when it was not in the first. */
export async function moveRecord(
  tx: DbOrTx,
  customerId: string,
  from: { state: string; statusNasabah: number },
  to: { state: string; statusNasabah: number },
  extra: Partial<typeof kycCustomers.$inferInsert> = {},
): Promise<boolean> {
  const rows = await tx
    .update(kycCustomers)
    .set({
      ...extra,
      state: to.state,
      statusNasabah: to.statusNasabah,
      version: sql`${kycCustomers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(kycCustomers.id, customerId),
        eq(kycCustomers.state, from.state),
        eq(kycCustomers.statusNasabah, from.statusNasabah),
      ),
    )
    .returning({ id: kycCustomers.id });
  return rows.length === 1;
}

export async function insertRequest(
  tx: DbOrTx,
  row: { customerId: string; requestedBy: string; statusBefore: number; requestedAt: Date },
): Promise<string> {
  const [out] = await tx.insert(resubmissionRequests).values(row).returning({ id: resubmissionRequests.id });
  if (!out) throw new Error('resubmission request not inserted');
  return out.id;
}

export async function insertItems(tx: DbOrTx, rows: NewItem[]): Promise<void> {
  if (rows.length > 0) await tx.insert(resubmissionItems).values(rows);
}

/** The stored files of the record at these paths, by path. */
export async function filesByKey(db: DbOrTx, customerId: string, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.customerId, customerId), inArray(storedFiles.storageKey, [...keys])));
  return new Map(rows.map((r) => [r.storageKey, r.id]));
}

/**
 * How many versions each item has had: 1 as first submitted, one more for each resubmission of it
 * (an item whose fix was written).
 */
export async function versionsOf(db: DbOrTx, customerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ item: resubmissionItems.item, fixes: sql<number>`count(*)::int` })
    .from(resubmissionItems)
    .innerJoin(resubmissionRequests, eq(resubmissionRequests.id, resubmissionItems.requestId))
    .where(
      and(
        eq(resubmissionItems.customerId, customerId),
        eq(resubmissionItems.decision, 'resubmit'),
        eq(resubmissionRequests.status, 'resubmitted'),
      ),
    )
    .groupBy(resubmissionItems.item);
  return new Map(rows.map((r) => [r.item, Number(r.fixes) + 1]));
}

const itemColumns = {
  item: resubmissionItems,
  previousStorageKey: storedFiles.storageKey,
};

function withFile(rows: { item: ItemRow; previousStorageKey: string | null }[]): ItemWithFile[] {
  return rows.map((r) => ({ ...r.item, previousStorageKey: r.previousStorageKey }));
}

/** The record's open request with its items, or undefined. */
export async function findOpenRequest(
  db: DbOrTx,
  customerId: string,
): Promise<{ request: RequestRow; items: ItemWithFile[] } | undefined> {
  const [request] = await db
    .select()
    .from(resubmissionRequests)
    .where(and(eq(resubmissionRequests.customerId, customerId), eq(resubmissionRequests.status, 'open')))
    .limit(1);
  if (!request) return undefined;
  const rows = await db
    .select(itemColumns)
    .from(resubmissionItems)
    .leftJoin(storedFiles, eq(storedFiles.id, resubmissionItems.previousFileId))
    .where(eq(resubmissionItems.requestId, request.id));
  return { request, items: withFile(rows) };
}

/** When the record's newest request was resubmitted; null when it is open or there is none. */
export async function findLastResubmittedAt(db: DbOrTx, customerId: string): Promise<Date | null> {
  const [newest] = await db
    .select({ status: resubmissionRequests.status, resubmittedAt: resubmissionRequests.resubmittedAt })
    .from(resubmissionRequests)
    .where(eq(resubmissionRequests.customerId, customerId))
    .orderBy(desc(resubmissionRequests.requestedAt), desc(resubmissionRequests.id))
    .limit(1);
  return newest?.status === 'resubmitted' ? newest.resubmittedAt : null;
}

/** Every request of the record with its requester's name and its items, newest first. */
export async function listRequests(db: DbOrTx, customerId: string) {
  const requests = await db
    .select({ request: resubmissionRequests, requestedByName: staffUsers.fullname })
    .from(resubmissionRequests)
    .innerJoin(staffUsers, eq(staffUsers.id, resubmissionRequests.requestedBy))
    .where(eq(resubmissionRequests.customerId, customerId))
    .orderBy(desc(resubmissionRequests.requestedAt), desc(resubmissionRequests.id));
  if (requests.length === 0) return [];
  const items = await db
    .select()
    .from(resubmissionItems)
    .where(
      inArray(
        resubmissionItems.requestId,
        requests.map((r) => r.request.id),
      ),
    );
  return requests.map((r) => ({
    ...r.request,
    requestedByName: r.requestedByName,
    items: items.filter((i) => i.requestId === r.request.id),
  }));
}

/** Writes the fixed versions on the items and closes the request as resubmitted. */
export async function closeRequest(
  tx: DbOrTx,
  requestId: string,
  at: Date,
  fixes: { id: string; newFileId: string | null; newData: Record<string, unknown> | null }[],
): Promise<boolean> {
  for (const f of fixes) {
    await tx
      .update(resubmissionItems)
      .set({ newFileId: f.newFileId, newData: f.newData })
      .where(eq(resubmissionItems.id, f.id));
  }
  const rows = await tx
    .update(resubmissionRequests)
    .set({ status: 'resubmitted', resubmittedAt: at })
    .where(and(eq(resubmissionRequests.id, requestId), eq(resubmissionRequests.status, 'open')))
    .returning({ id: resubmissionRequests.id });
  return rows.length === 1;
}
