import {
  AFTER_SUCCESS_DELAY_MS,
  BACKOFFICE_PAGE_SIZE,
  type DemoAccountBody,
  demoAccountReplySchema,
  demoParticipantsReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/counter/get/user/non_trading: offset = (page − 1) × limit (docs/product/back-office.md § Calls). */
export function useDemoParticipants(page: number) {
  const params = new URLSearchParams({
    platform: 'all',
    limit: String(BACKOFFICE_PAGE_SIZE),
    offset: String((page - 1) * BACKOFFICE_PAGE_SIZE),
  });
  return useQuery({
    queryKey: ['demo-participants', page],
    queryFn: () =>
      apiRequest('GET', `/v1/counter/get/user/non_trading?${params}`, {
        schema: demoParticipantsReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/counter/user/non_trading; the list reloads 2 s after a success (docs/product/back-office.md § Limits), at once after a failure. */
export function useCreateDemoAccount() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['demo-participants'] });
  return useMutation({
    mutationFn: (body: DemoAccountBody) =>
      apiRequest('POST', '/v1/counter/user/non_trading', { body, schema: demoAccountReplySchema }),
    onSuccess: () => window.setTimeout(reload, AFTER_SUCCESS_DELAY_MS),
    onError: reload,
  });
}
