/**
 * The list's state in the URL (a reload or a shared link shows the same view): each value read
 * back only when it is one the API accepts, so a hand-edited link never turns into a 422.
 */
import {
  CONTRACT_SIZES,
  TRADE_CONDITIONS,
  TRADE_DIRECTIONS,
  TRADE_SORTS,
  TRADE_STATUSES,
  TRADE_TYPES,
} from '@kilau/shared';
import type { TradeFilters } from '../api/trade-transactions';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** URL key → API parameter, where the two differ. */
export const URL_KEYS = {
  page: 'page',
  search: 'search',
  platform: 'platform',
  start: 'start',
  end: 'end',
  status: 'status',
  contract: 'contract',
  type: 'type',
  direction: 'direction',
  condition: 'condition',
  sort: 'sort',
} as const;

export function filtersFromUrl(params: URLSearchParams): TradeFilters {
  const contract = params.get(URL_KEYS.contract);
  return {
    page: Math.max(1, Number(params.get(URL_KEYS.page)) || 1),
    search: params.get(URL_KEYS.search)?.trim() || undefined,
    platform: params.get(URL_KEYS.platform) || undefined,
    start_date: isoDay(params.get(URL_KEYS.start)),
    end_date: isoDay(params.get(URL_KEYS.end)),
    status: oneOf(TRADE_STATUSES, params.get(URL_KEYS.status)),
    contract_id: contract && contract in CONTRACT_SIZES ? Number(contract) : undefined,
    type: oneOf(TRADE_TYPES, params.get(URL_KEYS.type)),
    direction: oneOf(TRADE_DIRECTIONS, params.get(URL_KEYS.direction)),
    condition: oneOf(TRADE_CONDITIONS, params.get(URL_KEYS.condition)),
    orderByQuery: oneOf(TRADE_SORTS, params.get(URL_KEYS.sort)) ?? TRADE_SORTS[0],
  };
}
