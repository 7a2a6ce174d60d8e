import type { RegisterCheckBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/register/check: 200 free, 400 already registered. */
export function registerCheck(body: RegisterCheckBody) {
  return apiRequest('POST', '/v2/user/register/check', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
    auth: false,
  });
}

export function useRegisterCheck() {
  return useMutation({ mutationFn: registerCheck });
}
