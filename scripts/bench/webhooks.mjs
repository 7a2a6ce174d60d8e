// @ts-check
// Webhook throughput (10,000 events delivered to a local receiver, events/s; decision
// 0114). Runs the built server on PostgreSQL (BENCH_DATABASE_URL, a scratch database dropped
// after) with a receiver on 127.0.0.1 (allow-listed, as a developer's own receiver would be). A
// partner and its endpoint are written as the super admin's call writes them (the secret sealed
// the same way, under the server's JWT secret), then 10,000 events, their deliveries and jobs are
// queued as a decision's transaction queues them, and the server's own job worker sends them. The
// receiver verifies every request with the Standard Webhooks library. Prints events/s from the
// queueing to the last delivery, and the attempt times' median and p95.
import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import {
  ensureServerBuilt,
  median,
  percentile,
  sleep,
  table,
  withScratchServer,
  writeResults,
} from './lib.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const JWT_SECRET = randomBytes(48).toString('base64url');

/**
 * As modules/webhooks/signing.ts seals it: AES-256-GCM, HKDF key per use, the row id as AAD.
 * @param {string} plaintext
 * @param {string} endpointId
 */
function seal(plaintext, endpointId) {
  const key = Buffer.from(
    hkdfSync('sha256', new TextEncoder().encode(JWT_SECRET), Buffer.alloc(0), 'kilau webhook-secret v1', 32),
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(endpointId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * A receiver that verifies each request as a partner would, and counts.
 * @param {string} secret
 */
async function startReceiver(secret) {
  const wh = new Webhook(secret);
  const stats = { received: 0, verified: 0, failed: 0 };
  const server = http.createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      stats.received++;
      try {
        wh.verify(
          Buffer.concat(chunks).toString('utf8'),
          /** @type {Record<string, string>} */ (req.headers),
        );
        stats.verified++;
      } catch {
        stats.failed++;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    stats,
    close: () => new Promise((r) => server.close(() => r(undefined))),
  };
}

export async function run() {
  console.log(`  ${ensureServerBuilt()}`);
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const receiver = await startReceiver(secret);
  try {
    const result = await withScratchServer(
      'webhooks',
      { seedDemo: false, env: { JWT_SECRET, WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32' } },
      async ({ client }) => {
        const platform = await client.query(`select id from platforms where app_name = 'gofx'`);
        const platformId = /** @type {{ id: string }} */ (platform.rows[0]).id;
        const partner = await client.query(
          `insert into integration_partners (name, key_prefix, key_hash, kind, platform_id)
           values ('Bursa Bench', 'kil_benc', $1, 'exchange', $2) returning id`,
          [randomBytes(32).toString('hex'), platformId],
        );
        const partnerId = /** @type {{ id: string }} */ (partner.rows[0]).id;
        const endpointId = randomUUID();
        await client.query(
          `insert into webhook_endpoints (id, partner_id, url, event_types, secret_enc)
           values ($1, $2, $3, array['participant.approved'], $4)`,
          [endpointId, partnerId, receiver.url, seal(secret, endpointId)],
        );
        // The events as recordPartnerEvent writes them: the thin body, a delivery, a job each.
        const started = performance.now();
        await client.query('begin');
        await client.query(
          `with ev as (
             insert into webhook_events (id, type, payload)
             select 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'participant.approved',
                    jsonb_build_object('type', 'participant.approved', 'timestamp', now(),
                      'data', jsonb_build_object('participant_id', gen_random_uuid(), 'platform_id', $2::text,
                        'status_nasabah', 4, 'reason_code', null, 'occurred_at', now()))
             from generate_series(1, $1::int)
             returning id),
           d as (
             insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
             select id, $3::uuid, now() from ev returning id)
           insert into jobs (type, payload, max_attempts)
           select 'webhook.deliver', jsonb_build_object('delivery_id', id), 3 from d`,
          [EVENTS, platformId, endpointId],
        );
        await client.query('commit');
        const queuedMs = performance.now() - started;
        let delivered = 0;
        let lastPrint = performance.now();
        while (delivered < EVENTS) {
          await sleep(250);
          const r = await client.query(
            `select count(*) filter (where status = 'delivered')::int as delivered,
                    count(*) filter (where status = 'failed')::int as failed
             from webhook_deliveries where endpoint_id = $1`,
            [endpointId],
          );
          const row = /** @type {{ delivered: number, failed: number }} */ (r.rows[0]);
          delivered = row.delivered;
          if (row.failed > 0) throw new Error(`${row.failed} deliveries failed`);
          if (performance.now() - lastPrint > 10_000) {
            lastPrint = performance.now();
            console.log(`  ${((lastPrint - started) / 1000).toFixed(0)} s: ${delivered}/${EVENTS} delivered`);
          }
          if (performance.now() - started > 30 * 60_000) throw new Error('not delivered within 30 minutes');
        }
        const seconds = (performance.now() - started) / 1000;
        const durations = (
          await client.query(
            `select a.duration_ms from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
             where d.endpoint_id = $1 order by a.duration_ms`,
            [endpointId],
          )
        ).rows.map((/** @type {{ duration_ms: number }} */ r) => r.duration_ms);
        return {
          events: EVENTS,
          queued_ms: Math.round(queuedMs),
          seconds: Number(seconds.toFixed(1)),
          events_per_second: Math.round(EVENTS / seconds),
          attempt_ms_median: median(durations),
          attempt_ms_p95: percentile(durations, 95),
          received: receiver.stats.received,
          verified: receiver.stats.verified,
          signature_failures: receiver.stats.failed,
        };
      },
    );
    if (!result) return ['webhooks: skipped (no PostgreSQL)'];
    table(
      [
        'events',
        'total (s)',
        'events/s',
        'attempt median (ms)',
        'attempt p95 (ms)',
        'verified',
        'bad signatures',
      ],
      [
        [
          result.events.toLocaleString('en'),
          String(result.seconds),
          String(result.events_per_second),
          String(result.attempt_ms_median),
          String(result.attempt_ms_p95),
          result.verified.toLocaleString('en'),
          String(result.signature_failures),
        ],
      ],
    );
    writeResults('webhooks', result);
    const failed =
      result.signature_failures > 0 ? [`${result.signature_failures} signatures did not verify`] : [];
    return {
      lines: [
        `webhooks: ${result.events.toLocaleString('en')} events delivered in ${result.seconds} s, ${result.events_per_second} events/s (one instance, its partner-events lane), attempt median ${result.attempt_ms_median} ms`,
      ],
      failed,
    };
  } finally {
    await receiver.close();
  }
}
