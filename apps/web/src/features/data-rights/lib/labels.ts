/** The words 'Data Saya' and 'Permintaan Data' show for the contract's values. */
import {
  type DataCorrectionField,
  type DataExport,
  type DataRequestKind,
  type DataRequestStatus,
  MSG,
} from '@kilau/shared';

/**
 * The fields a customer may ask to correct, by the names the outcome e-mail gives them (the
 * page and the mail say the same). Listed here rather than read from DATA_CORRECTION_FIELDS, whose
 * module carries zod into the page's first paint; the Record type keeps the two lists the same.
 * Not the onboarding form's own labels: their catalogue (about 11 kB gzip) would come with them.
 */
export const CORRECTION_FIELD_LABELS: Record<DataCorrectionField, string> = {
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

export const CORRECTION_FIELD_OPTIONS = Object.entries(CORRECTION_FIELD_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A field's label; a name the form does not know is shown as it came. */
export const correctionFieldLabel = (field: string | null) =>
  field === null ? '-' : (CORRECTION_FIELD_LABELS[field as DataCorrectionField] ?? field);

export const KIND_TEXT: Record<DataRequestKind, string> = {
  correction: MSG.dataKindCorrection,
  restriction: MSG.dataKindRestriction,
  deletion: MSG.dataKindDeletion,
};

export const REQUEST_STATUS_TEXT: Record<DataRequestStatus, string> = {
  open: MSG.dataRequestStatusOpen,
  done: MSG.dataRequestStatusDone,
  declined: MSG.dataRequestStatusDeclined,
};
export const REQUEST_STATUS_COLOR: Record<DataRequestStatus, string> = {
  open: 'blue',
  done: 'teal',
  declined: 'red',
};

export const EXPORT_STATUS_TEXT: Record<DataExport['status'], string> = {
  queued: MSG.dataExportStatusQueued,
  ready: MSG.dataExportStatusReady,
  failed: MSG.dataExportStatusFailed,
  expired: MSG.dataExportStatusExpired,
};
export const EXPORT_STATUS_COLOR: Record<DataExport['status'], string> = {
  queued: 'blue',
  ready: 'teal',
  failed: 'red',
  expired: 'gray',
};
