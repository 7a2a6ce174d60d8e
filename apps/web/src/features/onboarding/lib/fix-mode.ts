/**
 * 'Perlu perbaikan' (decision 0112): a reviewer asked the customer to fix some documents or data
 * sections. Only the steps those items name are open; every other step shows its saved data
 * read-only, and on the attachment step only the documents asked for can be taken again.
 * Pure rules, so the screens and their tests share them.
 */
import {
  type CustomerFixItem,
  type CustomerState,
  isChecklistItem,
  ONBOARDING_STEPS,
  type RESUBMISSION_DOCUMENTS,
  RESUBMISSION_ITEM_STEPS,
  STEP_IDS,
  type StepId,
} from '@kilau/shared';
import type { StepAccess } from './fix-access';

export type ResubmissionDocument = (typeof RESUBMISSION_DOCUMENTS)[number];

export { isDocumentOpen, type StepAccess } from './fix-access';

/**
 * The step that fixes an item when the server's `step` is not one the app knows: the mapping the
 * server uses (a plain constant, not the schemas: the steps' bundle budget, decision 0101).
 */
const ITEM_STEP = RESUBMISSION_ITEM_STEPS;

function isStepId(step: string): step is StepId {
  return (STEP_IDS as readonly string[]).includes(step);
}

/**
 * The onboarding step that fixes an item; null for the declaration of source of funds, which is
 * made on the fix screen itself (fix/funds-declaration-form.tsx).
 */
export function fixItemStep(item: Pick<CustomerFixItem, 'item' | 'step'>): StepId | null {
  if (isStepId(item.step)) return item.step;
  return isChecklistItem(item.item) ? ITEM_STEP[item.item] : null;
}

/** The route of the step that fixes an item ('Perbaiki'), or null when no step does. */
export function fixItemRoute(item: Pick<CustomerFixItem, 'item' | 'step'>): string | null {
  const step = fixItemStep(item);
  return step ? ONBOARDING_STEPS[step].route : null;
}

/** The items a step fixes. */
export function itemsOfStep(items: readonly CustomerFixItem[], step: StepId): CustomerFixItem[] {
  return items.filter((i) => fixItemStep(i) === step);
}

/**
 * How a step opens for a record in this state. `items` is null while the list loads: a step of a
 * record in 'fix' stays read-only until the list says it is asked for.
 */
export function stepAccess(
  state: CustomerState | null,
  items: readonly CustomerFixItem[] | null,
  step: StepId,
): StepAccess {
  if (state !== 'fix') return 'open';
  if (step === 'review') return 'read-only';
  return items && itemsOfStep(items, step).length > 0 ? 'fix' : 'read-only';
}

/** The documents the attachment step may take again: only those asked for. */
export function reopenedDocuments(items: readonly CustomerFixItem[] | null): ReadonlySet<string> {
  return new Set(
    (items ?? [])
      .map((i) => i.item)
      .filter((item) => isChecklistItem(item) && ITEM_STEP[item] === 'attachment'),
  );
}

/** 'Kirim ulang untuk ditinjau' is enabled once every item asked for is fixed. */
export function allFixed(items: readonly CustomerFixItem[]): boolean {
  return items.length > 0 && items.every((i) => i.fixed);
}

/**
 * The reason as the customer reads it: the catalogue's label, with the reviewer's text when it adds
 * to it (for 'Lainnya' the server sends the text as the label; it is not said twice).
 */
export function reasonOf(item: Pick<CustomerFixItem, 'reason_label' | 'reason_text'>): string {
  const text = item.reason_text?.trim();
  return text && text !== item.reason_label ? `${item.reason_label}: ${text}` : item.reason_label;
}
