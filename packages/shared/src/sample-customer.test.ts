import { describe, expect, it } from 'vitest';
import { parseNik } from './nik';
import { SAMPLE_CUSTOMER, sampleNik } from './sample-customer';

describe('sampleNik', () => {
  it('makes a NIK that the checker reads back as the same district, birth date and gender', () => {
    for (const [home, birth, female] of [
      [SAMPLE_CUSTOMER.addresses.bandung, SAMPLE_CUSTOMER.birthDates.man, false],
      [SAMPLE_CUSTOMER.addresses.jakarta, SAMPLE_CUSTOMER.birthDates.woman, true],
    ] as const) {
      const parsed = parseNik(sampleNik(home.district_type, birth, female, 42));
      expect(parsed.ok).toBe(true);
      expect(parsed).toMatchObject({
        district: home.district_type,
        birthDate: birth,
        gender: female ? 'P' : 'L',
        serial: '0042',
      });
    }
  });

  it('writes the layout of nik.ts: district, day (+40 for a woman), month, year, serial', () => {
    expect(sampleNik('32.04.11', '1985-08-17', false, 1)).toBe('3204111708850001');
    expect(sampleNik('31.74.05', '1990-06-05', true, 3)).toBe('3174054506900003');
  });
});
