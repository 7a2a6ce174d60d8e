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
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
