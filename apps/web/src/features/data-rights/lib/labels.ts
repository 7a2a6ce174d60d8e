/** The words 'Data Saya' and 'Permintaan Data' show for the contract's values. */
import {
  DATA_CORRECTION_FIELD_LABELS,
  type DataExport,
  type DataRequestKind,
  type DataRequestStatus,
  dataCorrectionFieldLabel,
  MSG,
} from '@kilau/shared';

export const CORRECTION_FIELD_OPTIONS = Object.entries(DATA_CORRECTION_FIELD_LABELS).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

/** A field's label; a name the form does not know is shown as it came. */
export const correctionFieldLabel = (field: string | null) =>
  field === null ? '-' : (dataCorrectionFieldLabel(field) ?? field);

export const KIND_TEXT: Record<DataRequestKind, string> = {
  correction: MSG.dataKindCorrection,
  restriction: MSG.dataKindRestriction,
  deletion: MSG.dataKindDeletion,
  update: MSG.dataKindUpdate,
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
