/**
 * A step's access while the record waits for a fix (decision 0112): the record's state from the
 * cached record, and the list of what was asked, read only when the state is 'fix'.
 */
import type { CustomerFixItem, StepId } from '@kilau/shared';
import { useCustomerRecord } from '../api/customer-record';
import { useFixList } from '../api/fix-list';
import { itemsOfStep, reopenedDocuments, type StepAccess, stepAccess } from './fix-mode';

export interface FixMode {
  access: StepAccess;
  /** The items this step fixes (their reasons are shown above the form). */
  items: readonly CustomerFixItem[];
  /** On the attachment step: the documents that can be taken again. */
  documents: ReadonlySet<string>;
}

export function useFixMode(step: StepId): FixMode {
  const record = useCustomerRecord();
  const inFix = record.state === 'fix';
  const list = useFixList(record.customerId, inFix);
  const items = inFix ? (list.data?.items ?? null) : null;
  return {
    access: stepAccess(record.state, items, step),
    items: items ? itemsOfStep(items, step) : [],
    documents: reopenedDocuments(items),
  };
}
