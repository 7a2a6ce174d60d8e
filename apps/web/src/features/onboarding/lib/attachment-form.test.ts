import { MSG } from '@kilau/shared';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { COMPLETE_ATTACHMENT } from '../../../testing/onboarding/attachment';
import {
  type AttachmentForm,
  attachmentDefaults,
  attachmentPayload,
  attachmentResolver,
  invalidMessage,
} from './attachment-form';

const resolve = (values: AttachmentForm, married = false) =>
  attachmentResolver(values, { married }, { fields: {}, shouldUseNativeValidation: false });

describe('attachmentPayload: what the form sends', () => {
  const form = () =>
    attachmentDefaults({
      ...COMPLETE_ATTACHMENT,
      partner_signature: 'kyc/x/partner_signature-1.png',
      kk: 'kyc/x/kk-1.jpg',
    });

  it('sends the partner’s signature only for a married customer, and the uploaded optional files', () => {
    expect(attachmentPayload(form(), { married: false })).not.toHaveProperty('partner_signature');
    const married = attachmentPayload(form(), { married: true });
    expect(married).toMatchObject({
      partner_signature: 'kyc/x/partner_signature-1.png',
      kk: 'kyc/x/kk-1.jpg',
    });
    expect(married).not.toHaveProperty('npwp');
  });

  it('sends no promoter code: the platform choice asked it and the record keeps it (decision 0135)', () => {
    const saved = attachmentDefaults({ ...COMPLETE_ATTACHMENT, referral_code: 'KILAU001' });
    expect(attachmentPayload(saved, { married: false })).not.toHaveProperty('referral_code');
  });
});

describe('attachmentResolver: the shared rules on the form', () => {
  it('names each missing required upload with the catalogue’s text, and lets a complete form through as its payload', async () => {
    const empty = await resolve(attachmentDefaults(null));
    expect(empty.errors.ktp?.message).toBe(MSG.uploadKtpRequired);
    expect(empty.errors.photo_with_ktp?.message).toBe(MSG.uploadPhotoWithKtpRequired);
    expect(empty.errors.signature?.message).toBe(MSG.signatureRequired);
    expect(empty.errors.statement_video?.message).toBe(MSG.uploadFileRequired);
    const complete = await resolve(attachmentDefaults(COMPLETE_ATTACHMENT));
    expect(complete.errors).toEqual({});
    expect(complete.values).toMatchObject({ ktp: COMPLETE_ATTACHMENT.ktp, agreement_step: 5 });
  });

  it('asks a married customer for the partner’s signature too', async () => {
    const married = await resolve(attachmentDefaults(COMPLETE_ATTACHMENT), true);
    expect(married.errors.partner_signature?.message).toBe(MSG.partnerSignatureRequired);
  });
});

describe('invalidMessage: the toast, most important first', () => {
  const e = (fields: string[]) =>
    Object.fromEntries(fields.map((f) => [f, { type: 'custom', message: f }])) as FieldErrors<AttachmentForm>;
  it('missing uploads, then the dispute choice, then the statements', () => {
    expect(invalidMessage(e(['dispute_body', 'statement_video']))).toBe(MSG.attachmentFillEverything);
    expect(invalidMessage(e(['has_confirm_attachment', 'dispute_body']))).toBe('dispute_body');
    expect(invalidMessage(e(['agreement_step']))).toBe(MSG.consentRequired);
  });
});
