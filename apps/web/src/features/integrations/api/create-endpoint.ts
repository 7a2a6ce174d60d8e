import { type WebhookEndpointBody, webhookEndpointSecretReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

/**
 * POST /v1/super-admin/integrations/{partnerId}/endpoints → 201 with the secret, shown once. Needs
 * a recent factor: the client's step-up hook asks for it and sends the call again.
 */
export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, body }: { partnerId: string; body: WebhookEndpointBody }) =>
      apiRequest('POST', `/v1/super-admin/integrations/${encodeURIComponent(partnerId)}/endpoints`, {
        body,
        schema: webhookEndpointSecretReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
