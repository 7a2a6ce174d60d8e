/**
 * /docs (the OpenAPI explorer and its JSON) maps every route of the API: a production install
 * publishes it only when API_DOCS=1 asks; development and tests always have it.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  PUBLIC_URL: 'https://kilau.example.id',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
};

describe('/docs in production', () => {
  it('is absent unless API_DOCS=1 (404 for the explorer and the JSON)', async () => {
    const t = await createTestApp({ env: PRODUCTION });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('/v1/admin-broker');
      }
    } finally {
      await t.close();
    }
  });

  it('is served with API_DOCS=1', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION, API_DOCS: '1' } });
    try {
      const res = await t.app.inject('/docs/json');
      expect(res.statusCode).toBe(200);
      const paths = res.json().paths;
      expect(paths).toHaveProperty('/v1/admin-broker/activity/{activityId}');
      // The trading account number's format is part of the contract (decision 0103).
      for (const [path, method] of [
        ['/v1/admin-broker/kyc/approve/{id}', 'patch'],
        ['/v1/counter/approve/non_trading', 'post'],
      ] as const) {
        const body = paths[path][method].requestBody.content['application/json'];
        expect(body.schema.properties.account_no.description, path).toMatch(/6–20 digits/);
      }
    } finally {
      await t.close();
    }
  });
});
