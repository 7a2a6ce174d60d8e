import { kycListReplySchema, type RiskLevel, riskReplySchema, type StaffPrefix } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/{prefix}/kyc/{id}/risk: the participant's current risk rating and its history. */
export function useRiskRating(prefix: StaffPrefix, id: string) {
  return useQuery({
    queryKey: ['risk', prefix, id],
    enabled: id !== '',
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/risk`, { schema: riskReplySchema }),
    select: (r) => r.data,
  });
}

/**
 * How many participants waiting for review ('Peserta Baru') have this risk level: the new list's
 * call with the level's filter, one row asked, its total read (docs/product/risk-rating.md).
 */
export function useRiskCount(prefix: StaffPrefix, level: RiskLevel) {
  return useQuery({
    queryKey: ['risk-count', prefix, level],
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/customers/all?offset=0&limit=1&status=2&risk_level=${level}`, {
        schema: kycListReplySchema,
      }),
    select: (r) => r.data.total,
  });
}
