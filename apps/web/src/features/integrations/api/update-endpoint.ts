import { webhookEndpointReplySchema, type webhookEndpointUpdateSchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

export type EndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

/** PUT /v1/super-admin/webhook-endpoints/{id}: url, types, description, or on/off (needs a recent factor). */
export function useUpdateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndpointUpdate }) =>
      apiRequest('PUT', `/v1/super-admin/webhook-endpoints/${encodeURIComponent(id)}`, {
        body,
        schema: webhookEndpointReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
