import { describe, expect, it } from 'vitest';
import { nextInShape, shapeFor } from './trade-account-scheme';

const prefixes = { byAppName: { gofx: '881', emasku: '7701' }, fallback: '880' };

describe('the proposed trading account number (decision 0137)', () => {
  it('takes the platform’s prefix, any case of its app_name, else the default, and pads to ten digits', () => {
    expect(shapeFor(prefixes, 'gofx')).toEqual({
      prefix: '881',
      length: 10,
      first: '8810000001',
      last: '8819999999',
      pattern: '^881[0-9]{7}$',
    });
    expect(shapeFor(prefixes, 'EmasKu').first).toBe('7701000001');
    expect(shapeFor(prefixes, 'jafets').first).toBe('8800000001');
  });

  it('follows the highest number of the shape, and is used up after its last', () => {
    const gofx = shapeFor(prefixes, 'gofx');
    expect(nextInShape(gofx, null)).toBe('8810000001');
    expect(nextInShape(gofx, '8810000001')).toBe('8810000002');
    expect(nextInShape(gofx, '8810009999')).toBe('8810010000');
    expect(nextInShape(gofx, '8819999998')).toBe('8819999999');
    expect(nextInShape(gofx, '8819999999')).toBeNull();
    const long = shapeFor({ byAppName: { x: '990001' }, fallback: '1' }, 'x');
    expect([long.first, long.last, nextInShape(long, '9900019998')]).toEqual([
      '9900010001',
      '9900019999',
      '9900019999',
    ]);
  });
});
