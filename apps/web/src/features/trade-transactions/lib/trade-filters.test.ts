import { describe, expect, it } from 'vitest';
import { filtersFromUrl } from './trade-filters';
import { formatAmount } from './trade-text';

describe('the trade list’s URL state', () => {
  it('reads every filter back from the URL', () => {
    const params = new URLSearchParams(
      'page=3&search=siti&platform=gofx&start=2026-11-01&end=2026-11-20&status=settled&contract=6&type=limit&direction=buy&condition=gtc&sort=settlement_amount:desc',
    );
    expect(filtersFromUrl(params)).toEqual({
      page: 3,
      search: 'siti',
      platform: 'gofx',
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      status: 'settled',
      contract_id: 6,
      type: 'limit',
      direction: 'buy',
      condition: 'gtc',
      orderByQuery: 'settlement_amount:desc',
    });
  });

  it('drops what the API would refuse, so a hand-edited link still shows a list', () => {
    const f = filtersFromUrl(
      new URLSearchParams('page=-2&status=filled&contract=9&start=kemarin&sort=fullname:asc&direction=hold'),
    );
    expect(f).toMatchObject({ page: 1, orderByQuery: 'traded_at:desc' });
    expect([f.status, f.contract_id, f.start_date, f.direction]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('amounts', () => {
  it('shows rupiah and dollars in Indonesian notation with two decimals', () => {
    expect(formatAmount('1234567', 'IDR')).toBe('Rp 1.234.567,00');
    expect(formatAmount('1234.5', 'USD')).toBe('US$ 1.234,50');
    expect(formatAmount(null, 'IDR')).toBe('-');
  });
});
