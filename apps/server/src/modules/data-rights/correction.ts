/**
 * Where each correctable field lives in the KYC record (DATA_CORRECTION_FIELDS → section column
 * and stored key), and what a value must look like to be written there. Fields that hold a
 * master-data option (gender, occupation) and 'other' are not written by the decision: staff
 * correct them through the record's own screens and the decision tells the customer.
 */
import type { DataCorrectionField, StoredPersonal } from '@kilau/shared';

export type SectionColumn = 'personal' | 'identityAddress' | 'employment' | 'bankAccount';

export interface FieldPlace {
  column: SectionColumn;
  key: string;
  /** Written by a 'done' decision (free text with a format check), or only read for the detail. */
  writable: boolean;
  valid?: (v: string) => boolean;
}

const isoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now();
};

export const FIELD_PLACES: Readonly<Record<Exclude<DataCorrectionField, 'other'>, FieldPlace>> = {
  'personal.fullname': { column: 'personal', key: 'fullname', writable: true, valid: (v) => v.length >= 2 },
  'personal.ktp_no': { column: 'personal', key: 'ktp_no', writable: true, valid: (v) => /^\d{16}$/.test(v) },
  'personal.birth_place': { column: 'personal', key: 'place_of_birth', writable: true },
  'personal.birth_date': { column: 'personal', key: 'date_of_birth', writable: true, valid: isoDate },
  'personal.gender': { column: 'personal', key: 'gender_type', writable: false },
  'personal.mother_name': { column: 'personal', key: 'mothers_name', writable: true },
  'identity_address.address': { column: 'identityAddress', key: 'address', writable: true },
  'employment.occupation': { column: 'employment', key: 'occupation_type', writable: false },
  'bank_account.account_name': { column: 'bankAccount', key: 'account_name', writable: true },
};

export function placeOf(field: string | null): FieldPlace | null {
  return field && field in FIELD_PLACES ? FIELD_PLACES[field as keyof typeof FIELD_PLACES] : null;
}

/** The screened identity (decision 0111): a change of these screens the participant again. */
export const SCREENED_KEYS: ReadonlySet<keyof StoredPersonal> = new Set([
  'fullname',
  'date_of_birth',
  'ktp_no',
]);
