/**
 * GET /metrics in Prometheus's text format (decision 0076), for a scraper that sends METRICS_TOKEN
 * as a bearer token; without the setting the route answers 404, so nothing about the process is
 * exposed by default. What an operator watches:
 *
 * - `http_request_duration_seconds` (histogram by method, route pattern and status): the request
 *   rate is its `_count`'s rate, the latency its buckets. Route patterns, never raw URLs, so ids
 *   and tokens in paths never become label values;
 * - `kilau_jobs{state}`: the job queue's depth (waiting, scheduled, running, dead);
 * - `kilau_db_pool_connections{state}`: PostgreSQL's pool (total, idle, waiting for one);
 * - `kilau_review_waiting_files` and `kilau_review_overdue_files`: the files waiting for a review
 *   (the broker's 2 and the bank's 7) and those of them past their due time (decision 0112);
 * - the process's own (CPU, memory, event-loop lag, handles) from prom-client's defaults.
 */
import { timingSafeEqual } from 'node:crypto';
import { MSG } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ApiError } from './errors';
import { jobIsDead } from './jobs';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Jobs by state, from the queue's table (read when scraped). */
const JOB_STATES = sql`
  select case
      when ${jobIsDead} then 'dead'
      when locked_until > now() then 'running'
      when run_at > now() then 'scheduled'
      else 'waiting' end as state,
    count(*)::int as n
  from jobs where done_at is null group by 1`;

/** The review's queue: files waiting for the broker or the bank, and those overdue (one statement). */
const reviewQueue = (now: Date) => sql`
  select count(*)::int as waiting,
    count(*) filter (where due_at < ${now.toISOString()}::timestamptz)::int as overdue
  from kyc_customers where status_nasabah in (2, 7)`;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'kilau_jobs',
      help: 'Jobs of the queue not done, by state (dead: out of attempts)',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const state of ['waiting', 'scheduled', 'running', 'dead']) this.set({ state }, 0);
        const { rows } = (await app.db.execute(JOB_STATES)) as unknown as {
          rows: { state: string; n: number }[];
        };
        for (const r of rows) this.set({ state: r.state }, r.n);
      },
    });
    new Gauge({
      name: 'kilau_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.dbHandle.poolStats?.();
        if (!stats) return;
        for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
      },
    });

    // Both gauges from one query per scrape: the scrape starts it, the two collects read it.
    let queue: Promise<{ waiting: number; overdue: number }> = Promise.resolve({ waiting: 0, overdue: 0 });
    const readQueue = () =>
      (
        app.db.execute(reviewQueue(new Date())) as unknown as Promise<{
          rows: { waiting: number; overdue: number }[];
        }>
      ).then((r) => ({ waiting: Number(r.rows[0]?.waiting ?? 0), overdue: Number(r.rows[0]?.overdue ?? 0) }));
    new Gauge({
      name: 'kilau_review_waiting_files',
      help: 'Files waiting for a review (the broker’s and the bank’s)',
      registers: [registry],
      async collect() {
        this.set((await queue).waiting);
      },
    });
    new Gauge({
      name: 'kilau_review_overdue_files',
      help: 'Files waiting for a review past their due time',
      registers: [registry],
      async collect() {
        this.set((await queue).overdue);
      },
    });

    app.addHook('onResponse', async (req, reply) => {
      // Unmatched requests (404s of random paths) share one label rather than one each.
      const route = req.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      duration.observe(
        { method: req.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      const token = app.config.METRICS_TOKEN;
      // Not configured: the same answer as any path that does not exist.
      if (!token) return reply.callNotFound();
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) throw new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      queue = readQueue();
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
