import { profileReplySchema } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileKey = ['profile'] as const;

/** GET /v1/user/profile: email, phone_number, username, fullname, photo. */
export async function fetchProfile() {
  const reply = await apiRequest('GET', '/v1/user/profile', { schema: profileReplySchema });
  return reply.data;
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: fetchProfile });
}
