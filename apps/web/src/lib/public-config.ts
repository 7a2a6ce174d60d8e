/** The operator's public configuration (company, customer service, trading site), fetched once. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () =>
      apiRequest('GET', '/v2/public/config', {
        // Fetched beside the request: the pages showing the footer paint before zod arrives.
        schema: () => import('./public-config-schema').then((m) => m.publicConfigReplySchema),
        auth: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (reply) => reply.data,
  });
}
