/**
 * The signaling bus for this app (decision 0075): in the process by default; through Redis when
 * REDIS_URL is set, so that the officer and the participant may be connected to different
 * instances. Two connections: pub/sub takes one over entirely.
 */
import { VIDEO_LINK_VALID_MS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { LocalSignalingBus, RedisSignalingBus, type SignalingBus } from './signaling-bus';

export const SIGNAL_REDIS_PREFIX = 'kilau-sig:';

export async function signalingBus(app: Pick<FastifyInstance, 'config' | 'log'>): Promise<SignalingBus> {
  const url = app.config.REDIS_URL;
  if (!url) return new LocalSignalingBus();
  const { Redis } = await import('ioredis');
  // Like the rate limits (plugins/rate-limit.ts): a Redis that is down fails the call at once
  // rather than queueing it; the browser retries, and the call works again when Redis is back.
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [redis, subscriber])
    client.on('error', (err: Error) => app.log.warn({ err }, 'video signaling: Redis connection'));
  return new RedisSignalingBus(redis, subscriber, {
    prefix: SIGNAL_REDIS_PREFIX,
    // A member is kept as long as a room can be open; the same person coming back replaces it.
    memberTtlMs: VIDEO_LINK_VALID_MS,
  });
}
