/**
 * The attachment step's form model (docs/product/onboarding.md § Rules), apart from the screen: the form's values (the
 * stored paths of the uploaded files, the agreements, the confirmation), the payload they make, the
 * resolver (the shared attachment rules the server applies too), the toast of a form that cannot be
 * sent and the server's refusals. The promoter code is not asked here: the platform choice asked
 * it, and the server keeps it on the record (decision 0135).
 */
import {
  AGREEMENT_STEP_FIRST,
  type AttachmentBody,
  attachmentFormSchema,
  MSG,
  ONBOARDING_SC,
} from '@kilau/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import type { SavedAttachment } from '../api/attachment';
import type { ImageDocKind } from './attachment-docs';
import { checkInputOutcome } from './check-input';
import type { StepSaveOutcome } from './step-save';

export type PathField = ImageDocKind | 'statement_video' | 'signature' | 'partner_signature';
type Paths = Record<PathField, string | null>;

/** The form as edited: the stored paths of the uploaded files, the agreements, the tick. */
export interface AttachmentForm extends Paths {
  agreement_step: number;
  dispute_body: string;
  dispute_detail: string;
  has_confirm_attachment: boolean;
}
export type FieldName = keyof AttachmentForm;

const PATH_FIELDS: readonly PathField[] = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'kk',
  'other',
  'npwp',
  'statement_video',
  'signature',
  'partner_signature',
];
/** The required uploads: any of them missing is `MSG.attachmentFillEverything`. */
const UPLOAD_FIELDS: readonly string[] = [
  'ktp',
  'photo',
  'photo_with_ktp',
  'statement_video',
  'signature',
  'partner_signature',
];
/** An error type marking a refused video (state 11) rather than a missing one (state 10). */
export const VIDEO_INVALID_TYPE = 'invalid-video';

export function pathsOf(values: Partial<Record<PathField, string | null | undefined>>): Paths {
  return Object.fromEntries(PATH_FIELDS.map((k) => [k, values[k] ?? null])) as Paths;
}

/** The form's starting values: what was saved, then the draft of this session over it. */
export function attachmentDefaults(saved: SavedAttachment | null): AttachmentForm {
  return {
    ...pathsOf(saved ?? {}),
    agreement_step: saved?.agreement_step ?? AGREEMENT_STEP_FIRST,
    dispute_body: saved?.dispute_body ?? '',
    dispute_detail: saved?.dispute_detail ?? '',
    has_confirm_attachment: saved?.has_confirm_attachment ?? false,
  };
}

/** What the resolver knows besides the values: whether the partner signs too. */
export interface AttachmentRulesInput {
  married: boolean;
}

/** The payload: only the uploaded paths, the partner's only when married. */
export function attachmentPayload(v: AttachmentForm, ctx: AttachmentRulesInput): AttachmentBody {
  const body: AttachmentBody = {
    has_confirm_attachment: v.has_confirm_attachment,
    agreement_step: v.agreement_step,
    dispute_body: v.dispute_body || undefined,
    dispute_detail: v.dispute_detail.trim() || undefined,
  };
  for (const k of PATH_FIELDS) {
    const path = v[k];
    if (path && (k !== 'partner_signature' || ctx.married)) body[k] = path;
  }
  return body;
}

/** The shared attachment rules (the server applies the same) on the payload the form makes. */
export const attachmentResolver: Resolver<AttachmentForm, AttachmentRulesInput, AttachmentBody> = (
  values,
  ctx,
) => {
  const rules = ctx ?? { married: false };
  const body = attachmentPayload(values, rules);
  const parsed = attachmentFormSchema({ married: rules.married }).safeParse(body);
  const errors: FieldErrors<AttachmentForm> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as FieldName;
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: body, errors: {} };
};

/** The toast of a form that cannot be sent, most important first (docs/product/onboarding.md § Rules). */
export function invalidMessage(errors: FieldErrors<AttachmentForm>): string {
  if (UPLOAD_FIELDS.some((f) => f in errors)) return MSG.attachmentFillEverything;
  const dispute = errors.dispute_body?.message ?? errors.dispute_detail?.message;
  if (dispute) return dispute;
  if (errors.agreement_step || errors.has_confirm_attachment) return MSG.consentRequired;
  return MSG.stepCheckInput;
}

/** The attachment step's refusals: 406 and 407 name their field; any other is 'Cek kembali inputan anda'. */
export function attachmentFailure(err: unknown): StepSaveOutcome {
  if (err instanceof ApiError && err.is(ONBOARDING_SC.signatureMissing))
    return {
      kind: 'error',
      message: err.messageId,
      fieldErrors: [{ field: 'signature', message: err.messageId }],
    };
  if (err instanceof ApiError && err.is(ONBOARDING_SC.disputeBodyMissing))
    return {
      kind: 'error',
      message: err.messageId,
      fieldErrors: [{ field: 'dispute_body', message: err.messageId }],
    };
  return checkInputOutcome(err);
}
