import { okReplySchema, type RegisterCheckBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/register/check: 200 free, 400 already registered. */
export function registerCheck(body: RegisterCheckBody) {
  return apiRequest('POST', '/v2/user/register/check', { body, schema: okReplySchema, auth: false });
}

export function useRegisterCheck() {
  return useMutation({ mutationFn: registerCheck });
}
