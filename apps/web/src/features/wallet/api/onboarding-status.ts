import { type CustomerState, type FlowId, resumeStep, type StepSection } from '@kilau/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { walletUrls } from './urls';

/** The replies' schemas arrive while the requests run, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

/**
 * Where the customer stands: 'approved' shows the balances; otherwise the dashboard sends the
 * customer on, to the platform choice (no record yet), the step to resume, or the waiting screen.
 */
export type OnboardingStatus =
  | { kind: 'approved' }
  | { kind: 'start'; route: string }
  | { kind: 'resume'; route: string }
  /** A reviewer asked for a fix (decision 0112): the 'Perlu perbaikan' list. */
  | { kind: 'fix'; route: string }
  | { kind: 'submitted'; route: string };

/** Where a customer who is not yet approved stands, from their KYC record's state and flow. */
function statusOf(
  state: CustomerState,
  flow: FlowId,
  saved: readonly StepSection[],
): Exclude<OnboardingStatus, { kind: 'start' }> {
  if (state === 'approved') return { kind: 'approved' };
  if (state === 'submitted') return { kind: 'submitted', route: paths.registerWaiting };
  if (state === 'fix') return { kind: 'fix', route: paths.registerFix };
  return { kind: 'resume', route: resumeStep(flow, state, saved).route };
}

/**
 * GET /v2/kyc/customer/platform/{id}: the record's flow and state, for a customer not yet approved
 * (the first unsaved step of the flow is where to resume).
 */
async function recordStatus(platformId: string): Promise<OnboardingStatus> {
  const detail = await apiRequest('GET', `/v2/kyc/customer/platform/${encodeURIComponent(platformId)}`, {
    schema: () => import('./record-reply-schemas').then((m) => m.recordStateReplySchema),
  });
  const { state, flow, saved_sections } = detail.data.customer;
  return statusOf(state, flow, saved_sections);
}

/**
 * GET /v2/kyc/customer/platform, then the record's flow from GET /v2/kyc/customer/platform/{id}
 * (the first step of that flow not yet saved is where to resume).
 */
export async function fetchOnboardingStatus(): Promise<OnboardingStatus> {
  const list = await apiRequest('GET', walletUrls.customerPlatforms, {
    schema: () => replySchemas().then((m) => m.customerPlatformsReplySchema),
  });
  if (list.data.some((c) => c.state === 'approved')) return { kind: 'approved' };
  const record = list.data[0];
  if (!record) return { kind: 'start', route: paths.platformChoice };
  return recordStatus(record.platform.platform_id);
}

export const onboardingStatusQuery = queryOptions({
  queryKey: ['wallet', 'onboarding-status'],
  queryFn: fetchOnboardingStatus,
});

export function useOnboardingStatus() {
  return useQuery(onboardingStatusQuery);
}
