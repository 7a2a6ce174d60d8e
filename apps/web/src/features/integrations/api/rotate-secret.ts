import { webhookEndpointSecretReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

/** POST /v1/super-admin/webhook-endpoints/{id}/rotate-secret: the new secret, shown once; the old one signs 24 h more. */
export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/v1/super-admin/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`, {
        schema: webhookEndpointSecretReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
