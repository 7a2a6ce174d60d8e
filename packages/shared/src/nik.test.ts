import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { compareNikWithPerson, nikRegionCodes, parseNik } from './nik';

/** A reference date in 2026: YY up to 26 is 20YY, above it 19YY. */
const today = new Date('2026-06-15T05:00:00Z');
const known = new Set(['32', '32.04', '32.04.11', '31', '31.74', '31.74.05']);
const exists = (code: string) => known.has(code);
const parse = (nik: string) => parseNik(nik, exists, { today });

describe('parseNik (architecture.md §7)', () => {
  it('reads a man’s NIK: regions, birth date and serial', () => {
    expect(parse('3204111708850002')).toEqual({
      ok: true,
      errors: [],
      nik: '3204111708850002',
      province: '32',
      regency: '32.04',
      district: '32.04.11',
      unknownRegion: null,
      birthDate: '1985-08-17',
      gender: 'L',
      serial: '0002',
    });
  });

  it('reads a woman’s NIK: the day is 40 more than the birth day', () => {
    const nik = parse('3174054506900003');
    expect(nik.ok).toBe(true);
    expect(nik.gender).toBe('P');
    expect(nik.birthDate).toBe('1990-06-05');
    expect(parse('3204117112990001')).toMatchObject({ ok: true, gender: 'P', birthDate: '1999-12-31' });
    expect(parse('3204114101010001')).toMatchObject({ ok: true, gender: 'P', birthDate: '2001-01-01' });
  });

  it('decides the century against the reference date', () => {
    expect(parse('3204110203050001').birthDate).toBe('2005-03-02');
    expect(parse('3204110203990001').birthDate).toBe('1999-03-02');
    expect(parse('3204110203000001').birthDate).toBe('2000-03-02');
    // The current two-digit year is still this century; one above it is the last.
    expect(parse('3204110101260001').birthDate).toBe('2026-01-01');
    expect(parse('3204110101270001').birthDate).toBe('1927-01-01');
    expect(parseNik('3204110203990001', exists, { today: new Date('2101-01-01T00:00:00Z') }).birthDate).toBe(
      '2099-03-02',
    );
  });

  it('takes the year in Indonesia (WIB) as the current one', () => {
    // 31 December 2026 18:00 UTC is already 1 January 2027 in Jakarta.
    const newYear = new Date('2026-12-31T18:00:00Z');
    expect(parseNik('3204110101270001', exists, { today: newYear }).birthDate).toBe('2027-01-01');
  });

  it('refuses an unknown province: province codes are never retired', () => {
    const bad = parse('9904111708850002');
    expect(bad.errors).toEqual([{ code: 'province', message: MSG.nikProvinceUnknown }]);
    expect(bad.ok).toBe(false);
    // What can be read is still read, so a reviewer sees it; its regencies are not reported.
    expect(bad).toMatchObject({ province: '99', unknownRegion: null, birthDate: '1985-08-17', gender: 'L' });
  });

  it('accepts a regency or district code no longer in the region data, noting the highest level', () => {
    // A Merauke NIK from before the 2022 Papua split: 91.01 is now 93.01, the number stays.
    const papua = new Set(['91', '91.03', '93', '93.01', '93.01.01']);
    const merauke = parseNik('9101014506800001', (code) => papua.has(code), { today });
    expect(merauke).toMatchObject({
      ok: true,
      errors: [],
      province: '91',
      regency: '91.01',
      district: '91.01.01',
      unknownRegion: 'regency',
      birthDate: '1980-06-05',
      gender: 'P',
    });
    expect(parse('3204991708850002')).toMatchObject({ ok: true, errors: [], unknownRegion: 'district' });
    expect(parse('3299111708850002').unknownRegion).toBe('regency');
  });

  it('checks only the structure without a region lookup', () => {
    expect(parseNik('9999991708850002', undefined, { today })).toMatchObject({
      ok: true,
      unknownRegion: null,
    });
  });

  it('refuses anything but 16 digits with the catalogue’s messages', () => {
    expect(parse('320411170885000').errors).toEqual([
      { code: 'too_short', message: 'No KTP minimal 16 karakter' },
    ]);
    expect(parse('32041117088500021').errors).toEqual([{ code: 'too_long', message: MSG.ktpNoMax }]);
    expect(parse('3204-1117088500').errors).toEqual([{ code: 'digits', message: MSG.ktpNoDigits }]);
    expect(parse('   ').errors).toEqual([{ code: 'required', message: MSG.ktpNoRequired }]);
    expect(parse(' 3204111708850002 ').ok).toBe(true);
  });

  it('refuses a day outside 1–31 and 41–71, and a month outside 1–12', () => {
    for (const dd of ['00', '32', '40', '72', '99']) {
      const nik = parse(`320411${dd}08850002`);
      expect(nik.errors.map((e) => e.code)).toEqual(['day']);
      expect(nik.gender).toBeNull();
      expect(nik.birthDate).toBeNull();
    }
    for (const mm of ['00', '13', '99']) {
      expect(parse(`32041117${mm}850002`).errors.map((e) => e.code)).toEqual(['month']);
    }
    expect(parse('3204110013850002').errors.map((e) => e.code)).toEqual(['day', 'month']);
  });

  it('refuses dates that do not exist or have not happened yet', () => {
    expect(parse('3204113002900001').errors).toEqual([{ code: 'date', message: MSG.nikDateInvalid }]);
    expect(parse('3204117002900001').errors.map((e) => e.code)).toEqual(['date']); // 30 Feb, female
    expect(parse('3204113104900001').errors.map((e) => e.code)).toEqual(['date']); // 31 April
    expect(parse('3204112902010001').errors.map((e) => e.code)).toEqual(['date']); // 2001 is not leap
    expect(parse('3204112902000001').ok).toBe(true); // 2000 is
    expect(parse('3204111607260001').errors.map((e) => e.code)).toEqual(['date']); // after 15 June 2026
    expect(parse('3204111506260001').ok).toBe(true);
  });

  it('gives the dotted region codes of any NIK', () => {
    expect(nikRegionCodes('3204111708850002')).toEqual({
      province: '32',
      regency: '32.04',
      district: '32.04.11',
    });
    expect(nikRegionCodes('32a4')).toBeNull();
  });
});

describe('compareNikWithPerson', () => {
  const man = parse('3204111708850002');
  const woman = parse('3174054506900003');

  it('has nothing to say when the entered data matches', () => {
    expect(compareNikWithPerson(man, { dateOfBirth: '1985-08-17', gender: 'L' })).toEqual([]);
    expect(compareNikWithPerson(woman, { dateOfBirth: '1990-06-05', gender: 'P' })).toEqual([]);
    expect(compareNikWithPerson(man, {})).toEqual([]);
  });

  it('warns about a different birth date or gender, without rejecting', () => {
    expect(compareNikWithPerson(man, { dateOfBirth: '1985-08-18', gender: 'P' })).toEqual([
      { code: 'birth_date', message: MSG.nikBirthDateMismatch },
      { code: 'gender', message: MSG.nikGenderMismatch },
    ]);
    expect(compareNikWithPerson(woman, { dateOfBirth: '1990-05-06' }).map((w) => w.code)).toEqual([
      'birth_date',
    ]);
  });

  it('compares the year on its last two digits, since the NIK holds no century', () => {
    const old = parse('3204110101250001');
    expect(old.birthDate).toBe('2025-01-01');
    expect(compareNikWithPerson(old, { dateOfBirth: '1925-01-01' })).toEqual([]);
    expect(compareNikWithPerson(old, { dateOfBirth: '1926-01-01' }).map((w) => w.code)).toEqual([
      'birth_date',
    ]);
  });

  it('warns, first, about a regency or district code the region data does not know', () => {
    const retired = parse('3299111708850002');
    expect(compareNikWithPerson(retired, {})).toEqual([{ code: 'region', message: MSG.nikRegionUnknown }]);
    expect(
      compareNikWithPerson(parse('3204991708850002'), { dateOfBirth: '1985-08-18', gender: 'L' }).map(
        (w) => w.code,
      ),
    ).toEqual(['region', 'birth_date']);
    expect(compareNikWithPerson(parse('9904111708850002'), {})).toEqual([]);
  });

  it('says nothing about what the NIK could not tell', () => {
    const noDate = parse('3204113002900001');
    expect(
      compareNikWithPerson(noDate, { dateOfBirth: '1990-02-28', gender: 'P' }).map((w) => w.code),
    ).toEqual(['gender']);
  });
});
