/**
 * A decision's event for the partners (decision 0114), written in the decision's own transaction:
 * the event, a delivery for each subscribed endpoint of a partner whose scope covers the
 * participant, and each delivery's first job. A rolled-back decision therefore sends nothing, and
 * a committed one is sent even if the process stops right after (the job waits in the table).
 * The payload is thin: ids, the status, a reason code, the time; never a name, a document or a
 * screening result. Which partner hears an event is decision 0121's table: each type is a kind of
 * fact, and an endpoint hears it only when its partner's kind may see that kind.
 */
import type { WebhookEventBody, WebhookEventType } from '@kilau/shared';
import type { DbOrTx } from '../../db/client';
import { type FactKind, maySee, partnerAudience } from '../visibility';
import { newMessageId } from './signing';
import { insertEventWithDeliveries, participantForEvent, subscribedEndpoints } from './webhooks.repository';

/**
 * What each event tells a partner: a decision's outcome (with a reason code, never its text). A
 * new type names its kind here; screening, four eyes and notes are no partner's (decision 0121).
 */
const EVENT_FACT: Readonly<Record<WebhookEventType, FactKind>> = {
  'participant.submitted': 'decision_outcome',
  'participant.approved': 'decision_outcome',
  'participant.rejected': 'decision_outcome',
  'participant.resubmission_requested': 'decision_outcome',
  'participant.blacklisted': 'decision_outcome',
  'participant.unblacklisted': 'decision_outcome',
  'bank_account.verified': 'decision_outcome',
  // No level and no date in it: the exchange learns that the review is overdue (decision 0194).
  'participant.review_overdue': 'review_schedule',
};

export interface PartnerEvent {
  /** Null: the decision has no event for the partners (the caller's table maps every decision). */
  type: WebhookEventType | null;
  /** The KYC record (the back-office's participant id). */
  participant: string;
  /** A code, never free text: what a decision's reason is, where it has one. */
  reasonCode?: string | null;
}

/** Records the event after the decision's own writes (the status read is the new one). */
export async function recordPartnerEvent(tx: DbOrTx, e: PartnerEvent): Promise<void> {
  if (!e.type) return;
  const p = await participantForEvent(tx, e.participant);
  if (!p) throw new Error(`partner event for an unknown participant ${e.participant}`);
  const now = new Date().toISOString();
  const body: WebhookEventBody = {
    type: e.type,
    timestamp: now,
    data: {
      participant_id: p.id,
      platform_id: p.platformId,
      status_nasabah: p.statusNasabah,
      reason_code: e.reasonCode ?? null,
      occurred_at: now,
    },
  };
  const fact = EVENT_FACT[e.type];
  const endpoints = (await subscribedEndpoints(tx, e.type, p))
    .filter((ep) => maySee(partnerAudience(ep.partnerKind), fact))
    .map((ep) => ep.id);
  await insertEventWithDeliveries(tx, { id: newMessageId(), type: e.type, payload: body }, endpoints);
}
