/**
 * What the review checklist is made of (decision 0131), as pure functions: the items of a
 * participant's current submission (every data section, every document it holds) and, for each,
 * the basis an acceptance is bound to: a document's storage key (a new upload is a new key), a
 * data section's digest (any changed value changes it).
 */
import { createHash } from 'node:crypto';
import { isResubmissionDocument, RESUBMISSION_ITEMS, type ResubmissionItem } from '@kilau/shared';
import type { KycRecord } from '../kyc-record';
import { canonical, type SectionItem, sectionData } from '../resubmission';

/** Each item of the current submission with its basis, in the checklist's order. */
export function currentBases(record: KycRecord): Map<ResubmissionItem, string> {
  const bases = new Map<ResubmissionItem, string>();
  for (const item of RESUBMISSION_ITEMS) {
    if (isResubmissionDocument(item)) {
      const key = record.attachment[item];
      if (typeof key === 'string' && key) bases.set(item, `file:${key}`);
    } else {
      const digest = createHash('sha256')
        .update(canonical(sectionData(record, item as SectionItem)))
        .digest('hex');
      bases.set(item, `data:${digest}`);
    }
  }
  return bases;
}

/** The storage key a document's basis names, or null for a data section's. */
export function storageKeyOf(basis: string): string | null {
  return basis.startsWith('file:') ? basis.slice('file:'.length) : null;
}

export interface AcceptedCheck {
  item: string;
  basis: string;
  checkedByName: string;
  checkedAt: Date;
}

export type ItemState = 'undecided' | 'accepted' | 'changed';

/** Each current item's state: accepted on its current basis, changed since, or undecided. */
export function itemStates(
  bases: ReadonlyMap<ResubmissionItem, string>,
  checks: readonly AcceptedCheck[],
): { item: ResubmissionItem; state: ItemState; check: AcceptedCheck | null }[] {
  const byItem = new Map(checks.map((c) => [c.item, c]));
  return [...bases].map(([item, basis]) => {
    const check = byItem.get(item) ?? null;
    if (!check) return { item, state: 'undecided', check: null };
    return check.basis === basis ? { item, state: 'accepted', check } : { item, state: 'changed', check };
  });
}
