/**
 * A step's access while the record waits for a fix (decision 0112): the record's state from the
 * cached record, and, only when the state is 'fix', the list of what was asked, read and turned
 * into the step's access.
 */
import type { CustomerFixItem, StepId } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { useCustomerRecord } from '../api/customer-record';
import { fetchFixList } from '../api/fix-list';
import { fixListKey } from '../api/fix-list-key';
import type { StepAccess } from './fix-access';
import { itemsOfStep, reopenedDocuments, stepAccess } from './fix-mode';

export interface FixMode {
  access: StepAccess;
  /** The items this step fixes (their reasons are shown above the form). */
  items: readonly CustomerFixItem[];
  /** On the attachment step: the documents that can be taken again. */
  documents: ReadonlySet<string>;
}

const OPEN: FixMode = { access: 'open', items: [], documents: new Set() };
/** While the list loads, a step of a record in 'fix' stays read-only until the list says it is asked for. */
const LOADING: FixMode = { access: 'read-only', items: [], documents: new Set() };

async function loadFixMode(customerId: string, step: StepId): Promise<FixMode> {
  const list = await fetchFixList(customerId);
  const items = list?.items ?? [];
  return {
    access: stepAccess('fix', items, step),
    items: itemsOfStep(items, step),
    documents: reopenedDocuments(items),
  };
}

export function useFixMode(step: StepId): FixMode {
  const record = useCustomerRecord();
  const inFix = record.state === 'fix';
  const mode = useQuery({
    // Under the list's key: a save that invalidates the list reads the step's mode again.
    queryKey: [...fixListKey(record.customerId), step],
    queryFn: () => loadFixMode(record.customerId ?? '', step),
    enabled: inFix && record.customerId !== null,
  });
  if (!inFix) return OPEN;
  return mode.data ?? LOADING;
}
