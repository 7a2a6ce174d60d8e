/**
 * Where a customer who is not yet approved stands, from their KYC record: the waiting screen, the
 * fix page, or the step to resume. Loaded with `import()` by onboarding-status.ts only for such a
 * customer: the onboarding flow and the record's schema stay off an approved customer's dashboard
 * (decision 0115).
 */
import { type CustomerState, type FlowId, resumeStep, type StepSection } from '@kilau/shared';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { OnboardingStatus } from './onboarding-status';

export function statusOf(
  state: CustomerState,
  flow: FlowId,
  saved: readonly StepSection[],
): Exclude<OnboardingStatus, { kind: 'start' }> {
  if (state === 'approved') return { kind: 'approved' };
  if (state === 'submitted') return { kind: 'submitted', route: paths.registerWaiting };
  if (state === 'fix') return { kind: 'fix', route: paths.registerFix };
  return { kind: 'resume', route: resumeStep(flow, state, saved).route };
}

/** GET /v2/kyc/customer/platform/{id}: the record's flow and state (the first unsaved step of the flow is where to resume). */
export async function recordStatus(platformId: string): Promise<OnboardingStatus> {
  const detail = await apiRequest('GET', `/v2/kyc/customer/platform/${encodeURIComponent(platformId)}`, {
    schema: () => import('./record-reply-schemas').then((m) => m.recordStateReplySchema),
  });
  const { state, flow, saved_sections } = detail.data.customer;
  return statusOf(state, flow, saved_sections);
}
