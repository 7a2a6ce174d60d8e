/**
 * The per-document resubmission (decision 0112): 'Kirim permintaan' (POST
 * /v1/admin-broker/kyc/{id}/resubmission) and the history of requests with the versions each
 * decided and the customer's fix (GET /v1/{prefix}/kyc/{id}/resubmissions).
 */
import {
  type ResubmissionBody,
  resubmissionHistoryReplySchema,
  resubmissionReplySchema,
  type StaffPrefix,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useFileUrl } from '../../../lib/use-file-url';
import { reloadParticipants } from './review-actions';

export function useResubmissionHistory(prefix: StaffPrefix, id: string, enabled = true) {
  return useQuery({
    queryKey: ['resubmissions', prefix, id],
    enabled,
    queryFn: () =>
      apiRequest('GET', `/v1/${prefix}/kyc/${encodeURIComponent(id)}/resubmissions`, {
        schema: resubmissionHistoryReplySchema,
      }),
    select: (r) => r.data,
  });
}

export function useSendResubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResubmissionBody) =>
      apiRequest('POST', `/v1/admin-broker/kyc/${encodeURIComponent(id)}/resubmission`, {
        body,
        schema: resubmissionReplySchema,
      }),
    // The detail shows 'Perlu Perbaikan' before the notice: mutateAsync waits for the reload.
    onSuccess: () =>
      Promise.all([
        reloadParticipants(queryClient),
        queryClient.invalidateQueries({ queryKey: ['resubmissions'] }),
      ]),
  });
}

/** A version of a document kept by the resubmission, by its stored file's id (the staff file route). */
export function useStaffFileById(fileId: string | null) {
  return useFileUrl(
    'staff-file-id',
    fileId === null ? null : `/v1/get/file?id=${encodeURIComponent(fileId)}`,
  );
}
