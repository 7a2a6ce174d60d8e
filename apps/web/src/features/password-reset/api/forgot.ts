import type { ForgotBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/forgot: e-mails a reset code (architecture.md §4 names the path). */
export function requestPasswordReset(body: ForgotBody) {
  return apiRequest('POST', '/v2/user/forgot', {
    body,
    schema: () => replies().then((m) => m.forgotReplySchema),
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
