import type { GoldTransaction } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { describeTransaction } from './transaction-text';

const trade = (contractId: number, direction: 'buy' | 'sell', quantity: number): GoldTransaction => ({
  id: 'x',
  attributes: {
    createdAt: '2026-03-02T03:04:00.000Z',
    contractId,
    settlementAmount: '1',
    direction,
    currency: 'IDR',
    quantity,
  },
});

describe('Keterangan', () => {
  it.each([
    [1, 'buy', 2, 'Beli 2 × 100 gr'],
    [2, 'sell', 1, 'Jual 1 × 10 oz'],
    [3, 'buy', 1, 'Beli 1 × 1 kg'],
    [4, 'sell', 3, 'Jual 3 × 10 kg'],
    [5, 'buy', 250, 'Beli 250 × 0,01 gr'],
    [6, 'sell', 5, 'Jual 5 × KAU 1 gr'],
  ] as const)('contract %i, %s %i → %s', (contractId, direction, quantity, text) => {
    expect(describeTransaction(trade(contractId, direction, quantity))).toBe(text);
  });

  it('names an unknown contract by its id instead of failing', () => {
    expect(describeTransaction(trade(99, 'buy', 1))).toBe('Beli 1 × #99');
  });
});
