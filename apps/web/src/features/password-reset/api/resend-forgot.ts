import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/resend-forgot: a new reset code; `resend_in` restarts the countdown. */
export function resendForgot(body: { email: string }) {
  return apiRequest('POST', '/v2/user/resend-forgot', {
    body,
    schema: () => replies().then((m) => m.resendForgotReplySchema),
    auth: false,
  });
}

export function useResendForgot() {
  return useMutation({ mutationFn: resendForgot });
}
