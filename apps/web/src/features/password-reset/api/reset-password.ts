import type { ResetPasswordBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/reset/password: sets the new password with the validate_token. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('POST', '/v2/user/reset/password', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
