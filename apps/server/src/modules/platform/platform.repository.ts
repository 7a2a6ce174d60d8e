/** SQL of the platform choice: master data, promoter codes and the caller's own KYC records. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banks, kycCustomers, platforms, referralCodes } from '../../db/schema';

export function listActivePlatforms(db: DbOrTx) {
  return db
    .select({ id: platforms.id, name: platforms.name, appName: platforms.appName })
    .from(platforms)
    .where(eq(platforms.active, true))
    .orderBy(asc(platforms.sortOrder), asc(platforms.name));
}

export function listActiveBanks(db: DbOrTx) {
  return db
    .select({
      code: banks.code,
      name: banks.name,
      requiresExistingAccount: banks.requiresExistingAccount,
      appLinks: banks.appLinks,
    })
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(banks.name));
}

/** An active promoter code, matched without regard to case; answers its canonical spelling. */
export async function findActiveReferralCode(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`, eq(referralCodes.active, true)))
    .limit(1);
  return row?.code;
}

const customerColumns = {
  id: kycCustomers.id,
  state: kycCustomers.state,
  platformId: platforms.id,
  platformName: platforms.name,
  bankCode: banks.code,
  bankName: banks.name,
};

export type CustomerRecordRow = {
  id: string;
  state: string;
  platformId: string;
  platformName: string;
  bankCode: string | null;
  bankName: string | null;
};

/** The caller's KYC records with their platform and bank, most recently updated first. */
export function listCustomerRecords(db: DbOrTx, userId: string): Promise<CustomerRecordRow[]> {
  return db
    .select(customerColumns)
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(banks, eq(banks.code, kycCustomers.bankCode))
    .where(eq(kycCustomers.userId, userId))
    .orderBy(desc(kycCustomers.updatedAt), asc(platforms.sortOrder));
}

export async function findCustomerRecord(
  db: DbOrTx,
  userId: string,
  platformId: string,
): Promise<CustomerRecordRow | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(banks, eq(banks.code, kycCustomers.bankCode))
    .where(and(eq(kycCustomers.userId, userId), eq(kycCustomers.platformId, platformId)))
    .limit(1);
  return row;
}
