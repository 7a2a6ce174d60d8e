import { kycTotalReplySchema, type StaffPrefix } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/{prefix}/kyc/total?status= (docs/product/back-office.md § Calls). */
export function useKycTotal(prefix: StaffPrefix, status: 2 | 4 | 5 | 6) {
  return useQuery({
    queryKey: ['kyc-total', prefix, status],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/total?status=${status}`, { schema: kycTotalReplySchema }),
    select: (r) => r.data.total,
  });
}
