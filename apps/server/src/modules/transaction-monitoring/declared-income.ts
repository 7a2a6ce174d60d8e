/**
 * The declared monthly income in rupiah for `beyond_profile`: the upper end of the KYC financial
 * section's income band (`salary_type`), as the active risk model prices it
 * (`factors.income_vs_transactions.income_upper`, docs/product/risk-rating.md § The model
 * document). One table of band figures serves both: a compliance officer who changes a band's
 * figure changes it for the rating and the monitoring at once.
 */
import type { RiskModel } from '@kilau/shared';

/** Null for no band, or an open-ended one (more than Rp 100 million has no upper end). */
export function declaredMonthlyIncomeIdr(model: RiskModel, salaryCode: string | null): number | null {
  if (!salaryCode) return null;
  return model.factors.income_vs_transactions.income_upper[salaryCode] ?? null;
}
