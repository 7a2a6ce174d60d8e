import { okReplySchema, type ResetPasswordBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/reset/password: sets the new password with the validate_token. */
export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('POST', '/v2/user/reset/password', { body, schema: okReplySchema, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
