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

const resolve = (values: AttachmentForm, married = false, referralState = 'idle' as const) =>
  attachmentResolver(values, { married, referralState }, { fields: {}, shouldUseNativeValidation: false });

describe('attachmentPayload: what the form sends', () => {
  const form = () =>
    attachmentDefaults({
      ...COMPLETE_ATTACHMENT,
      partner_signature: 'kyc/x/partner_signature-1.png',
      kk: 'kyc/x/kk-1.jpg',
    });

  it('sends the partner’s signature only for a married customer, and the uploaded optional files', () => {
    expect(attachmentPayload(form(), { married: false, referralState: 'idle' })).not.toHaveProperty(
      'partner_signature',
    );
    const married = attachmentPayload(form(), { married: true, referralState: 'idle' });
    expect(married).toMatchObject({
      partner_signature: 'kyc/x/partner_signature-1.png',
      kk: 'kyc/x/kk-1.jpg',
    });
    expect(married).not.toHaveProperty('npwp');
  });

  it('sends a promoter code only once the server accepted it', () => {
    const withCode = { ...form(), referral_code: 'KILAU001' };
    expect(attachmentPayload(withCode, { married: false, referralState: 'checking' })).not.toHaveProperty(
      'referral_code',
    );
    expect(attachmentPayload(withCode, { married: false, referralState: 'ok' }).referral_code).toBe(
      'KILAU001',
    );
  });
});

describe('attachmentResolver: the shared rules on the form', () => {
  it('names each missing required upload with the spec’s text, and lets a complete form through as its payload', async () => {
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

  it('holds the save while the promoter code is being checked or is too short', async () => {
    const form = { ...attachmentDefaults(COMPLETE_ATTACHMENT), referral_code: 'KILAU' };
    expect((await resolve(form)).errors.referral_code?.message).toBe(MSG.promoterCodeLength);
    const checking = await attachmentResolver(
      { ...form, referral_code: 'KILAU001' },
      { married: false, referralState: 'checking' },
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.keys(checking.errors)).toEqual(['referral_code']);
  });
});

describe('invalidMessage: the toast, most important first', () => {
  const e = (fields: string[]) =>
    Object.fromEntries(fields.map((f) => [f, { type: 'custom', message: f }])) as FieldErrors<AttachmentForm>;
  it('missing uploads, then the dispute choice, then the statements, then the code', () => {
    expect(invalidMessage(e(['dispute_body', 'statement_video']))).toBe(MSG.attachmentFillEverything);
    expect(invalidMessage(e(['has_confirm_attachment', 'dispute_body']))).toBe('dispute_body');
    expect(invalidMessage(e(['agreement_step', 'referral_code']))).toBe(MSG.consentRequired);
    expect(invalidMessage(e(['referral_code']))).toBe('referral_code');
  });
});
