import { publicConfigReplySchema } from '@kilau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /v2/public/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        COMPANY_NAME: 'PT Pialang Emas Nusantara',
        COMPANY_ADDRESS: 'Jl. M.H. Thamrin No. 1, Jakarta Pusat 10310',
        COMPANY_LICENSE_NO: '123/BAPPEBTI/SI/7/2024',
        CS_PHONE: '(021) 555 0101',
        CS_EMAIL: 'bantuan@pialang.test',
        CS_WHATSAPP: '+62 811-2233-4455',
        TRADING_URL: 'https://trading.pialang.test',
        POSGOLD_URL: 'https://posgold.pialang.test/embed',
      },
    });
  });
  afterAll(() => t.close());

  it("gives the screens the broker's identity, contacts and trading site from configuration, without a login", async () => {
    const res = await t.app.inject('/v2/public/config');
    expect(res.statusCode).toBe(200);
    expect(publicConfigReplySchema.parse(res.json()).data).toEqual({
      company_name: 'PT Pialang Emas Nusantara',
      company_address: 'Jl. M.H. Thamrin No. 1, Jakarta Pusat 10310',
      company_license_no: '123/BAPPEBTI/SI/7/2024',
      cs_phone: '(021) 555 0101',
      cs_email: 'bantuan@pialang.test',
      cs_whatsapp: '+62 811-2233-4455',
      cs_whatsapp_url: 'https://wa.me/6281122334455',
      trading_url: 'https://trading.pialang.test',
      posgold_url: 'https://posgold.pialang.test/embed',
    });
    // The configured page is the only one the app may frame (/posgold).
    expect(res.headers['content-security-policy']).toContain('frame-src https://posgold.pialang.test');
  });

  it('may be kept by any cache for five minutes, then revalidated by its ETag', async () => {
    const first = await t.app.inject('/v2/public/config');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await t.app.inject({ url: '/v2/public/config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
