/** The operator's public configuration (company, customer service, trading site), fetched once. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /v2/public/config under its key: the same for every visitor. */
export const publicConfigQuery = {
  queryKey: ['public-config'],
  queryFn: () =>
    apiRequest('GET', '/v2/public/config', {
      // Fetched beside the request: the pages showing the footer paint before zod arrives.
      schema: () => import('./public-config-schema').then((m) => m.publicConfigReplySchema),
      auth: false,
    }),
  staleTime: Number.POSITIVE_INFINITY,
};

export function usePublicConfig() {
  return useQuery({ ...publicConfigQuery, select: (reply) => reply.data });
}
