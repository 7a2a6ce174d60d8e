import type { VerifyForgotBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/verify-forgot: checks the code and returns the validate_token for the new password. */
export function verifyForgot(body: VerifyForgotBody) {
  return apiRequest('POST', '/v2/user/verify-forgot', {
    body,
    schema: () => replies().then((m) => m.verifyForgotReplySchema),
    auth: false,
  });
}

export function useVerifyForgot() {
  return useMutation({ mutationFn: verifyForgot });
}
