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

  it('runs one job at a time in a lane of one worker, however often new jobs wake it', async () => {
    const schemas = { 'test.step': z.object({ n: z.number() }) };
    const queue = new TableJobQueue(t.db, pino({ level: 'silent' }), schemas, 20);
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    queue.register('test.step', async ({ n }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      done.push(n);
    });
    queue.start();
    // Each enqueue wakes the queue while the job before it is still running.
    for (let n = 1; n <= 6; n++) {
      await queue.enqueue('test.step', { n });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await vi.waitFor(() => expect(done).toHaveLength(6), { timeout: 10_000 });
    await queue.stop();
    expect(mostAtOnce).toBe(1);
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs a job longer than its lock once, though a second instance polls the queue meanwhile', async () => {
    const schemas = { 'test.long': z.object({}) };
    const log = pino({ level: 'silent' });
    // Two instances on one database, each taking a job for dead after 300 ms without its heartbeat.
    const first = new TableJobQueue(t.db, log, schemas, 20, [], 300);
    const second = new TableJobQueue(t.db, log, schemas, 20, [], 300);
    let runs = 0;
    const long = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    };
    first.register('test.long', long);
    second.register('test.long', long);
    await first.enqueue('test.long', {});
    first.start();
    await vi.waitFor(() => expect(runs).toBe(1));
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
  });

  it('puts no job type in two lanes; the OTP messages and the partner deliveries each in one of their own', () => {
    const types = jobLanes.flatMap((l) => [...l.types]);
    expect(new Set(types).size).toBe(types.length);
    const laneOf = (type: string) => jobLanes.find((l) => l.types.includes(type))?.name;
    expect(laneOf('webhook.deliver')).toBe('partner-events');
    expect(laneOf('mail.send')).toBe('messages');
    expect(laneOf('sms.send')).toBe('messages');
    // The messages lane holds nothing that could keep a code waiting.
    expect(jobLanes.find((l) => l.name === 'messages')?.types).toEqual(['mail.send', 'sms.send']);
  });
});
