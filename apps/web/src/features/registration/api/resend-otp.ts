import type { OtpResendBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/register/resend/otp: a new SMS code; `resend_in` restarts the countdown. */
export function resendRegisterOtp(body: OtpResendBody) {
  return apiRequest('POST', '/v2/user/register/resend/otp', {
    body,
    schema: () => replies().then((m) => m.otpResendReplySchema),
    auth: false,
  });
}

export function useResendRegisterOtp() {
  return useMutation({ mutationFn: resendRegisterOtp });
}
