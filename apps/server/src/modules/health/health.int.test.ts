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
