import { tradePasswordField } from '@kilau/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTradePassword, TRADE_PASSWORD_LENGTH } from './trade-password';

afterEach(() => vi.restoreAllMocks());

describe('the generated trading password (decision 0137)', () => {
  it('always meets the trading password rules, without look-alike characters', () => {
    const made = Array.from({ length: 500 }, generateTradePassword);
    for (const password of made) {
      expect(tradePasswordField.safeParse(password).success, password).toBe(true);
      expect(password).toHaveLength(TRADE_PASSWORD_LENGTH);
      expect(password).not.toMatch(/[0O1lI\s]/);
    }
    expect(new Set(made).size).toBe(made.length);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generateTradePassword();
    expect(spy).toHaveBeenCalled();
  });
});
