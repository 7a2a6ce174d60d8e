import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

export const kycViewKey = ['profile', 'kyc'] as const;

/** GET /v1/user/get/kyc: personal_data and work, or null without a KYC record. */
export async function fetchKycView() {
  const reply = await apiRequest('GET', '/v1/user/get/kyc', {
    schema: () => replies().then((m) => m.kycViewReplySchema),
  });
  return reply.data;
}

export function useKycView() {
  return useQuery({ queryKey: kycViewKey, queryFn: fetchKycView });
}
