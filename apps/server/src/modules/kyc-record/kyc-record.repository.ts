/**
 * Loading KYC records, typed. Every section is parsed through its stored shape
 * (`KYC_SECTION_SCHEMAS` in shared) on the way out of the database, so no reader sees raw jsonb.
 * Each loader is scoped to its caller: the customer's own record here; staff loaders add their
 * platform or bank scope.
 */
import { KYC_SECTION_SCHEMAS, type KycSections, readSection } from '@kilau/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { banks, kycCustomers, masterData, platforms, referralCodes, regions } from '../../db/schema';

type KycRow = typeof kycCustomers.$inferSelect;

/** A record with typed sections and its platform's names. */
export type KycRecord = Omit<KycRow, keyof KycSections> &
  KycSections & { platformName: string; platformAppName: string };

const recordColumns = {
  record: kycCustomers,
  platformName: platforms.name,
  platformAppName: platforms.appName,
};

/** Called with the record id and the keys of a section that did not have their stored type. */
export type DroppedKeysReporter = (recordId: string, section: string, keys: string[]) => void;

function typed(
  row: { record: KycRow; platformName: string; platformAppName: string },
  onDropped?: DroppedKeysReporter,
): KycRecord {
  const r = row.record;
  const section = <K extends keyof KycSections>(name: K): KycSections[K] =>
    readSection(KYC_SECTION_SCHEMAS[name], r[name], (keys) => onDropped?.(r.id, name, keys));
  return {
    ...r,
    personal: section('personal'),
    identityAddress: section('identityAddress'),
    employment: section('employment'),
    financial: section('financial'),
    bankAccount: section('bankAccount'),
    emergencyContact: section('emergencyContact'),
    attachment: section('attachment'),
    platformName: row.platformName,
    platformAppName: row.platformAppName,
  };
}

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId));
}

/** The caller's record by its id; undefined for a missing id or another customer's record. */
export async function findOwnRecord(
  db: DbOrTx,
  userId: string,
  customerId: string,
  onDropped?: DroppedKeysReporter,
): Promise<KycRecord | undefined> {
  if (!isUuid(customerId)) return undefined;
  const [row] = await selectRecords(db)
    .where(and(eq(kycCustomers.id, customerId), eq(kycCustomers.userId, userId)))
    .limit(1);
  return row ? typed(row, onDropped) : undefined;
}

/** The caller's record on a platform. */
export async function findOwnRecordOnPlatform(
  db: DbOrTx,
  userId: string,
  platformId: string,
  onDropped?: DroppedKeysReporter,
): Promise<KycRecord | undefined> {
  if (!isUuid(platformId)) return undefined;
  const [row] = await selectRecords(db)
    .where(and(eq(kycCustomers.platformId, platformId), eq(kycCustomers.userId, userId)))
    .limit(1);
  return row ? typed(row, onDropped) : undefined;
}

/** The caller's most recently changed record (the profile shows one KYC view). */
export async function findLatestOwnRecord(
  db: DbOrTx,
  userId: string,
  onDropped?: DroppedKeysReporter,
): Promise<KycRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(eq(kycCustomers.userId, userId))
    .orderBy(desc(kycCustomers.updatedAt), desc(kycCustomers.createdAt))
    .limit(1);
  return row ? typed(row, onDropped) : undefined;
}

/** A record by id under a staff scope's condition (auth/staff-scope.ts `scopeCondition`). */
export async function findRecordInScope(
  db: DbOrTx,
  customerId: string,
  scope: SQL,
  onDropped?: DroppedKeysReporter,
): Promise<KycRecord | undefined> {
  if (!isUuid(customerId)) return undefined;
  const [row] = await selectRecords(db)
    .where(and(eq(kycCustomers.id, customerId), scope))
    .limit(1);
  return row ? typed(row, onDropped) : undefined;
}

export async function findBank(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ code: banks.code, name: banks.name, active: banks.active })
    .from(banks)
    .where(eq(banks.code, code))
    .limit(1);
  return row;
}

/** The promoter a referral (promoter) code belongs to. */
export async function findPromoterName(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: referralCodes.promoterName })
    .from(referralCodes)
    .where(eq(referralCodes.code, code))
    .limit(1);
  return row?.name;
}

export interface MasterDataRow {
  id: string;
  type: string;
  scopeKind: 'bank' | 'platform';
  scopeId: string;
  code: string;
  label: string;
  active: boolean;
}

export function findMasterData(db: DbOrTx, ids: readonly string[]): Promise<MasterDataRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: masterData.id,
      type: masterData.type,
      scopeKind: masterData.scopeKind,
      scopeId: masterData.scopeId,
      code: masterData.code,
      label: masterData.label,
      active: masterData.active,
    })
    .from(masterData)
    .where(inArray(masterData.id, valid));
}

export function findRegions(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ code: regions.code, level: regions.level, parentCode: regions.parentCode, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, [...codes]));
}
