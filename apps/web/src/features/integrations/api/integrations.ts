import { integrationsReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const integrationsKey = ['integrations'] as const;

/** GET /v1/super-admin/integrations: every partner with its endpoints and their delivery counts. */
export function useIntegrations() {
  return useQuery({
    queryKey: [...integrationsKey, 'partners'],
    queryFn: () => apiRequest('GET', '/v1/super-admin/integrations', { schema: integrationsReplySchema }),
    select: (r) => r.data.partners,
  });
}
