/**
 * A request's id follows its work across the job queue (decision 0078): a job enqueued while a
 * request is handled keeps the request's id, and every log line of the job's run carries it with
 * the job's own id, so an operator finds the e-mail a request sent, and why it failed.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loggerOptions } from '../app';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { TableJobQueue } from './jobs';
import { runInRequest } from './request-context';

describe('the request id across the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is kept on a job a request enqueues, one id per request', async () => {
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/v2/user/forgot', payload: { email: 'demo.nasabah@kilau.test' } });
    expect((await ask()).statusCode).toBeLessThan(500);
    expect((await ask()).statusCode).toBeLessThan(500);
    const queued = await t.db
      .select({ type: jobs.type, requestId: jobs.requestId })
      .from(jobs)
      .where(eq(jobs.type, 'mail.send'));
    const ids = queued.map((j) => j.requestId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks every log line of the job’s run with the request’s id and the job’s', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const log = pino({ ...loggerOptions('info') }, sink);
    const queue = new TableJobQueue(t.db, log, { 'test.sends': z.object({}) });
    queue.register('test.sends', async () => {
      log.info('sending');
      throw new Error('the mail server said no');
    });
    await runInRequest('req-1234', () => queue.enqueue('test.sends', {}));
    await queue.drain();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.type, 'test.sends'));
    expect(job?.requestId).toBe('req-1234');
    expect(lines.find((l) => l.msg === 'sending')).toMatchObject({
      reqId: 'req-1234',
      jobId: job?.id,
      jobType: 'test.sends',
    });
    expect(lines.find((l) => l.msg === 'job failed, will retry' && l.jobType === 'test.sends')).toMatchObject(
      {
        reqId: 'req-1234',
        jobId: job?.id,
      },
    );
    // Outside a job, a line carries nothing of the kind.
    log.info('idle');
    expect(lines.find((l) => l.msg === 'idle')).not.toHaveProperty('jobId');
  });
});
