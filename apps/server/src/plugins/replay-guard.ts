/**
 * Remembers what may be used once (a solved bot challenge) until it would have expired anyway.
 * In the process by default; through Redis with REDIS_URL, so that a challenge solved once cannot
 * be replayed on another instance (decision 0077). When Redis cannot be reached the guard falls back
 * to this instance's memory: logins keep working, and replays are refused per instance meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface ReplayGuard {
  /** True the first time `key` is claimed within `ttlMs`, false for a replay. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives a claim back (the payload turned out invalid, so it was never really used). */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryReplayGuard implements ReplayGuard {
  private readonly used = new Map<string, number>();

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    for (const [k, until] of this.used) if (until < now) this.used.delete(k);
    if (this.used.has(key)) return false;
    this.used.set(key, now + ttlMs);
    return true;
  }

  async release(key: string): Promise<void> {
    this.used.delete(key);
  }

  async close(): Promise<void> {}
}

export class RedisReplayGuard implements ReplayGuard {
  private readonly fallback = new MemoryReplayGuard();

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'kilau-replay:',
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    try {
      // SET … NX: of two instances claiming at once, exactly one gets 'OK'.
      return (await this.redis.set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
    } catch (err) {
      this.log.warn({ err }, 'replay guard: Redis unreachable, this instance remembers alone');
      return this.fallback.claim(key, ttlMs);
    }
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key).catch(() => this.fallback.release(key));
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export async function createReplayGuard(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<ReplayGuard> {
  if (!redisUrl) return new MemoryReplayGuard();
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) => log.warn({ err }, 'replay guard: Redis connection'));
  return new RedisReplayGuard(redis, log);
}
