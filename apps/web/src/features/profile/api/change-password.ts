import type { ChangePasswordBody } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from './profile';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v1/user/change_password; 401 means the old password is wrong (not an ended session). */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest('POST', '/v1/user/change_password', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
