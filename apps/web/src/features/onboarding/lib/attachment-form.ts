/**
 * The attachment step's form model (spec 001 §5), apart from the screen: the form's values (the
 * stored paths of the uploaded files, the agreements, the promoter code, the confirmation), the
 * payload they make, the resolver (the shared attachment rules the server applies too, plus the
 * promoter check), the toast of a form that cannot be sent and the server's refusals.
 */
import {
  AGREEMENT_STEP_FIRST,
  type AttachmentBody,
  attachmentFormSchema,
  MSG,
  ONBOARDING_SC,
  PROMOTER_CODE_LENGTH,
} from '@kilau/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import type { SavedAttachment } from '../api/attachment';
import type { ImageDocKind } from './attachment-docs';
import { checkInputOutcome } from './check-input';
import type { StepSaveOutcome } from './step-save';

export type PathField = ImageDocKind | 'statement_video' | 'signature' | 'partner_signature';
type Paths = Record<PathField, string | null>;
export type ReferralState = 'idle' | 'checking' | 'ok' | 'bad';

/** The form as edited: the stored paths of the uploaded files, the agreements, the code, the tick. */
export interface AttachmentForm extends Paths {
  agreement_step: number;
  dispute_body: string;
  dispute_detail: string;
  referral_code: string;
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
/** The required uploads: any of them missing is the spec's 'Pastikan semua inputan sudah terisi'. */
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
    referral_code: saved?.referral_code ?? '',
    has_confirm_attachment: saved?.has_confirm_attachment ?? false,
  };
}

/** What the resolver knows besides the values: the partner pad and the promoter check. */
export interface AttachmentRulesInput {
  married: boolean;
  referralState: ReferralState;
}

/** The payload: only the uploaded paths, the partner's only when married, a checked code only. */
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
  const code = v.referral_code.trim();
  if (code && ctx.referralState === 'ok') body.referral_code = code;
  return body;
}

/**
 * The shared attachment rules (the server applies the same) on the payload the form makes, plus
 * the promoter code: a code being checked, refused, or shorter than 7 characters holds the save.
 */
export const attachmentResolver: Resolver<AttachmentForm, AttachmentRulesInput, AttachmentBody> = (
  values,
  ctx,
) => {
  const rules = ctx ?? { married: false, referralState: 'idle' };
  const body = attachmentPayload(values, rules);
  const parsed = attachmentFormSchema({ married: rules.married }).safeParse(body);
  const errors: FieldErrors<AttachmentForm> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]) as FieldName;
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  const code = values.referral_code.trim();
  if (rules.referralState === 'bad' || rules.referralState === 'checking')
    errors.referral_code = { type: 'custom', message: MSG.promoterCodeLength };
  if (code && code.length < PROMOTER_CODE_LENGTH - 1)
    errors.referral_code = { type: 'custom', message: MSG.promoterCodeLength };
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: body, errors: {} };
};

/** The toast of a form that cannot be sent, most important first (spec 001 §5). */
export function invalidMessage(errors: FieldErrors<AttachmentForm>): string {
  if (UPLOAD_FIELDS.some((f) => f in errors)) return MSG.attachmentFillEverything;
  const dispute = errors.dispute_body?.message ?? errors.dispute_detail?.message;
  if (dispute) return dispute;
  if (errors.agreement_step || errors.has_confirm_attachment) return MSG.consentRequired;
  return errors.referral_code?.message ?? MSG.stepCheckInput;
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
