/**
 * Signed events for the partners (Standard Webhooks; decision 0114). A decision writes its event
 * in its own transaction; each of the partner's endpoints subscribed to the type gets a delivery,
 * signed with `webhook-id`, `webhook-timestamp`, `webhook-signature`, retried with back-off over
 * about three days on the job table. Payloads are thin: ids, status, reason code, time; never
 * documents or screening results.
 *
 * Routes (super admin; creating, rotating and changing an endpoint need a recent factor):
 *   GET  /v1/super-admin/integrations                             partners and their endpoints  integrationsReplySchema
 *   POST /v1/super-admin/integrations/{partnerId}/endpoints       a new endpoint → 201 (secret shown once)  webhookEndpointBodySchema → webhookEndpointSecretReplySchema
 *   PUT  /v1/super-admin/webhook-endpoints/{id}                   change url/types/description, turn on/off  webhookEndpointUpdateSchema → webhookEndpointReplySchema
 *   POST /v1/super-admin/webhook-endpoints/{id}/rotate-secret     new secret; the old one signs 24 h more  webhookEndpointSecretReplySchema
 *   POST /v1/super-admin/webhook-endpoints/{id}/test              'Kirim uji': a webhook.test event, sent now  webhookAttemptReplySchema
 *   GET  /v1/super-admin/webhook-endpoints/{id}/deliveries        the delivery log  webhookDeliveriesQuerySchema → webhookDeliveriesReplySchema
 *   POST /v1/super-admin/webhook-deliveries/{id}/resend           'Kirim ulang'  webhookAttemptReplySchema
 *   POST /v1/super-admin/integrations                             a new partner → 201 (its API key shown once; step-up)  integrationPartnerBodySchema → integrationPartnerKeyReplySchema
 */
import { z } from 'zod';
import { MSG } from '../messages';

export const WEBHOOK_EVENT_TYPES = [
  'participant.submitted',
  'participant.approved',
  'participant.rejected',
  'participant.resubmission_requested',
  'participant.blacklisted',
  'participant.unblacklisted',
  'bank_account.verified',
  // The periodic review of the participant's data passed its due date (decision 0194); no level in it.
  'participant.review_overdue',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by 'Kirim uji', to one endpoint. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Seconds after the first attempt; about three days in all (Standard Webhooks' own schedule, stretched). */
export const WEBHOOK_RETRY_SCHEDULE_S = [5, 300, 1800, 7200, 18_000, 36_000, 36_000, 86_400, 86_400] as const;
/** After a rotation the previous secret signs too, for this long. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WEBHOOK_URL_MAX = 2000;

/**
 * The event body: Standard Webhooks' `{ type, timestamp, data }`. `data` is thin: the participant,
 * its platform, the staff status (status_nasabah), a reason code where the decision has one.
 */
export const webhookEventDataSchema = z.object({
  participant_id: z.string(),
  platform_id: z.string().nullable(),
  status_nasabah: z.number().int().nullable(),
  reason_code: z.string().nullable(),
  occurred_at: z.string(),
});
export const webhookEventBodySchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: webhookEventDataSchema,
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;

export const webhookEndpointBodySchema = z.object({
  url: z.string().trim().min(1, MSG.webhookUrlRequired).max(WEBHOOK_URL_MAX, MSG.webhookUrlInvalid),
  description: z.string().trim().max(200, MSG.webhookDescriptionTooLong).default(''),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, MSG.webhookEventTypesInvalid))
    .min(1, MSG.webhookEventTypesRequired),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

/** Only what is sent changes: no default here, or turning an endpoint on would blank its description. */
export const webhookEndpointUpdateSchema = webhookEndpointBodySchema
  .extend({ description: z.string().trim().max(200, MSG.webhookDescriptionTooLong) })
  .partial()
  .extend({ active: z.boolean().optional() });

export const webhookEndpointSchema = z.object({
  _id: z.string(),
  partner_id: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.string()),
  active: z.boolean(),
  disabled_reason: z.enum(['gone', 'manual']).nullable(),
  /** While a rotated-out secret still signs. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
  /** Deliveries that failed every attempt, and those still waiting for a retry. */
  failed_deliveries: z.number().int(),
  pending_deliveries: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const integrationPartnerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['exchange', 'bank']).nullable(),
  /** The platform's name (an exchange) or the bank's (a bank). */
  scope_label: z.string().nullable(),
  active: z.boolean(),
  key_prefix: z.string(),
  last_used_at: z.string().nullable(),
  endpoints: z.array(webhookEndpointSchema),
});
export type IntegrationPartner = z.infer<typeof integrationPartnerSchema>;

/** What a new partner may be bound to: the platforms (an exchange) and the banks (a bank). */
export const integrationScopesSchema = z.object({
  platforms: z.array(z.object({ app_name: z.string(), name: z.string() })),
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const integrationsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ partners: z.array(integrationPartnerSchema), scopes: integrationScopesSchema }),
});

/**
 * A partner's name: the rule of `npm run integration:partner-create`, which makes partners through
 * the same service function (decision 0127).
 */
export const INTEGRATION_PARTNER_NAME_PATTERN = /^[\w .-]{2,60}$/;
/** A new partner (decision 0127): an exchange bound to a platform, or a bank by its code. */
export const integrationPartnerBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('exchange'),
      name: z.string().trim().regex(INTEGRATION_PARTNER_NAME_PATTERN, MSG.integrationsPartnerNameInvalid),
      platform: z.string().trim().min(1, MSG.integrationsPartnerPlatformRequired).max(100),
    }),
    z.object({
      kind: z.literal('bank'),
      name: z.string().trim().regex(INTEGRATION_PARTNER_NAME_PATTERN, MSG.integrationsPartnerNameInvalid),
      bank_code: z.string().trim().min(1, MSG.integrationsPartnerBankRequired).max(20),
    }),
  ],
  MSG.integrationsPartnerKindRequired,
);
export type IntegrationPartnerBody = z.infer<typeof integrationPartnerBodySchema>;
/** The API key (`kil_…`) is in this reply only: the server keeps its hash (decision 0070). */
export const integrationPartnerKeyReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ partner_id: z.string(), name: z.string(), key: z.string() }),
});
export const webhookEndpointReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: webhookEndpointSchema,
});
/** The secret (`whsec_…`) is in a reply only when made: at creation and at rotation. */
export const webhookEndpointSecretReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }),
});

export const webhookAttemptSchema = z.object({
  attempt_no: z.number().int(),
  trigger: z.enum(['auto', 'manual']),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export const webhookAttemptReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: webhookAttemptSchema,
});

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
});
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** Newest first. */
  attempt_log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ deliveries: z.array(webhookDeliverySchema), total: z.number().int() }),
});
