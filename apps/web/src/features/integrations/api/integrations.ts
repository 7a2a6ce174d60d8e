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

/** The same reply's platforms and banks a new partner may be bound to ('Tambah mitra'). */
export function useIntegrationScopes(enabled: boolean) {
  return useQuery({
    queryKey: [...integrationsKey, 'partners'],
    queryFn: () => apiRequest('GET', '/v1/super-admin/integrations', { schema: integrationsReplySchema }),
    select: (r) => r.data.scopes,
    enabled,
  });
}
