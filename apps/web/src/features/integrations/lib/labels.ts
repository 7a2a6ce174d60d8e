/** The screen's words for what the server sends as codes: event types, delivery statuses, an attempt's outcome. */
import {
  fillTemplate,
  MSG,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEventType,
  type webhookAttemptSchema,
} from '@kilau/shared';
import type { z } from 'zod';

export const EVENT_LABELS: Readonly<Record<WebhookEventType, string>> = {
  'participant.submitted': MSG.integrationsEventSubmitted,
  'participant.approved': MSG.integrationsEventApproved,
  'participant.rejected': MSG.integrationsEventRejected,
  'participant.resubmission_requested': MSG.integrationsEventResubmission,
  'participant.blacklisted': MSG.integrationsEventBlacklisted,
  'participant.unblacklisted': MSG.integrationsEventUnblacklisted,
  'bank_account.verified': MSG.integrationsEventBankVerified,
  'participant.review_overdue': MSG.integrationsEventReviewOverdue,
};

/** A type the screen does not know (a newer server) is shown as the server names it. */
export function eventLabel(type: string): string {
  if (type === WEBHOOK_TEST_EVENT) return MSG.integrationsEventTest;
  return (EVENT_LABELS as Record<string, string>)[type] ?? type;
}

type Status = WebhookDelivery['status'];
export const STATUS_LABEL: Readonly<Record<Status, string>> = {
  pending: MSG.integrationsStatusPending,
  delivered: MSG.integrationsStatusDelivered,
  failed: MSG.integrationsStatusFailed,
};
export const STATUS_COLOR: Readonly<Record<Status, string>> = {
  pending: 'gold',
  delivered: 'teal',
  failed: 'red',
};

export type Attempt = z.infer<typeof webhookAttemptSchema>;

/** A 2xx is the partner's acceptance (Standard Webhooks); anything else is retried by the server. */
export const attemptAccepted = (a: Pick<Attempt, 'status_code'>) =>
  a.status_code !== null && a.status_code >= 200 && a.status_code < 300;

/** 'Diterima mitra: HTTP 200, 42 ms', or why it was not. */
export function attemptOutcome(a: Attempt): string {
  const values = {
    code: a.status_code ?? '',
    ms: a.duration_ms,
    error: a.error ?? MSG.integrationsNoResponse,
  };
  if (a.status_code === null) return fillTemplate(MSG.integrationsAttemptNoReply, values);
  return fillTemplate(
    attemptAccepted(a) ? MSG.integrationsAttemptOk : MSG.integrationsAttemptRefused,
    values,
  );
}

export const durationText = (ms: number | null) =>
  ms === null ? '-' : fillTemplate(MSG.integrationsDurationMs, { ms: ms.toLocaleString('id-ID') });
