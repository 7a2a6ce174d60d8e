/**
 * The job queue's lanes: a kind of work that is slow (a partner's endpoint taking its whole
 * timeout, a rescreen slice) runs on workers of its own, so the customer's OTP mail behind it is
 * sent at once, and the lane's jobs run side by side up to its concurrency.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';
import { jobLanes } from './job-payloads';
import { TableJobQueue } from './jobs';

describe('job lanes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a mail while two slow partner deliveries are still running, and runs those side by side', async () => {
    const schemas = { 'test.slow': z.object({ n: z.number() }), 'test.mail': z.object({}) };
    const queue = new TableJobQueue(t.db, pino({ level: 'silent' }), schemas, 20, [
      { name: 'slow', types: ['test.slow'], concurrency: 2 },
    ]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = new Set<number>();
    let mostAtOnce = 0;
    const order: string[] = [];
    queue.register('test.slow', async ({ n }) => {
      running.add(n);
      mostAtOnce = Math.max(mostAtOnce, running.size);
      await held;
      running.delete(n);
      order.push(`slow ${n}`);
    });
    let mailed!: () => void;
    const mailSent = new Promise<void>((resolve) => {
      mailed = resolve;
    });
    queue.register('test.mail', async () => {
      order.push('mail');
      mailed();
    });
    await queue.enqueue('test.slow', { n: 1 });
    await queue.enqueue('test.slow', { n: 2 });
    await queue.enqueue('test.mail', {});
    queue.start();
    await mailSent;
    // The mail went out while the slow jobs were held (none has finished). The lane may claim its
    // second job just after the mail, on a loaded machine: waited for, not assumed.
    expect(order).toEqual(['mail']);
    await vi.waitFor(() => expect(running.size).toBe(2));
    expect(mostAtOnce).toBe(2);
    release();
    await queue.drain();
    await queue.stop();
    expect(order.sort()).toEqual(['mail', 'slow 1', 'slow 2']);
  });

  it('puts no job type in two lanes, and the partner deliveries in one of their own', () => {
    const types = jobLanes.flatMap((l) => [...l.types]);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('webhook.deliver');
  });
});
