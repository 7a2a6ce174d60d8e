/**
 * SQL of the onboarding writes. Records are read through modules/kyc-record (typed, scoped to
 * their owner); every write here is guarded by the version that was read, so two saves racing on
 * one record cannot move its state backwards or submit it twice.
 */

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycAcceptances, kycCustomers, platforms, storedFiles } from '../../db/schema';
import { nameSearchKey } from '../screening';

export async function findActivePlatform(db: DbOrTx, platformId: string) {
  if (!isUuid(platformId)) return undefined;
  const [row] = await db
    .select({ id: platforms.id, appName: platforms.appName })
    .from(platforms)
    .where(and(eq(platforms.id, platformId), eq(platforms.active, true)))
    .limit(1);
  return row;
}

/**
 * Serialises registrations and personal saves of one KTP number for the rest of the transaction,
 * so two customers cannot both pass the "already registered" check with the same number.
 */
export async function lockKtpNumber(tx: DbOrTx, ktpNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kyc-ktp:${ktpNo}`}, 0))`);
}

/** Records holding this KTP number, other than `exceptUserId`'s own. */
export function findRecordsWithKtp(db: DbOrTx, ktpNo: string, exceptUserId?: string) {
  const sameKtp = sql`${kycCustomers.personal}->>'ktp_no' = ${ktpNo}`;
  return db
    .select({ id: kycCustomers.id, userId: kycCustomers.userId, statusNasabah: kycCustomers.statusNasabah })
    .from(kycCustomers)
    .where(exceptUserId ? and(sameKtp, ne(kycCustomers.userId, exceptUserId)) : sameKtp);
}

export type NewKycRecord = typeof kycCustomers.$inferInsert;

/** The name's search key goes with every write of the name (decision 0134). */
function withNameKey<T extends { fullname?: string | null }>(
  values: T,
): T & { nameSearchKey?: string | null } {
  return values.fullname === undefined
    ? values
    : { ...values, nameSearchKey: nameSearchKey(values.fullname) };
}

export async function insertRecord(tx: DbOrTx, values: NewKycRecord): Promise<{ id: string; state: string }> {
  const [row] = await tx
    .insert(kycCustomers)
    .values(withNameKey(values))
    .returning({ id: kycCustomers.id, state: kycCustomers.state });
  if (!row) throw new Error('kyc_customers insert returned no row');
  return row;
}

export type RecordChanges = Partial<
  Pick<
    NewKycRecord,
    | 'state'
    | 'statusNasabah'
    | 'description'
    | 'referralCode'
    | 'fullname'
    | 'personal'
    | 'identityAddress'
    | 'employment'
    | 'financial'
    | 'bankAccount'
    | 'emergencyContact'
    | 'attachment'
    | 'submittedAt'
  >
>;

/**
 * Writes `changes` only if the record is still the caller's, still at the version that was read
 * and still in one of `states`. Answers whether it did.
 */
export async function updateRecordGuarded(
  tx: DbOrTx,
  guard: { id: string; userId: string; version: number; states: readonly string[] },
  changes: RecordChanges,
): Promise<boolean> {
  const rows = await tx
    .update(kycCustomers)
    .set({ ...withNameKey(changes), version: sql`${kycCustomers.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(kycCustomers.id, guard.id),
        eq(kycCustomers.userId, guard.userId),
        eq(kycCustomers.version, guard.version),
        inArray(kycCustomers.state, [...guard.states]),
      ),
    )
    .returning({ id: kycCustomers.id });
  return rows.length === 1;
}

export type NewAcceptance = typeof kycAcceptances.$inferInsert;

export async function insertAcceptances(tx: DbOrTx, rows: NewAcceptance[]): Promise<void> {
  if (rows.length > 0) await tx.insert(kycAcceptances).values(rows);
}

export function listAcceptances(db: DbOrTx, customerId: string) {
  return db
    .select({
      document: kycAcceptances.document,
      version: kycAcceptances.version,
      details: kycAcceptances.details,
      ip: kycAcceptances.ip,
      acceptedAt: kycAcceptances.acceptedAt,
    })
    .from(kycAcceptances)
    .where(eq(kycAcceptances.customerId, customerId))
    .orderBy(asc(kycAcceptances.acceptedAt));
}

/** The caller's stored files of this record with these stored paths. */
export function findCustomerFiles(db: DbOrTx, userId: string, customerId: string, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({ storageKey: storedFiles.storageKey, kind: storedFiles.kind })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.customerId, customerId),
        inArray(storedFiles.storageKey, [...keys]),
      ),
    );
}
