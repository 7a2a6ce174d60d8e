/**
 * The customer's data rights (UU 27/2022 articles 5–13; decision 0113): a copy of their data
 * ('Unduh data saya'), correction ('Ajukan koreksi'), restriction and deletion ('Batasi / hapus
 * data'), each answered within 3×24 hours; deletion while the identity records must be kept (five
 * years after the relationship ends, UU 8/2010 art. 21) is a restriction with a scheduled erasure.
 *
 * Routes (customer: a customer token; back-office: DATA_REQUEST_ROLES):
 *   GET  /v1/user/data-rights                     'Data Saya': exports, requests, restriction  dataRightsReplySchema
 *   POST /v1/user/data-export                     'Unduh data saya' (password again) → 202     dataExportBodySchema → dataExportReplySchema (200: the one in progress or fresh)
 *   GET  /v1/user/data-export/{token}             the ZIP (the mailed link; the caller's own, within 7 days, audited)
 *   POST /v1/user/data-requests                   a correction, restriction, deletion or update → 201  dataRequestBodySchema → dataRequestReplySchema
 *   GET  /v1/{super-admin|admin-broker}/data-requests          'Permintaan data'           dataRequestsQuerySchema → dataRequestsReplySchema
 *   GET  /v1/{super-admin|admin-broker}/data-requests/{id}     one request                 dataRequestDetailReplySchema
 *   POST /v1/{super-admin|admin-broker}/data-requests/{id}/decision  done or declined      dataRequestDecisionBodySchema → dataRequestDetailReplySchema (409/2062)
 */
import { z } from 'zod';
import { DATA_CORRECTION_FIELDS, type DataCorrectionField } from '../data-correction-fields';
import { DATA_UPDATE_STEPS } from '../data-update-steps';
import { MSG } from '../messages';
import { parseNik } from '../nik';
import {
  addressField,
  bankAccountNameField,
  birthDateField,
  ktpNoField,
  kycFullnameField,
  mothersNameField,
  placeOfBirthField,
} from './kyc-fields';
import { emergencyContactBodySchema, employmentBodySchema, financialBodySchema } from './onboarding';

/** A request is answered within 3×24 hours (UU 27/2022). */
export const DATA_REQUEST_DUE_HOURS = 72;
/** The mailed export link works this long. */
export const DATA_EXPORT_LINK_DAYS = 7;
/**
 * A copy made this recently is still the customer's copy: asking again within it answers with that
 * one (its link already mailed) instead of building and mailing another (decision 0122).
 */
export const DATA_EXPORT_FRESH_MINUTES = 60;
/** Identity records are kept this long after the relationship ends (UU 8/2010 art. 21). */
export const DATA_RETENTION_YEARS = 5;
export const DATA_REQUESTS_PAGE_SIZE = 20;
export const DATA_REQUEST_NOTE_MAX = 1000;
export const DATA_REQUEST_VALUE_MAX = 200;

export const DATA_REQUEST_KINDS = ['correction', 'restriction', 'deletion', 'update'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

// What a customer may ask to correct, and its labels: zod-free, for the customer's page.
export {
  DATA_CORRECTION_FIELD_LABELS,
  DATA_CORRECTION_FIELDS,
  type DataCorrectionField,
  dataCorrectionFieldLabel,
} from '../data-correction-fields';
// The steps a data update changes, and their names: zod-free too.
export { DATA_UPDATE_STEP_LABELS, DATA_UPDATE_STEPS, type DataUpdateStep } from '../data-update-steps';

const note = z.string().trim().max(DATA_REQUEST_NOTE_MAX, MSG.dataRequestNoteTooLong);

/**
 * The rule a corrected value must meet: the very field schema of the onboarding step that writes
 * the field (kyc-fields.ts), so a correction cannot put into the record what the onboarding would
 * refuse (decision 0122). Fields without one (an option, 'other') are never written by a decision.
 */
export const DATA_CORRECTION_VALUE_SCHEMAS: Readonly<
  Partial<Record<DataCorrectionField, z.ZodType<string, string>>>
> = {
  'personal.fullname': kycFullnameField,
  'personal.ktp_no': ktpNoField,
  'personal.birth_place': placeOfBirthField,
  'personal.birth_date': birthDateField,
  'personal.mother_name': mothersNameField,
  'identity_address.address': addressField,
  'bank_account.account_name': bankAccountNameField,
};

export type DataCorrectionValueCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A correction's value against its field's rule, and the value as the record would keep it (the
 * field's own trimming). A NIK's structure is checked as well (nik.ts); the server checks its
 * region codes too, as the onboarding's NIK check does.
 */
export function checkDataCorrectionValue(field: string, raw: string): DataCorrectionValueCheck {
  const schema = Object.hasOwn(DATA_CORRECTION_VALUE_SCHEMAS, field)
    ? DATA_CORRECTION_VALUE_SCHEMAS[field as DataCorrectionField]
    : undefined;
  if (!schema) return { ok: true, value: raw.trim() };
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? MSG.dataCorrectionValueInvalid };
  if (field === 'personal.ktp_no') {
    const [structural] = parseNik(parsed.data).errors;
    if (structural) return { ok: false, message: structural.message };
  }
  return { ok: true, value: parsed.data };
}

/** A data update's new values: each changed step in full, by the step's own body schema. */
export const dataUpdateChangesSchema = z
  .object({
    employment: employmentBodySchema.optional(),
    financial: financialBodySchema.optional(),
    emergency_contact: emergencyContactBodySchema.optional(),
  })
  .refine((c) => DATA_UPDATE_STEPS.some((step) => c[step] !== undefined), {
    message: MSG.dataUpdateNothingChanged,
  });
export type DataUpdateChanges = z.infer<typeof dataUpdateChangesSchema>;
export type DataUpdateChangesInput = z.input<typeof dataUpdateChangesSchema>;

export const dataExportBodySchema = z.object({
  password: z.string().min(1, MSG.dataRightsPasswordRequired),
});

export const dataRequestBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('correction'),
    field: z.enum(DATA_CORRECTION_FIELDS, { error: MSG.dataCorrectionFieldRequired }),
    requested_value: z
      .string()
      .trim()
      .min(1, MSG.dataCorrectionValueRequired)
      .max(DATA_REQUEST_VALUE_MAX, MSG.dataCorrectionValueTooLong),
    /** An optional supporting document: an id from the upload route (type `data_request`). */
    document_file_id: z.uuid().optional(),
    note: note.default(''),
  }),
  z.object({
    kind: z.literal('update'),
    changes: dataUpdateChangesSchema,
    note: note.default(''),
  }),
  z.object({
    kind: z.enum(['restriction', 'deletion']),
    note: note.default(''),
    /** Closing an account is confirmed with the password. */
    password: z.string().min(1, MSG.dataRightsPasswordRequired),
  }),
]);
export type DataRequestBody = z.input<typeof dataRequestBodySchema>;

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(['queued', 'ready', 'failed', 'expired']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  downloads: z.number().int(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  field: z.string().nullable(),
  requested_value: z.string().nullable(),
  note: z.string(),
  has_document: z.boolean(),
  status: z.enum(DATA_REQUEST_STATUSES),
  created_at: z.string(),
  due_at: z.string(),
  handled_at: z.string().nullable(),
  outcome_note: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRightsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    exports: z.array(dataExportSchema),
    requests: z.array(dataRequestSchema),
    /** Set once a restriction or deletion was carried out: the account is closed. */
    restricted_at: z.string().nullable(),
    /** The scheduled erasure (a deletion inside the retention period). */
    erase_after: z.string().nullable(),
  }),
});
export type DataRights = z.infer<typeof dataRightsReplySchema>['data'];

export const dataExportReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: dataExportSchema,
});
export const dataRequestReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: dataRequestSchema,
});

// ── Back-office: 'Permintaan data' ─────────────────────────────────────
export const dataRequestsQuerySchema = z.object({
  status: z.enum(DATA_REQUEST_STATUSES).optional(),
  kind: z.enum(DATA_REQUEST_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const staffDataRequestSchema = dataRequestSchema.extend({
  customer: z.object({ user_id: z.string(), fullname: z.string(), email: z.string() }),
  /** The participant (KYC record) the customer has, for a link to the detail; null before one. */
  participant_id: z.string().nullable(),
  handled_by: z.string().nullable(),
  /** Who decided it, by name: the screen never shows a staff id (decision 0130). */
  handled_by_name: z.string().nullable(),
  overdue: z.boolean(),
});
export type StaffDataRequest = z.infer<typeof staffDataRequestSchema>;

export const dataRequestsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    requests: z.array(staffDataRequestSchema),
    total: z.number().int(),
    open: z.number().int(),
  }),
});

export const dataRequestDetailReplySchema = z.object({
  status_code: z.string(),
  data: staffDataRequestSchema.extend({
    /** A correction's current value in the record, beside the requested one. */
    current_value: z.string().nullable(),
    /**
     * An update's changed fields, step by step: the record's value when it was sent and the new one,
     * as the screens show them (an option by its name). Null for the other kinds.
     */
    update: z
      .array(
        z.object({
          step: z.enum(DATA_UPDATE_STEPS),
          fields: z.array(
            z.object({
              field: z.string(),
              label: z.string(),
              before: z.string().nullable(),
              after: z.string().nullable(),
            }),
          ),
        }),
      )
      .nullable(),
    /** An open update whose sections changed in the record since it was sent: 'Selesaikan' is refused. */
    record_changed: z.boolean(),
    /** The supporting document's id for GET /v1/get/file?id= (staff, audited). */
    document_file_id: z.string().nullable(),
  }),
});

export const dataRequestDecisionBodySchema = z
  .object({
    outcome: z.enum(['done', 'declined']),
    /** Told to the customer by e-mail; a decline needs it. */
    note: note,
  })
  .refine((b) => b.outcome === 'done' || b.note.length > 0, {
    message: MSG.dataRequestDeclineReasonRequired,
    path: ['note'],
  });
