/**
 * One password rule everywhere a password is chosen (registration, reset, change): the strength
 * rules of docs/product/customer-area.md § Rules, and none of the most common passwords.
 */
import { MSG } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp, registerCustomer } from '../../test/customer';

describe('password rules: registration, reset and change alike', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const messagesOf = (body: { error?: { field: string; message: string }[] }) =>
    (body.error ?? []).map((e) => `${e.field.replace(/^\./, '')}: ${e.message}`);
  const login = (email: string, password: string) => post('/v2/user/auth', { email, password });

  /** Each weak password, with the message the customer must see for it. */
  const WEAK: [string, string][] = [
    ['aaaaaaaa', MSG.newPasswordCase],
    ['Aaaaaaaa', MSG.newPasswordDigitSymbol],
    ['Aa1!', MSG.newPasswordMin],
    ['Password1!', MSG.passwordTooCommon],
    ['P@ssw0rd2026', MSG.passwordTooCommon],
    ['Qwerty123#', MSG.passwordTooCommon],
  ];

  it('registration refuses a weak or common password (422), creates nothing and texts nobody', async () => {
    for (const [password, message] of WEAK) {
      const phonenumber = '081388001122';
      const res = await post('/v2/user/register', {
        fullname: 'Nasabah Sandi Lemah',
        email: 'sandilemah@kilau.test',
        username: 'sandilemah',
        phonenumber,
        password,
      });
      expect(res.statusCode, password).toBe(422);
      expect(messagesOf(res.json()), password).toContain(`password: ${message}`);
      expect(await t.db.$count(users, eq(users.email, 'sandilemah@kilau.test'))).toBe(0);
      await t.flushJobs();
      expect(await t.db.$count(outbox, eq(outbox.recipient, phonenumber))).toBe(0);
    }
  });

  it('a password reset refuses them too, and the reset can go on with a good one', async () => {
    const c = await registerCustomer(t);
    expect((await post('/v2/user/forgot', { email: c.email })).statusCode).toBe(200);
    const code = (await t.lastMessageTo(c.email))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await post('/v2/user/verify-forgot', { email: c.email, otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().validate_token as string;
    for (const [password, message] of WEAK) {
      const res = await post('/v2/user/reset/password', {
        token,
        new_password: password,
        confirm_password: password,
      });
      expect(res.statusCode, password).toBe(422);
      expect(messagesOf(res.json()), password).toContain(`new_password: ${message}`);
    }
    const good = 'Sawah#Hijau#Pagi7';
    const done = await post('/v2/user/reset/password', { token, new_password: good, confirm_password: good });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(c.email, good)).statusCode).toBe(200);
  });

  it('a password change refuses them too, and the old password stays', async () => {
    const c = await registerCustomer(t);
    for (const [password, message] of WEAK) {
      const res = await post(
        '/v1/user/change_password',
        { password: c.password, new_password: password },
        c.token,
      );
      expect(res.statusCode, password).toBe(422);
      expect(messagesOf(res.json()), password).toContain(`new_password: ${message}`);
    }
    expect((await login(c.email, c.password)).statusCode).toBe(200);
  });
});
