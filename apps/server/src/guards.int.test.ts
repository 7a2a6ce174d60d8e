/**
 * Guards run before validation, on every route: called with no token and a body and query of the
 * wrong shape, a route behind a sign-in guard answers 401, never 422 (a caller without the right
 * to a route learns nothing of its shape). Every route of the OpenAPI document is called; the
 * routes that have no sign-in guard are named below, so a new route must be classified here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

/** Routes anyone may call: sign-in, registration, password reset, bot challenge, health, legal texts. */
const PUBLIC = new Set([
  'GET /dev/outbox',
  'GET /health',
  'GET /ready',
  'POST /v1/auth',
  // The login's second step and the forced enrolment: no session yet, the single-use mfa_token
  // from the password step is their key (decision 0109).
  'POST /v1/auth/mfa/enrol/passkey/options',
  'POST /v1/auth/mfa/enrol/passkey/verify',
  'POST /v1/auth/mfa/enrol/totp',
  'POST /v1/auth/mfa/enrol/totp/confirm',
  'POST /v1/auth/mfa/report',
  'POST /v1/auth/mfa/passkey/options',
  'POST /v1/auth/mfa/passkey/verify',
  'POST /v1/auth/mfa/verify',
  'POST /v1/user/profile/email/confirm',
  'GET /v2/captcha/challenge',
  'GET /v2/legal/{documentId}',
  'GET /v2/public/config',
  'POST /v2/user/auth',
  'POST /v2/user/auth/checkUser',
  'POST /v2/user/forgot',
  'POST /v2/user/register',
  'POST /v2/user/register/check',
  'POST /v2/user/register/resend/email',
  'POST /v2/user/register/resend/otp',
  'POST /v2/user/register/verify/email/{id}',
  'POST /v2/user/register/verify/otp',
  'POST /v2/user/resend-forgot',
  'POST /v2/user/reset/password',
  'POST /v2/user/verify-forgot',
]);

/** Routes with a key of their own instead of a sign-in (the partners' key): without it, 401 too. */
const OWN_KEY = new Set(['POST /v1/integration/balances', 'POST /v1/integration/trade-transactions']);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function routes(): string[] {
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const found: string[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) if (item[method]) found.push(`${method.toUpperCase()} ${p}`);
  }
  return found.sort();
}

describe('guards before validation', () => {
  it('every public route is still a route (the list is kept true)', () => {
    const all = new Set(routes());
    for (const route of [...PUBLIC, ...OWN_KEY]) expect(all, route).toContain(route);
  });

  it('a guarded route answers 401 to a caller without a token, whatever the body and query', async () => {
    const answers: string[] = [];
    for (const route of routes()) {
      if (PUBLIC.has(route)) continue;
      const [method = 'GET', openapiPath = '/'] = route.split(' ');
      // A path parameter of the wrong shape, a query of the wrong shape and a body of the wrong shape.
      const url = `${openapiPath.replace(/\{\w+\}/g, 'not-an-id')}?page=-1&limit=abc&path=&id=x`;
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: ['x'] } }),
      });
      answers.push(`${route} → ${res.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith('→ 401'))).toEqual([]);
    // The check saw the routes the finding named.
    expect(answers).toContain('GET /v1/get/file → 401');
    expect(answers).toContain('PUT /v1/user/profile → 401');
    expect(answers).toContain('POST /v1/user/change_password → 401');
  });
});
