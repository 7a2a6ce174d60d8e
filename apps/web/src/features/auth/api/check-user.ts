import type { CheckUserBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/auth/checkUser: does an account with this identifier exist (404 when not)? */
export function checkUser(body: CheckUserBody) {
  return apiRequest('POST', '/v2/user/auth/checkUser', {
    body,
    schema: () => import('./login-schemas').then((m) => m.checkUserReplySchema),
    auth: false,
  });
}

export function useCheckUser() {
  return useMutation({ mutationFn: checkUser });
}
