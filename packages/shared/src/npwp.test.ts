import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { checkNpwp, normalizeNpwp } from './npwp';
import { npwpField } from './schemas/master-data';

describe('checkNpwp (docs/product/onboarding.md § Rules, architecture.md §7)', () => {
  it('accepts the old 15 digits, printed or plain', () => {
    expect(checkNpwp('012345678901000')).toEqual({
      ok: true,
      npwp: '012345678901000',
      form: 'old',
      errors: [],
    });
    expect(checkNpwp('01.234.567.8-901.000')).toMatchObject({
      ok: true,
      npwp: '012345678901000',
      form: 'old',
    });
    expect(normalizeNpwp(' 01.234.567.8-901.000 ')).toBe('012345678901000');
  });

  it('accepts the 16-digit NIK form', () => {
    expect(checkNpwp('3204111708850002')).toMatchObject({ ok: true, form: 'nik' });
    expect(checkNpwp('3204111708850002', { nik: '3204111708850002' }).ok).toBe(true);
  });

  it('refuses a NIK-form NPWP that is not the person’s own NIK', () => {
    expect(checkNpwp('3204111708850002', { nik: '3174054506900003' }).errors).toEqual([
      { code: 'not_own_nik', message: MSG.npwpNoNotOwnNik },
    ]);
  });

  it('accepts 0 followed by the old 15 digits', () => {
    expect(checkNpwp('0012345678901000')).toMatchObject({
      ok: true,
      form: 'padded',
      npwp: '0012345678901000',
    });
    expect(checkNpwp('0012345678901000', { nik: '3204111708850002' }).ok).toBe(true);
  });

  it('refuses 16 digits that are neither form', () => {
    expect(checkNpwp('3204113002900001').errors).toEqual([{ code: 'form16', message: MSG.npwpNo16Form }]);
  });

  it('refuses other lengths and letters with the catalogue’s messages', () => {
    expect(checkNpwp('01234567890100').errors).toEqual([
      { code: 'too_short', message: 'No NPWP minimal 15 karakter' },
    ]);
    expect(checkNpwp('').errors.map((e) => e.code)).toEqual(['too_short']);
    expect(checkNpwp('32041117088500021').errors).toEqual([{ code: 'too_long', message: MSG.npwpNoMax }]);
    expect(checkNpwp('01234567890100A').errors).toEqual([{ code: 'digits', message: MSG.npwpNoDigits }]);
  });

  it('serves forms through npwpField, which stores the digits only', () => {
    expect(npwpField.parse('01.234.567.8-901.000')).toBe('012345678901000');
    const failed = npwpField.safeParse('01234567890100');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(MSG.npwpNoMin);
  });
});
