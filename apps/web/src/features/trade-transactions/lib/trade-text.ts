/**
 * How the trade screens show a trade's figures and vocabulary: amounts in Indonesian notation with
 * two decimals (Rp 1.234.567,00, US$ 1.234,50), and each code by its Indonesian label.
 */
import {
  type Currency,
  MSG,
  type TRADE_CONDITIONS,
  type TRADE_DIRECTIONS,
  type TRADE_SORTS,
  type TRADE_TYPES,
  type TradeStatus,
} from '@kilau/shared';

const decimals = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SYMBOL: Record<Currency, string> = { IDR: 'Rp', USD: 'US$' };

/** A decimal string of the API in its currency; '-' when there is none. */
export function formatAmount(value: string | null, currency: Currency): string {
  if (value === null) return '-';
  const amount = Number(value);
  return `${SYMBOL[currency]} ${decimals.format(Number.isFinite(amount) ? amount : 0)}`;
}

export const STATUS_TEXT: Record<TradeStatus, string> = {
  open: MSG.tradeStatusOpen,
  matched: MSG.tradeStatusMatched,
  settled: MSG.tradeStatusSettled,
  cancelled: MSG.tradeStatusCancelled,
};
export const STATUS_COLOR: Record<TradeStatus, string> = {
  open: 'blue',
  matched: 'violet',
  settled: 'teal',
  cancelled: 'gray',
};
export const DIRECTION_TEXT: Record<(typeof TRADE_DIRECTIONS)[number], string> = {
  buy: MSG.directionBuy,
  sell: MSG.directionSell,
};
export const TYPE_TEXT: Record<(typeof TRADE_TYPES)[number], string> = {
  market: MSG.tradeTypeMarket,
  limit: MSG.tradeTypeLimit,
};
export const CONDITION_TEXT: Record<(typeof TRADE_CONDITIONS)[number], string> = {
  day: MSG.tradeConditionDay,
  gtc: MSG.tradeConditionGtc,
  ioc: MSG.tradeConditionIoc,
  fok: MSG.tradeConditionFok,
};
export const SORT_TEXT: Record<(typeof TRADE_SORTS)[number], string> = {
  'traded_at:desc': MSG.tradeSortNewest,
  'traded_at:asc': MSG.tradeSortOldest,
  'settlement_amount:desc': MSG.tradeSortAmountDesc,
  'settlement_amount:asc': MSG.tradeSortAmountAsc,
};
