/**
 * The rows of 'Unduh data saya' (decision 0113): one per request for a copy, from `queued` to
 * `ready` (a ZIP in the file store, a mailed link whose token is kept only as its SHA-256) or
 * `failed`, and `expired` once the 7 days are over and the ZIP is deleted. And the reads that
 * gather what a copy holds: every one filtered by the customer's own id.
 */
import type { DataExport } from '@kilau/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  banks,
  dataExports,
  fundMovements,
  goldTransactions,
  goldWithdrawals,
  kycAcceptances,
  kycCustomers,
  masterData,
  platforms,
  regions,
  resubmissionItems,
  resubmissionRequests,
  storedFiles,
  users,
  videoRecordings,
  walletBalances,
} from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The reply shape; a ready export past its expiry reads 'expired' before the sweep deletes it. */
export function toDataExport(row: DataExportRow, now: Date = new Date()): DataExport {
  const expired =
    row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    _id: row.id,
    status: expired ? 'expired' : row.status,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes ?? null,
    downloads: row.downloads,
  };
}

/** A customer's exports, newest first. */
export async function findExportsOf(db: DbOrTx, userId: string): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id));
}

export async function findPasswordHash(db: DbOrTx, userId: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Locks the account row, so that two requests at once make one export (decision 0122). */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The customer's copy still in progress, or ready since `freshSince` (decision 0122): a request
 * answers with it instead of building another. Read under the account's lock (lockAccount).
 */
export async function findCurrentExport(
  tx: DbOrTx,
  userId: string,
  freshSince: Date,
): Promise<DataExportRow | null> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        or(
          eq(dataExports.status, 'queued'),
          and(eq(dataExports.status, 'ready'), gt(dataExports.readyAt, freshSince)),
        ),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertExport(tx: DbOrTx, userId: string): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('data export insert returned no row');
  return row;
}

export async function findExport(db: DbOrTx, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function markReady(
  db: DbOrTx,
  id: string,
  v: {
    storageKey: string;
    sizeBytes: number;
    sha256: string;
    tokenHash: string;
    readyAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...v, status: 'ready', lastError: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')));
}

export async function markFailed(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')));
}

/** The caller's ready export the link names, while its 7 days last; the download is counted. */
export async function countDownload(tx: DbOrTx, userId: string, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(dataExports)
    .set({ downloads: sql`${dataExports.downloads} + 1` })
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The same, for 'Data Saya''s own button: the caller's ready export by its id. */
export async function countDownloadById(tx: DbOrTx, userId: string, exportId: string, now: Date) {
  const [row] = await tx
    .update(dataExports)
    .set({ downloads: sql`${dataExports.downloads} + 1` })
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        gt(dataExports.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ready exports past their 7 days (or failed ones that left a key): their ZIPs are deleted. */
export async function findExpired(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(eq(dataExports.status, 'ready'), isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)),
    )
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
}

/** The ZIP is gone: the row stays as the record that a copy was given, its link dead. */
export async function markExpired(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null, tokenHash: null })
    .where(eq(dataExports.id, id));
}

// ── What a copy holds ───────────────────────────────────────────────────

export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      fullname: users.fullname,
      username: users.username,
      email: users.email,
      phonenumber: users.phonenumber,
      status: users.status,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      restrictedAt: users.restrictedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The customer's KYC records with the names of their platform and bank (who received the data). */
export async function findRecords(db: DbOrTx, userId: string) {
  return db
    .select({
      id: kycCustomers.id,
      platformName: platforms.name,
      platformAppName: platforms.appName,
      bankCode: kycCustomers.bankCode,
      bankName: banks.name,
      statusNasabah: kycCustomers.statusNasabah,
      fullname: kycCustomers.fullname,
      personal: kycCustomers.personal,
      identityAddress: kycCustomers.identityAddress,
      employment: kycCustomers.employment,
      financial: kycCustomers.financial,
      bankAccount: kycCustomers.bankAccount,
      emergencyContact: kycCustomers.emergencyContact,
      attachment: kycCustomers.attachment,
      videoSchedule: kycCustomers.videoSchedule,
      videoAcceptedAt: kycCustomers.videoAcceptedAt,
      tradeAccountNo: kycCustomers.tradeAccountNo,
      tradeUsername: kycCustomers.tradeUsername,
      submittedAt: kycCustomers.submittedAt,
      createdAt: kycCustomers.createdAt,
    })
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(banks, eq(banks.code, kycCustomers.bankCode))
    .where(eq(kycCustomers.userId, userId))
    .orderBy(asc(kycCustomers.createdAt));
}

export async function findAcceptances(db: DbOrTx, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(kycAcceptances)
    .where(inArray(kycAcceptances.customerId, recordIds))
    .orderBy(asc(kycAcceptances.acceptedAt));
}

/** The earlier versions a resubmission kept, with what the customer was told; never staff names. */
export async function findResubmissionItems(db: DbOrTx, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({
      customerId: resubmissionItems.customerId,
      requestedAt: resubmissionRequests.requestedAt,
      resubmittedAt: resubmissionRequests.resubmittedAt,
      item: resubmissionItems.item,
      decision: resubmissionItems.decision,
      reasonCode: resubmissionItems.reasonCode,
      reasonText: resubmissionItems.reasonText,
      noteToCustomer: resubmissionItems.noteToCustomer,
      version: resubmissionItems.version,
      previousFileId: resubmissionItems.previousFileId,
      newFileId: resubmissionItems.newFileId,
      previousData: resubmissionItems.previousData,
      newData: resubmissionItems.newData,
    })
    .from(resubmissionItems)
    .innerJoin(resubmissionRequests, eq(resubmissionRequests.id, resubmissionItems.requestId))
    .where(inArray(resubmissionItems.customerId, recordIds))
    .orderBy(asc(resubmissionRequests.requestedAt), asc(resubmissionItems.item));
}

/**
 * The status decisions about the customer's records, from the audit trail: only the actions a
 * customer is told of, and of their details only the status and the reject reason they saw.
 */
export async function findDecisions(db: DbOrTx, recordIds: string[], actions: readonly string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      targetId: auditLog.targetId,
      status: sql<number | null>`(${auditLog.details}->>'status_nasabah')::int`,
      description: sql<string | null>`${auditLog.details}->>'description'`,
    })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.targetId, recordIds),
        inArray(auditLog.action, [...actions]),
        eq(auditLog.outcome, 'success'),
      ),
    )
    .orderBy(asc(auditLog.seq));
}

/** The customer's own logins and sign-outs: time, IP, city, device. */
export async function findLogins(db: DbOrTx, userId: string, actions: readonly string[]) {
  return db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      outcome: auditLog.outcome,
      ip: auditLog.ip,
      city: auditLog.city,
      country: auditLog.country,
      userAgent: auditLog.userAgent,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorType, 'user'),
        eq(auditLog.actorId, userId),
        inArray(auditLog.action, [...actions]),
      ),
    )
    .orderBy(asc(auditLog.seq));
}

/** When the video calls took place (the recordings themselves are the broker's record). */
export async function findVideoCalls(db: DbOrTx, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({
      customerId: videoRecordings.customerId,
      startedAt: videoRecordings.startedAt,
      finishedAt: videoRecordings.finishedAt,
      durationMs: videoRecordings.durationMs,
    })
    .from(videoRecordings)
    .where(inArray(videoRecordings.customerId, recordIds))
    .orderBy(asc(videoRecordings.startedAt));
}

export async function findTrades(db: DbOrTx, userId: string) {
  return db
    .select({
      tradedAt: goldTransactions.tradedAt,
      platformName: platforms.name,
      externalRef: goldTransactions.externalRef,
      contractId: goldTransactions.contractId,
      direction: goldTransactions.direction,
      type: goldTransactions.type,
      condition: goldTransactions.condition,
      status: goldTransactions.status,
      quantity: goldTransactions.quantity,
      price: goldTransactions.price,
      settlementAmount: goldTransactions.settlementAmount,
      fee: goldTransactions.fee,
      currency: goldTransactions.currency,
    })
    .from(goldTransactions)
    .leftJoin(platforms, eq(platforms.id, goldTransactions.platformId))
    .where(eq(goldTransactions.userId, userId))
    .orderBy(asc(goldTransactions.tradedAt));
}

/** The money the exchange or the bank reported moving in or out of the customer's account (decision 0199). */
export async function findFundMovements(db: DbOrTx, userId: string) {
  return db
    .select({
      occurredAt: fundMovements.occurredAt,
      platformName: platforms.name,
      reference: fundMovements.externalRef,
      kind: fundMovements.kind,
      amount: fundMovements.amount,
      currency: fundMovements.currency,
      channel: fundMovements.channel,
      counterpartyBankCode: fundMovements.counterpartyBankCode,
      counterpartyAccountNo: fundMovements.counterpartyAccountNo,
      counterpartyAccountName: fundMovements.counterpartyAccountName,
    })
    .from(fundMovements)
    .leftJoin(platforms, eq(platforms.id, fundMovements.platformId))
    .where(eq(fundMovements.userId, userId))
    .orderBy(asc(fundMovements.occurredAt));
}

/** The physical gold the exchange reported the customer took out (decision 0199). */
export async function findGoldWithdrawals(db: DbOrTx, userId: string) {
  return db
    .select({
      occurredAt: goldWithdrawals.occurredAt,
      platformName: platforms.name,
      reference: goldWithdrawals.externalRef,
      grams: goldWithdrawals.grams,
      contractId: goldWithdrawals.contractId,
    })
    .from(goldWithdrawals)
    .leftJoin(platforms, eq(platforms.id, goldWithdrawals.platformId))
    .where(eq(goldWithdrawals.userId, userId))
    .orderBy(asc(goldWithdrawals.occurredAt));
}

export async function findBalances(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(walletBalances).where(eq(walletBalances.userId, userId));
  return row ?? null;
}

/**
 * The files the customer uploaded (the current ones and the versions a resubmission kept). The
 * video-call recordings are stored under the customer too but made by staff: their times are in
 * the copy, the recordings not.
 */
export async function findOwnFiles(db: DbOrTx, userId: string) {
  return db
    .select({
      id: storedFiles.id,
      customerId: storedFiles.customerId,
      kind: storedFiles.kind,
      storageKey: storedFiles.storageKey,
      mime: storedFiles.mime,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerUserId, userId),
        sql`not exists (select 1 from ${videoRecordings} where ${videoRecordings.storedFileId} = ${storedFiles.id})`,
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/** The text of chosen options (master-data ids) and of region codes, so the copy reads as the form did. */
export async function findLabels(db: DbOrTx, optionIds: string[], regionCodes: string[]) {
  const [options, places] = await Promise.all([
    optionIds.length
      ? db
          .select({ id: masterData.id, label: masterData.label })
          .from(masterData)
          .where(inArray(masterData.id, optionIds))
      : [],
    regionCodes.length
      ? db
          .select({ code: regions.code, name: regions.name })
          .from(regions)
          .where(inArray(regions.code, regionCodes))
      : [],
  ]);
  return {
    options: Object.fromEntries(options.map((o) => [o.id, o.label])),
    regions: Object.fromEntries(places.map((r) => [r.code, r.name])),
  };
}
