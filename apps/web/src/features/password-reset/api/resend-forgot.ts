import { resendForgotReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/resend-forgot: a new reset code; `resend_in` restarts the countdown. */
export function resendForgot(body: { email: string }) {
  return apiRequest('POST', '/v2/user/resend-forgot', { body, schema: resendForgotReplySchema, auth: false });
}

export function useResendForgot() {
  return useMutation({ mutationFn: resendForgot });
}
