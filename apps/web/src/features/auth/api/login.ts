import type { LoginBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/auth: the customer login (architecture.md §4). */
export function login(body: LoginBody) {
  return apiRequest('POST', '/v2/user/auth', {
    body,
    schema: () => import('./login-schemas').then((m) => m.loginReplySchema),
    auth: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
