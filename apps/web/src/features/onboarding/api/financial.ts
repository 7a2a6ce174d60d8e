import { type FinancialBody, financialReplySchema, stepReplySchema } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMER_RECORD_KEY } from './customer-record';

export const financialKey = (customerId: string | null) => ['onboarding', 'financial', customerId] as const;

/** GET /v2/kyc/financial/{customerId}: the saved financial data (step 3), to prefill the form. */
export async function fetchFinancial(customerId: string) {
  const reply = await apiRequest('GET', `/v2/kyc/financial/${encodeURIComponent(customerId)}`, {
    schema: financialReplySchema,
  });
  return reply.data.financial;
}

export function useFinancial(customerId: string | null) {
  return useQuery({
    queryKey: financialKey(customerId),
    queryFn: () => fetchFinancial(customerId ?? ''),
    enabled: Boolean(customerId),
  });
}

/** PUT /v2/kyc/financial/{customerId}: the reply's status_code says what the screen does. */
export function saveFinancial(customerId: string, body: FinancialBody) {
  return apiRequest('PUT', `/v2/kyc/financial/${encodeURIComponent(customerId)}`, {
    body,
    schema: stepReplySchema,
  });
}

export function useSaveFinancial(customerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinancialBody) => saveFinancial(customerId ?? '', body),
    // The save moves the record's state, and the form must prefill from what was saved.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financialKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY }),
      ]),
  });
}
