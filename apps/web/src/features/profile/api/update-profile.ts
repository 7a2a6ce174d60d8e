import { okReplySchema, type UpdateProfileBody } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from './profile';

/** PUT /v1/user/profile with { email } or { phone_number }; each is saved on its own. */
export function updateProfile(body: UpdateProfileBody) {
  return apiRequest('PUT', '/v1/user/profile', { body, schema: okReplySchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
