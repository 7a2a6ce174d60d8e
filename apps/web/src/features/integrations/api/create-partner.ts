import { type IntegrationPartnerBody, integrationPartnerKeyReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { integrationsKey } from './integrations';

/**
 * POST /v1/super-admin/integrations → 201 with the partner's API key, shown once (decision 0127).
 * Needs a recent factor: the client's step-up hook asks for it and sends the call again.
 */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationPartnerBody) =>
      apiRequest('POST', '/v1/super-admin/integrations', { body, schema: integrationPartnerKeyReplySchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
  });
}
