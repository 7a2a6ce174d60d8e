import type { RegisterBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/register: creates the registration and sends the SMS OTP. */
export function registerAccount(body: RegisterBody) {
  return apiRequest('POST', '/v2/user/register', {
    body,
    schema: () => replies().then((m) => m.registerReplySchema),
    auth: false,
  });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
