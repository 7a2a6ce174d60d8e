import { webhookAttemptReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

/** POST /v1/super-admin/webhook-endpoints/{id}/test: 'Kirim uji', sent now; the reply is the attempt. */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('POST', `/v1/super-admin/webhook-endpoints/${encodeURIComponent(id)}/test`, {
        schema: webhookAttemptReplySchema,
      }),
    // The test is a delivery of its own: the log and the counts change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
