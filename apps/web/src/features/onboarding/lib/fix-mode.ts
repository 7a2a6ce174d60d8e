/**
 * 'Perlu perbaikan' (decision 0112): a reviewer asked the customer to fix some documents or data
 * sections. Only the steps those items name are open; every other step shows its saved data
 * read-only, and on the attachment step only the documents asked for can be taken again.
 * Pure rules, so the screens and their tests share them.
 */
import {
  type CustomerFixItem,
  type CustomerState,
  ONBOARDING_STEPS,
  type RESUBMISSION_DOCUMENTS,
  type ResubmissionItem,
  STEP_IDS,
  type StepId,
} from '@kilau/shared';

export type ResubmissionDocument = (typeof RESUBMISSION_DOCUMENTS)[number];

/** How a step opens: as usual, reopened for a fix, or read-only (not asked for). */
export type StepAccess = 'open' | 'fix' | 'read-only';

/**
 * The step that fixes an item when the server's `step` is not one the app knows: each document on
 * the attachment step, the KTP address on the work step (which saves it), each section on its own.
 * Written here rather than read from the shared item lists: those live beside the zod schemas,
 * which would join every step's first download (the steps' bundle budget, decision 0101).
 */
const ITEM_STEP: Readonly<Record<ResubmissionItem, StepId>> = {
  ktp: 'attachment',
  photo: 'attachment',
  photo_with_ktp: 'attachment',
  signature: 'attachment',
  statement_video: 'attachment',
  personal: 'personal',
  identity_address: 'employment',
  employment: 'employment',
  financial: 'financial',
  bank_account: 'bank_account',
  emergency_contact: 'emergency_contact',
};

function isStepId(step: string): step is StepId {
  return (STEP_IDS as readonly string[]).includes(step);
}

/** The onboarding step that fixes an item. */
export function fixItemStep(item: Pick<CustomerFixItem, 'item' | 'step'>): StepId {
  return isStepId(item.step) ? item.step : ITEM_STEP[item.item];
}

/** The route of the step that fixes an item ('Perbaiki'). */
export function fixItemRoute(item: Pick<CustomerFixItem, 'item' | 'step'>): string {
  return ONBOARDING_STEPS[fixItemStep(item)].route;
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
  return new Set((items ?? []).map((i) => i.item).filter((item) => ITEM_STEP[item] === 'attachment'));
}

/** Whether a document of the attachment step can be changed: always outside a fix, else if asked for. */
export function isDocumentOpen(access: StepAccess, reopened: ReadonlySet<string>, kind: string): boolean {
  return access === 'open' || (access === 'fix' && reopened.has(kind));
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
