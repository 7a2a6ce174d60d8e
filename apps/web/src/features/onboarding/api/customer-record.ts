import {
  type CustomerDetail,
  type CustomerDetailReply,
  type CustomerPlatformsReply,
  type CustomerState,
  type FlowId,
  flowIdFor,
  type StepSection,
} from '@kilau/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readChoice } from '../../../lib/onboarding-choice';

/** The replies' schemas arrive while the requests run, so zod is not on the first paint. */
const replySchemas = () => import('./customer-record-schemas');

export const CUSTOMER_RECORD_KEY = ['onboarding', 'customer-record'] as const;

export interface CustomerRecord {
  /** The platform the record is on (or the one chosen before registering); null when none. */
  platformId: string | null;
  /** The record's id, the {customerId} of the step calls; null before the bank registration. */
  customerId: string | null;
  /** The record's bank, else the bank chosen before registering. */
  bankCode: string | null;
  state: CustomerState | null;
  /** The flow the step indicator and previous/next follow. */
  flow: FlowId;
  /** The sections whose step is saved: where the customer resumes, which steps are ticked. */
  savedSections: readonly StepSection[];
  /** Every saved field (data.customer) and the work data (data.employment); null without a record. */
  detail: CustomerDetail | null;
  employment: CustomerDetailReply['data']['employment'];
}

/** GET /v2/kyc/customer/platform: the customer's records, one per platform they registered on. */
export function fetchCustomerPlatforms(): Promise<CustomerPlatformsReply> {
  return apiRequest('GET', '/v2/kyc/customer/platform', {
    schema: () => replySchemas().then((m) => m.customerPlatformsReplySchema),
  });
}

/**
 * The customer's record on its platform: GET /v2/kyc/customer/platform names the platform (the
 * choice in local storage when there is no record yet), GET /v2/kyc/customer/platform/{platformId}
 * reads every saved field. A 404 there means "not registered yet", not a failure.
 */
export async function fetchCustomerRecord(): Promise<CustomerRecord> {
  return recordOf(await fetchCustomerPlatforms(), {
    platformId: readChoice('platformId'),
    bankCode: readChoice('bankCode'),
  });
}

/**
 * The record that `list` and the choices kept in local storage name: the chosen platform's, else
 * the first listed.
 */
export async function recordOf(
  list: CustomerPlatformsReply,
  chosen: { platformId: string | null; bankCode: string | null },
): Promise<CustomerRecord> {
  const summary = list.data.find((c) => c.platform.platform_id === chosen.platformId) ?? list.data[0];
  const platformId = summary?.platform.platform_id ?? chosen.platformId;
  const empty: CustomerRecord = {
    platformId,
    customerId: null,
    bankCode: chosen.bankCode,
    state: null,
    flow: flowIdFor({ bankCode: chosen.bankCode }),
    savedSections: [],
    detail: null,
    employment: null,
  };
  if (!platformId) return empty;
  try {
    const reply = await apiRequest('GET', `/v2/kyc/customer/platform/${encodeURIComponent(platformId)}`, {
      schema: () => replySchemas().then((m) => m.customerDetailReplySchema),
    });
    const { customer, employment } = reply.data;
    const bankCode = customer.bank?.bank_code ?? chosen.bankCode;
    return {
      platformId,
      customerId: customer._id,
      bankCode,
      state: customer.state,
      flow: customer.flow,
      savedSections: customer.saved_sections,
      detail: customer,
      employment,
    };
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) return empty;
    throw err;
  }
}

export function useCustomerRecord() {
  const query = useQuery({ queryKey: CUSTOMER_RECORD_KEY, queryFn: fetchCustomerRecord, staleTime: 30_000 });
  const record = query.data;
  return {
    ...query,
    record,
    customerId: record?.customerId ?? null,
    bankCode: record?.bankCode ?? null,
    platformId: record?.platformId ?? null,
    state: record?.state ?? null,
    flow: record?.flow ?? ('default' as FlowId),
    savedSections: record?.savedSections ?? [],
    detail: record?.detail ?? null,
    employment: record?.employment ?? null,
  };
}
