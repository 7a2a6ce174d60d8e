import { type OtpResendBody, otpResendReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/register/resend/otp: a new SMS code; `resend_in` restarts the countdown. */
export function resendRegisterOtp(body: OtpResendBody) {
  return apiRequest('POST', '/v2/user/register/resend/otp', {
    body,
    schema: otpResendReplySchema,
    auth: false,
  });
}

export function useResendRegisterOtp() {
  return useMutation({ mutationFn: resendRegisterOtp });
}
