import { counterActionReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reloadParticipants } from './review-actions';

/**
 * PUT /v1/counter/customer/approve_video_call from the participant's detail ('Video Berhasil
 * diterima' in data.message). The detail shows the new state before the notice (mutateAsync waits
 * for the refetch), so the button cannot be clicked twice.
 */
export function useAcceptVideoFromDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nasabahId: string) =>
      apiRequest('PUT', '/v1/counter/customer/approve_video_call', {
        body: { nasabah_id: nasabahId },
        schema: counterActionReplySchema,
      }),
    onSettled: () => reloadParticipants(queryClient),
  });
}
