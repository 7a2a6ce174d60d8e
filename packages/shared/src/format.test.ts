import { describe, expect, it } from 'vitest';
import { exportStamp, formatDateId, formatLongDateId, formatMoney } from './format';
import { userStatusText } from './status-texts';

describe('formatMoney (docs/product/customer-area.md § States: Indonesian format for IDR, US format for USD)', () => {
  it('formats rupiah with dots for thousands', () => {
    expect(formatMoney('25750000.00', 'IDR').replace(/\s/g, ' ')).toBe('Rp 25.750.000');
  });
  it('keeps rupiah cents with a comma when there are any', () => {
    expect(formatMoney(1500.5, 'IDR').replace(/\s/g, ' ')).toBe('Rp 1.500,50');
  });
  it('formats dollars with commas and two decimals', () => {
    expect(formatMoney('1650.25', 'USD')).toBe('$1,650.25');
    expect(formatMoney(820, 'USD')).toBe('$820.00');
  });
  it('shows zero for a value that is not a number rather than NaN', () => {
    expect(formatMoney('abc', 'USD')).toBe('$0.00');
  });
});

describe('Indonesian dates', () => {
  it('uses Indonesian month and day names', () => {
    expect(formatDateId('2026-11-22T10:00:00')).toBe('22 November 2026');
    expect(formatLongDateId('2026-11-22T10:00:00')).toBe('Minggu, 22 November 2026');
    expect(formatDateId('2026-08-17T10:00:00')).toBe('17 Agustus 2026');
  });
});

describe('the users export', () => {
  it('stamps the file name with the WIB day and time, dd-mm-yyyy-hhmm (docs/product/back-office.md § Limits)', () => {
    // 18:05 UTC is 01:05 the next day in Jakarta.
    expect(exportStamp(new Date('2026-11-24T18:05:00Z'))).toBe('25-11-2026-0105');
  });
  it('names every account status in Indonesian', () => {
    expect(userStatusText('active')).toBe('Aktif');
    expect(userStatusText('blocked')).toBe('Diblokir');
  });
});
