import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MASTER_DATA } from './seed-master-data';

describe('income master data', () => {
  it('is labelled with the period its options name (per bulan)', () => {
    const periods = new Set(PLATFORM_MASTER_DATA.salary.map(([, label]) => label.match(/per (\w+)$/)?.[1]));
    expect([...periods]).toEqual(['bulan']);
    expect(MSG.salaryLabel.toLowerCase()).toContain('per bulan');
    expect(MSG.salaryRequired.toLowerCase()).toContain('per bulan');
  });
});
