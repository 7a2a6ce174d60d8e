import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_MODEL } from '../risk-rating/default-model';
import { declaredMonthlyIncomeIdr } from './declared-income';

describe('the declared monthly income in rupiah', () => {
  it('is the upper end of the KYC income band as the risk model prices it', () => {
    expect(declaredMonthlyIncomeIdr(DEFAULT_RISK_MODEL, '10JT_25JT')).toBe(25_000_000);
    expect(declaredMonthlyIncomeIdr(DEFAULT_RISK_MODEL, 'LT_5JT')).toBe(5_000_000);
  });

  it('follows the model: a compliance officer’s new band figure is the monitoring’s too', () => {
    const model = {
      ...DEFAULT_RISK_MODEL,
      factors: {
        ...DEFAULT_RISK_MODEL.factors,
        income_vs_transactions: {
          ...DEFAULT_RISK_MODEL.factors.income_vs_transactions,
          income_upper: {
            ...DEFAULT_RISK_MODEL.factors.income_vs_transactions.income_upper,
            '10JT_25JT': 20_000_000,
          },
        },
      },
    };
    expect(declaredMonthlyIncomeIdr(model, '10JT_25JT')).toBe(20_000_000);
  });

  it('is null for an open-ended band, an unknown code or none declared', () => {
    expect(declaredMonthlyIncomeIdr(DEFAULT_RISK_MODEL, 'GT_100JT')).toBeNull();
    expect(declaredMonthlyIncomeIdr(DEFAULT_RISK_MODEL, 'NOT_A_BAND')).toBeNull();
    expect(declaredMonthlyIncomeIdr(DEFAULT_RISK_MODEL, null)).toBeNull();
  });
});
