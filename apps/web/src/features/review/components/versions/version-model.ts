/**
 * What the history of resubmission requests says about one item: the newest request that sent it
 * back (its version then and, once fixed, the new one), and which items the customer changed since
 * the reviewer last decided (those of the newest request, once the customer has resubmitted).
 */
import {
  isChecklistItem,
  type ResubmissionItem,
  type ResubmissionItemView,
  type ResubmissionRequestView,
} from '@kilau/shared';

export type ItemVersion = ResubmissionItemView & { requestStatus: ResubmissionRequestView['status'] };

/** The history arrives newest first. */
export function latestFix(
  history: readonly ResubmissionRequestView[],
  item: ResubmissionItem,
): ItemVersion | null {
  for (const request of history) {
    const found = request.items.find((i) => i.item === item && i.decision === 'resubmit');
    if (found) return { ...found, requestStatus: request.status };
  }
  return null;
}

export function changedSinceReview(history: readonly ResubmissionRequestView[]): Set<ResubmissionItem> {
  const newest = history[0];
  if (newest?.status !== 'resubmitted') return new Set();
  return new Set(
    newest.items
      .map((i) => ({ decision: i.decision, item: i.item }))
      .filter(
        (i): i is { decision: 'resubmit'; item: ResubmissionItem } =>
          i.decision === 'resubmit' && isChecklistItem(i.item),
      )
      .map((i) => i.item),
  );
}
