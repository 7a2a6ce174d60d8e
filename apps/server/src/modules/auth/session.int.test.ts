import { ACCESS_TOKEN_TTL_SECONDS, MSG, SESSION_IDLE_SECONDS } from '@kilau/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { auditLog, sessions, staffUsers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { SESSION_ACTIVITY_WRITE_SECONDS } from './session.service';

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
    // A second later on the token clock (Date only: the database and the timers stay real), so the
    // refreshed token has a later iat and must differ from the first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_100 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
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

describe('customer session: inactivity ends it on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  async function login(): Promise<{ token: string; sid: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email: 'demo.nasabah@kilau.test', password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    return { token, sid: String(decodeJwt(token).sid) };
  }
  const get = (url: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextIp(),
    });
  /** The customer did nothing for this long: the session's last activity moves back. */
  const idleFor = (sid: string, seconds: number) =>
    t.db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(sessions.id, sid));
  const lastActive = async (sid: string) => {
    const [row] = await t.db
      .select({
        at: sessions.lastActiveAt,
        secondsAgo: sql<number>`extract(epoch from now() - ${sessions.lastActiveAt})::float`,
      })
      .from(sessions)
      .where(eq(sessions.id, sid));
    if (!row) throw new Error('no session');
    return { at: row.at, secondsAgo: Number(row.secondsAgo) };
  };

  it('refuses a session idle longer than 15 minutes with the session-ended answer, refresh included', async () => {
    const { token, sid } = await login();
    await idleFor(sid, SESSION_IDLE_SECONDS + SESSION_ACTIVITY_WRITE_SECONDS + 1);
    for (const url of ['/v2/user/refresh', '/v1/user/profile']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ status_code: 401, err_message_id: MSG.unauthorized });
    }
    // Well within its 12 hours, the session is still over: a refused request is not activity.
    expect((await lastActive(sid)).secondsAgo).toBeGreaterThan(SESSION_IDLE_SECONDS);
  });

  it('keeps a session that was idle 15 minutes or less, and its request counts as activity', async () => {
    const { token, sid } = await login();
    // The last write may lag real activity by up to a minute: 15 minutes on record is still alive.
    await idleFor(sid, SESSION_IDLE_SECONDS);
    const res = await get('/v1/user/profile', token);
    expect(res.statusCode).toBe(200);
    expect((await lastActive(sid)).secondsAgo).toBeLessThan(5);
  });

  it('counts every authenticated request, not only the refresh', async () => {
    const { token, sid } = await login();
    await idleFor(sid, 10 * 60);
    expect((await get('/v1/user/profile', token)).statusCode).toBe(200);
    expect((await lastActive(sid)).secondsAgo).toBeLessThan(5);
    await idleFor(sid, 10 * 60);
    expect((await get('/v2/user/refresh', token)).statusCode).toBe(200);
    expect((await lastActive(sid)).secondsAgo).toBeLessThan(5);
  });

  it('writes the activity at most once a minute per session', async () => {
    const { token, sid } = await login();
    await idleFor(sid, 30);
    const before = await lastActive(sid);
    for (let i = 0; i < 3; i++) expect((await get('/v1/user/profile', token)).statusCode).toBe(200);
    expect((await lastActive(sid)).at.getTime()).toBe(before.at.getTime());

    await idleFor(sid, SESSION_ACTIVITY_WRITE_SECONDS + 1);
    expect((await get('/v1/user/profile', token)).statusCode).toBe(200);
    expect((await lastActive(sid)).secondsAgo).toBeLessThan(5);
  });

  it('ends staff sessions after the same inactivity', async () => {
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'broker'));
    if (!staff) throw new Error('demo staff missing');
    const token = await t.app.sessions.open('staff', staff.id, staff.role, {});
    const file = '/v1/get/file?path=nothing-here.png';
    expect((await get(file, token)).statusCode).toBe(404);
    await idleFor(String(decodeJwt(token).sid), SESSION_IDLE_SECONDS + SESSION_ACTIVITY_WRITE_SECONDS + 1);
    expect((await get(file, token)).statusCode).toBe(401);
  });
});

describe('access tokens: forged with the signing secret', () => {
  let t: TestApp;
  let customerId = '';
  let otherCustomerId = '';
  let staffId = '';
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const [a] = await t.db.select().from(users).where(eq(users.email, 'demo.nasabah@kilau.test'));
    const [b] = await t.db.select().from(users).where(eq(users.email, 'baru@kilau.test'));
    const [s] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'superadmin'));
    if (!a || !b || !s) throw new Error('demo accounts missing');
    customerId = a.id;
    otherCustomerId = b.id;
    staffId = s.id;
  });
  afterAll(() => t.close());

  async function customerSession(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      payload: { email: 'demo.nasabah@kilau.test', password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    return String(decodeJwt(res.json().token).sid);
  }

  /** A token signed with the server's own secret, with the claims the test chooses. */
  function forge(
    claims: { sub: string; sid: string; typ: 'user' | 'staff'; role?: number | null },
    times: { exp?: number | false; iat?: number | false } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ sid: claims.sid, typ: claims.typ, role: claims.role ?? null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub);
    if (times.iat !== false) jwt.setIssuedAt(times.iat ?? now);
    if (times.exp !== false) jwt.setExpirationTime(times.exp ?? now + ACCESS_TOKEN_TTL_SECONDS);
    return jwt.sign(t.app.config.jwtSecret);
  }
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: { authorization: `Bearer ${token}` } });
  const staffFile = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/get/file?path=nothing-here.png',
      headers: { authorization: `Bearer ${token}` },
    });

  it('accepts a well-formed token for the session’s own customer (the control case)', async () => {
    const sid = await customerSession();
    const res = await profile(await forge({ sub: customerId, sid, typ: 'user' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('demo.nasabah@kilau.test');
  });

  it('refuses a live session presented under another customer’s id (401)', async () => {
    const sid = await customerSession();
    const res = await profile(await forge({ sub: otherCustomerId, sid, typ: 'user' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status_code: 401, err_message_id: MSG.unauthorized });
  });

  it('refuses a customer session presented as staff, and a staff session presented as a customer', async () => {
    const customerSid = await customerSession();
    const asStaff = await forge({ sub: customerId, sid: customerSid, typ: 'staff', role: 0 });
    expect((await staffFile(asStaff)).statusCode).toBe(401);
    const asSuperAdmin = await forge({ sub: staffId, sid: customerSid, typ: 'staff', role: 0 });
    expect((await staffFile(asSuperAdmin)).statusCode).toBe(401);

    const staffToken = await t.app.sessions.open('staff', staffId, 0, {});
    const staffSid = String(decodeJwt(staffToken).sid);
    expect((await staffFile(staffToken)).statusCode).toBe(404);
    expect((await profile(await forge({ sub: staffId, sid: staffSid, typ: 'user' }))).statusCode).toBe(401);
    expect((await profile(await forge({ sub: customerId, sid: staffSid, typ: 'user' }))).statusCode).toBe(
      401,
    );
  });

  it('refuses a token without an expiry, without an issue time, or older than an access token lives', async () => {
    const sid = await customerSession();
    const now = Math.floor(Date.now() / 1000);
    for (const times of [
      { exp: false as const },
      { iat: false as const },
      { iat: now - ACCESS_TOKEN_TTL_SECONDS - 60, exp: now + 3600 },
      { iat: now - ACCESS_TOKEN_TTL_SECONDS - 60, exp: now - 60 },
    ]) {
      const res = await profile(await forge({ sub: customerId, sid, typ: 'user' }, times));
      expect(res.statusCode, JSON.stringify(times)).toBe(401);
    }
  });

  it('refuses a session id that is not one (401, not a server error)', async () => {
    const res = await profile(await forge({ sub: customerId, sid: 'not-a-session', typ: 'user' }));
    expect(res.statusCode).toBe(401);
  });
});
