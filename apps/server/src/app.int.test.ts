/**
 * Operations behaviour of the whole app: request ids, secrets never logged, graceful close.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, redactUrl } from './app';
import { DEMO_PASSWORD } from './seed/seed';
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
    // The options server.ts boots with, so a test sees what production would log.
    logger: pino(loggerOptions('trace'), stream),
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

  it('never contain the secret of an activation link or of a query, in any request URL', async () => {
    const secret = 'Zk3vS9qLmN0pQ7rT2uW5xY8aB1cD4eF6gH9jK2lM5nP';
    const urls = [
      { method: 'POST' as const, url: `/v2/user/register/verify/email/${secret}` },
      { method: 'GET' as const, url: `/aktivasi/${secret}` },
      { method: 'GET' as const, url: `/AKTIVASI/${secret}?utm_source=email` },
      { method: 'GET' as const, url: `/confirm-resetpassword?token=${secret}&otp=482913&lang=id` },
    ];
    for (const { method, url } of urls)
      await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    const all = logs.lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('482913');
    // The rest of the URL stays readable for whoever reads the log.
    const logged = logs.lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(logged).toEqual(
      expect.arrayContaining([
        '/v2/user/register/verify/email/[redacted]',
        '/aktivasi/[redacted]',
        '/AKTIVASI/[redacted]?utm_source=email',
        '/confirm-resetpassword?token=[redacted]&otp=[redacted]&lang=id',
      ]),
    );
  });
});

describe('redactUrl', () => {
  it('leaves URLs without secrets as they are', () => {
    for (const url of [
      '/v2/kyc/customer/platform',
      '/v1/abx/transactions?limit=10&offset=0',
      '/aktivasi',
      '/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
  it('redacts only the secret segment and keeps what follows', () => {
    expect(redactUrl('/v2/user/register/verify/email/abc/extra?x=1')).toBe(
      '/v2/user/register/verify/email/[redacted]/extra?x=1',
    );
    expect(redactUrl('//aktivasi/abc')).toBe('//aktivasi/[redacted]');
    expect(redactUrl('/x?Token=abc&%74oken=def&code')).toBe('/x?Token=[redacted]&%74oken=[redacted]&code');
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
