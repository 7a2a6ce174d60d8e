/** The operator's public configuration (company, customer service, trading site), fetched once. */
import { publicConfigReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiRequest('GET', '/v2/public/config', { schema: publicConfigReplySchema, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (reply) => reply.data,
  });
}
