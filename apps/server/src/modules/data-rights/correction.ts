/**
 * Where each correctable field lives in the KYC record (DATA_CORRECTION_FIELDS → section column
 * and stored key), and what a value must look like to be written there: the rule of the onboarding
 * step that writes the field, at the request and again at the decision (decision 0122). Fields
 * that hold a master-data option (gender, occupation) and 'other' are not written by the decision:
 * staff correct them through the record's own screens and the decision tells the customer.
 */
import {
  checkDataCorrectionValue,
  type DataCorrectionField,
  type DataCorrectionValueCheck,
  type StoredPersonal,
} from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { checkNik } from '../master-data/identity-check.service';

export type SectionColumn = 'personal' | 'identityAddress' | 'employment' | 'bankAccount';

export interface FieldPlace {
  column: SectionColumn;
  key: string;
  /** Written by a 'done' decision (checked by correctionValue first), or only read for the detail. */
  writable: boolean;
}

export const FIELD_PLACES: Readonly<Record<Exclude<DataCorrectionField, 'other'>, FieldPlace>> = {
  'personal.fullname': { column: 'personal', key: 'fullname', writable: true },
  'personal.ktp_no': { column: 'personal', key: 'ktp_no', writable: true },
  'personal.birth_place': { column: 'personal', key: 'place_of_birth', writable: true },
  'personal.birth_date': { column: 'personal', key: 'date_of_birth', writable: true },
  'personal.gender': { column: 'personal', key: 'gender_type', writable: false },
  'personal.mother_name': { column: 'personal', key: 'mothers_name', writable: true },
  'identity_address.address': { column: 'identityAddress', key: 'address', writable: true },
  'employment.occupation': { column: 'employment', key: 'occupation_type', writable: false },
  'bank_account.account_name': { column: 'bankAccount', key: 'account_name', writable: true },
};

export function placeOf(field: string | null): FieldPlace | null {
  return field && field in FIELD_PLACES ? FIELD_PLACES[field as keyof typeof FIELD_PLACES] : null;
}

/**
 * A corrected value by the onboarding's own rules: the step's field schema (shared, with the NIK's
 * structure), and for a NIK the onboarding's NIK check against the region codes, whose structural
 * errors refuse a personal step too (architecture.md §7). Answers the value as the record keeps it.
 */
export async function correctionValue(
  db: DbOrTx,
  field: string,
  raw: string,
): Promise<DataCorrectionValueCheck> {
  const checked = checkDataCorrectionValue(field, raw);
  if (!checked.ok || field !== 'personal.ktp_no') return checked;
  const nik = await checkNik(db, checked.value);
  const [structural] = nik.errors;
  return structural ? { ok: false, message: structural.message } : checked;
}

/** The screened identity (decision 0111): a change of these screens the participant again. */
export const SCREENED_KEYS: ReadonlySet<keyof StoredPersonal> = new Set([
  'fullname',
  'date_of_birth',
  'ktp_no',
]);
