import { contactChangeReplySchema, type UpdateProfileBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /v1/user/profile with { email, password } or { phone_number, password }: asks for the
 * change and sends the proof to the new address. Nothing on the profile changes yet.
 */
export function updateProfile(body: UpdateProfileBody) {
  return apiRequest('PUT', '/v1/user/profile', { body, schema: contactChangeReplySchema });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
