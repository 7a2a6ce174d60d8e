import { okReplySchema, type VerifyPhoneChangeBody } from '@kilau/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from './profile';

/** POST /v1/user/profile/phone/verify: the SMS code to the new number applies the change. */
export function verifyPhoneChange(body: VerifyPhoneChangeBody) {
  return apiRequest('POST', '/v1/user/profile/phone/verify', { body, schema: okReplySchema });
}

export function useVerifyPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}

const resendReplySchema = okReplySchema.extend({ resend_in: z.number() });

/** POST /v1/user/profile/phone/resend: a new code for the same change. */
export function resendPhoneChange(changeId: string) {
  return apiRequest('POST', '/v1/user/profile/phone/resend', {
    body: { change_id: changeId },
    schema: resendReplySchema,
  });
}
