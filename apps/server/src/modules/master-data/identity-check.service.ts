/**
 * The NIK check against the region master data (architecture.md §7), for the check endpoint and for the
 * onboarding steps alike: structural errors (an unknown province among them) reject the number;
 * a regency or district code missing from the current region data (a region split since the NIK
 * was issued, decision 0009) and a mismatch with what the person entered are warnings for the
 * customer and flags for the reviewer.
 */
import {
  compareNikWithPerson,
  GENDER_CODES,
  type NikErrorCode,
  type NikGender,
  type NikIssue,
  type NikWarningCode,
  nikRegionCodes,
  type ParsedNik,
  parseNik,
} from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { findRegions, genderCodeOfOption } from './master-data.repository';

export interface NikCheckPerson {
  /** YYYY-MM-DD as entered. */
  dateOfBirth?: string | null;
  /** 'L' / 'P', or the `_id` of a gender option (what the KYC forms send). */
  gender?: string | null;
}

export interface NamedRegion {
  code: string;
  name: string;
}

export interface NikCheckResult {
  /** No structural error: the number can be a real NIK. Warnings do not change it. */
  ok: boolean;
  parsed: ParsedNik;
  errors: NikIssue<NikErrorCode>[];
  warnings: NikIssue<NikWarningCode>[];
  /** The regions the NIK names, when they exist. */
  province: NamedRegion | null;
  regency: NamedRegion | null;
  district: NamedRegion | null;
}

/** A gender option's code as the NIK encodes it ('L' / 'P'), or null for any other code. */
export function asNikGender(code: string | null | undefined): NikGender | null {
  return code === GENDER_CODES.male || code === GENDER_CODES.female ? code : null;
}

async function genderOf(db: DbOrTx, value: string | null | undefined): Promise<NikGender | null> {
  if (!value) return null;
  return asNikGender(value) ?? asNikGender(await genderCodeOfOption(db, value));
}

export async function checkNik(
  db: DbOrTx,
  ktpNo: string,
  person: NikCheckPerson = {},
  options: { today?: Date } = {},
): Promise<NikCheckResult> {
  // Only a number of the right shape is worth a query.
  const codes = /^\d{16}$/.test(ktpNo.trim()) ? nikRegionCodes(ktpNo) : null;
  const names = codes ? await findRegions(db, [codes.province, codes.regency, codes.district]) : new Map();
  const parsed = parseNik(ktpNo, (code) => names.has(code), options);
  const warnings = compareNikWithPerson(parsed, {
    dateOfBirth: person.dateOfBirth ?? null,
    gender: await genderOf(db, person.gender),
  });
  const named = (code: string | null): NamedRegion | null => {
    const name = code ? names.get(code) : undefined;
    return code && name ? { code, name } : null;
  };
  return {
    ok: parsed.ok,
    parsed,
    errors: parsed.errors,
    warnings,
    province: named(parsed.province),
    regency: named(parsed.regency),
    district: named(parsed.district),
  };
}
