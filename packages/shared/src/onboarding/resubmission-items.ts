/**
 * What a reviewer may send back (decision 0112) and the onboarding step that fixes each item. Plain
 * constants, apart from the zod schemas of schemas/workbench.ts, so that the customer's steps read
 * them without the schemas joining their first download (decision 0101).
 */
import type { StepId } from './flow';

/** The documents a reviewer may ask to upload again (the attachment kinds of the same name). */
export const RESUBMISSION_DOCUMENTS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'statement_video',
] as const;
/** The data sections a reviewer may ask to correct (the onboarding sections of the same name). */
export const RESUBMISSION_SECTIONS = [
  'personal',
  'identity_address',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
] as const;
/** Both, written out rather than spread: a spread is kept in every bundle that reads this file. */
export const RESUBMISSION_ITEMS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'statement_video',
  'personal',
  'identity_address',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
] as const satisfies readonly (
  | (typeof RESUBMISSION_DOCUMENTS)[number]
  | (typeof RESUBMISSION_SECTIONS)[number]
)[];
export type ResubmissionItem = (typeof RESUBMISSION_ITEMS)[number];
export function isResubmissionDocument(item: RequestItem): item is (typeof RESUBMISSION_DOCUMENTS)[number] {
  return (RESUBMISSION_DOCUMENTS as readonly string[]).includes(item);
}

/**
 * Beyond the checklist: what a reviewer may ask of a participant for enhanced due diligence
 * (docs/product/risk-rating.md § Enhanced due diligence): the customer's declaration of the source
 * of funds and of wealth with a supporting document. Asked and resubmitted like the items above,
 * but never part of the checklist every approval needs.
 */
export const FUNDS_DECLARATION_ITEM = 'funds_declaration';
/** Everything a request may ask: the checklist's items and the declaration. */
export const REQUEST_ITEMS = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'signature',
  'statement_video',
  'personal',
  'identity_address',
  'employment',
  'financial',
  'bank_account',
  'emergency_contact',
  'funds_declaration',
] as const satisfies readonly (ResubmissionItem | typeof FUNDS_DECLARATION_ITEM)[];
export type RequestItem = (typeof REQUEST_ITEMS)[number];
export function isChecklistItem(item: RequestItem): item is ResubmissionItem {
  return item !== FUNDS_DECLARATION_ITEM;
}

/** The step that fixes an item: each document on the attachment step, the KTP address on the work step (which saves it). */
export const RESUBMISSION_ITEM_STEPS: Readonly<Record<ResubmissionItem, StepId>> = {
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
