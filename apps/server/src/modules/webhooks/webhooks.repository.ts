/**
 * The SQL of the partners' events (decision 0114): the event, its deliveries and their jobs written
 * in the caller's transaction; the endpoints; the attempts and the delivery log.
 */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  banks,
  integrationPartners,
  jobs,
  kycCustomers,
  platforms,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import type { JobPayloads } from '../../plugins/job-payloads';
import { currentRequestId } from '../../plugins/request-context';

export const DELIVER_JOB = 'webhook.deliver' as const;
type DeliverPayload = z.infer<JobPayloads[typeof DELIVER_JOB]>;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/** What a participant's event says and whom it concerns: its platform and bank. */
export async function participantForEvent(tx: DbOrTx, participantId: string) {
  const [row] = await tx
    .select({
      id: kycCustomers.id,
      platformId: kycCustomers.platformId,
      bankCode: kycCustomers.bankCode,
      statusNasabah: kycCustomers.statusNasabah,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.id, participantId));
  return row;
}

/**
 * The active endpoints subscribed to `type` of the active partners whose scope covers the
 * participant (decision 0105): an exchange its platform's participants, a bank its own customers.
 * Each with its partner's kind, which decides what it may hear (decision 0121).
 */
export async function subscribedEndpoints(
  tx: DbOrTx,
  type: string,
  scope: { platformId: string | null; bankCode: string | null },
): Promise<{ id: string; partnerKind: string | null }[]> {
  return tx
    .select({ id: webhookEndpoints.id, partnerKind: integrationPartners.kind })
    .from(webhookEndpoints)
    .innerJoin(integrationPartners, eq(integrationPartners.id, webhookEndpoints.partnerId))
    .where(
      and(
        eq(webhookEndpoints.active, true),
        eq(integrationPartners.active, true),
        sql`${type} = any(${webhookEndpoints.eventTypes})`,
        sql`((${integrationPartners.kind} = 'exchange' and ${integrationPartners.platformId} = ${scope.platformId})
          or (${integrationPartners.kind} = 'bank' and ${integrationPartners.bankCode} = ${scope.bankCode}))`,
      ),
    );
}

/**
 * The event, one delivery per endpoint and each delivery's first job, in the caller's transaction.
 * `enqueue: false` for 'Kirim uji', whose one attempt the caller makes itself.
 */
export async function insertEventWithDeliveries(
  tx: DbOrTx,
  event: { id: string; type: string; payload: Record<string, unknown> },
  endpointIds: readonly string[],
  opts: { enqueue: boolean } = { enqueue: true },
): Promise<string[]> {
  await tx.insert(webhookEvents).values(event);
  if (endpointIds.length === 0) return [];
  const now = new Date();
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        eventId: event.id,
        endpointId,
        nextAttemptAt: opts.enqueue ? now : null,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  const ids = deliveries.map((d) => d.id);
  if (opts.enqueue) await enqueueAttempts(tx, ids, now);
  return ids;
}

/**
 * Delivery jobs inserted with the caller's transaction (not the queue's own connection), so a
 * rolled-back decision leaves no job behind; the queue's poll finds them within a second.
 */
export async function enqueueAttempts(tx: DbOrTx, deliveryIds: readonly string[], runAt: Date) {
  if (deliveryIds.length === 0) return;
  const requestId = currentRequestId() ?? null;
  await tx.insert(jobs).values(
    deliveryIds.map((id) => ({
      type: DELIVER_JOB,
      payload: { delivery_id: id } satisfies DeliverPayload,
      runAt,
      // Our own crashes only: a partner's failure is a new job on the schedule, not a queue retry.
      maxAttempts: 3,
      requestId,
    })),
  );
}

/** A delivery with its event and endpoint, for an attempt. */
export async function deliveryForAttempt(db: DbOrTx, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** Counts the attempt before it is made: two attempts of one delivery never share a number. */
export async function nextAttemptNo(db: DbOrTx, deliveryId: string): Promise<number> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning({ attempts: webhookDeliveries.attempts });
  return row?.attempts ?? 1;
}

export async function insertAttempt(
  db: DbOrTx,
  a: {
    deliveryId: string;
    attemptNo: number;
    trigger: 'auto' | 'manual';
    statusCode: number | null;
    durationMs: number;
    error: string | null;
  },
): Promise<AttemptRow> {
  const [row] = await db.insert(webhookAttempts).values(a).returning();
  if (!row) throw new Error('attempt insert returned no row');
  return row;
}

/**
 * The delivery after an attempt: its newest outcome, and its state. A delivered one stays
 * delivered whatever a later attempt says ('Kirim ulang' of a delivered event).
 */
export async function recordOutcome(
  db: DbOrTx,
  deliveryId: string,
  o: {
    status: 'pending' | 'delivered' | 'failed';
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    nextAttemptAt: Date | null;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({
      status: sql`case when ${webhookDeliveries.status} = 'delivered' then 'delivered' else ${o.status} end`,
      lastStatusCode: o.statusCode,
      lastDurationMs: o.durationMs,
      lastError: o.error,
      nextAttemptAt: o.status === 'pending' ? o.nextAttemptAt : null,
      deliveredAt:
        o.status === 'delivered' ? sql`coalesce(${webhookDeliveries.deliveredAt}, now())` : undefined,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/**
 * Turns an endpoint off (a 410, or a person): its waiting deliveries stop, marked failed with the
 * reason, so 'Kirim ulang' can send them once it is on again. True when this call turned it off.
 */
export async function disableEndpoint(
  tx: DbOrTx,
  endpointId: string,
  reason: 'gone' | 'manual',
  stoppedError: string,
): Promise<boolean> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledReason: reason, disabledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.active, true)))
    .returning({ id: webhookEndpoints.id });
  if (!row) return false;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lastError: stoppedError })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  return true;
}

// ── Endpoints ──

export async function findPartner(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({ id: integrationPartners.id, name: integrationPartners.name })
    .from(integrationPartners)
    .where(eq(integrationPartners.id, partnerId));
  return row;
}

export async function findEndpoint(db: DbOrTx, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert) {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  if (!created) throw new Error('endpoint insert returned no row');
  return created;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** Every partner with its scope's label, and every endpoint with its failed and waiting counts. */
/** What a new partner may be bound to ('Tambah mitra'): the active platforms and banks. */
export async function partnerScopes(db: DbOrTx) {
  const [platformRows, bankRows] = await Promise.all([
    db
      .select({ app_name: platforms.appName, name: platforms.name })
      .from(platforms)
      .where(eq(platforms.active, true))
      .orderBy(platforms.sortOrder, platforms.name),
    db
      .select({ code: banks.code, name: banks.name })
      .from(banks)
      .where(eq(banks.active, true))
      .orderBy(banks.sortOrder, banks.name),
  ]);
  return { platforms: platformRows, banks: bankRows };
}

export async function partnersWithEndpoints(db: DbOrTx) {
  const partners = await db
    .select({
      id: integrationPartners.id,
      name: integrationPartners.name,
      kind: integrationPartners.kind,
      active: integrationPartners.active,
      keyPrefix: integrationPartners.keyPrefix,
      lastUsedAt: integrationPartners.lastUsedAt,
      platformName: platforms.name,
      bankName: banks.name,
    })
    .from(integrationPartners)
    .leftJoin(platforms, eq(platforms.id, integrationPartners.platformId))
    .leftJoin(banks, eq(banks.code, integrationPartners.bankCode))
    .orderBy(integrationPartners.name);
  const endpoints = partners.length
    ? await db
        .select()
        .from(webhookEndpoints)
        .where(
          inArray(
            webhookEndpoints.partnerId,
            partners.map((p) => p.id),
          ),
        )
        .orderBy(webhookEndpoints.createdAt)
    : [];
  const counts = await deliveryCounts(
    db,
    endpoints.map((e) => e.id),
  );
  return { partners, endpoints, counts };
}

export async function deliveryCounts(db: DbOrTx, endpointIds: readonly string[]) {
  const out = new Map<string, { failed: number; pending: number }>();
  if (endpointIds.length === 0) return out;
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.endpointId, [...endpointIds]),
        inArray(webhookDeliveries.status, ['failed', 'pending']),
      ),
    )
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  for (const r of rows) {
    const c = out.get(r.endpointId) ?? { failed: 0, pending: 0 };
    if (r.status === 'failed') c.failed = r.n;
    if (r.status === 'pending') c.pending = r.n;
    out.set(r.endpointId, c);
  }
  return out;
}

/** A page of an endpoint's deliveries, newest first, with every attempt of each. */
export async function deliveriesPage(
  db: DbOrTx,
  endpointId: string,
  q: { status?: 'pending' | 'delivered' | 'failed'; limit: number; offset: number },
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    q.status ? eq(webhookDeliveries.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.delivery.id),
          ),
        )
        .orderBy(desc(webhookAttempts.attemptNo))
    : [];
  return { rows, attempts, total: total?.n ?? 0 };
}

/** A rotation's previous secret past its 24 hours is dropped when next read. */
export async function dropExpiredPreviousSecret(db: DbOrTx, endpointId: string) {
  await db
    .update(webhookEndpoints)
    .set({ previousSecretEnc: null, previousSecretExpiresAt: null })
    .where(
      and(eq(webhookEndpoints.id, endpointId), lt(webhookEndpoints.previousSecretExpiresAt, new Date())),
    );
}
