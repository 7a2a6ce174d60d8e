/**
 * The super admin's side of the partners' events (decision 0114): partners and their endpoints,
 * a new endpoint (its secret shown once), changes, the secret's rotation (the old one signs 24
 * hours more), 'Kirim uji', 'Kirim ulang' and the delivery log. Every change is audited; no audit
 * row ever holds a secret. An endpoint's address is checked when saved and again at every attempt.
 */
import { randomUUID } from 'node:crypto';
import {
  type IntegrationPartner,
  type IntegrationPartnerBody,
  MSG,
  SC,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEventBody,
  type webhookAttemptSchema,
  type webhookDeliveriesQuerySchema,
  type webhookEndpointUpdateSchema,
} from '@kilau/shared';
import type { z } from 'zod';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';
import { createIntegrationPartner, PartnerRefused } from '../integration';
import { AddressRefused, checkDestination } from './address-check';
import { addressPolicy, attemptDelivery, type DeliveryDeps } from './delivery';
import { newMessageId, newWebhookSecret, SecretBox } from './signing';
import {
  type AttemptRow,
  deliveriesPage,
  deliveryCounts,
  deliveryForAttempt,
  disableEndpoint,
  dropExpiredPreviousSecret,
  type EndpointRow,
  findEndpoint,
  findPartner,
  insertEndpoint,
  insertEventWithDeliveries,
  partnerScopes,
  partnersWithEndpoints,
  updateEndpoint,
} from './webhooks.repository';

type Attempt = z.infer<typeof webhookAttemptSchema>;
type UpdateBody = z.infer<typeof webhookEndpointUpdateSchema>;
type DeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

const endpointNotFound = () => new ApiError(404, 404, MSG.webhookEndpointNotFound, 'Endpoint not found');
const inactive = () =>
  new ApiError(409, SC.webhookEndpointInactive, MSG.webhookEndpointInactive, 'The endpoint is turned off');

/** A partner refused, as the field at fault and its text (the body's own names). */
const PARTNER_REFUSALS: Record<PartnerRefused['reason'], [string, string]> = {
  name: ['name', MSG.integrationsPartnerNameInvalid],
  name_taken: ['name', MSG.integrationsPartnerNameTaken],
  platform: ['platform', MSG.integrationsPartnerPlatformUnknown],
  bank: ['bank_code', MSG.integrationsPartnerBankUnknown],
  kind: ['kind', MSG.integrationsPartnerKindRequired],
};

/** The address refused as a 422 naming the field, like a validation failure. */
async function assertDestination(deps: DeliveryDeps, url: string) {
  try {
    await checkDestination(url, addressPolicy(deps.config));
  } catch (err) {
    if (!(err instanceof AddressRefused)) throw err;
    const text =
      err.reason === 'https'
        ? MSG.webhookUrlHttpsRequired
        : err.reason === 'not_allowed'
          ? MSG.webhookUrlNotAllowed
          : MSG.webhookUrlInvalid;
    // err.message names no address (decision 0123): the reply must not map the internal network.
    throw new ApiError(422, SC.webhookUrlRefused, text, `Endpoint address refused: ${err.message}`, {
      error: [{ field: 'url', message: text }],
    });
  }
}

export function attemptView(a: AttemptRow): Attempt {
  return {
    attempt_no: a.attemptNo,
    trigger: a.trigger,
    status_code: a.statusCode,
    duration_ms: a.durationMs,
    error: a.error,
    created_at: a.createdAt.toISOString(),
  };
}

function endpointView(e: EndpointRow, counts?: { failed: number; pending: number }): WebhookEndpoint {
  const overlap = e.previousSecretExpiresAt && e.previousSecretExpiresAt > new Date();
  return {
    _id: e.id,
    partner_id: e.partnerId,
    url: e.url,
    description: e.description,
    event_types: e.eventTypes,
    active: e.active,
    disabled_reason: e.disabledReason,
    previous_secret_until: overlap ? (e.previousSecretExpiresAt?.toISOString() ?? null) : null,
    created_at: e.createdAt.toISOString(),
    failed_deliveries: counts?.failed ?? 0,
    pending_deliveries: counts?.pending ?? 0,
  };
}

export class WebhooksService {
  private readonly box: SecretBox;

  constructor(private readonly deps: DeliveryDeps) {
    this.box = new SecretBox(deps.config.jwtSecret);
  }

  /** The job's attempt (webhook.deliver). */
  deliverScheduled(deliveryId: string) {
    return attemptDelivery(this.deps, this.box, deliveryId, 'auto');
  }

  async partners(): Promise<IntegrationPartner[]> {
    const { partners, endpoints, counts } = await partnersWithEndpoints(this.deps.db);
    return partners.map((p) => ({
      _id: p.id,
      name: p.name,
      kind: p.kind,
      scope_label: p.kind === 'exchange' ? p.platformName : p.kind === 'bank' ? p.bankName : null,
      active: p.active,
      key_prefix: p.keyPrefix,
      last_used_at: p.lastUsedAt?.toISOString() ?? null,
      endpoints: endpoints.filter((e) => e.partnerId === p.id).map((e) => endpointView(e, counts.get(e.id))),
    }));
  }

  /** What 'Tambah mitra' offers to bind a partner to. */
  scopes() {
    return partnerScopes(this.deps.db);
  }

  /**
   * 'Tambah mitra' (decision 0127): the command line's own function, in one transaction with its
   * audit row. The key is answered once and never audited; only its prefix is.
   */
  async createPartner(claims: AccessClaims, body: IntegrationPartnerBody, meta: RequestMeta) {
    const scope =
      body.kind === 'exchange'
        ? { kind: 'exchange' as const, platform: body.platform }
        : { kind: 'bank' as const, bank: body.bank_code };
    try {
      return await this.deps.db.transaction(async (tx) => {
        const partner = await createIntegrationPartner(tx, body.name, scope);
        await this.deps.audit.record(
          tx,
          {
            actorType: 'staff',
            actorId: claims.sub,
            action: 'integration.partner_create',
            targetType: 'integration_partner',
            targetId: partner.id,
            details: { name: partner.name, ...scope, key_prefix: partner.key.slice(0, 8) },
          },
          meta,
        );
        return partner;
      });
    } catch (err) {
      if (!(err instanceof PartnerRefused)) throw err;
      const [field, text] = PARTNER_REFUSALS[err.reason];
      throw new ApiError(422, 422, text, `Partner refused: ${err.message}`, {
        error: [{ field, message: text }],
      });
    }
  }

  async create(claims: AccessClaims, partnerId: string, body: WebhookEndpointBody, meta: RequestMeta) {
    const partner = await findPartner(this.deps.db, partnerId);
    if (!partner) throw new ApiError(404, 404, MSG.webhookPartnerNotFound, 'Partner not found');
    await assertDestination(this.deps, body.url);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const endpoint = await this.deps.db.transaction(async (tx) => {
      const row = await insertEndpoint(tx, {
        id,
        partnerId,
        url: body.url,
        description: body.description ?? '',
        eventTypes: [...new Set(body.event_types)],
        secretEnc: this.box.seal(id, secret),
        createdBy: claims.sub,
      });
      await this.audit(tx, claims, 'webhook.endpoint_create', row, meta, {
        url: row.url,
        event_types: row.eventTypes,
        description: row.description,
      });
      return row;
    });
    return { endpoint: endpointView(endpoint), secret };
  }

  async update(claims: AccessClaims, id: string, body: UpdateBody, meta: RequestMeta) {
    const current = await findEndpoint(this.deps.db, id);
    if (!current) throw endpointNotFound();
    if (body.url !== undefined && body.url !== current.url) await assertDestination(this.deps, body.url);
    const updated = await this.deps.db.transaction(async (tx) => {
      const set: Parameters<typeof updateEndpoint>[2] = {};
      if (body.url !== undefined) set.url = body.url;
      if (body.description !== undefined) set.description = body.description;
      if (body.event_types !== undefined) set.eventTypes = [...new Set(body.event_types)];
      // Turned on again: the reason it was off goes; turned off by a person: 'manual'.
      if (body.active === true && !current.active)
        Object.assign(set, { active: true, disabledReason: null, disabledAt: null });
      if (body.active === false && current.active)
        await disableEndpoint(tx, id, 'manual', MSG.webhookAttemptStopped);
      const row = Object.keys(set).length ? await updateEndpoint(tx, id, set) : await findEndpoint(tx, id);
      if (!row) throw endpointNotFound();
      await this.audit(tx, claims, 'webhook.endpoint_update', row, meta, {
        from: { url: current.url, event_types: current.eventTypes, active: current.active },
        to: { url: row.url, event_types: row.eventTypes, active: row.active, description: row.description },
      });
      return row;
    });
    const counts = await deliveryCounts(this.deps.db, [id]);
    return endpointView(updated, counts.get(id));
  }

  /** A new secret; the current one becomes the previous and signs for 24 hours more. */
  async rotate(claims: AccessClaims, id: string, meta: RequestMeta) {
    const current = await findEndpoint(this.deps.db, id);
    if (!current) throw endpointNotFound();
    const secret = newWebhookSecret();
    const until = new Date(Date.now() + WEBHOOK_ROTATION_OVERLAP_HOURS * 3600_000);
    const row = await this.deps.db.transaction(async (tx) => {
      const row = await updateEndpoint(tx, id, {
        secretEnc: this.box.seal(id, secret),
        previousSecretEnc: current.secretEnc,
        previousSecretExpiresAt: until,
      });
      if (!row) throw endpointNotFound();
      await this.audit(tx, claims, 'webhook.secret_rotate', row, meta, {
        previous_secret_until: until.toISOString(),
      });
      return row;
    });
    const counts = await deliveryCounts(this.deps.db, [id]);
    return { endpoint: endpointView(row, counts.get(id)), secret };
  }

  /** 'Kirim uji': a webhook.test event to this endpoint only, sent now; the reply is the attempt. */
  async sendTest(claims: AccessClaims, id: string, meta: RequestMeta): Promise<Attempt> {
    const endpoint = await findEndpoint(this.deps.db, id);
    if (!endpoint) throw endpointNotFound();
    if (!endpoint.active) throw inactive();
    const now = new Date().toISOString();
    const body: WebhookEventBody = {
      type: WEBHOOK_TEST_EVENT,
      timestamp: now,
      data: {
        participant_id: 'test',
        platform_id: null,
        status_nasabah: null,
        reason_code: null,
        occurred_at: now,
      },
    };
    const eventId = newMessageId();
    const [deliveryId] = await this.deps.db.transaction(async (tx) => {
      await this.audit(tx, claims, 'webhook.test', endpoint, meta, { event_id: eventId });
      // No job: the attempt is made right here, and a test is never retried.
      return insertEventWithDeliveries(
        tx,
        { id: eventId, type: WEBHOOK_TEST_EVENT, payload: body },
        [endpoint.id],
        { enqueue: false },
      );
    });
    return this.attemptNow(deliveryId as string);
  }

  /** 'Kirim ulang': one more attempt of a delivery, now, whatever its state. */
  async resend(claims: AccessClaims, deliveryId: string, meta: RequestMeta): Promise<Attempt> {
    const row = await deliveryForAttempt(this.deps.db, deliveryId);
    if (!row) throw new ApiError(404, 404, MSG.webhookDeliveryNotFound, 'Delivery not found');
    if (!row.endpoint.active) throw inactive();
    await this.deps.db.transaction((tx) =>
      this.audit(tx, claims, 'webhook.resend', row.endpoint, meta, {
        delivery_id: deliveryId,
        event_id: row.event.id,
        event_type: row.event.type,
      }),
    );
    return this.attemptNow(deliveryId);
  }

  async deliveries(
    id: string,
    q: DeliveriesQuery,
  ): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
    const endpoint = await findEndpoint(this.deps.db, id);
    if (!endpoint) throw endpointNotFound();
    await dropExpiredPreviousSecret(this.deps.db, id);
    const { rows, attempts, total } = await deliveriesPage(this.deps.db, id, {
      status: q.status,
      limit: WEBHOOK_DELIVERIES_PAGE_SIZE,
      offset: (q.page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE,
    });
    return {
      total,
      deliveries: rows.map(({ delivery: d, eventType }) => ({
        _id: d.id,
        event_id: d.eventId,
        event_type: eventType,
        status: d.status,
        attempts: d.attempts,
        next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
        last_status_code: d.lastStatusCode,
        last_duration_ms: d.lastDurationMs,
        last_error: d.lastError,
        created_at: d.createdAt.toISOString(),
        delivered_at: d.deliveredAt?.toISOString() ?? null,
        attempt_log: attempts.filter((a) => a.deliveryId === d.id).map(attemptView),
      })),
    };
  }

  private async attemptNow(deliveryId: string): Promise<Attempt> {
    const attempt = await attemptDelivery(this.deps, this.box, deliveryId, 'manual');
    // Turned off between the check and the attempt (a 410 to another delivery meanwhile).
    if (!attempt) throw inactive();
    return attemptView(attempt);
  }

  private audit(
    tx: Parameters<Parameters<DeliveryDeps['db']['transaction']>[0]>[0],
    claims: AccessClaims,
    action: string,
    endpoint: EndpointRow,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    return this.deps.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: claims.sub,
        action,
        targetType: 'webhook_endpoint',
        targetId: endpoint.id,
        details: { partner_id: endpoint.partnerId, ...details },
      },
      meta,
    );
  }
}
