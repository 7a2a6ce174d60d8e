import { type WebhookDelivery, webhookDeliveriesReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

export type DeliveryStatus = WebhookDelivery['status'];

/** GET /v1/super-admin/webhook-endpoints/{id}/deliveries?page=&status=: newest first, 20 a page. */
export function useDeliveries(endpointId: string, page: number, status: DeliveryStatus | null) {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...integrationsKey, 'deliveries', endpointId, page, status],
    queryFn: () =>
      apiRequest(
        'GET',
        `/v1/super-admin/webhook-endpoints/${encodeURIComponent(endpointId)}/deliveries?${query}`,
        {
          schema: webhookDeliveriesReplySchema,
        },
      ),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
