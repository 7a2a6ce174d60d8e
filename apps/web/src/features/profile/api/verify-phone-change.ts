import type { VerifyPhoneChangeBody } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from './profile';

// The reply's schema arrives with zod, after the first paint (decision 0107).
const replies = () => import('./reply-schemas');

/** POST /v1/user/profile/phone/verify: the SMS code to the new number applies the change. */
export function verifyPhoneChange(body: VerifyPhoneChangeBody) {
  return apiRequest('POST', '/v1/user/profile/phone/verify', {
    body,
    schema: () => replies().then((m) => m.okReplySchema),
  });
}

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

/** POST /v1/user/profile/phone/resend: a new code for the same change. */
export function resendPhoneChange(changeId: string) {
  return apiRequest('POST', '/v1/user/profile/phone/resend', {
    body: { change_id: changeId },
    schema: () => replies().then((m) => m.resendReplySchema),
  });
}
