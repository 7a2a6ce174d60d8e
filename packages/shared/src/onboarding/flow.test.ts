import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATES } from '../constants';
import { MSG } from '../messages';
import {
  attachmentFormSchema,
  bankRegistrationBodySchema,
  emergencyContactBodySchema,
  employmentBodySchema,
} from '../schemas/onboarding';
import {
  advanceState,
  FLOW_IDS,
  flowIdFor,
  flowSteps,
  isEditableState,
  isSectionSaved,
  isStepSaved,
  nextRoute,
  nextStep,
  ONBOARDING_FLOWS,
  ONBOARDING_STEPS,
  previousStep,
  resumeStep,
  STATE_ORDER,
  STEP_IDS,
  STEP_SECTIONS,
  stepByRoute,
  stepIndex,
  submissionRequirements,
  WAITING_ROUTE,
} from './flow';
import { latestBirthDateForAge, MIN_AGE_YEARS } from './limits';

describe('the onboarding flow as data', () => {
  it('walks the six data steps and the review in the product’s order by default', () => {
    expect(flowSteps('default').map((s) => s.route)).toEqual([
      '/register-datapribadi',
      '/register-datapekerjaan',
      '/register-datakeuangan',
      '/register-datarekening',
      '/register-datakontak',
      '/register-datalampiran',
      '/register-preview',
    ]);
  });

  it('has a 4-step configuration: personal, work, attachments, review', () => {
    expect(ONBOARDING_FLOWS.short).toEqual(['personal', 'employment', 'attachment', 'review']);
    expect(nextStep('short', 'employment')?.route).toBe('/register-datalampiran');
    expect(previousStep('short', 'attachment')?.route).toBe('/register-datapekerjaan');
  });

  it('links previous and next as the table of docs/product/onboarding.md § Screens says for the six-step flow', () => {
    expect(previousStep('default', 'personal')).toBeNull();
    expect(nextStep('default', 'personal')?.id).toBe('employment');
    expect(nextStep('default', 'emergency_contact')?.route).toBe('/register-datalampiran');
    expect(previousStep('default', 'attachment')?.route).toBe('/register-datakontak');
    expect(previousStep('default', 'review')?.route).toBe('/register-datalampiran');
    expect(nextStep('default', 'review')).toBeNull();
    expect(nextRoute('default', 'review')).toBe(WAITING_ROUTE);
    expect(nextRoute('short', 'financial')).toBeNull();
  });

  it('numbers steps for the indicator, -1 outside the flow', () => {
    expect(stepIndex('default', 'personal')).toBe(0);
    expect(stepIndex('default', 'attachment')).toBe(5);
    expect(stepIndex('short', 'attachment')).toBe(2);
    expect(stepIndex('short', 'financial')).toBe(-1);
    expect(nextStep('short', 'financial')).toBeNull();
  });

  it('every flow starts with the personal step, ends with the review and only names known steps', () => {
    for (const id of FLOW_IDS) {
      const steps = ONBOARDING_FLOWS[id];
      expect(steps[0]).toBe('personal');
      expect(steps[steps.length - 1]).toBe('review');
      for (const s of steps) expect(STEP_IDS).toContain(s);
      expect(new Set(steps).size).toBe(steps.length);
    }
  });

  it('finds a step by its route', () => {
    expect(stepByRoute('/register-datakontak')?.id).toBe('emergency_contact');
    expect(stepByRoute('/nowhere')).toBeUndefined();
  });

  it('requires every data step of the default flow, the bank account included (2005–2009, 2011)', () => {
    expect(submissionRequirements('default').map((s) => [s.id, s.missingCode, s.missingMessage])).toEqual([
      ['personal', 2005, MSG.submitMissingPersonal],
      ['employment', 2006, MSG.submitMissingEmployment],
      ['financial', 2007, MSG.submitMissingFinancial],
      ['bank_account', 2011, MSG.submitMissingBankAccount],
      ['emergency_contact', 2008, MSG.submitMissingEmergencyContact],
      ['attachment', 2009, MSG.submitMissingAttachment],
    ]);
    expect(submissionRequirements('short').map((s) => s.missingCode)).toEqual([2005, 2006, 2009]);
    // Only the review has no section to require.
    expect(
      Object.values(ONBOARDING_STEPS)
        .filter((s) => !s.requiredForSubmission)
        .map((s) => s.id),
    ).toEqual(['review']);
  });

  it('chooses the flow by platform and bank rules, default when none matches', () => {
    expect(flowIdFor({ platform: 'gofx', bankCode: '037' })).toBe('default');
    const rules = [
      { platform: 'jafets', bankCode: '022', flow: 'short' as const },
      { bankCode: '023', flow: 'short' as const },
    ];
    expect(flowIdFor({ platform: 'jafets', bankCode: '022' }, rules)).toBe('short');
    expect(flowIdFor({ platform: 'jafets', bankCode: '037' }, rules)).toBe('default');
    expect(flowIdFor({ platform: 'gofx', bankCode: '023' }, rules)).toBe('short');
    expect(flowIdFor({}, [{ flow: 'short' }])).toBe('default');
  });
});

describe('the customer state vocabulary', () => {
  it('orders every state of CUSTOMER_STATES once', () => {
    expect([...STATE_ORDER].sort()).toEqual([...CUSTOMER_STATES].sort());
  });

  it('each data step advances to its own state, in order', () => {
    expect(flowSteps('default').map((s) => s.advancesTo)).toEqual([
      'customer',
      'employment',
      'financial',
      'account',
      'contact',
      'attachment',
      'submitted',
    ]);
  });

  it('only moves forward', () => {
    expect(advanceState('open', 'customer')).toBe('customer');
    expect(advanceState('financial', 'customer')).toBe('financial');
    expect(advanceState('reject', 'employment')).toBe('reject');
    expect(advanceState('attachment', 'submitted')).toBe('submitted');
  });

  it('is editable until submitted; a rejected record may be corrected, one asked to fix a part too (the server opens only that part)', () => {
    expect(CUSTOMER_STATES.filter(isEditableState)).toEqual([
      'open',
      'customer',
      'employment',
      'financial',
      'account',
      'contact',
      'attachment',
      'reject',
      'fix',
    ]);
  });

  it('resumes at the first step of the flow whose section is not saved', () => {
    const upTo = (n: number) => STEP_SECTIONS.slice(0, n);
    expect(resumeStep('default', 'open', []).id).toBe('personal');
    expect(resumeStep('default', 'customer', upTo(1)).id).toBe('employment');
    expect(resumeStep('default', 'contact', upTo(5)).id).toBe('attachment');
    expect(resumeStep('default', 'attachment', upTo(6)).id).toBe('review');
    expect(resumeStep('short', 'employment', upTo(2)).id).toBe('attachment');
    // A rejected record: at the review, where the reviewer's reason and the edit links are.
    expect(resumeStep('default', 'reject', upTo(6)).id).toBe('review');
    expect(resumeStep('default', 'submitted', upTo(6)).id).toBe('review');
  });

  it('resumes at a step skipped on the way, not after the furthest one saved', () => {
    // Steps 1–3 and 5 saved, the bank account skipped: the state says 'contact'.
    const saved = ['personal', 'employment', 'financial', 'emergency_contact'] as const;
    expect(resumeStep('default', 'contact', saved).id).toBe('bank_account');
    // The short flow has no bank-account step: its next unfinished one is the attachments.
    expect(resumeStep('short', 'contact', saved).id).toBe('attachment');
    expect(isSectionSaved('emergency_contact', saved)).toBe(true);
    expect(isSectionSaved('bank_account', saved)).toBe(false);
    expect(isSectionSaved('review', saved)).toBe(false);
  });

  it('knows which steps a record holds from its state alone', () => {
    const saved = (state: Parameters<typeof isStepSaved>[1]) => STEP_IDS.filter((s) => isStepSaved(s, state));
    expect(saved(null)).toEqual([]);
    expect(saved('open')).toEqual([]);
    expect(saved('employment')).toEqual(['personal', 'employment']);
    expect(saved('contact')).toEqual([
      'personal',
      'employment',
      'financial',
      'bank_account',
      'emergency_contact',
    ]);
    // A rejected record keeps its data but must be submitted again.
    expect(saved('reject')).toEqual(STEP_IDS.filter((s) => s !== 'review'));
    expect(saved('submitted')).toEqual([...STEP_IDS]);
  });
});

describe('the step payload schemas', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    r.error?.issues[0];

  it('bank form: fullname ≤ 40, 16-digit KTP, 17 years old, 037 consents', () => {
    const base = {
      platform_id: 'p',
      bank_code: '037',
      fullname: 'Siti Rahmawati',
      mothers_name: 'Sri Wahyuni',
      date_of_birth: '1990-06-05',
      ktp_no: '3204114506900003',
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    };
    expect(bankRegistrationBodySchema.safeParse(base).success).toBe(true);
    expect(first(bankRegistrationBodySchema.safeParse({ ...base, fullname: 'A'.repeat(41) }))?.message).toBe(
      MSG.fullnameMax40,
    );
    expect(first(bankRegistrationBodySchema.safeParse({ ...base, ktp_no: '320411450690' }))?.message).toBe(
      'No KTP minimal 16 karakter',
    );
    const young = latestBirthDateForAge(MIN_AGE_YEARS).replace(/^(\d{4})/, (y) => String(Number(y) + 1));
    expect(first(bankRegistrationBodySchema.safeParse({ ...base, date_of_birth: young }))?.message).toBe(
      MSG.birthDateMinAge,
    );
    const noConsent = bankRegistrationBodySchema.safeParse({ ...base, has_agree_savings_terms: false });
    expect(first(noConsent)?.message).toBe('Pernyataan Belum disetujui');
    expect(
      bankRegistrationBodySchema.safeParse({ ...base, bank_code: '028', has_agree_account_terms: undefined })
        .success,
    ).toBe(true);
  });

  it('the latest birth date of a 17-year-old stays in its month on 29 February', () => {
    expect(latestBirthDateForAge(17, new Date('2024-02-29T05:00:00Z'))).toBe('2007-02-28');
    expect(latestBirthDateForAge(17, new Date('2026-11-22T05:00:00Z'))).toBe('2009-11-22');
  });

  it('emergency contact: letters-only names, 10–18 digit phone, 15-letter relationship', () => {
    const ok = {
      fullname: 'Ahmad Fauzi',
      address: 'Jl. Merdeka No. 1-A',
      postcode: '40111',
      phonenumber: '081234567890',
      relationship: 'Saudara',
      has_confirm_emergency_contact: true,
    };
    expect(emergencyContactBodySchema.safeParse(ok).success).toBe(true);
    expect(first(emergencyContactBodySchema.safeParse({ ...ok, phonenumber: '0812' }))?.message).toBe(
      MSG.contactPhoneInvalid,
    );
    expect(
      first(emergencyContactBodySchema.safeParse({ ...ok, relationship: 'Saudara Kandung X' }))?.message,
    ).toBe(MSG.relationshipMax);
    // '#' is an Indonesian address's own (decision 0125); markup is not.
    expect(
      emergencyContactBodySchema.safeParse({ ...ok, address: 'Jl. Kopo No. 5, Bandung #1' }).success,
    ).toBe(true);
    expect(first(emergencyContactBodySchema.safeParse({ ...ok, address: 'Jl. <b>1</b>' }))?.message).toBe(
      MSG.addressChars,
    );
    expect(first(emergencyContactBodySchema.safeParse({ ...ok, postcode: '4011' }))?.message).toBe(
      MSG.postcodeInvalid,
    );
    expect(
      first(emergencyContactBodySchema.safeParse({ ...ok, has_confirm_emergency_contact: false }))?.message,
    ).toBe(MSG.consentRequired);
  });

  it('attachments: signature, partner signature when married, clause 24, required photos', () => {
    const full = {
      ktp: 'a',
      photo: 'b',
      photo_with_ktp: 'c',
      signature: 'd',
      statement_video: 'e',
      has_confirm_attachment: true,
      agreement_step: 5,
      dispute_body: 'bakti',
    };
    expect(attachmentFormSchema({ married: false }).safeParse(full).success).toBe(true);
    const married = attachmentFormSchema({ married: true }).safeParse(full);
    expect(first(married)?.message).toBe(MSG.partnerSignatureRequired);
    expect(
      first(attachmentFormSchema({ married: false }).safeParse({ ...full, signature: '' }))?.message,
    ).toBe('Tanda Tangan tidak boleh kosong');
    expect(
      first(attachmentFormSchema({ married: false }).safeParse({ ...full, dispute_body: undefined }))
        ?.message,
    ).toBe(MSG.disputeBodyRequired);
    expect(
      first(
        attachmentFormSchema({ married: false }).safeParse({ ...full, dispute_body: 'pengadilan_negeri' }),
      )?.message,
    ).toBe(MSG.disputeDetailRequired);
    expect(
      first(attachmentFormSchema({ married: false }).safeParse({ ...full, ktp: undefined }))?.message,
    ).toBe(MSG.uploadKtpRequired);
    expect(
      first(attachmentFormSchema({ married: false }).safeParse({ ...full, agreement_step: 4 }))?.path,
    ).toEqual(['agreement_step']);
  });

  it('work step: company letters ≤ 70, work_month defaults to 0', () => {
    const body = {
      occupation_type: 'o',
      industrial_type: 'i',
      position_type: 'p',
      company_name: 'PT Sinar Nusantara',
      identity_address: {
        address: 'Jl. Asia Afrika No. 8',
        province_type: '32',
        regency_type: '32.04',
        district_type: '32.04.11',
        village_type: '32.04.11.2001',
        postcode: '40111',
      },
      has_confirm_employment: true,
      has_confirm_costumer: true,
      has_confirm_beneficial_owner: true,
      has_acknowledge_profile: true,
    };
    const parsed = employmentBodySchema.safeParse({ ...body, work_month: '' });
    expect(parsed.success && parsed.data.work_month).toBe(0);
    expect(first(employmentBodySchema.safeParse({ ...body, company_name: 'PT. Sinar' }))?.message).toBe(
      MSG.companyNameLetters,
    );
    expect(first(employmentBodySchema.safeParse({ ...body, company_name: 'A'.repeat(71) }))?.message).toBe(
      MSG.companyNameMax,
    );
  });
});
