import { type ForgotBody, forgotReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/forgot: e-mails a reset code (architecture.md §4 names the path). */
export function requestPasswordReset(body: ForgotBody) {
  return apiRequest('POST', '/v2/user/forgot', { body, schema: forgotReplySchema, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
