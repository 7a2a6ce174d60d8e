/**
 * The KYC record as it is stored: one typed shape per section of `kyc_customers` (jsonb columns).
 *
 * The step schemas in ./onboarding.ts validate what a customer sends; these describe what the
 * step writers keep after validation (ids of master-data options, dotted Kemendagri region codes,
 * ISO dates, booleans, `saved_at`). The server types its jsonb columns with them, so a writer that
 * keeps a key no reader knows fails to compile, and parses every section read back through
 * `readSection`, so a reader never guesses a key name or a type.
 *
 * Every field is optional: a section fills up step by step, and records written by an older
 * version of a step may lack newer keys. Names for ids and codes come from the server's read model
 * (modules/kyc-record), never from here.
 */

import { CITIZENSHIPS } from '../onboarding/limits';
import { z } from '../zod';

const text = z.string();
const flag = z.boolean();
/** When the customer last saved the section through its step (ISO timestamp). */
const savedAt = z.string();

/** Step 1 (and the bank registration, which opens the record with the first four fields). */
export const storedPersonalSchema = z
  .object({
    fullname: text,
    mothers_name: text,
    /** YYYY-MM-DD */
    date_of_birth: text,
    place_of_birth: text,
    /** The 16-digit NIK. */
    ktp_no: text,
    /** YYYY-MM-DD */
    ktp_issued_date: text,
    citizenship: z.enum(CITIZENSHIPS),
    /** 15 or 16 digits; '' when the customer has none. */
    npwp_no: text,
    /** Master-data ids (bank scope). */
    gender_type: text,
    religion_type: text,
    marriage_type: text,
    education_type: text,
    dependent_no: z.number(),
    has_confirm_bank: flag,
    /** The answer to the PEP question, and the function named with a yes. */
    is_pep: flag,
    pep_position: text,
    /** The NIK compared with the birth date, gender and regions when it was saved (warning codes). */
    nik_check: z.object({ warnings: z.array(text), checked_at: text }),
    saved_at: savedAt,
  })
  .partial();
export type StoredPersonal = z.infer<typeof storedPersonalSchema>;

/** Step 2: the address on the KTP. Region fields hold dotted codes ('31.71.01.1001'). */
export const storedIdentityAddressSchema = z
  .object({
    /** The street; RT and RW apart since decision 0089 (older records hold them inside `address`). */
    address: text,
    rt: text,
    rw: text,
    province_type: text,
    regency_type: text,
    district_type: text,
    village_type: text,
    postcode: text,
  })
  .partial();
export type StoredIdentityAddress = z.infer<typeof storedIdentityAddressSchema>;

/** Step 2: work. The three *_type fields are master-data ids (platform scope). */
export const storedEmploymentSchema = z
  .object({
    occupation_type: text,
    industrial_type: text,
    position_type: text,
    company_name: text,
    work_month: z.number(),
    has_confirm_employment: flag,
    has_confirm_costumer: flag,
    has_confirm_beneficial_owner: flag,
    has_acknowledge_profile: flag,
    saved_at: savedAt,
  })
  .partial();
export type StoredEmployment = z.infer<typeof storedEmploymentSchema>;

/** Step 3. The *_type fields are master-data ids; amounts are rupiah digit strings. */
export const storedFinancialSchema = z
  .object({
    fund_type: text,
    salary_type: text,
    monthly_transaction_type: text,
    purpose_fund_type: text,
    purpose_open_account_type: text,
    has_investment_experience: flag,
    has_trading_experience: flag,
    building_asset: z.object({ address: text, postcode: text, njop_value: text }).nullable(),
    cash_asset: z.object({ bank_name: text, balance: text }).nullable(),
    has_confirm_financial: flag,
    saved_at: savedAt,
  })
  .partial();
export type StoredFinancial = z.infer<typeof storedFinancialSchema>;

/** Step 4, and the CIMB registration, which brings the customer's existing account. */
export const storedBankAccountSchema = z
  .object({
    account_name: text,
    account_no: text,
    is_syariah: flag,
    /** YYYY-MM-DD, as the CIMB form asks it. */
    date_of_birth: text,
    has_confirm_bank: flag,
    has_agree_account_terms: flag,
    has_agree_savings_terms: flag,
    saved_at: savedAt,
  })
  .partial();
export type StoredBankAccount = z.infer<typeof storedBankAccountSchema>;

/** Step 5. */
export const storedEmergencyContactSchema = z
  .object({
    fullname: text,
    address: text,
    postcode: text,
    phonenumber: text,
    relationship: text,
    has_confirm_emergency_contact: flag,
    saved_at: savedAt,
  })
  .partial();
export type StoredEmergencyContact = z.infer<typeof storedEmergencyContactSchema>;

/** The attachments: stored file paths (from POST /v2/kyc/upload) and the agreement choices. */
export const storedAttachmentSchema = z
  .object({
    ktp: text,
    photo: text,
    photo_with_ktp: text,
    signature: text,
    statement_video: text,
    partner_signature: text,
    other: text,
    kk: text,
    npwp: text,
    has_confirm_attachment: flag,
    agreement_step: z.number(),
    /** Clause 24: the chosen dispute body id and its detail. */
    dispute_body: text,
    dispute_detail: text.nullable(),
    saved_at: savedAt,
  })
  .partial();
export type StoredAttachment = z.infer<typeof storedAttachmentSchema>;

/** The seven sections of a record, keyed as the server's columns are. */
export const KYC_SECTION_SCHEMAS = {
  personal: storedPersonalSchema,
  identityAddress: storedIdentityAddressSchema,
  employment: storedEmploymentSchema,
  financial: storedFinancialSchema,
  bankAccount: storedBankAccountSchema,
  emergencyContact: storedEmergencyContactSchema,
  attachment: storedAttachmentSchema,
} as const;
export type KycSectionName = keyof typeof KYC_SECTION_SCHEMAS;
export type KycSections = { [K in KycSectionName]: z.infer<(typeof KYC_SECTION_SCHEMAS)[K]> };

/**
 * A stored section as its typed shape. A key whose value has the wrong type (a record written
 * before the shape was fixed, or edited by hand) is dropped rather than failing the whole read,
 * and reported to `onDropped` so that the server can log it; unknown keys are left out.
 */
export function readSection<S extends z.ZodObject>(
  schema: S,
  value: unknown,
  onDropped?: (keys: string[]) => void,
): z.infer<S> {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  const first = schema.safeParse(source);
  if (first.success) return first.data;
  const bad = [...new Set(first.error.issues.map((i) => String(i.path[0])))];
  for (const key of bad) delete (source as Record<string, unknown>)[key];
  onDropped?.(bad);
  const second = schema.safeParse(source);
  // Every remaining key was valid on its own: the second parse cannot fail on them.
  return second.success ? second.data : ({} as z.infer<S>);
}
