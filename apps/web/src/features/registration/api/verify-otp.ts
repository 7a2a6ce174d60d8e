import type { OtpVerifyBody } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v2/user/register/verify/otp: verifies the phone; the server then e-mails the activation link. */
export function verifyRegisterOtp(body: OtpVerifyBody) {
  return apiRequest('POST', '/v2/user/register/verify/otp', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
    auth: false,
  });
}

export function useVerifyRegisterOtp() {
  return useMutation({ mutationFn: verifyRegisterOtp });
}
