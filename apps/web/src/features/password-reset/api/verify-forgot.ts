import { type VerifyForgotBody, verifyForgotReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/verify-forgot: checks the code and returns the validate_token for the new password. */
export function verifyForgot(body: VerifyForgotBody) {
  return apiRequest('POST', '/v2/user/verify-forgot', { body, schema: verifyForgotReplySchema, auth: false });
}

export function useVerifyForgot() {
  return useMutation({ mutationFn: verifyForgot });
}
