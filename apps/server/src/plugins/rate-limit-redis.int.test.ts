/**
 * Rate limits count across instances that share Redis (decision 0077): the per-address limit of the
 * identifier check (30 a minute) is reached by requests spread over two instances, as a load
 * balancer spreads them, and then both refuse. Needs the machine's Redis (TEST_REDIS_URL, or
 * 127.0.0.1:6379).
 */
import { randomInt } from 'node:crypto';
import { MSG } from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits across two instances through Redis', () => {
  const instances: TestApp[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) instances.push(await createTestApp({ env: { REDIS_URL }, seed: 'none' }));
  });
  afterAll(async () => {
    for (const t of instances) await t.close();
  });

  it('counts one address’s requests on both, and both refuse past the limit', async () => {
    // An address of its own for this run: the counters in Redis outlive a test run by a minute.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const check = (i: number) =>
      (instances[i % 2] as TestApp).app.inject({
        method: 'POST',
        url: '/v2/user/auth/checkUser',
        payload: { email: `batas${i}@kilau.test` },
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await check(i)).statusCode);
    expect(statuses).not.toContain(429);
    // 15 went to each instance: alone, neither has reached 30; together they have.
    expect((await check(0)).statusCode).toBe(429);
    expect((await check(1)).statusCode).toBe(429);
  });
});

describe('rate limits while Redis is down', () => {
  let t: TestApp;
  // Nothing listens on port 1: every Redis command fails, as when Redis is stopped.
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, seed: 'none' });
  });
  afterAll(async () => t.close());

  it('still answers, and still limits, counting in the instance (decision 0080)', async () => {
    const check = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/auth/checkUser',
        payload: { email: `tanpa-redis${i}@kilau.test` },
        remoteAddress: '10.20.30.40',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await check(i)).statusCode);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const refused = await check(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ err_message_id: MSG.tooManyRequests });
  });
});
