import { type BankAccountBody, bankAccountReplySchema, stepReplySchema } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMER_RECORD_KEY } from './customer-record';

export const bankAccountKey = (customerId: string | null) =>
  ['onboarding', 'bank-account', customerId] as const;

/** GET /v2/kyc/bank/account/{customerId}: the participant bank account (step 4), to prefill the form. */
export async function fetchBankAccount(customerId: string) {
  const reply = await apiRequest('GET', `/v2/kyc/bank/account/${encodeURIComponent(customerId)}`, {
    schema: bankAccountReplySchema,
  });
  return reply.data.bank;
}

export function useBankAccount(customerId: string | null) {
  return useQuery({
    queryKey: bankAccountKey(customerId),
    queryFn: () => fetchBankAccount(customerId ?? ''),
    enabled: Boolean(customerId),
  });
}

/** PUT /v2/kyc/bank/account/{customerId}: the reply's status_code says what the screen does. */
export function saveBankAccount(customerId: string, body: BankAccountBody) {
  return apiRequest('PUT', `/v2/kyc/bank/account/${encodeURIComponent(customerId)}`, {
    body,
    schema: stepReplySchema,
  });
}

export function useSaveBankAccount(customerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => saveBankAccount(customerId ?? '', body),
    // The save moves the record's state, and the form must prefill from what was saved.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY }),
      ]),
  });
}
