/**
 * The attachment step's calls (spec 001 §7): GET/PUT /v2/kyc/attachment/{customerId}, the promoter
 * check POST /v2/kyc/customer/referral, and the final PATCH /v2/kyc/submission/{customerId}.
 */
import { type AttachmentBody, MSG, SC } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

export const attachmentKey = (customerId: string | null) => ['onboarding', 'attachment', customerId] as const;

export async function fetchAttachment(customerId: string) {
  const reply = await apiRequest('GET', `/v2/kyc/attachment/${encodeURIComponent(customerId)}`, {
    schema: () => replies().then((m) => m.attachmentReplySchema),
  });
  return reply.data.attachment;
}
export type SavedAttachment = Awaited<ReturnType<typeof fetchAttachment>>;

export function useAttachment(customerId: string | null) {
  return useQuery({
    queryKey: attachmentKey(customerId),
    queryFn: () => fetchAttachment(customerId ?? ''),
    enabled: Boolean(customerId),
  });
}

export function saveAttachment(customerId: string, body: AttachmentBody) {
  return apiRequest('PUT', `/v2/kyc/attachment/${encodeURIComponent(customerId)}`, {
    body,
    schema: () => replies().then((m) => m.stepReplySchema),
  });
}

export function submitRegistration(customerId: string) {
  return apiRequest('PATCH', `/v2/kyc/submission/${encodeURIComponent(customerId)}`, {
    body: { kyc: 1, flag_register: 1 },
    schema: () => replies().then((m) => m.stepReplySchema),
  });
}

export type PromoterResult = { ok: true; code: string } | { ok: false; message: string };

/** The promoter check: '00' is a success; 1001 (and a wrong length) show the server's message. */
export async function checkPromoter(code: string): Promise<PromoterResult> {
  try {
    const reply = await apiRequest('POST', '/v2/kyc/customer/referral', {
      body: { referral_code: code },
      schema: () => replies().then((m) => m.referralReplySchema),
    });
    return { ok: true, code: reply.referral_code || code };
  } catch (err) {
    if (err instanceof ApiError && (err.is(SC.referralNotFound) || err.httpStatus === 422))
      return { ok: false, message: err.messageId };
    return { ok: false, message: err instanceof ApiError ? err.messageId : MSG.technicalProblem };
  }
}
