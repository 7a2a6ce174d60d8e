import type { UpdateProfileBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/**
 * PUT /v1/user/profile with { email, password } or { phone_number, password }: asks for the
 * change and sends the proof to the new address. Nothing on the profile changes yet.
 */
export function updateProfile(body: UpdateProfileBody) {
  return apiRequest('PUT', '/v1/user/profile', {
    body,
    schema: () => replies().then((m) => m.contactChangeReplySchema),
  });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
