/**
 * One attempt of a delivery (decision 0114): the address checked again (it may have changed since
 * the endpoint was saved, and DNS answers change), the body signed with every secret that signs
 * now, one POST, one attempt row. A 2xx delivers it; a 410 turns the endpoint off (its waiting
 * deliveries stop; audited); anything else (another status, a 3xx, a timeout, a refused address)
 * books the next attempt as a new job per WEBHOOK_RETRY_SCHEDULE_S, about three days in all, then
 * the delivery has failed. Never throws for the partner's failure: the queue's own retry is for
 * our crashes only.
 */
import { MSG, WEBHOOK_RETRY_SCHEDULE_S, WEBHOOK_TEST_EVENT } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import {
  type AddressPolicy,
  AddressRefused,
  type CheckedDestination,
  checkDestination,
} from './address-check';
import { postSigned } from './send';
import { type SecretBox, signatureHeader } from './signing';
import {
  type AttemptRow,
  deliveryForAttempt,
  disableEndpoint,
  type EndpointRow,
  enqueueAttempts,
  insertAttempt,
  nextAttemptNo,
  recordOutcome,
} from './webhooks.repository';

export type DeliveryDeps = Pick<FastifyInstance, 'db' | 'audit' | 'config' | 'log'>;

export function addressPolicy(config: FastifyInstance['config']): AddressPolicy {
  return {
    production: config.NODE_ENV === 'production',
    allowCidrs: config.webhookAllowPrivateCidrs,
  };
}

const REFUSAL_TEXT = {
  invalid: MSG.webhookUrlInvalid,
  https: MSG.webhookUrlHttpsRequired,
  not_allowed: MSG.webhookUrlNotAllowed,
} as const;

interface Outcome {
  statusCode: number | null;
  error: string | null;
  kind: 'delivered' | 'gone' | 'failed';
}

/** The secrets that sign now: the current one, and a rotated-out one within its 24 hours. */
export function signingSecrets(box: SecretBox, endpoint: EndpointRow, now: Date): string[] {
  const secrets = [box.open(endpoint.id, endpoint.secretEnc)];
  if (
    endpoint.previousSecretEnc &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(box.open(endpoint.id, endpoint.previousSecretEnc));
  }
  return secrets;
}

async function send(
  deps: DeliveryDeps,
  box: SecretBox,
  endpoint: EndpointRow,
  event: { id: string; payload: Record<string, unknown> },
): Promise<Outcome> {
  let dest: CheckedDestination;
  try {
    dest = await checkDestination(endpoint.url, addressPolicy(deps.config));
  } catch (err) {
    if (!(err instanceof AddressRefused)) throw err;
    // The refusal's text only: the delivery log must not say what the name resolved to (decision 0123).
    return { statusCode: null, error: REFUSAL_TEXT[err.reason], kind: 'failed' };
  }
  const at = new Date();
  const body = JSON.stringify(event.payload);
  const result = await postSigned(
    dest,
    {
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatureHeader(signingSecrets(box, endpoint, at), event.id, at, body),
    },
    body,
  );
  const code = result.statusCode;
  if (code === null) {
    const text = result.failure === 'timeout' ? MSG.webhookAttemptTimeout : MSG.webhookAttemptConnection;
    return { statusCode: null, error: `${text} (${result.detail})`, kind: 'failed' };
  }
  if (code >= 200 && code < 300) return { statusCode: code, error: null, kind: 'delivered' };
  if (code === 410) return { statusCode: code, error: MSG.webhookAttemptHttpError, kind: 'gone' };
  if (code >= 300 && code < 400)
    return { statusCode: code, error: MSG.webhookAttemptRedirect, kind: 'failed' };
  return { statusCode: code, error: MSG.webhookAttemptHttpError, kind: 'failed' };
}

/**
 * Makes one attempt and records it. `auto`: the job's attempt, skipped when the delivery is no
 * longer waiting; `manual`: 'Kirim ulang' or 'Kirim uji', whatever its state (the caller refused a
 * turned-off endpoint). Null when nothing was attempted.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  box: SecretBox,
  deliveryId: string,
  trigger: 'auto' | 'manual',
): Promise<AttemptRow | null> {
  const { db } = deps;
  const row = await deliveryForAttempt(db, deliveryId);
  if (!row) return null;
  const { delivery, endpoint, event } = row;
  if (trigger === 'auto' && delivery.status !== 'pending') return null;
  if (!endpoint.active) {
    if (trigger === 'auto') {
      await recordOutcome(db, delivery.id, {
        status: 'failed',
        statusCode: delivery.lastStatusCode,
        durationMs: delivery.lastDurationMs ?? 0,
        error: MSG.webhookAttemptStopped,
        nextAttemptAt: null,
      });
    }
    return null;
  }
  const attemptNo = await nextAttemptNo(db, delivery.id);
  const started = performance.now();
  const outcome = await send(deps, box, endpoint, event);
  const durationMs = Math.round(performance.now() - started);
  const attempt = await insertAttempt(db, {
    deliveryId: delivery.id,
    attemptNo,
    trigger,
    statusCode: outcome.statusCode,
    durationMs,
    error: outcome.error,
  });
  const base = { statusCode: outcome.statusCode, durationMs, error: outcome.error };
  if (outcome.kind === 'delivered') {
    await recordOutcome(db, delivery.id, { ...base, status: 'delivered', nextAttemptAt: null });
  } else if (outcome.kind === 'gone') {
    await endpointGone(deps, endpoint, delivery.id, base);
  } else if (trigger === 'manual') {
    // A manual attempt books nothing: a waiting delivery keeps its schedule, a failed one stays
    // failed; 'Kirim uji' has no schedule, so its failure is final.
    await recordOutcome(db, delivery.id, {
      ...base,
      status: event.type === WEBHOOK_TEST_EVENT ? 'failed' : delivery.status,
      nextAttemptAt: delivery.nextAttemptAt,
    });
  } else {
    const wait = event.type === WEBHOOK_TEST_EVENT ? undefined : WEBHOOK_RETRY_SCHEDULE_S[attemptNo - 1];
    if (wait === undefined) {
      await recordOutcome(db, delivery.id, { ...base, status: 'failed', nextAttemptAt: null });
    } else {
      const next = new Date(Date.now() + wait * 1000);
      await db.transaction(async (tx) => {
        await recordOutcome(tx, delivery.id, { ...base, status: 'pending', nextAttemptAt: next });
        await enqueueAttempts(tx, [delivery.id], next);
      });
    }
  }
  return attempt;
}

/** 410 Gone: the partner has retired the endpoint. It is turned off and that is audited. */
async function endpointGone(
  deps: DeliveryDeps,
  endpoint: EndpointRow,
  deliveryId: string,
  base: { statusCode: number | null; durationMs: number; error: string | null },
) {
  await deps.db.transaction(async (tx) => {
    await recordOutcome(tx, deliveryId, { ...base, status: 'failed', nextAttemptAt: null });
    if (await disableEndpoint(tx, endpoint.id, 'gone', MSG.webhookAttemptStopped)) {
      await deps.audit.record(
        tx,
        {
          actorType: 'system',
          action: 'webhook.endpoint_disabled',
          targetType: 'webhook_endpoint',
          targetId: endpoint.id,
          details: {
            partner_id: endpoint.partnerId,
            url: endpoint.url,
            status_code: 410,
            delivery_id: deliveryId,
          },
        },
        null,
      );
    }
  });
}
