/**
 * What a customer may ask to correct ('Ajukan koreksi', decision 0113), by the name the data has in
 * the KYC record (section.field), and the words the page and the outcome e-mail give each. Contact
 * data (e-mail, phone) the customer changes themselves in 'Profil Saya'. Without zod, so that the
 * customer's page can read the labels without the schemas on its first paint; not the onboarding
 * form's own labels, whose catalogue (about 11 kB gzip) would come with them.
 */
import { MSG } from './messages';

export const DATA_CORRECTION_FIELDS = [
  'personal.fullname',
  'personal.ktp_no',
  'personal.birth_place',
  'personal.birth_date',
  'personal.gender',
  'personal.mother_name',
  'identity_address.address',
  'employment.occupation',
  'bank_account.account_name',
  'other',
] as const;
export type DataCorrectionField = (typeof DATA_CORRECTION_FIELDS)[number];

export const DATA_CORRECTION_FIELD_LABELS: Readonly<Record<DataCorrectionField, string>> = {
  'personal.fullname': MSG.dataRequestFieldFullname,
  'personal.ktp_no': MSG.dataRequestFieldKtpNo,
  'personal.birth_place': MSG.dataRequestFieldBirthPlace,
  'personal.birth_date': MSG.dataRequestFieldBirthDate,
  'personal.gender': MSG.dataRequestFieldGender,
  'personal.mother_name': MSG.dataRequestFieldMotherName,
  'identity_address.address': MSG.dataRequestFieldAddress,
  'employment.occupation': MSG.dataRequestFieldOccupation,
  'bank_account.account_name': MSG.dataRequestFieldAccountName,
  other: MSG.dataRequestFieldOther,
};

/** A stored field's label, or null for a name the list does not know. */
export function dataCorrectionFieldLabel(field: string | null): string | null {
  return field !== null && Object.hasOwn(DATA_CORRECTION_FIELD_LABELS, field)
    ? DATA_CORRECTION_FIELD_LABELS[field as DataCorrectionField]
    : null;
}
