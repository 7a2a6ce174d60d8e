/**
 * Rules the bank registration and the step saves share: the caller's own record or 404, the
 * validation reply, the acceptance rows with the version of the accepted text, the promoter code
 * and the KTP-number conflicts (spec 001 §4, §8).
 */
import {
  getLegalDocument,
  LEGAL_TEXTS_VERSION,
  type LegalDocumentId,
  MSG,
  ONBOARDING_SC,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import { findActiveReferralCode } from '../platform/platform.repository';
import {
  findOwnRecord,
  findRecordsWithKtp,
  type KycRecord,
  type NewAcceptance,
} from './onboarding.repository';

export type Section = Record<string, unknown>;
export type FieldIssue = { field: string; message: string };

/** The version of the checkbox statements' texts: they ship with the legal texts. */
export const STATEMENT_VERSION = LEGAL_TEXTS_VERSION;

export const notFound = () => new ApiError(404, 404, MSG.kycRecordNotFound, 'No such customer record');

export const validation = (error: FieldIssue[], messageId = error[0]?.message ?? MSG.invalidInput) =>
  new ApiError(422, 422, messageId, 'Validation failed', { error });

/** The caller's record; another customer's, a missing and a malformed id all answer the same 404. */
export async function ownRecord(db: DbOrTx, userId: string, customerId: string): Promise<KycRecord> {
  const record = await findOwnRecord(db, userId, customerId);
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
