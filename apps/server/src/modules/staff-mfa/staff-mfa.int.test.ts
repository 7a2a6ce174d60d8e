/**
 * The staff second factor as an auditor checks it (decision 0109): enrolment at the first login,
 * a session only after the factor, a TOTP code working once (also when sent twice at once), one
 * step back accepted and two refused, the challenge token's expiry, single use and burn after five
 * wrong codes, recovery codes working once and stored hashed, the TOTP secret stored encrypted,
 * and the demo staff logging in with the published secret. Staff are made as an operator makes
 * them and sign in through the real calls.
 */
import { MFA_TOKEN_MAX_ATTEMPTS, MFA_TOKEN_TTL_SECONDS, MSG, ROLES, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, sessions, staffRecoveryCodes, staffTotpSecrets, staffUsers } from '../../db/schema';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { nextTotpCode, staffSession } from './testing/staff-login';

describe('staff second factor', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function newStaff(role: number = ROLES.brokerAdmin) {
    seq += 1;
    const username = `mfa.staf${seq}`;
    const password = generateStaffPassword();
    const id = await createStaff(t.db, { username, fullname: `Staf MFA ${seq}`, role, password });
    return { id, username, password };
  }

  const passwordStep = async (username: string, password: string) => {
    const res = await post('/v1/auth', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; mfa_token: string; methods: string[] };
  };

  const codeAt = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

  it('forces enrolment at the first login; the session opens only after the code, with ten recovery codes', async () => {
    const s = await newStaff();
    const first = await passwordStep(s.username, s.password);
    expect(first).toMatchObject({ status: 'mfa_enrolment_required' });
    expect(first).not.toHaveProperty('token');
    // The enrolment token cannot log in by itself.
    const early = await post('/v1/auth/mfa/verify', {
      mfa_token: first.mfa_token,
      method: 'totp',
      code: '123456',
    });
    expect(early.statusCode).toBe(401);
    const setup = await post('/v1/auth/mfa/enrol/totp', { mfa_token: first.mfa_token });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_url, qr_data_url } = setup.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Kilau:mfa\.staf\d+\?/);
    expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
    // Pending until confirmed; stored encrypted, never as the base32 text.
    const [row] = await t.db.select().from(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, s.id));
    expect(row?.confirmedAt).toBeNull();
    expect(JSON.stringify(row)).not.toContain(secret);
    const wrong = await post('/v1/auth/mfa/enrol/totp/confirm', {
      mfa_token: first.mfa_token,
      code: '000000',
    });
    expect(wrong.json()).toMatchObject({ status_code: SC.mfaCodeWrong, err_message_id: MSG.mfaCodeWrong });
    const done = await post('/v1/auth/mfa/enrol/totp/confirm', {
      mfa_token: first.mfa_token,
      code: await nextTotpCode(t.app, s.username, secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    const reply = done.json();
    expect(reply).toMatchObject({ status: 'active', username: s.username });
    expect(reply.recovery_codes).toHaveLength(10);
    expect(new Set(reply.recovery_codes).size).toBe(10);
    // Recovery codes are stored hashed.
    const stored = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, s.id));
    expect(stored).toHaveLength(10);
    for (const code of reply.recovery_codes)
      expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    // The next login asks for the factor, not for enrolment.
    expect(await passwordStep(s.username, s.password)).toMatchObject({
      status: 'mfa_required',
      methods: ['totp', 'recovery'],
    });
    const actions = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, s.id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff.login_password', 'staff.mfa_enrol', 'staff.login']),
    );
    expect(actions.find((a) => a.action === 'staff.login')?.details).toMatchObject({ factor: 'totp' });
  });

  it('accepts a TOTP code once, even when the same code is sent twice at once', async () => {
    // A second code for the account within one 30-second step: the helper moves this clock on
    // (testing/staff-login.ts) instead of waiting for the next step in real time.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const s = await newStaff();
    const { secret } = await staffSession(t.app, s.username, s.password);
    const code = await nextTotpCode(t.app, s.username, secret);
    const [a, b] = [await passwordStep(s.username, s.password), await passwordStep(s.username, s.password)];
    const answers = await Promise.all(
      [a, b].map((c) => post('/v1/auth/mfa/verify', { mfa_token: c.mfa_token, method: 'totp', code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // And again, later, on a new token: the step is spent.
    const c = await passwordStep(s.username, s.password);
    const replay = await post('/v1/auth/mfa/verify', { mfa_token: c.mfa_token, method: 'totp', code });
    expect(replay.json()).toMatchObject({ status_code: SC.mfaCodeWrong });
  });

  it('accepts the code of one step back, refuses two steps back and the next step', async () => {
    const s = await newStaff();
    const { secret } = await staffSession(t.app, s.username, s.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const tryCode = async (code: string) => {
      const c = await passwordStep(s.username, s.password);
      return (await post('/v1/auth/mfa/verify', { mfa_token: c.mfa_token, method: 'totp', code })).statusCode;
    };
    expect(await tryCode(await codeAt(secret, -2))).toBe(400);
    expect(await tryCode(await codeAt(secret, 1))).toBe(400);
    expect(await tryCode(await codeAt(secret, -1))).toBe(200);
  });

  it('ends the token after its time, after use, and after five wrong codes', async () => {
    const s = await newStaff();
    const { secret } = await staffSession(t.app, s.username, s.password);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    // Expired.
    const old = await passwordStep(s.username, s.password);
    vi.setSystemTime(Date.now() + (MFA_TOKEN_TTL_SECONDS + 1) * 1000);
    const late = await post('/v1/auth/mfa/verify', {
      mfa_token: old.mfa_token,
      method: 'totp',
      code: await nextTotpCode(t.app, s.username),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ status_code: SC.mfaTokenEnded, err_message_id: MSG.mfaTokenEnded });
    // Used once.
    const once = await passwordStep(s.username, s.password);
    const ok = await post('/v1/auth/mfa/verify', {
      mfa_token: once.mfa_token,
      method: 'totp',
      code: await nextTotpCode(t.app, s.username),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await post('/v1/auth/mfa/verify', {
      mfa_token: once.mfa_token,
      method: 'totp',
      code: await nextTotpCode(t.app, s.username),
    });
    expect(again.json()).toMatchObject({ status_code: SC.mfaTokenEnded });
    // Five wrong codes burn it: the right one is refused after them.
    const burnt = await passwordStep(s.username, s.password);
    const statuses: number[] = [];
    for (let i = 0; i < MFA_TOKEN_MAX_ATTEMPTS; i++) {
      const r = await post('/v1/auth/mfa/verify', {
        mfa_token: burnt.mfa_token,
        method: 'totp',
        code: '000000',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    const right = await post('/v1/auth/mfa/verify', {
      mfa_token: burnt.mfa_token,
      method: 'totp',
      code: await nextTotpCode(t.app, s.username, secret),
    });
    expect(right.json()).toMatchObject({ status_code: SC.mfaTokenEnded });
    const failures = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, s.id), eq(auditLog.action, 'staff.login'), eq(auditLog.outcome, 'failure')),
      );
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(failures[0]?.details).toMatchObject({ reason: 'wrong_factor', factor: 'totp' });
  });

  it('lets a recovery code log in once, and names the factor in the audit trail', async () => {
    const s = await newStaff();
    const { recoveryCodes } = await staffSession(t.app, s.username, s.password);
    const code = recoveryCodes[0] ?? '';
    const first = await passwordStep(s.username, s.password);
    const ok = await post('/v1/auth/mfa/verify', {
      mfa_token: first.mfa_token,
      method: 'recovery',
      code: code.toUpperCase(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await passwordStep(s.username, s.password);
    const again = await post('/v1/auth/mfa/verify', {
      mfa_token: second.mfa_token,
      method: 'recovery',
      code,
    });
    expect(again.json()).toMatchObject({ status_code: SC.mfaCodeWrong });
    const [login] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, s.id), eq(auditLog.action, 'staff.login'), eq(auditLog.outcome, 'success')),
      )
      .orderBy(auditLog.seq);
    expect(login).toBeDefined();
    const logins = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, s.id), eq(auditLog.action, 'staff.login'), eq(auditLog.outcome, 'success')),
      )
      .orderBy(auditLog.seq);
    expect(logins.map((l) => (l.details as { factor?: string }).factor)).toEqual(['totp', 'recovery']);
    const [session] = await t.db
      .select({ factor: sessions.factor, factorAt: sessions.factorAt })
      .from(sessions)
      .where(eq(sessions.subjectId, s.id))
      .orderBy(sessions.createdAt);
    expect(session?.factor).toBe('totp');
    expect(session?.factorAt).toBeInstanceOf(Date);
  });

  it('logs the demo staff in with the published password and TOTP secret', async () => {
    const first = await passwordStep('superadmin', DEMO_PASSWORD);
    expect(first).toMatchObject({ status: 'mfa_required', methods: ['totp'] });
    const ok = await post('/v1/auth/mfa/verify', {
      mfa_token: first.mfa_token,
      method: 'totp',
      code: await nextTotpCode(t.app, 'superadmin', DEMO_STAFF_TOTP_SECRET),
    });
    expect(ok.json(), ok.body).toMatchObject({ status: 'active', role: ROLES.superAdmin });
    const [demo] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'broker'));
    const [row] = await t.db
      .select()
      .from(staffTotpSecrets)
      .where(eq(staffTotpSecrets.staffId, demo?.id ?? ''));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.secretCiphertext).not.toContain(DEMO_STAFF_TOTP_SECRET);
  });
});

describe('a production install', () => {
  it('seeds no demo staff and so no demo TOTP secret', async () => {
    const t = await createTestApp({ seed: 'reference' });
    try {
      expect(await t.db.select().from(staffUsers)).toEqual([]);
      expect(await t.db.select().from(staffTotpSecrets)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
