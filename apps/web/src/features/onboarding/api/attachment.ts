/**
 * The attachment step's calls (docs/product/onboarding.md § Calls): GET/PUT /v2/kyc/attachment/{customerId} and the final
 * PATCH /v2/kyc/submission/{customerId}. The promoter code is not checked here: the platform choice
 * checked it once and the record keeps it (decision 0135).
 */
import type { AttachmentBody } from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

/** The saved attachments under their key. */
export const attachmentQuery = (customerId: string | null) => ({
  queryKey: attachmentKey(customerId),
  queryFn: () => fetchAttachment(customerId ?? ''),
});

export function useAttachment(customerId: string | null) {
  return useQuery({ ...attachmentQuery(customerId), enabled: Boolean(customerId) });
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
