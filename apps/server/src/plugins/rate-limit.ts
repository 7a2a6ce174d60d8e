/**
 * Rate limits (architecture.md §6). Registered without a global limit: each sensitive route declares its
 * per-IP limit in `config.rateLimit` and adds `app.limitPerIdentifier(...)` for the per-account
 * one. The store is memory in the embedded mode and Redis when REDIS_URL is set, so that several
 * instances count together, falling back to memory while Redis is down (rate-limit-store.ts).
 */
import rateLimit from '@fastify/rate-limit';
import { MSG } from '@kilau/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis as RedisClient } from 'ioredis';
import { ApiError } from './errors';
import { redisWithMemoryFallback } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler limiting calls per identifier (e-mail, phone, username) found by `key`. */
    limitPerIdentifier: (
      name: string,
      max: number,
      windowMs: number,
      key: (req: FastifyRequest) => string | undefined,
    ) => preHandlerAsyncHookHandler;
  }
}

/** How long a start waits for Redis before counting in memory (rate-limit-store.ts). */
const REDIS_READY_WAIT_MS = 3_000;

/** Resolves once `client` is connected, or after `ms`, whichever comes first; never rejects. */
async function readyWithin(client: RedisClient, ms: number): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    let store: unknown;
    if (app.config.REDIS_URL) {
      const { Redis } = await import('ioredis');
      const client = new Redis(app.config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        // While Redis is down a count fails at once and falls back, instead of waiting in a queue.
        enableOfflineQueue: false,
      });
      // Reconnection errors are expected while Redis is down; the store logs the outage once.
      client.on('error', () => {});
      app.addHook('onClose', async () => {
        client.disconnect();
      });
      // Without an offline queue, a count asked before the connection is up fails and is kept in
      // this instance's memory: the first requests after a start would not count with the other
      // instances. So the start waits for the connection, briefly: Redis down must not stop it.
      await readyWithin(client, REDIS_READY_WAIT_MS);
      store = redisWithMemoryFallback(client, 'kilau-rl-', app.log);
    }
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store: store as never } : {}),
      skipOnError: false,
    });
    const scale = app.config.RATE_LIMIT_SCALE;
    // createRateLimit, not app.rateLimit(): the latter shares the per-request "already counted"
    // flag with the route's per-IP limit and would silently never count.
    app.decorate('limitPerIdentifier', (name, max, windowMs, key) => {
      const check = app.createRateLimit({
        max: Math.ceil(max * scale),
        timeWindow: windowMs,
        keyGenerator: (req) => `${name}:${(key(req) ?? req.ip).toLowerCase()}`,
      });
      return async (req: FastifyRequest) => {
        const result = await check(req);
        if (!result.isAllowed && result.isExceeded) {
          throw new ApiError(429, 429, MSG.tooManyRequests, 'Too many requests');
        }
      };
    });
  },
  { name: 'rate-limit', dependencies: ['infra'] },
);

/** A limit scaled by the validated RATE_LIMIT_SCALE (load tests raise it), read per request. */
function scaled(max: number) {
  return (req: FastifyRequest) => Math.ceil(max * req.server.config.RATE_LIMIT_SCALE);
}

/** Per-IP limit for a route's `config.rateLimit`. */
export function perIp(max: number, windowMs: number) {
  return { max: scaled(max), timeWindow: windowMs };
}

/**
 * Per-account limit for a route's `config.rateLimit`, counted after the auth guard (preHandler)
 * so that the key is the signed-in user, not an address shared by many customers.
 */
export function perAccount(name: string, max: number, windowMs: number) {
  return {
    max: scaled(max),
    timeWindow: windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `${name}:${req.auth?.sub ?? req.ip}`,
  };
}
