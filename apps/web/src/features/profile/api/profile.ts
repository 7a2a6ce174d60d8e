import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

export const profileKey = ['profile'] as const;

/** GET /v1/user/profile: email, phone_number, username, fullname, photo. */
export async function fetchProfile() {
  const reply = await apiRequest('GET', '/v1/user/profile', {
    schema: () => replies().then((m) => m.profileReplySchema),
  });
  return reply.data;
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: fetchProfile });
}
