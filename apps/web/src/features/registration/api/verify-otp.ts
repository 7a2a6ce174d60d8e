import { type OtpVerifyBody, okReplySchema } from '@kilau/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /v2/user/register/verify/otp: verifies the phone; the server then e-mails the activation link. */
export function verifyRegisterOtp(body: OtpVerifyBody) {
  return apiRequest('POST', '/v2/user/register/verify/otp', { body, schema: okReplySchema, auth: false });
}

export function useVerifyRegisterOtp() {
  return useMutation({ mutationFn: verifyRegisterOtp });
}
