/**
 * The NIK (Nomor Induk Kependudukan, the e-KTP number) checker of architecture.md §7. Pure: the caller
 * passes a region lookup when it has the Kemendagri codes (the server does; a form may not).
 *
 * Layout: `PP KK CC DD MM YY NNNN`: province, regency, district, birth day (+40 for women),
 * month, two-digit year, serial.
 */
import { MSG } from './messages';

/** docs/product/onboarding.md § Rules, architecture.md §5: exactly 16 digits. */
export const NIK_LENGTH = 16;

export type NikGender = 'L' | 'P';

export type NikErrorCode =
  | 'required'
  | 'digits'
  | 'too_short'
  | 'too_long'
  | 'day'
  | 'month'
  | 'date'
  | 'province';

export interface NikIssue<C extends string> {
  code: C;
  /** The Indonesian text for the screen (MSG). */
  message: string;
}

export interface ParsedNik {
  ok: boolean;
  errors: NikIssue<NikErrorCode>[];
  /** The NIK as checked (trimmed). */
  nik: string;
  /** Dotted Kemendagri codes: '32', '32.04', '32.04.11'; null when the NIK is not 16 digits. */
  province: string | null;
  regency: string | null;
  district: string | null;
  /**
   * The highest level whose code the region lookup does not know, the province being known: a
   * regency or district split off since the NIK was issued (a NIK never changes). Not an error:
   * `compareNikWithPerson` turns it into the `region` warning. Null without a lookup.
   */
  unknownRegion: 'regency' | 'district' | null;
  /** YYYY-MM-DD, or null when the day, month or date is not valid. */
  birthDate: string | null;
  gender: NikGender | null;
  serial: string | null;
}

export interface ParseNikOptions {
  /**
   * The reference date that decides the century (default: now). YY above the current two-digit
   * year is 19YY, otherwise 20YY; "current" is the year in Indonesia (WIB, UTC+7). A NIK holds
   * no century, so a person over 100 reads as a child: compareNikWithPerson allows for it.
   */
  today?: Date;
}

const WIB_OFFSET_MS = 7 * 3600_000;

/** Today's date in WIB as YYYY-MM-DD. */
function wibToday(today: Date): string {
  return new Date(today.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The dotted province, regency and district codes a NIK names (its first six digits). */
export function nikRegionCodes(nik: string): { province: string; regency: string; district: string } | null {
  const digits = nik.trim();
  if (!/^\d{6}/.test(digits)) return null;
  const pp = digits.slice(0, 2);
  const kk = digits.slice(2, 4);
  const cc = digits.slice(4, 6);
  return { province: pp, regency: `${pp}.${kk}`, district: `${pp}.${kk}.${cc}` };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Checks a NIK's structure and reads what it encodes. Errors are structural (the number cannot be
 * a real NIK); comparing it with what the person entered is `compareNikWithPerson`'s job.
 */
export function parseNik(
  raw: string,
  regionExists?: (code: string) => boolean,
  options: ParseNikOptions = {},
): ParsedNik {
  const nik = (raw ?? '').trim();
  const result: ParsedNik = {
    ok: false,
    errors: [],
    nik,
    province: null,
    regency: null,
    district: null,
    unknownRegion: null,
    birthDate: null,
    gender: null,
    serial: null,
  };
  const fail = (code: NikErrorCode, message: string) => {
    result.errors.push({ code, message });
  };

  if (nik === '') {
    fail('required', MSG.ktpNoRequired);
    return result;
  }
  if (!/^\d+$/.test(nik)) {
    fail('digits', MSG.ktpNoDigits);
    return result;
  }
  if (nik.length < NIK_LENGTH) {
    fail('too_short', MSG.ktpNoMin);
    return result;
  }
  if (nik.length > NIK_LENGTH) {
    fail('too_long', MSG.ktpNoMax);
    return result;
  }

  const codes = nikRegionCodes(nik);
  if (codes) {
    result.province = codes.province;
    result.regency = codes.regency;
    result.district = codes.district;
    // Province codes are never retired, so an unknown one cannot be a real NIK. Regency and
    // district codes are, when a region is split (Papua 2022: 91.01 is now 93.01), while the NIK
    // keeps the old code: only the highest unknown level is noted, for a warning (decision 0009).
    if (regionExists) {
      if (!regionExists(codes.province)) fail('province', MSG.nikProvinceUnknown);
      else if (!regionExists(codes.regency)) result.unknownRegion = 'regency';
      else if (!regionExists(codes.district)) result.unknownRegion = 'district';
    }
  }

  const dd = Number(nik.slice(6, 8));
  const mm = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  result.serial = nik.slice(12, 16);

  const female = dd >= 41 && dd <= 71;
  const dayOk = (dd >= 1 && dd <= 31) || female;
  const monthOk = mm >= 1 && mm <= 12;
  if (!dayOk) fail('day', MSG.nikDayInvalid);
  else result.gender = female ? 'P' : 'L';
  if (!monthOk) fail('month', MSG.nikMonthInvalid);

  if (dayOk && monthOk) {
    const today = wibToday(options.today ?? new Date());
    // YY up to the current two-digit year is this century, above it the last one (in 2026:
    // 26 → 2026, 27 → 1927); written on the century so that it still holds after 2099.
    const currentYear = Number(today.slice(0, 4));
    const year = currentYear - (currentYear % 100) + yy - (yy > currentYear % 100 ? 100 : 0);
    const day = female ? dd - 40 : dd;
    const birthDate = `${year}-${pad2(mm)}-${pad2(day)}`;
    // Impossible (30 February) or not yet happened: no one can hold it as a birth date.
    if (!isRealDate(year, mm, day) || birthDate > today) fail('date', MSG.nikDateInvalid);
    else result.birthDate = birthDate;
  }

  result.ok = result.errors.length === 0;
  return result;
}

export type NikWarningCode = 'region' | 'birth_date' | 'gender';

/** What each warning tells the customer and the reviewer. */
export const NIK_WARNING_MESSAGES: Readonly<Record<NikWarningCode, string>> = {
  region: MSG.nikRegionUnknown,
  birth_date: MSG.nikBirthDateMismatch,
  gender: MSG.nikGenderMismatch,
};

/** The same warnings as staff read them on the participant's detail (decision 0128: never 'Anda'). */
export const NIK_WARNING_STAFF_MESSAGES: Readonly<Record<NikWarningCode, string>> = {
  region: MSG.nikRegionUnknownStaff,
  birth_date: MSG.nikBirthDateMismatchStaff,
  gender: MSG.nikGenderMismatchStaff,
};

export function isNikWarningCode(code: string): code is NikWarningCode {
  return Object.hasOwn(NIK_WARNING_MESSAGES, code);
}

export interface NikPerson {
  /** YYYY-MM-DD as entered. */
  dateOfBirth?: string | null;
  gender?: NikGender | null;
}

/**
 * The warnings of a parsed NIK (architecture.md §7), each for the customer and a flag for the reviewer,
 * never a rejection: a regency or district code not in the current region data (`region`, likely
 * a region split since the NIK was issued), and a mismatch with what the person entered. The NIK
 * holds only a two-digit year, so the birth date is compared on day, month and the year's last two
 * digits: a person born in 1925 is not told their NIK says 2025.
 */
export function compareNikWithPerson(parsed: ParsedNik, person: NikPerson): NikIssue<NikWarningCode>[] {
  const warnings: NikIssue<NikWarningCode>[] = [];
  if (parsed.unknownRegion) warnings.push({ code: 'region', message: NIK_WARNING_MESSAGES.region });
  const entered = person.dateOfBirth?.trim();
  if (parsed.birthDate && entered && /^\d{4}-\d{2}-\d{2}$/.test(entered)) {
    if (entered.slice(2) !== parsed.birthDate.slice(2)) {
      warnings.push({ code: 'birth_date', message: NIK_WARNING_MESSAGES.birth_date });
    }
  }
  if (parsed.gender && person.gender && person.gender !== parsed.gender) {
    warnings.push({ code: 'gender', message: NIK_WARNING_MESSAGES.gender });
  }
  return warnings;
}
