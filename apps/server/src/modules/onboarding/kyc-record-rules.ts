/**
 * Rules the bank registration and the step saves share: the caller's own record or 404, the
 * validation reply, the acceptance rows with the version of the accepted text, the promoter code,
 * the KTP-number conflicts, and the checks of master-data ids and region codes (docs/product/onboarding.md § States, Calls, Messages).
 */
import {
  getLegalDocument,
  type IdentityAddress,
  LEGAL_TEXTS_VERSION,
  type LegalDocumentId,
  MARRIAGE_CODE_MARRIED,
  MSG,
  ONBOARDING_SC,
  REGION_LEVEL,
  type RegionType,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import {
  type DroppedKeysReporter,
  findMasterData,
  findOwnRecord,
  findRegions,
  type KycRecord,
  type MasterDataRow,
} from '../kyc-record';
import { findActiveReferralCode } from '../platform';
import { findRecordsWithKtp, type NewAcceptance } from './onboarding.repository';

export type FieldIssue = { field: string; message: string };

/** The version of the checkbox statements' texts: they ship with the legal texts. */
export const STATEMENT_VERSION = LEGAL_TEXTS_VERSION;

export const notFound = () => new ApiError(404, 404, MSG.kycRecordNotFound, 'No such customer record');

export const validation = (error: FieldIssue[], messageId = error[0]?.message ?? MSG.invalidInput) =>
  new ApiError(422, 422, messageId, 'Validation failed', { error });

/** The caller's record; another customer's, a missing and a malformed id all answer the same 404. */
export async function ownRecord(
  db: DbOrTx,
  userId: string,
  customerId: string,
  onDropped?: DroppedKeysReporter,
): Promise<KycRecord> {
  const record = await findOwnRecord(db, userId, customerId, onDropped);
  if (!record) throw notFound();
  return record;
}

/** The legal document's current version, for an acceptance row. */
function documentVersion(id: LegalDocumentId): string {
  const doc = getLegalDocument(id);
  if (!doc) throw new Error(`legal document ${id} missing`);
  return doc.version;
}

/** What the customer accepted, with the version of its text and the time, for the reviewer and the auditor. */
export function acceptance(
  customerId: string,
  meta: RequestMeta,
  document: LegalDocumentId | `pernyataan:${string}`,
  details: Record<string, unknown> = {},
): NewAcceptance {
  const version = document.startsWith('pernyataan:')
    ? STATEMENT_VERSION
    : documentVersion(document as LegalDocumentId);
  return { customerId, document, version, details, ip: meta.ip, acceptedAt: new Date() };
}

/** The promoter code as stored, null when none was given; 1001 when it is unknown or inactive. */
export async function activeReferralCode(db: DbOrTx, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const found = await findActiveReferralCode(db, code);
  if (!found)
    throw new ApiError(400, SC.referralNotFound, MSG.promoterCodeNotFound, 'Referral code not found');
  return found;
}

/**
 * 2010 when any record with this KTP number is blacklisted, 2001 when another customer holds it.
 * Called inside the transaction, after the KTP lock.
 */
export async function ktpConflict(tx: DbOrTx, userId: string, ktpNo: string): Promise<ApiError | null> {
  const holders = await findRecordsWithKtp(tx, ktpNo);
  if (holders.some((h) => h.statusNasabah === STATUS_NASABAH.blacklisted))
    return new ApiError(400, ONBOARDING_SC.ktpRejected, MSG.ktpRejected, 'KTP number blacklisted');
  if (holders.some((h) => h.userId !== userId))
    return new ApiError(
      400,
      ONBOARDING_SC.ktpRegistered,
      MSG.ktpAlreadyRegistered,
      'KTP number already registered',
    );
  return null;
}

/** Master-data types whose options belong to the record's bank; the others to its platform. */
const BANK_SCOPED_TYPES = new Set(['gender', 'religion', 'marriage', 'education']);

export interface MasterDataField {
  field: string;
  type: string;
  id: string;
  message: string;
}

/**
 * Checks master-data ids: each must be an active option of its type, in the record's bank scope
 * (gender, religion, marriage, education) or platform scope (the others). 422 naming each field
 * otherwise; the rows by id when all hold.
 */
export async function checkMasterData(
  db: DbOrTx,
  record: KycRecord,
  fields: readonly MasterDataField[],
): Promise<Map<string, MasterDataRow>> {
  const rows = await findMasterData(
    db,
    fields.map((f) => f.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const issues: FieldIssue[] = [];
  for (const f of fields) {
    const row = byId.get(f.id);
    const scope = BANK_SCOPED_TYPES.has(f.type)
      ? { kind: 'bank', id: record.bankCode ?? '' }
      : { kind: 'platform', id: record.platformId };
    if (!row?.active || row.type !== f.type || row.scopeKind !== scope.kind || row.scopeId !== scope.id)
      issues.push({ field: f.field, message: f.message });
  }
  if (issues.length > 0) throw validation(issues);
  return byId;
}

/** Checks the identity address's region codes: each exists at its level, under the one above it. */
export async function checkRegions(db: DbOrTx, address: IdentityAddress): Promise<void> {
  const chain: { field: string; type: RegionType; code: string; parent: string | null }[] = [
    { field: 'identity_address.province_type', type: 'province', code: address.province_type, parent: null },
    {
      field: 'identity_address.regency_type',
      type: 'regency',
      code: address.regency_type,
      parent: address.province_type,
    },
    {
      field: 'identity_address.district_type',
      type: 'district',
      code: address.district_type,
      parent: address.regency_type,
    },
    {
      field: 'identity_address.village_type',
      type: 'village',
      code: address.village_type,
      parent: address.district_type,
    },
  ];
  const rows = await findRegions(
    db,
    chain.map((c) => c.code),
  );
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const issues = chain
    .filter((c) => {
      const row = byCode.get(c.code);
      return !row || row.level !== REGION_LEVEL[c.type] || (c.parent !== null && row.parentCode !== c.parent);
    })
    .map((c) => ({ field: c.field, message: MSG.regionMismatch }));
  if (issues.length > 0) throw validation(issues);
}

/** Whether the customer's marital status is married: the partner then signs too. */
export async function isMarried(db: DbOrTx, record: KycRecord): Promise<boolean> {
  const id = record.personal.marriage_type;
  if (!id) return false;
  const [row] = await findMasterData(db, [id]);
  return row?.code === MARRIAGE_CODE_MARRIED;
}
