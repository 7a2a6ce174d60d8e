/**
 * The SQL of managing-bank accounts (decision 0071): opening an account at approval, the scoped
 * list and count, the scoped loader, the guarded status update and the documents' file lookup.
 * Every staff query applies the caller's scope (auth/staff-scope.ts) in the same statement, so an
 * account outside it is never loaded.
 */
import {
  KYC_SECTION_SCHEMAS,
  type ManagingBankListQuery,
  type ManagingBankStatus,
  parseParticipantSearch,
  readSection,
} from '@kilau/shared';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, isUuid } from '../../db/client';
import {
  banks,
  kycCustomers,
  managingBankAccounts,
  platforms,
  staffUsers,
  storedFiles,
  users,
} from '../../db/schema';
import { type StaffScope, scopeCondition } from '../auth';
import { participantSearchCondition } from '../kyc-record';

/**
 * Opens the participant's managing-bank account, UNVERIFIED, from the bank account they gave in
 * onboarding. Called inside the approval's transaction; a second call (a retried approval, the
 * seed) leaves the existing account as it is.
 *
 * Only the flows with an existing account (CIMB) ask its number; where the bank opens a new one
 * the number is the holding (ETB) account once the bank reports it, else empty until then, and
 * the holder is the participant (decision 0071).
 */
export async function openManagingBankAccount(tx: DbOrTx, kycCustomerId: string): Promise<void> {
  const [record] = await tx
    .select({
      bankCode: kycCustomers.bankCode,
      bankAccount: kycCustomers.bankAccount,
      fullname: kycCustomers.fullname,
      etbNo: kycCustomers.etbNo,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, kycCustomerId))
    .limit(1);
  if (!record) throw new Error(`openManagingBankAccount: no KYC record ${kycCustomerId}`);
  const account = readSection(KYC_SECTION_SCHEMAS.bankAccount, record.bankAccount);
  await tx
    .insert(managingBankAccounts)
    .values({
      kycCustomerId,
      bankCode: record.bankCode,
      accountNo: account.account_no || record.etbNo || '',
      accountName: account.account_name || record.fullname || '',
      status: 'UNVERIFIED',
    })
    .onConflictDoNothing({ target: managingBankAccounts.kycCustomerId });
}

const verifier = alias(staffUsers, 'verifier');

const rowColumns = {
  id: managingBankAccounts.id,
  kycCustomerId: managingBankAccounts.kycCustomerId,
  bankCode: managingBankAccounts.bankCode,
  bankName: banks.name,
  accountNo: managingBankAccounts.accountNo,
  accountName: managingBankAccounts.accountName,
  status: managingBankAccounts.status,
  note: managingBankAccounts.note,
  createdAt: managingBankAccounts.createdAt,
  updatedAt: managingBankAccounts.updatedAt,
  verifiedAt: managingBankAccounts.verifiedAt,
  verifiedByName: verifier.fullname,
  fullname: kycCustomers.fullname,
  participantAccountName: users.fullname,
  /** The customer closed their account (decision 0130): nothing waits on it, nothing is decided. */
  accountClosedAt: users.restrictedAt,
  appName: platforms.appName,
  platformName: platforms.name,
};

function fromAccounts(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(managingBankAccounts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, managingBankAccounts.kycCustomerId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .leftJoin(banks, eq(banks.code, managingBankAccounts.bankCode))
    .leftJoin(verifier, eq(verifier.id, managingBankAccounts.verifiedBy));
}

export type ManagingBankRow = Awaited<ReturnType<ReturnType<typeof fromAccounts>['execute']>>[number];

export type ListFilter = Pick<ManagingBankListQuery, 'status' | 'app_name' | 'q'>;

function listWhere(scope: StaffScope, f: ListFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    // A closed account's bank account waits for nobody (decision 0130): it leaves the list and the
    // UNVERIFIED count; its detail stays readable by its id, with no decision offered.
    isNull(users.restrictedAt),
    f.status ? eq(managingBankAccounts.status, f.status) : undefined,
    f.app_name ? eq(platforms.appName, f.app_name) : undefined,
    participantSearchCondition(parseParticipantSearch(f.q)),
  );
}

const SORT_COLUMNS = {
  created_at: managingBankAccounts.createdAt,
  updated_at: managingBankAccounts.updatedAt,
  account_name: managingBankAccounts.accountName,
  // By the work they ask for rather than by spelling: waiting first, then verified, then rejected.
  status: sql`case ${managingBankAccounts.status} when 'UNVERIFIED' then 0 when 'VERIFIED' then 1 else 2 end`,
} as const;

export async function listAccounts(
  db: DbOrTx,
  scope: StaffScope,
  q: ManagingBankListQuery,
): Promise<ManagingBankRow[]> {
  const dir = q.sort_dir === 'asc' ? asc : desc;
  // Equal values (a status, a name) list newest first; the id breaks the last ties, so that rows
  // keep one order from page to page.
  return fromAccounts(db)
    .where(listWhere(scope, q))
    .orderBy(dir(SORT_COLUMNS[q.sort_by]), desc(managingBankAccounts.createdAt), dir(managingBankAccounts.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export async function countAccounts(db: DbOrTx, scope: StaffScope, f: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(managingBankAccounts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, managingBankAccounts.kycCustomerId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .where(listWhere(scope, f));
  return Number(row?.n ?? 0);
}

/** One account inside the scope, with its participant's trade account and attachment section. */
export async function findScopedAccount(db: DbOrTx, scope: StaffScope, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      ...rowColumns,
      tradeAccountNo: kycCustomers.tradeAccountNo,
      tradeUsername: kycCustomers.tradeUsername,
      etbNo: kycCustomers.etbNo,
      hinDemo: kycCustomers.hinDemo,
      attachment: kycCustomers.attachment,
    })
    .from(managingBankAccounts)
    .innerJoin(kycCustomers, eq(kycCustomers.id, managingBankAccounts.kycCustomerId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .leftJoin(banks, eq(banks.code, managingBankAccounts.bankCode))
    .leftJoin(verifier, eq(verifier.id, managingBankAccounts.verifiedBy))
    .where(and(eq(managingBankAccounts.id, id), scopeCondition(scope)))
    .limit(1);
  return row;
}

/**
 * Moves an account out of UNVERIFIED only if it is still UNVERIFIED: of two staff acting at once,
 * exactly one wins. Returns false for the loser.
 */
export async function decideIfUnverified(
  tx: DbOrTx,
  id: string,
  set: { status: Exclude<ManagingBankStatus, 'UNVERIFIED'>; note: string | null; verifiedBy: string },
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(managingBankAccounts)
    .set({ ...set, verifiedAt: now, updatedAt: now })
    .where(and(eq(managingBankAccounts.id, id), eq(managingBankAccounts.status, 'UNVERIFIED')))
    .returning({ id: managingBankAccounts.id });
  return updated.length === 1;
}

/** The attachments the account is compared with (the only files the managing-bank route serves). */
export const MANAGING_BANK_DOCUMENTS = ['ktp', 'photo_with_ktp', 'signature'] as const;

/**
 * A stored file by its path, if it is one of the documents of a participant who has a
 * managing-bank account inside the scope; undefined otherwise (missing, another participant's
 * upload, another kind of file, or out of scope all answer the same).
 */
export async function findDocumentFile(db: DbOrTx, scope: StaffScope, storageKey: string) {
  const named = MANAGING_BANK_DOCUMENTS.map(
    (kind) => sql`(${kycCustomers.attachment}->>${kind}) = ${storageKey}`,
  );
  const [row] = await db
    .select({
      id: storedFiles.id,
      customerId: storedFiles.customerId,
      kind: storedFiles.kind,
      storageKey: storedFiles.storageKey,
      mime: storedFiles.mime,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .innerJoin(kycCustomers, eq(kycCustomers.id, storedFiles.customerId))
    .innerJoin(managingBankAccounts, eq(managingBankAccounts.kycCustomerId, kycCustomers.id))
    .where(and(eq(storedFiles.storageKey, storageKey), scopeCondition(scope), or(...named)))
    .limit(1);
  return row;
}
