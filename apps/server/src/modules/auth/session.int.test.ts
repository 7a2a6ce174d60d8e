import { ACCESS_TOKEN_TTL_SECONDS, MSG } from '@kilau/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, staffUsers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';

let ipSeq = 0;
const nextIp = () => `10.30.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

describe('customer session: refresh and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  async function loginAs(email: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  }
  const refresh = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v2/user/refresh',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextIp(),
    });
  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/v2/user/logout', headers: { authorization: `Bearer ${token}` } });

  it('refresh returns a new token for the same live session, and that token works', async () => {
    const token = await loginAs('demo.nasabah@kilau.test');
    await new Promise((r) => setTimeout(r, 1100)); // a later iat, so the new token differs
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe('00');
    expect(body.token).not.toBe(token);
    const before = decodeJwt(token);
    const after = decodeJwt(body.token);
    expect(after.sid).toBe(before.sid);
    expect(after.sub).toBe(before.sub);
    expect((after.exp ?? 0) - (after.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(after.exp ?? 0).toBeGreaterThan(before.exp ?? 0);

    const again = await refresh(body.token);
    expect(again.statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(after.sid)));
    expect(session?.lastRefreshedAt.getTime()).toBeGreaterThan(session?.createdAt.getTime() ?? 0);
  });

  it('answers 401 with the session-ended text without a token or with a forged one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status_code: 401, err_message_id: MSG.unauthorized });
    const token = await loginAs('demo.nasabah@kilau.test');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await refresh(forged)).statusCode).toBe(401);
  });

  it('logout ends the session: the same token (and its refreshed twin) then gets 401', async () => {
    const token = await loginAs('demo.nasabah@kilau.test');
    const twin = (await refresh(token)).json().token as string;
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: '00', message: MSG.logoutDone });

    expect((await refresh(token)).statusCode).toBe(401);
    expect((await refresh(twin)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(401);

    const sid = String(decodeJwt(token).sid);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session?.revokedAt).not.toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.logout'), eq(auditLog.targetId, sid)));
    expect(audit).toMatchObject({ actorType: 'user', actorId: decodeJwt(token).sub, outcome: 'success' });
  });

  it('logout ends only that session: another device stays logged in', async () => {
    const phone = await loginAs('baru@kilau.test');
    const laptop = await loginAs('baru@kilau.test');
    expect((await logout(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(200);
  });

  it('refuses a session past its absolute lifetime', async () => {
    const token = await loginAs('baru@kilau.test');
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses a staff token on the customer routes (403)', async () => {
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'broker'));
    if (!staff) throw new Error('demo staff missing');
    const token = await t.app.sessions.open('staff', staff.id, staff.role, {});
    const res = await refresh(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status_code: 403, err_message_id: MSG.forbidden });
  });

  it('records every login and logout of the customer in the audit trail', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'baru@kilau.test'));
    const rows = await t.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.actorId, demo?.id ?? ''))
      .orderBy(desc(auditLog.createdAt));
    expect(rows.some((r) => r.action === 'auth.logout')).toBe(true);
    expect(
      rows.filter((r) => r.action === 'auth.login' && r.outcome === 'success').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
