import { type ChangePasswordBody, okReplySchema, staffProfileReplySchema } from '@kilau/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/staff/profile: the signed-in staff member, their role and scope. */
export function useStaffProfile() {
  return useQuery({
    queryKey: ['staff-profile'],
    queryFn: () => apiRequest('GET', '/v1/staff/profile', { schema: staffProfileReplySchema }),
    select: (r) => r.data,
  });
}

/** PUT /v1/staff/password: the current password and the new one. */
export function useChangeStaffPassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('PUT', '/v1/staff/password', { body, schema: okReplySchema }),
  });
}
