/**
 * The one read model of a KYC record: what people read, built from the typed record.
 *
 * The steps store master-data ids and Kemendagri region codes; people read names. Every reader
 * (the onboarding screens' read-back, the profile, the printed forms, the back-office detail and
 * its exports) goes through `readKycRecord`, which resolves every id and code to its name in two
 * queries, formats the dates in Indonesian and attaches the NIK warnings recorded at the save.
 * Keys stay the stored (and API) snake_case names, so a reply maps onto the model one to one.
 */
import {
  type CustomerState,
  DISPUTE_BODY_CHOICES,
  type FlowId,
  type FlowRule,
  flowIdFor,
  formatDateId,
  isCalendarDate,
  isNikWarningCode,
  ktpStreetLine,
  NIK_WARNING_STAFF_MESSAGES,
  type NikWarningCode,
  type StoredAttachment,
  type StoredBankAccount,
  type StoredEmergencyContact,
  type StoredEmployment,
  type StoredFinancial,
  type StoredIdentityAddress,
  type StoredPersonal,
} from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { parseState } from './customer-state';
import {
  findBank,
  findMasterData,
  findPromoterName,
  findRegions,
  type KycRecord,
} from './kyc-record.repository';

/** A master-data option or a region as read: its stored id or code and its name. */
export type Named = { data_id: string; name: string } | null;

const PERSONAL_TYPED = ['gender_type', 'religion_type', 'marriage_type', 'education_type'] as const;
const REGION_TYPED = ['province_type', 'regency_type', 'district_type', 'village_type'] as const;
const EMPLOYMENT_TYPED = ['occupation_type', 'industrial_type', 'position_type'] as const;
const FINANCIAL_TYPED = [
  'fund_type',
  'salary_type',
  'monthly_transaction_type',
  'purpose_fund_type',
  'purpose_open_account_type',
] as const;

type WithNames<T, K extends keyof T> = Omit<T, K> & { [P in K]: Named };

export interface KycReadModel {
  id: string;
  state: CustomerState;
  status_nasabah: number | null;
  flow: FlowId;
  platform: { platform_id: string; name: string; app_name: string };
  bank: { bank_code: string; name: string; bank_type: 'konvensional' | 'syariah' | null } | null;
  referral_code: string | null;
  /** The promoter the referral code belongs to (null: no code, or one no longer listed). */
  promoter_name: string | null;
  fullname: string | null;
  /** The reason of the last reject or blacklist. */
  description: string | null;
  /** The demo trading account number, once staff opened it (docs/product/back-office.md § Records and fields hin_demo). */
  hin_demo: string | null;
  /** When staff opened the demo account. */
  demo_created_at: Date | null;
  /** The trading account set at approval ('Verifikasi Peserta'); the password is never kept. */
  trading_account: { account_no: string | null; username: string | null };
  /** The room of the scheduled video call. */
  video_link: string | null;
  /** Clause 24: the chosen dispute body by name, and the court's name when a court was chosen. */
  dispute: { body: string | null; name: string; detail: string | null };
  personal: WithNames<Omit<StoredPersonal, 'nik_check'>, (typeof PERSONAL_TYPED)[number]>;
  identity_address: WithNames<StoredIdentityAddress, (typeof REGION_TYPED)[number]>;
  employment: WithNames<StoredEmployment, (typeof EMPLOYMENT_TYPED)[number]>;
  financial: WithNames<StoredFinancial, (typeof FINANCIAL_TYPED)[number]>;
  bank_account: StoredBankAccount;
  emergency_contact: StoredEmergencyContact;
  attachment: StoredAttachment;
  /** The NIK checked against the birth date, gender and regions when step 1 was saved. */
  nik_warnings: { code: NikWarningCode; message: string }[];
  /** Which sections the customer saved through their step. */
  saved: {
    personal: boolean;
    employment: boolean;
    financial: boolean;
    bank_account: boolean;
    emergency_contact: boolean;
    attachment: boolean;
  };
  /** Ready-made texts for documents and screens ('' when the data is not there yet). */
  display: {
    date_of_birth: string;
    ktp_issued_date: string;
    citizenship: string;
    /** Street, village, district, regency, province, postcode: every code as its name. */
    address_line: string;
    /** The regency of the KTP address: where the customer signs the printed forms. */
    regency: string;
  };
  created_at: Date;
  submitted_at: Date | null;
}

/** A stored YYYY-MM-DD as "05 Juni 1990"; '' when absent or not a date. */
function dateText(value: string | undefined): string {
  return value && isCalendarDate(value) ? formatDateId(value) : '';
}

const CITIZENSHIP_TEXT = { wni: 'WNI', wna: 'WNA' } as const;

/** The account type the review shows: CIMB Syariah or the is_syariah flag → syariah. */
function bankType(record: KycRecord): 'konvensional' | 'syariah' | null {
  if (!record.bankCode) return null;
  return record.bankCode === '023' || record.bankAccount.is_syariah === true ? 'syariah' : 'konvensional';
}

function disputeOf(att: StoredAttachment): KycReadModel['dispute'] {
  const choice = DISPUTE_BODY_CHOICES.find((c) => c.id === att.dispute_body);
  return { body: att.dispute_body ?? null, name: choice?.label ?? '', detail: att.dispute_detail ?? null };
}

/** Copies `section` with each of `keys` replaced by its resolved name. */
function withNames<T extends Record<string, unknown>, K extends keyof T & string>(
  section: T,
  keys: readonly K[],
  name: (value: unknown) => Named,
): WithNames<T, K> {
  const out: Record<string, unknown> = { ...section };
  for (const key of keys) out[key] = name(section[key]);
  return out as WithNames<T, K>;
}

export interface ReadModelContext {
  /** The configured onboarding-flow rules (config.flowRules). */
  flowRules: readonly FlowRule[];
}

/** Builds the read model of one record: two name lookups (master data, regions) and the bank. */
export async function readKycRecord(
  db: DbOrTx,
  record: KycRecord,
  ctx: ReadModelContext,
): Promise<KycReadModel> {
  const p = record.personal;
  const a = record.identityAddress;
  const e = record.employment;
  const f = record.financial;
  const ids = [
    ...PERSONAL_TYPED.map((k) => p[k]),
    ...EMPLOYMENT_TYPED.map((k) => e[k]),
    ...FINANCIAL_TYPED.map((k) => f[k]),
  ].filter((v): v is string => typeof v === 'string' && v !== '');
  const codes = REGION_TYPED.map((k) => a[k]).filter((v): v is string => typeof v === 'string' && v !== '');
  const [options, regionRows, bank, promoterName] = await Promise.all([
    findMasterData(db, ids),
    findRegions(db, codes),
    record.bankCode ? findBank(db, record.bankCode) : Promise.resolve(undefined),
    record.referralCode ? findPromoterName(db, record.referralCode) : Promise.resolve(undefined),
  ]);
  const names = new Map<string, string>([
    ...options.map((o) => [o.id, o.label] as const),
    ...regionRows.map((r) => [r.code, r.name] as const),
  ]);
  // An id no longer in the lists keeps its place with an empty name: never the raw id as a name.
  const name = (value: unknown): Named =>
    typeof value === 'string' && value !== '' ? { data_id: value, name: names.get(value) ?? '' } : null;

  const identityAddress = withNames(a, REGION_TYPED, name);
  const region = (k: (typeof REGION_TYPED)[number]) => identityAddress[k]?.name ?? '';
  const places = [
    ktpStreetLine(a.address ?? '', a.rt, a.rw),
    region('village_type'),
    region('district_type'),
    region('regency_type'),
    region('province_type'),
  ].filter((part) => part !== '');
  const addressLine = [places.join(', '), a.postcode ?? ''].filter((part) => part !== '').join(' ');

  const { nik_check, ...personal } = p;
  return {
    id: record.id,
    state: parseState(record.state),
    status_nasabah: record.statusNasabah,
    flow: flowIdFor({ platform: record.platformAppName, bankCode: record.bankCode }, ctx.flowRules),
    platform: { platform_id: record.platformId, name: record.platformName, app_name: record.platformAppName },
    bank:
      record.bankCode && bank
        ? { bank_code: record.bankCode, name: bank.name, bank_type: bankType(record) }
        : null,
    referral_code: record.referralCode,
    promoter_name: promoterName ?? null,
    fullname: record.fullname,
    description: record.description,
    hin_demo: record.hinDemo,
    demo_created_at: record.demoCreatedAt,
    trading_account: { account_no: record.tradeAccountNo, username: record.tradeUsername },
    video_link: record.videoLink,
    dispute: disputeOf(record.attachment),
    personal: withNames(personal, PERSONAL_TYPED, name),
    identity_address: identityAddress,
    employment: withNames(e, EMPLOYMENT_TYPED, name),
    financial: withNames(f, FINANCIAL_TYPED, name),
    bank_account: record.bankAccount,
    emergency_contact: record.emergencyContact,
    attachment: record.attachment,
    nik_warnings: (nik_check?.warnings ?? [])
      .filter(isNikWarningCode)
      // Only the staff's detail shows them (review.service): of the participant, not to them (decision 0128).
      .map((code) => ({ code, message: NIK_WARNING_STAFF_MESSAGES[code] })),
    saved: {
      personal: Boolean(p.saved_at),
      employment: Boolean(e.saved_at),
      financial: Boolean(f.saved_at),
      bank_account: Boolean(record.bankAccount.saved_at),
      emergency_contact: Boolean(record.emergencyContact.saved_at),
      attachment: Boolean(record.attachment.saved_at),
    },
    display: {
      date_of_birth: dateText(p.date_of_birth),
      ktp_issued_date: dateText(p.ktp_issued_date),
      citizenship: p.citizenship ? CITIZENSHIP_TEXT[p.citizenship] : '',
      address_line: addressLine,
      regency: region('regency_type'),
    },
    created_at: record.createdAt,
    submitted_at: record.submittedAt,
  };
}
