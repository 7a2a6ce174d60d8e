import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { prepareDatabase } from './prepare';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './seed';

/** A production configuration that passes validation, on the embedded database. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
  PUBLIC_URL: 'https://kilau.example.id',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
};

describe('start-up seeding', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Boots the way server.ts does (migrate and seed by configuration), then tries the demo login. */
  async function demoLoginAfterStart(env: Record<string, string>) {
    t = await createTestApp({ seed: 'none', env });
    const silent = (await import('pino')).default({ level: 'silent' });
    await prepareDatabase(t.infra.dbHandle, t.infra.config, silent);
    const email = DEMO_CUSTOMERS[0].email;
    return t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email, password: DEMO_PASSWORD },
    });
  }

  it('in production, nobody logs in with the published demo password', async () => {
    const res = await demoLoginAfterStart(PRODUCTION);
    expect(res.statusCode).not.toBe(200);
    expect(res.json().token).toBeUndefined();
  });

  it('in production with SEED_DEMO=1, the demo accounts exist as asked', async () => {
    const res = await demoLoginAfterStart({ ...PRODUCTION, SEED_DEMO: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('in development on the embedded database, the demo accounts are there (npm start)', async () => {
    const res = await demoLoginAfterStart({ NODE_ENV: 'development' });
    expect(res.statusCode).toBe(200);
  });
});
