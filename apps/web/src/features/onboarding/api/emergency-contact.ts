import { type EmergencyContactBody, emergencyContactReplySchema, stepReplySchema } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMER_RECORD_KEY } from './customer-record';

export const emergencyContactKey = (customerId: string | null) =>
  ['onboarding', 'emergency-contact', customerId] as const;

/** GET /v2/kyc/emergency_contact/{customerId}: the saved emergency contact (step 5), to prefill the form. */
export async function fetchEmergencyContact(customerId: string) {
  const reply = await apiRequest('GET', `/v2/kyc/emergency_contact/${encodeURIComponent(customerId)}`, {
    schema: emergencyContactReplySchema,
  });
  return reply.data.emergency_contact;
}

export function useEmergencyContact(customerId: string | null) {
  return useQuery({
    queryKey: emergencyContactKey(customerId),
    queryFn: () => fetchEmergencyContact(customerId ?? ''),
    enabled: Boolean(customerId),
  });
}

/** PUT /v2/kyc/emergency_contact/{customerId}: the reply's status_code says what the screen does. */
export function saveEmergencyContact(customerId: string, body: EmergencyContactBody) {
  return apiRequest('PUT', `/v2/kyc/emergency_contact/${encodeURIComponent(customerId)}`, {
    body,
    schema: stepReplySchema,
  });
}

export function useSaveEmergencyContact(customerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyContactBody) => saveEmergencyContact(customerId ?? '', body),
    // The save moves the record's state, and the form must prefill from what was saved.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emergencyContactKey(customerId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY }),
      ]),
  });
}
