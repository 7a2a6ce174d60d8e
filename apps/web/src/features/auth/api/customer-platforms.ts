import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const customerPlatformsKey = ['kyc', 'customer', 'platform'] as const;

/** GET /v2/kyc/customer/platform: the signed-in user's customer records, one per platform. */
export function fetchCustomerPlatforms() {
  return apiRequest('GET', '/v2/kyc/customer/platform', {
    schema: () => import('./login-schemas').then((m) => m.customerPlatformsReplySchema),
  });
}

export function useCustomerPlatforms(enabled = true) {
  return useQuery({ queryKey: customerPlatformsKey, queryFn: fetchCustomerPlatforms, enabled });
}
