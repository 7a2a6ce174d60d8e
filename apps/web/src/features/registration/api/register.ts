import { type RegisterBody, registerReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/register: creates the registration and sends the SMS OTP. */
export function registerAccount(body: RegisterBody) {
  return apiRequest('POST', '/v2/user/register', { body, schema: registerReplySchema, auth: false });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
