/**
 * The review checklist (decision 0131): GET /v1/{prefix}/kyc/{id}/checklist, and 'Diterima' on one
 * item (PUT /v1/{admin-broker|admin-bank}/kyc/{id}/checklist/{item}), which answers the checklist
 * as it now stands.
 */
import { checklistReplySchema, type ResubmissionItem, type StaffPrefix } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const key = (prefix: StaffPrefix, id: string) => ['checklist', prefix, id];

export function useChecklist(prefix: StaffPrefix, id: string, enabled = true) {
  return useQuery({
    queryKey: key(prefix, id),
    enabled: enabled && id !== '',
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/checklist`, {
        schema: checklistReplySchema,
      }),
    select: (r) => r.data,
  });
}

export function useAcceptItem(prefix: StaffPrefix, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ResubmissionItem) =>
      apiRequest('PUT', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/checklist/${item}`, {
        schema: checklistReplySchema,
      }),
    onSuccess: (reply) => queryClient.setQueryData(key(prefix, id), reply),
  });
}
