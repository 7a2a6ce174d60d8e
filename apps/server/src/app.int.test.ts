/**
 * Operations behaviour of the whole app: request ids, secrets never logged, graceful close.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT } from './app';
import { DEMO_PASSWORD } from './db/seed';
import { createTestApp, type TestApp } from './test/app';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    lines,
    logger: pino({ level: 'trace', redact: { paths: LOG_REDACT, censor: '[redacted]' } }, stream),
  };
}

describe('logs', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    app = await buildApp(t.infra, { logger: logs.logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('are JSON lines carrying the request id that the reply also carries', async () => {
    const res = await app.inject('/health');
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const mine = logs.lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('never contain a password, a token or an authorization header', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email: 'demo.nasabah@kilau.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    await app.inject({ url: '/v2/user/refresh', headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email: 'demo.nasabah@kilau.test', password: 'SalahSekali#1' },
    });
    const all = logs.lines.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('SalahSekali#1');
    expect(all).not.toContain(token);
  });
});

describe('graceful close', () => {
  it('lets an in-flight request finish before the server stops', async () => {
    const t = await createTestApp();
    const app = await buildApp(t.infra, { logger: false });
    app.get('/slow-for-test', async () => {
      await new Promise((r) => setTimeout(r, 400));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await closing;
    await t.close();
  });
});
