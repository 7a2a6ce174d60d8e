import {
  appNameReplySchema,
  BACKOFFICE_PAGE_SIZE,
  type TradeListQuery,
  tradeDetailReplySchema,
  tradeListReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The list's filters as the screen holds them (the URL's), each sent only when set. */
export type TradeFilters = Omit<TradeListQuery, 'limit'>;

/** GET /v1/trade-transaction (docs/product/back-office.md § Calls): page is 1-based, 10 a page. */
export function useTradeTransactions(filters: TradeFilters) {
  const params = new URLSearchParams({ limit: String(BACKOFFICE_PAGE_SIZE) });
  for (const [k, v] of Object.entries(filters)) {
    if (v !== undefined && v !== '') params.set(k, String(v));
  }
  return useQuery({
    queryKey: ['trade-transactions', params.toString()],
    queryFn: () => apiRequest('GET', `/v1/trade-transaction?${params}`, { schema: tradeListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/trade-transaction/{id}. */
export function useTradeTransaction(id: string) {
  return useQuery({
    queryKey: ['trade-transaction', id],
    queryFn: () =>
      apiRequest('GET', `/v1/trade-transaction/${encodeURIComponent(id)}`, {
        schema: tradeDetailReplySchema,
      }),
    select: (r) => r.data.transaction,
  });
}

/** The app names of the platforms whose trades the caller reads (the platform filter's options). */
export function useTradeAppNames() {
  return useQuery({
    queryKey: ['trade-app-names'],
    queryFn: () => apiRequest('GET', '/v1/trade-transaction/app-name', { schema: appNameReplySchema }),
    select: (r) => r.data.app_name,
    staleTime: 10 * 60_000,
  });
}
