/**
 * Staff login as the back-office uses it: the demo staff log in with the bot challenge and their
 * second factor (the published demo TOTP secret), get their
 * role and scope, and every attempt leaves an audit row with the IP the server saw; every failure
 * gets one answer; a demoted or deactivated staff member's token stops at once. The back-off hold
 * with the hard bot challenge is in staff-login-backoff.int.test.ts.
 */
import { MSG, ROLES, SC, staffLoginReplySchema, staffMfaChallengeReplySchema } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { nextTotpCode, staffSession } from '../staff-mfa/testing/staff-login';

const PASSWORD = 'Kilau#Demo2026';

describe('staff login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const login = (
    username: string,
    password: string,
    headers: Record<string, string> = {},
    ip = nextTestIp(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { username, password },
      remoteAddress: ip,
      headers,
    });

  it('logs the broker in with the password and then the second factor, and audits both with the server-seen IP and the client hints', async () => {
    const res = await login('broker', PASSWORD, { city: 'Bandung', latitude: '-6.9' }, '203.0.113.7');
    expect(res.statusCode, res.body).toBe(200);
    // The password alone opens no session: it answers the second step's challenge.
    const challenge = staffMfaChallengeReplySchema.parse(res.json());
    expect(challenge).toMatchObject({ status: 'mfa_required', methods: ['totp'], username: 'broker' });
    expect(res.json()).not.toHaveProperty('token');
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/mfa/verify',
      payload: { mfa_token: challenge.mfa_token, method: 'totp', code: await nextTotpCode(t.app, 'broker') },
      remoteAddress: '203.0.113.7',
    });
    expect(done.statusCode, done.body).toBe(200);
    const body = staffLoginReplySchema.parse(done.json());
    expect(body).toMatchObject({
      status_code: '00',
      status: 'active',
      role: ROLES.brokerAdmin,
      username: 'broker',
    });
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'broker'));
    const rowsOf = (action: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.actorId, staff?.id ?? '')));
    const passwordStep = await rowsOf('staff.login_password');
    expect(passwordStep.at(-1)).toMatchObject({ outcome: 'success', ip: '203.0.113.7' });
    expect(passwordStep.at(-1)?.details).toMatchObject({
      location_hints: { city: 'Bandung', latitude: '-6.9' },
    });
    const rows = await rowsOf('staff.login');
    expect(rows.at(-1)).toMatchObject({ outcome: 'success', ip: '203.0.113.7' });
    expect(rows.at(-1)?.details).toMatchObject({ factor: 'totp' });
    // The token opens the staff routes of the role, and refresh and logout work.
    const auth = { authorization: `Bearer ${body.token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin-broker/kyc/total?status=2', headers: auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/auth/refresh', headers: auth })).json(),
    ).toMatchObject({ status_code: '00' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin-broker/kyc/total?status=2', headers: auth }))
        .statusCode,
    ).toBe(401);
  });

  it('answers a wrong password and an unknown username alike and audits both without the password', async () => {
    const unknown = await login('tidakada', PASSWORD);
    const wrong = await login('brokerviewer', 'salah-sekali');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status_code: SC.loginWrongPassword,
      err_message: 'Login failed',
      err_message_id: MSG.staffLoginWrong,
    });
    expect(wrong.body).toBe(unknown.body);
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login'), eq(auditLog.outcome, 'failure')));
    expect(failures.map((f) => (f.details as { reason?: string }).reason)).toEqual(
      expect.arrayContaining(['unknown_account', 'wrong_password']),
    );
    expect(JSON.stringify(failures)).not.toContain('salah-sekali');
  });

  it('stops a token at once when the staff member is demoted or deactivated', async () => {
    const { token } = await staffSession(t.app, 'superadmin', PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const read = () =>
      t.app.inject({ method: 'GET', url: '/v1/super-admin/kyc/total?status=2', headers: auth });
    expect((await read()).statusCode).toBe(200);
    await t.db.update(staffUsers).set({ role: ROLES.tradeDesk }).where(eq(staffUsers.username, 'superadmin'));
    expect((await read()).statusCode).toBe(401);
    await t.db
      .update(staffUsers)
      .set({ role: ROLES.superAdmin, active: false })
      .where(eq(staffUsers.username, 'superadmin'));
    expect((await read()).statusCode).toBe(401);
    // Inactive: the same answer as a wrong password, even with the right one.
    expect((await login('superadmin', PASSWORD)).json()).toMatchObject({
      status_code: SC.loginWrongPassword,
      err_message_id: MSG.staffLoginWrong,
    });
    await t.db.update(staffUsers).set({ active: true }).where(eq(staffUsers.username, 'superadmin'));
  });

  it('refuses a customer token on staff routes and a staff token on customer routes', async () => {
    const { token } = await staffSession(t.app, 'tradedesk', PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/user/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
