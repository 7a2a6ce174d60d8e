/** GET /v2/kyc/resubmission/{customerId} as the server answers it, for the 'Perlu perbaikan' tests. */
import {
  type CustomerFixItem,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_REASON_LABELS,
  type ResubmissionItem,
  type ResubmissionReason,
} from '@kilau/shared';
import type { MockReply } from '../render';

const STEP_OF: Partial<Record<ResubmissionItem, string>> = {
  personal: 'personal',
  emergency_contact: 'emergency_contact',
  identity_address: 'employment',
};

export function fixItem(
  item: ResubmissionItem,
  reason: ResubmissionReason,
  over: Partial<CustomerFixItem> = {},
): CustomerFixItem {
  return {
    item,
    label: RESUBMISSION_ITEM_LABELS[item],
    step: STEP_OF[item] ?? 'attachment',
    // As the server answers: for 'Lainnya' the reviewer's text is the label.
    reason_label:
      reason === 'other' && over.reason_text ? over.reason_text : RESUBMISSION_REASON_LABELS[reason],
    reason_text: null,
    note: null,
    fixed: false,
    ...over,
  };
}

export function fixListReply(items: CustomerFixItem[] | null): MockReply {
  return {
    body: {
      status_code: '00',
      data: items ? { requested_at: '2026-11-24T03:00:00.000Z', items } : null,
    },
  };
}

export const fixListRoute = (customerId: string) => `GET /v2/kyc/resubmission/${customerId}`;
