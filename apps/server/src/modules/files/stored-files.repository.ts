/** SQL of uploads: the caller's own KYC record, and stored files looked up by their stored path. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, storedFiles } from '../../db/schema';
import type { StaffScope } from '../auth/staff-scope';

/** The KYC record `customerId` if it belongs to `userId`; undefined for a missing or foreign one. */
export async function findOwnCustomer(db: DbOrTx, userId: string, customerId: string) {
  const [row] = await db
    .select({ id: kycCustomers.id })
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
/** A stored file of one of `userId`'s own KYC records, by its stored path. */
export async function findCustomerFile(db: DbOrTx, storageKey: string, userId: string) {
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .innerJoin(kycCustomers, eq(kycCustomers.id, storedFiles.customerId))
    .where(and(eq(storedFiles.storageKey, storageKey), eq(kycCustomers.userId, userId)))
    .limit(1);
  return row;
}

/** A stored file by its stored path, if it belongs to a customer within the staff member's scope. */
export async function findStaffFile(db: DbOrTx, storageKey: string, scope: StaffScope) {
  if (scope.kind === 'none') return undefined;
  const [row] = await db
    .select(fileColumns)
    .from(storedFiles)
    .leftJoin(kycCustomers, eq(kycCustomers.id, storedFiles.customerId))
    .where(
      and(
        eq(storedFiles.storageKey, storageKey),
        scope.kind === 'bank' ? eq(kycCustomers.bankCode, scope.bankCode) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type StoredFileRow = NonNullable<Awaited<ReturnType<typeof findCustomerFile>>>;
