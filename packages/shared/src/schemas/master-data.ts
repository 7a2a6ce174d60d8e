/**
 * Master-data option lists (docs/product/onboarding.md § Records and fields, Calls) and the identity-card check. An option is `_id`, a
 * label field named for its type (`{ _id, religion: 'Islam', code: 'ISLAM' }`) and a code; for the
 * regions `_id` and `code` are both the Kemendagri code ('32.04').
 */

import { MSG } from '../messages';
import { parseNik } from '../nik';
import { checkNpwp } from '../npwp';
import { z } from '../zod';

/** Lists kept per partner bank: `GET /v2/master_data/{type}/{bankCode}`. */
export const MASTER_DATA_BANK_TYPES = ['gender', 'religion', 'marriage', 'education'] as const;
/** Lists kept per platform: `GET /v2/master_data/{type}/{platformId}`. */
export const MASTER_DATA_PLATFORM_TYPES = [
  'occupation',
  'industrial',
  'position',
  'fund',
  'salary',
  'monthly_transaction',
  'purpose_fund',
  'purpose_open_account',
] as const;
/** Kemendagri regions, the same for every platform. */
export const REGION_TYPES = ['province', 'regency', 'district', 'village'] as const;

export type MasterDataBankType = (typeof MASTER_DATA_BANK_TYPES)[number];
export type MasterDataPlatformType = (typeof MASTER_DATA_PLATFORM_TYPES)[number];
export type RegionType = (typeof REGION_TYPES)[number];
export type MasterDataType = MasterDataBankType | MasterDataPlatformType | RegionType;

/** Region level of each region type in the `regions` table. */
export const REGION_LEVEL: Record<RegionType, 1 | 2 | 3 | 4> = {
  province: 1,
  regency: 2,
  district: 3,
  village: 4,
};

/** Gender codes, the same as the NIK encodes them. */
export const GENDER_CODES = { male: 'L', female: 'P' } as const;
/** The marital-status code for "married": a partner signature is required with it (docs/product/onboarding.md § States). */
export const MARRIAGE_CODE_MARRIED = 'KAWIN';

export function masterDataOptionSchema<const T extends MasterDataType>(type: T) {
  return z.object({ _id: z.string(), code: z.string() }).extend({ [type]: z.string() } as {
    [K in T]: z.ZodString;
  });
}

export function masterDataReplySchema<const T extends MasterDataType>(type: T) {
  return z.object({ status_code: z.string(), data: z.array(masterDataOptionSchema(type)) });
}

/** A master-data option of any type, as the web reads it: the label sits in the field named for the type. */
export type MasterDataOption<T extends MasterDataType> = { _id: string; code: string } & { [K in T]: string };

/**
 * A KTP number field for forms and bodies: exactly 16 digits with a NIK's structure (day, month,
 * date). The region codes need the server's data: `POST /v2/kyc/nik/check` checks them.
 */
export const nikField = z
  .string({ error: MSG.ktpNoRequired })
  .trim()
  .superRefine((value, ctx) => {
    const first = parseNik(value).errors[0];
    if (first) ctx.addIssue({ code: 'custom', message: first.message });
  });

/** An NPWP field (optional where the form allows none): 15 digits or the 16-digit form, stored digits only. */
export const npwpField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const first = checkNpwp(value).errors[0];
    if (first) ctx.addIssue({ code: 'custom', message: first.message });
  })
  .transform((value) => checkNpwp(value).npwp);

/** `POST /v2/kyc/nik/check`. */
export const nikCheckBodySchema = z.object({
  ktp_no: z.string({ error: MSG.ktpNoRequired }).max(64, MSG.ktpNoMax),
  /** YYYY-MM-DD as entered; compared with the NIK's birth date. */
  date_of_birth: z.iso.date(MSG.invalidInput).nullish(),
  /** 'L' / 'P', or the `_id` of a gender option. */
  gender_type: z.string().max(64).nullish(),
});
export type NikCheckBody = z.infer<typeof nikCheckBodySchema>;

export const nikCheckReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    valid: z.literal(true),
    province: z.string(),
    /** Null when the current region data does not know the code (a region split since; a warning). */
    regency: z.string().nullable(),
    district: z.string().nullable(),
    province_code: z.string(),
    /** The codes the NIK holds, known or not. */
    regency_code: z.string(),
    district_code: z.string(),
    birth_date: z.string(),
    gender: z.enum(['L', 'P']),
    /** An unknown regency/district code, mismatches with what was entered: shown, never a rejection. */
    warnings: z.array(z.string()),
  }),
});
export type NikCheckReply = z.infer<typeof nikCheckReplySchema>;
