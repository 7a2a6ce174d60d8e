/**
 * What a resubmission item is on the KYC record (decision 0112), as pure functions: the data a
 * section holds, the onboarding step that reopens for an item, and whether the customer has fixed
 * it since the request (a new file of a document, changed data of a section).
 */
import {
  FUNDS_DECLARATION_ITEM,
  isChecklistItem,
  isResubmissionDocument,
  type RESUBMISSION_DOCUMENTS,
  RESUBMISSION_ITEM_STEPS,
  type RequestItem,
  type ResubmissionItem,
  type StepId,
} from '@kilau/shared';
import type { KycRecord } from '../kyc-record';

export type ResubmissionDocument = (typeof RESUBMISSION_DOCUMENTS)[number];
export type SectionItem = Exclude<ResubmissionItem, ResubmissionDocument>;

/** The onboarding step that fixes an item (shared with the customer's screens). */
export const STEP_OF_ITEM = RESUBMISSION_ITEM_STEPS;

/** Bookkeeping keys of a section that are no part of what the customer declared. */
const BOOKKEEPING = new Set(['saved_at', 'nik_check']);

/** A section's data as the customer declared it (the name kept on the record joins the personal data). */
export function sectionData(record: KycRecord, item: SectionItem): Record<string, unknown> {
  const raw: Record<string, unknown> = (() => {
    switch (item) {
      case 'personal':
        return { ...record.personal, fullname: record.fullname ?? record.personal.fullname };
      case 'identity_address':
        return record.identityAddress;
      case 'employment':
        return record.employment;
      case 'financial':
        return record.financial;
      case 'bank_account':
        return record.bankAccount;
      case 'emergency_contact':
        return record.emergencyContact;
    }
  })();
  return Object.fromEntries(Object.entries(raw).filter(([k]) => !BOOKKEEPING.has(k)));
}

/** When the section was last saved, or null. */
function savedAt(record: KycRecord, item: SectionItem): Date | null {
  const section =
    item === 'personal'
      ? record.personal
      : item === 'identity_address'
        ? record.employment // the address is saved with the work step
        : item === 'employment'
          ? record.employment
          : item === 'financial'
            ? record.financial
            : item === 'bank_account'
              ? record.bankAccount
              : record.emergencyContact;
  const at = (section as { saved_at?: string }).saved_at;
  return at ? new Date(at) : null;
}

/** Values compared as JSON with sorted keys, so that key order does not count as a change. */
export function canonical(v: unknown): string {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return canonical(a) === canonical(b);
}

export interface OpenItem {
  item: string;
  decision: string;
  previousStorageKey: string | null;
  previousData: Record<string, unknown> | null;
  /** Written before the resubmission only for the declaration (funds-declaration.ts). */
  newData?: Record<string, unknown> | null;
}

/**
 * Whether the customer fixed the item since `requestedAt`: a document attached now that is not the
 * file decided on; a section whose data changed. The bank-account step holds no data the customer
 * types (the account was given at the bank registration): saving it again is its fix.
 */
export function isFixed(record: KycRecord, it: OpenItem, requestedAt: Date): boolean {
  const item = it.item as RequestItem;
  // The declaration lives on its item, not on the record: fixed once the customer made it.
  if (item === FUNDS_DECLARATION_ITEM) return it.newData != null;
  if (isResubmissionDocument(item)) {
    const now = record.attachment[item] ?? null;
    return now !== null && now !== '' && now !== it.previousStorageKey;
  }
  if (item === 'bank_account') {
    const at = savedAt(record, item);
    return at !== null && at.getTime() > requestedAt.getTime();
  }
  return !sameData(sectionData(record, item), it.previousData ?? {});
}

/** The steps a request reopens. */
export function reopenedSteps(items: readonly OpenItem[]): Set<StepId> {
  return new Set(
    items
      .map((i) => ({ decision: i.decision, item: i.item as RequestItem }))
      .filter((i) => i.decision === 'resubmit' && isChecklistItem(i.item))
      .map((i) => STEP_OF_ITEM[i.item as ResubmissionItem]),
  );
}

/** The document kinds a request asks again. */
export function requestedDocuments(items: readonly OpenItem[]): Set<string> {
  return new Set(
    items
      .filter((i) => i.decision === 'resubmit' && isResubmissionDocument(i.item as RequestItem))
      .map((i) => i.item),
  );
}

/** The fields of a section that changed, before and after (values as stored; labels come later). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => !BOOKKEEPING.has(k) && canonical(before[k]) !== canonical(after[k]))
    .map((k) => ({ field: k, before: before[k], after: after[k] }));
}
