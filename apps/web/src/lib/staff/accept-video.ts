import { counterActionReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * PUT /v1/counter/customer/approve_video_call: 'Video Berhasil diterima' in data.message, from the
 * video-call list, the call room or the participant's detail. Every screen that shows the
 * participant reads again before the notice (mutateAsync waits for the refetch), so the button
 * cannot be clicked twice.
 */
export function useAcceptVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nasabahId: string) =>
      apiRequest('PUT', '/v1/counter/customer/approve_video_call', {
        body: { nasabah_id: nasabahId },
        schema: counterActionReplySchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['video-call-list'] }),
        queryClient.invalidateQueries({ queryKey: ['participant'] }),
        queryClient.invalidateQueries({ queryKey: ['participants'] }),
        queryClient.invalidateQueries({ queryKey: ['kyc-total'] }),
      ]),
  });
}
