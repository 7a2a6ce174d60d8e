import { webhookAttemptReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

/** POST /v1/super-admin/webhook-deliveries/{id}/resend: 'Kirim ulang', sent now; the reply is the attempt. */
export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest('POST', `/v1/super-admin/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`, {
        schema: webhookAttemptReplySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
