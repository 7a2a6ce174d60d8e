/**
 * The KYC onboarding payloads (docs/product/onboarding.md § Records and fields, Rules, Calls): one schema per step, used by the form and by
 * the route. Limits are those of docs/product/onboarding.md § Limits; texts are in MSG.
 */

import { CUSTOMER_STATES } from '../constants';
import { DISPUTE_BODY_CHOICES, DISPUTE_BODY_IDS } from '../legal/dispute-bodies';
import { MSG } from '../messages';
import { FLOW_IDS, STEP_SECTIONS } from '../onboarding/flow';
import {
  ACCOUNT_NO_MAX,
  ACCOUNT_NO_MIN,
  AGREEMENT_STEP_LAST,
  ATTACHMENT_FIELDS,
  type AttachmentField,
  BAGI_BANK_CODE,
  CIMB_BANK_CODES,
  CITIZENSHIPS,
  COMPANY_NAME_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_MIN,
  DEPENDENT_NO_MAX,
  latestBirthDateForAge,
  MIN_AGE_YEARS,
  PEP_POSITION_MAX,
  RELATIONSHIP_MAX,
  todayWib,
} from '../onboarding/limits';
import { z } from '../zod';
import { contactPhoneField, lettersField } from './common';
import {
  addressField,
  bankAccountNameField,
  bankFormFullnameField,
  birthDateField,
  dateField,
  ktpNoField,
  kycFullnameField,
  mothersNameField,
  placeOfBirthField,
} from './kyc-fields';
import { npwpField } from './master-data';
import { promoterCodeField } from './platform';

// ── Field builders ──
// The free-text fields a data correction writes too live in kyc-fields.ts, each rule once.

/** A master-data option id (gender, religion, occupation, …), checked against master_data by the server. */
export const masterIdField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(64, required);

export const postcodeField = z
  .string({ error: MSG.postcodeInvalid })
  .trim()
  .regex(/^\d{5}$/, MSG.postcodeInvalid);

/** RT or RW of a KTP address: 1 to 3 digits as printed ('3' or '003'); empty when the KTP has none. */
const rtRwField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{0,3}$/, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A ticked confirmation: anything but `true` is 'Pernyataan Belum disetujui'. A boolean refined to
 * true rather than `z.literal(true)`, so a form can start unticked (`false`) with the same schema
 * as its resolver, without casting its default values.
 */
export const confirmationField = z
  .boolean({ error: MSG.consentRequired })
  .refine((v) => v, { error: MSG.consentRequired });

/** Rupiah amounts as digit strings (never floats); a number is accepted and turned into one. */
const rupiahField = z
  .union([z.string(), z.number()], { error: MSG.amountInvalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,15}$/.test(v), MSG.amountInvalid);

const optionalPromoterCode = promoterCodeField.optional();

// ── Bank registration (docs/product/onboarding.md § Screens "registration screen variant", §5) ──

export const bankRegistrationBodySchema = z
  .object({
    platform_id: z.string({ error: MSG.platformNotChosen }).trim().min(1, MSG.platformNotChosen).max(64),
    bank_code: z
      .string({ error: MSG.bankCodeInvalid })
      .trim()
      .regex(/^\d{3}$/, MSG.bankCodeInvalid),
    referral_code: optionalPromoterCode,
    /**
     * Left out, the server takes the name the account was registered with (decision 0135: the
     * name is asked once); sent when the form had to ask it (that name breaks this field's rule).
     */
    fullname: bankFormFullnameField.optional(),
    mothers_name: mothersNameField,
    date_of_birth: birthDateField.refine(
      (v) => v <= latestBirthDateForAge(MIN_AGE_YEARS),
      MSG.birthDateMinAge,
    ),
    ktp_no: ktpNoField,
    /** 037: the digital gold participant-account terms (rekening-peserta). */
    has_agree_account_terms: z.boolean().optional(),
    /** 037: the savings-product terms and tariff sheet (ketentuan-tabungan). */
    has_agree_savings_terms: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.bank_code !== BAGI_BANK_CODE) return;
    for (const field of ['has_agree_account_terms', 'has_agree_savings_terms'] as const) {
      if (v[field] !== true) ctx.addIssue({ code: 'custom', path: [field], message: MSG.consentRequired });
    }
  });
export type BankRegistrationBody = z.infer<typeof bankRegistrationBodySchema>;

/** POST /v1/nasabah/cimb: the CIMB Niaga / CIMB Syariah variant (an existing bank account). */
export const cimbRegistrationBodySchema = z.object({
  platform_id: z.string({ error: MSG.platformNotChosen }).trim().min(1, MSG.platformNotChosen).max(64),
  bank_code: z.enum(CIMB_BANK_CODES, { error: MSG.cimbBankOnly }),
  referral_code: optionalPromoterCode,
  account_name: bankAccountNameField,
  account_no: z
    .string({ error: MSG.accountNoRequired })
    .trim()
    .min(1, MSG.accountNoRequired)
    .regex(new RegExp(`^\\d{${ACCOUNT_NO_MIN},${ACCOUNT_NO_MAX}}$`), MSG.accountNoInvalid),
  date_of_birth: birthDateField.refine((v) => v <= latestBirthDateForAge(MIN_AGE_YEARS), MSG.birthDateMinAge),
  is_syariah: z.boolean({ error: MSG.cimbBankOnly }),
  /** The participant-account terms of the bank. */
  has_agree_account_terms: confirmationField,
});
export type CimbRegistrationBody = z.infer<typeof cimbRegistrationBodySchema>;

export const registrationReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ _id: z.string(), state: z.enum(CUSTOMER_STATES) }),
  warnings: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

// ── Step 1: personal data (PUT /v2/kyc/customer/platform/{customerId}) ──

export const personalBodySchema = z.object({
  /** Sent by the form as on the first call; the record's own platform and bank are kept. */
  platform_id: z.string().max(64).optional(),
  bank_code: z.string().max(3).optional(),
  fullname: kycFullnameField,
  mothers_name: mothersNameField,
  date_of_birth: birthDateField,
  place_of_birth: placeOfBirthField,
  ktp_no: ktpNoField,
  ktp_issued_date: dateField(MSG.ktpIssuedDateRequired).refine(
    (v) => v <= todayWib(),
    MSG.ktpIssuedDateFuture,
  ),
  citizenship: z.enum(CITIZENSHIPS, { error: MSG.citizenshipRequired }),
  /** 15 digits or the 16-digit form (architecture.md §7); left out or empty when the customer has none. */
  npwp_no: z.union([z.literal(''), npwpField]).optional(),
  gender_type: masterIdField(MSG.genderRequired),
  religion_type: masterIdField(MSG.religionRequired),
  marriage_type: masterIdField(MSG.marriageRequired),
  education_type: masterIdField(MSG.educationRequired),
  dependent_no: z.coerce
    .number({ error: MSG.dependentNoInvalid })
    .int(MSG.dependentNoInvalid)
    .min(0, MSG.dependentNoInvalid)
    .max(DEPENDENT_NO_MAX, MSG.dependentNoInvalid)
    .default(0),
  referral_code: optionalPromoterCode,
  has_confirm_bank: z.boolean().optional(),
  /**
   * The PEP question (docs/product/onboarding.md § Step 1): the customer, a family member or a
   * close associate holds or held a prominent public function. The form asks it of everyone
   * (personalFormSchema); the call accepts it left out, as records made before the question were.
   */
  is_pep: z.boolean({ error: MSG.pepRequired }).optional(),
  /** Which function, by whom: required with `is_pep: true`, dropped with false. */
  pep_position: z.string().trim().max(PEP_POSITION_MAX, MSG.pepPositionMax).optional(),
});
export type PersonalBody = z.infer<typeof personalBodySchema>;

/** A 'yes' to the PEP question names the function. */
function pepPositionNamed(
  body: { is_pep?: boolean | undefined; pep_position?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (body.is_pep === true && !body.pep_position)
    ctx.addIssue({ code: 'custom', path: ['pep_position'], message: MSG.pepPositionRequired });
}

/** The call's body, with the PEP question's rule. */
export const personalCallSchema = personalBodySchema.superRefine(pepPositionNamed);

/** The form's: the PEP question must be answered (the form starts with no answer, never 'no'). */
export const personalFormSchema = personalBodySchema.superRefine((body, ctx) => {
  if (body.is_pep === undefined) ctx.addIssue({ code: 'custom', path: ['is_pep'], message: MSG.pepRequired });
  pepPositionNamed(body, ctx);
});

// ── Step 2: work and identity address (PUT /v2/kyc/customer/{customerId}) ──

export const identityAddressSchema = z.object({
  /** The street and house number; RT and RW have their own fields (decision 0089). */
  address: addressField,
  rt: rtRwField(MSG.rtInvalid),
  rw: rtRwField(MSG.rwInvalid),
  province_type: masterIdField(MSG.provinceRequired),
  regency_type: masterIdField(MSG.regencyRequired),
  district_type: masterIdField(MSG.districtRequired),
  village_type: masterIdField(MSG.villageRequired),
  postcode: postcodeField,
});
export type IdentityAddress = z.infer<typeof identityAddressSchema>;

export const employmentBodySchema = z.object({
  occupation_type: masterIdField(MSG.occupationRequired),
  industrial_type: masterIdField(MSG.industrialRequired),
  position_type: masterIdField(MSG.positionRequired),
  company_name: lettersField(
    COMPANY_NAME_MAX,
    MSG.companyNameRequired,
    MSG.companyNameMax,
    MSG.companyNameLetters,
  ),
  /** Months at the company; empty means 0 (docs/product/onboarding.md § Records and fields). */
  work_month: z
    .union([z.number(), z.string(), z.null()], { error: MSG.workMonthInvalid })
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? 0 : Number(v)))
    .pipe(z.number().int(MSG.workMonthInvalid).min(0, MSG.workMonthInvalid).max(1200, MSG.workMonthInvalid)),
  identity_address: identityAddressSchema,
  /** The three required confirmations of the work step (docs/product/onboarding.md § Screens, Rules). */
  has_confirm_employment: confirmationField,
  has_confirm_costumer: confirmationField,
  /** The beneficial-owner statement (pemilik-manfaat): the customer acts for themself. */
  has_confirm_beneficial_owner: confirmationField,
  /** The intermediary's profile acknowledged with 'Ya' and the date (profil-perusahaan). */
  has_acknowledge_profile: confirmationField,
});
export type EmploymentBody = z.infer<typeof employmentBodySchema>;

// ── Step 3: financial (PUT /v2/kyc/financial/{customerId}) ──

export const financialBodySchema = z.object({
  fund_type: masterIdField(MSG.fundRequired),
  salary_type: masterIdField(MSG.salaryRequired),
  monthly_transaction_type: masterIdField(MSG.monthlyTransactionRequired),
  purpose_fund_type: masterIdField(MSG.purposeFundRequired),
  purpose_open_account_type: masterIdField(MSG.purposeOpenAccountRequired),
  has_investment_experience: z.boolean().default(false),
  has_trading_experience: z.boolean().default(false),
  building_asset: z
    .object({ address: addressField, postcode: postcodeField, njop_value: rupiahField })
    .nullable()
    .optional(),
  cash_asset: z
    .object({
      bank_name: z.string().trim().min(1, MSG.cashBankNameInvalid).max(50, MSG.cashBankNameInvalid),
      balance: rupiahField,
    })
    .nullable()
    .optional(),
  has_confirm_financial: confirmationField,
});
export type FinancialBody = z.infer<typeof financialBodySchema>;

// ── Step 4: participant bank account (PUT /v2/kyc/bank/account/{customerId}) ──

export const bankAccountBodySchema = z.object({
  has_confirm_bank: confirmationField,
  /** Bank BAGI (037): its participant-account and savings terms, acknowledged through the modals. */
  has_agree_account_terms: z.boolean().optional(),
  has_agree_savings_terms: z.boolean().optional(),
});
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;

// ── Step 5: emergency contact (PUT /v2/kyc/emergency_contact/{customerId}) ──

export const emergencyContactBodySchema = z.object({
  fullname: lettersField(
    CONTACT_NAME_MAX,
    MSG.contactNameRequired,
    MSG.contactNameMax,
    MSG.contactNameLetters,
  ),
  address: addressField,
  postcode: postcodeField,
  phonenumber: contactPhoneField(
    CONTACT_PHONE_MIN,
    CONTACT_PHONE_MAX,
    MSG.contactPhoneRequired,
    MSG.contactPhoneInvalid,
  ),
  relationship: lettersField(
    RELATIONSHIP_MAX,
    MSG.relationshipRequired,
    MSG.relationshipMax,
    MSG.relationshipLetters,
  ),
  has_confirm_emergency_contact: confirmationField,
});
export type EmergencyContactBody = z.infer<typeof emergencyContactBodySchema>;

// ── Attachments (PUT /v2/kyc/attachment/{customerId}) ──

const storedPath = z.string().trim().max(300);

/**
 * One field per attachment, each of the given type: the one shape behind the attachment form, its
 * reply and the staff detail's `attachment`, so a new kind of document is added in one place.
 */
export function perAttachmentField<T extends z.ZodType>(field: T) {
  return Object.fromEntries(ATTACHMENT_FIELDS.map((name) => [name, field])) as Record<AttachmentField, T>;
}
/** Each attachment's stored path (read through GET …/get/file?path=), null while not uploaded. */
export const attachmentPathsSchema = z.object(perAttachmentField(z.string().nullable()));

/**
 * The attachment form as it travels: stored paths (from POST /v2/kyc/upload), the confirmation,
 * the agreement step reached and the clause-24 dispute choice. Its rules are in
 * `attachmentFormSchema`, which the server applies after this shape check so that it can answer
 * its own codes (406 signature, 407 dispute body; docs/product/onboarding.md § Messages).
 */
export const attachmentBodySchema = z.object({
  ...perAttachmentField(storedPath.optional()),
  referral_code: optionalPromoterCode,
  has_confirm_attachment: z.boolean().optional(),
  /** The agreement statement step reached (2–5); 5 = every statement approved. */
  agreement_step: z.coerce.number().int().optional(),
  /** Clause 24: the chosen dispute body (a choice id of the mandate agreement's clause 24). */
  dispute_body: z.string().trim().max(64).optional(),
  /** The detail a choice needs (e.g. which Pengadilan Negeri). */
  dispute_detail: z.string().trim().max(80).optional(),
});
export type AttachmentBody = z.infer<typeof attachmentBodySchema>;

export interface AttachmentRulesContext {
  /** Marital status is married (MARRIAGE_CODE_MARRIED): the partner signature is required. */
  married: boolean;
}

const DISPUTE_NEEDS_DETAIL: readonly string[] = DISPUTE_BODY_CHOICES.filter((c) => c.needs_detail).map(
  (c) => c.id,
);

/** The attachment rules (docs/product/onboarding.md § Rules): used by the form and, after the shape check, by the server. */
export function attachmentFormSchema(ctx: AttachmentRulesContext) {
  return attachmentBodySchema.superRefine((v, issue) => {
    const missing = (field: string, message: string) =>
      issue.addIssue({ code: 'custom', path: [field], message });
    if (!v.signature) missing('signature', MSG.signatureRequired);
    if (ctx.married && !v.partner_signature) missing('partner_signature', MSG.partnerSignatureRequired);
    if (!v.dispute_body || !(DISPUTE_BODY_IDS as readonly string[]).includes(v.dispute_body))
      missing('dispute_body', MSG.disputeBodyRequired);
    else if (DISPUTE_NEEDS_DETAIL.includes(v.dispute_body) && !v.dispute_detail)
      missing('dispute_detail', MSG.disputeDetailRequired);
    if (!v.ktp) missing('ktp', MSG.uploadKtpRequired);
    if (!v.photo) missing('photo', MSG.uploadPhotoRequired);
    if (!v.photo_with_ktp) missing('photo_with_ktp', MSG.uploadPhotoWithKtpRequired);
    if (!v.statement_video) missing('statement_video', MSG.uploadFileRequired);
    if (v.agreement_step !== AGREEMENT_STEP_LAST) missing('agreement_step', MSG.consentRequired);
    if (v.has_confirm_attachment !== true) missing('has_confirm_attachment', MSG.consentRequired);
  });
}

// ── Submission (PATCH /v2/kyc/submission/{customerId}) ──

/** The screen sends kyc = 1 and flag_register = 1 (docs/product/onboarding.md § Records and fields); both are optional. */
export const submissionBodySchema = z
  .object({ kyc: z.coerce.number().optional(), flag_register: z.coerce.number().optional() })
  .optional();

// ── Replies ──

export const stepReplySchema = z.object({
  status_code: z.union([z.string(), z.number()]),
  message: z.string().optional(),
  /** Personal step: a NIK that does not match the birth date or gender (saved, flagged for review). */
  warnings: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type StepReply = z.infer<typeof stepReplySchema>;

/** A typed (master-data) field as read back. */
export const typedValueSchema = z.object({ data_id: z.string(), name: z.string() }).nullable();

export const financialReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    financial: z.object({
      fund_type: typedValueSchema,
      salary_type: typedValueSchema,
      monthly_transaction_type: typedValueSchema,
      purpose_fund_type: typedValueSchema,
      purpose_open_account_type: typedValueSchema,
      has_investment_experience: z.boolean(),
      has_trading_experience: z.boolean(),
      building_asset: z
        .object({ address: z.string(), postcode: z.string(), njop_value: z.string() })
        .nullable(),
      cash_asset: z.object({ bank_name: z.string(), balance: z.string() }).nullable(),
      has_confirm_financial: z.boolean(),
    }),
  }),
});

export const bankAccountReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    bank: z.object({
      bank_code: z.string().nullable(),
      name: z.string().nullable(),
      bank_type: z.enum(['konvensional', 'syariah']).nullable(),
      account_name: z.string().nullable(),
      account_no: z.string().nullable(),
      has_confirm_bank: z.boolean(),
      has_agree_account_terms: z.boolean(),
      has_agree_savings_terms: z.boolean(),
    }),
  }),
});

export const emergencyContactReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    emergency_contact: z.object({
      fullname: z.string(),
      address: z.string(),
      postcode: z.string(),
      phonenumber: z.string(),
      relationship: z.string(),
      has_confirm_emergency_contact: z.boolean(),
    }),
  }),
});

export const attachmentReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    attachment: attachmentPathsSchema.extend({
      referral_code: z.string().nullable(),
      has_confirm_attachment: z.boolean(),
      agreement_step: z.number().nullable(),
      dispute_body: z.string().nullable(),
      dispute_detail: z.string().nullable(),
    }),
  }),
});

/** GET /v2/kyc/customer/platform/{platformId}: the record as the screens prefill from it. */
export const customerDetailSchema = z.object({
  _id: z.string(),
  state: z.enum(CUSTOMER_STATES),
  /** The flow the record walks (the server's rules): the indicator and previous/next follow it. */
  flow: z.enum(FLOW_IDS),
  /** The sections whose step was saved: where a returning customer resumes, which steps are ticked. */
  saved_sections: z.array(z.enum(STEP_SECTIONS)),
  platform: z.object({ platform_id: z.string(), name: z.string() }),
  bank: z
    .object({
      bank_code: z.string(),
      name: z.string(),
      bank_type: z.enum(['konvensional', 'syariah']).nullable(),
      has_confirm_bank: z.boolean(),
    })
    .nullable(),
  fullname: z.string().nullable(),
  mothers_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  ktp_no: z.string().nullable(),
  ktp_issued_date: z.string().nullable(),
  citizenship: z.enum(CITIZENSHIPS).nullable(),
  npwp_no: z.string().nullable(),
  gender_type: typedValueSchema,
  religion_type: typedValueSchema,
  marriage_type: typedValueSchema,
  education_type: typedValueSchema,
  dependent_no: z.number(),
  /** The PEP question's answer (null before it was answered) and the function named with a yes. */
  is_pep: z.boolean().nullable(),
  pep_position: z.string().nullable(),
  referral_code: z.string().nullable(),
  has_confirm_costumer: z.boolean(),
  identity_address: z
    .object({
      address: z.string(),
      rt: z.string().nullable().optional(),
      rw: z.string().nullable().optional(),
      postcode: z.string(),
      province_type: typedValueSchema,
      regency_type: typedValueSchema,
      district_type: typedValueSchema,
      village_type: typedValueSchema,
    })
    .nullable(),
  status_nasabah: z.number().nullable(),
  /** The reason of a reject (state 'reject'), else null. */
  description: z.string().nullable(),
  /** Once approved: the trading account the broker opened (its password comes by a one-time link). */
  trade_account_no: z.string().nullable().optional(),
  trade_username: z.string().nullable().optional(),
  created_at: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const employmentDetailSchema = z
  .object({
    occupation_type: typedValueSchema,
    industrial_type: typedValueSchema,
    position_type: typedValueSchema,
    company_name: z.string(),
    work_month: z.number(),
    has_confirm_employment: z.boolean(),
    /** The beneficial-owner statement and the profile acknowledgement, so a return finds them ticked. */
    has_confirm_beneficial_owner: z.boolean(),
    has_acknowledge_profile: z.boolean(),
  })
  .nullable();

export const customerDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ customer: customerDetailSchema, employment: employmentDetailSchema }),
});
export type CustomerDetailReply = z.infer<typeof customerDetailReplySchema>;
