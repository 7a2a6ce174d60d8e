/**
 * A step's fix mode from the list of what was asked (decision 0112): loaded with `import()` by
 * useFixMode, only for a record in state 'fix', so the rules and the call stay off every step's
 * first download (decision 0101).
 */
import type { StepId } from '@kilau/shared';
import { fetchFixList } from '../api/fix-list';
import { itemsOfStep, reopenedDocuments, stepAccess } from './fix-mode';
import type { FixMode } from './use-fix-mode';

export async function loadFixMode(customerId: string, step: StepId): Promise<FixMode> {
  const list = await fetchFixList(customerId);
  const items = list?.items ?? [];
  return {
    access: stepAccess('fix', items, step),
    items: itemsOfStep(items, step),
    documents: reopenedDocuments(items),
  };
}
