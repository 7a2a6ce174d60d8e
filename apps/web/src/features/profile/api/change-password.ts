import { type ChangePasswordBody, okReplySchema } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from './profile';

/** POST /v1/user/change_password; 401 means the old password is wrong (not an ended session). */
export function changePassword(body: ChangePasswordBody) {
  return apiRequest('POST', '/v1/user/change_password', { body, schema: okReplySchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
