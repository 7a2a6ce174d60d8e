import type { ResendEmailBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/**
 * POST /v2/user/register/resend/email. 200 = link sent, 202 = already active (both arrive as a
 * reply, told apart by status_code); 404 = not registered (an ApiError).
 */
export async function resendActivationEmail(body: ResendEmailBody) {
  const reply = await apiRequest('POST', '/v2/user/register/resend/email', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
    auth: false,
  });
  return { alreadyActive: String(reply.status_code) === '202' };
}

export function useResendActivationEmail() {
  return useMutation({ mutationFn: resendActivationEmail });
}
