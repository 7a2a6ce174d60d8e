import type { Currency, GoldSaving, PosgoBalance } from '@kilau/shared';

/** Which balance fields the IDR/USD selector shows (docs/product/customer-area.md § Records and fields, States). */
export function cashBalances(posgo: PosgoBalance, currency: Currency) {
  return currency === 'IDR'
    ? { giropos: posgo.giropos_balance, rdk: posgo.rdk_balance }
    : { giropos: posgo.giropos_usd_blance, rdk: posgo.usd_balance };
}

/** The gold total per currency is micro plus premium. */
export function goldBalances(gold: GoldSaving, currency: Currency) {
  const micro = Number(currency === 'IDR' ? gold.micro_balance_idr : gold.micro_balance_usd);
  const premium = Number(currency === 'IDR' ? gold.premium_balance_idr : gold.premium_balance_usd);
  return { total: micro + premium, micro, premium };
}

const gramsFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });
/** Grams are not money: always written the Indonesian way ('12,5'). */
export function formatGrams(value: string | number): string {
  const n = Number(value);
  return gramsFormat.format(Number.isFinite(n) ? n : 0);
}
