/**
 * NPWP (tax number) check of docs/product/onboarding.md § Rules and architecture.md §7: the old 15 digits, or the 16-digit form
 * used since 2024: the NIK itself for residents, or a 0 before the old 15 digits. Dots, dashes and
 * spaces of the printed form (12.345.678.9-012.345) are ignored.
 */
import { MSG } from './messages';
import { NIK_LENGTH, parseNik } from './nik';

export const NPWP_LENGTH = 15;
export const NPWP_16_LENGTH = 16;

export type NpwpErrorCode = 'digits' | 'too_short' | 'too_long' | 'form16' | 'not_own_nik';

export interface NpwpCheck {
  ok: boolean;
  /** Digits only, as stored. */
  npwp: string;
  /** 'nik': the 16-digit NIK form; 'padded': 0 + the old 15; 'old': 15 digits. */
  form: 'old' | 'padded' | 'nik' | null;
  errors: { code: NpwpErrorCode; message: string }[];
}

/** Strips the separators of the printed form; anything else is left for the check to refuse. */
export function normalizeNpwp(raw: string): string {
  return (raw ?? '').replace(/[.\-\s]/g, '');
}

export interface CheckNpwpOptions {
  /** The person's own NIK: a 16-digit NPWP of the NIK form must be that NIK. */
  nik?: string | null;
}

export function checkNpwp(raw: string, options: CheckNpwpOptions = {}): NpwpCheck {
  const npwp = normalizeNpwp(raw);
  const result: NpwpCheck = { ok: false, npwp, form: null, errors: [] };
  const fail = (code: NpwpErrorCode, message: string) => {
    result.errors.push({ code, message });
    return result;
  };
  if (!/^\d*$/.test(npwp)) return fail('digits', MSG.npwpNoDigits);
  if (npwp.length < NPWP_LENGTH) return fail('too_short', MSG.npwpNoMin);
  if (npwp.length > NPWP_16_LENGTH) return fail('too_long', MSG.npwpNoMax);
  if (npwp.length === NPWP_LENGTH) result.form = 'old';
  else if (npwp.startsWith('0')) result.form = 'padded';
  else {
    // A NIK never starts with 0 (province codes are 11–96), so the two 16-digit forms cannot meet.
    if (npwp.length !== NIK_LENGTH || !parseNik(npwp).ok) return fail('form16', MSG.npwpNo16Form);
    const own = options.nik?.trim();
    if (own && own !== npwp) return fail('not_own_nik', MSG.npwpNoNotOwnNik);
    result.form = 'nik';
  }
  result.ok = true;
  return result;
}
