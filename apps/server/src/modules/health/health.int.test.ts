import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /health and /ready with the database reachable', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers on every reply', async () => {
    const res = await t.app.inject('/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers an unknown API path with the error shape and Indonesian text', async () => {
    const res = await t.app.inject('/v2/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status_code: 404,
      err_message_id: 'Halaman yang Anda cari tidak ditemukan.',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/ready');
  });

  it('shows the development outbox while no delivery is configured', async () => {
    const res = await t.app.inject('/dev/outbox?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('shows the outbox, with the OTPs it holds, only to this machine', async () => {
    await t.infra.sms.send('081234567001', 'Kode OTP Kilau Anda: 482913');
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/dev/outbox?format=json', remoteAddress, headers });

    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(local);
      expect(res.statusCode, local).toBe(200);
      expect(res.body, local).toContain('482913');
    }
    for (const other of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      const res = await outbox(other);
      expect(res.statusCode, other).toBe(404);
      expect(res.body, other).not.toContain('482913');
      expect(res.json(), other).toMatchObject({ status_code: 404 });
    }
    // A proxy on this machine relays outside callers: the socket is loopback, the caller is not.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await outbox('127.0.0.1', { [header]: '203.0.113.7' });
      expect(res.statusCode, header).toBe(404);
      expect(res.body, header).not.toContain('482913');
    }
  });
});

describe('behind a trusted proxy', () => {
  it('does not take X-Forwarded-For: 127.0.0.1 for a local caller', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await t.app.inject({
        url: '/dev/outbox?format=json',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('in production', () => {
  it('has no /dev/outbox route, not even for this machine', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'j'.repeat(40),
        AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
        PUBLIC_URL: 'https://kilau.example.id',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      },
    });
    try {
      const res = await t.app.inject({ url: '/dev/outbox?format=json', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('with real delivery configured', () => {
  it('has no /dev/outbox route', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const res = await t.app.inject('/dev/outbox?format=json');
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
