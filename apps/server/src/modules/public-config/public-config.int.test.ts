import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /v2/public/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CS_PHONE: '(021) 555 0101',
        CS_EMAIL: 'bantuan@pialang.test',
        TRADING_URL: 'https://trading.pialang.test',
      },
    });
  });
  afterAll(() => t.close());

  it('gives the screens the contacts and trading site from configuration, without a login', async () => {
    const res = await t.app.inject('/v2/public/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cs_phone: '(021) 555 0101',
      cs_email: 'bantuan@pialang.test',
      trading_url: 'https://trading.pialang.test',
    });
  });
});
