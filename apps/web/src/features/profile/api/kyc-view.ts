import { kycViewReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const kycViewKey = ['profile', 'kyc'] as const;

/** GET /v1/user/get/kyc: personal_data and work, or null without a KYC record. */
export async function fetchKycView() {
  const reply = await apiRequest('GET', '/v1/user/get/kyc', { schema: kycViewReplySchema });
  return reply.data;
}

export function useKycView() {
  return useQuery({ queryKey: kycViewKey, queryFn: fetchKycView });
}
