/**
 * The rate-limit store with Redis (decision 0077): counts in Redis, so that instances count
 * together; while Redis cannot be reached, in this instance's memory, so that logins and OTPs go
 * on working with limits that hold per instance (decision 0080). Failing closed instead would turn
 * a cache outage into nobody being able to sign in; failing open would drop the limits entirely.
 */
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (err: Error | null, result: Count | null) => void;

/** The part of @fastify/rate-limit's store contract the plugin calls. */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** A store class for `@fastify/rate-limit`'s `store` option, bound to a client and a logger. */
export function redisWithMemoryFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  let degraded = false;
  const onRedisError = (err: Error) => {
    if (!degraded) log.error({ err }, 'rate limits: Redis unreachable, counting in this instance');
    degraded = true;
  };
  const onRedisOk = () => {
    if (degraded) log.info('rate limits: Redis reachable again');
    degraded = false;
  };

  class Fallback implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private use(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      this.shared[method](
        key,
        (err, result) => {
          if (!err) {
            onRedisOk();
            return done(null, result);
          }
          onRedisError(err);
          this.local[method](key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.use('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.use('read', key, done, timeWindow, max);
    }

    child(routeOptions: unknown): Store {
      return new Fallback(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class RedisWithMemoryFallback extends Fallback {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace) as Store,
        new LocalStore(params.continueExceeding, params.exponentialBackoff) as Store,
      );
    }
  };
}
