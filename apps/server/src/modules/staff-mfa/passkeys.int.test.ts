/**
 * Staff passkeys as an auditor checks them (decision 0109, "Passkeys"), with a software
 * authenticator in place of a person's (testing/soft-authenticator.ts; the browser test uses
 * Chromium's): the enrolment with a passkey and its recovery codes, the login and the step-up with
 * it, and what is refused and audited: a response without options or to another challenge, an
 * ended token, an unknown passkey, another staff member's, a cloned authenticator's stale
 * counter, and the removal of the account's last factor. Staff are made as an operator makes them
 * and sign in through the real calls.
 */
import { MFA_TOKEN_TTL_SECONDS, MSG, ROLES, SC, STEP_UP_WINDOW_SECONDS } from '@kilau/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, staffWebauthnCredentials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { SoftAuthenticator } from './testing/soft-authenticator';
import { staffSession } from './testing/staff-login';

type Json = Record<string, unknown>;

describe('staff passkeys', () => {
  let t: TestApp;
  let origin: string;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' });
    origin = new URL(t.app.config.publicUrl).origin;
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object, token?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      remoteAddress: nextTestIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const post = (url: string, payload?: object, token?: string) => call('POST', url, payload, token);

  async function newStaff() {
    seq += 1;
    const username = `kunci.staf${seq}`;
    const password = generateStaffPassword();
    const id = await createStaff(t.db, {
      username,
      fullname: `Staf Passkey ${seq}`,
      role: ROLES.brokerAdmin,
      platform: 'gofx',
      password,
    });
    return { id, username, password };
  }

  const passwordStep = async (username: string, password: string) => {
    const res = await post('/v1/auth', { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; mfa_token: string; methods: string[] };
  };

  const options = async (url: string, body?: object, token?: string): Promise<Json> => {
    const res = await post(url, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { options: Json }).options;
  };

  /** A new account enrolled with a passkey at its first login: its session and its authenticator. */
  async function enrolledWithPasskey() {
    const s = await newStaff();
    const device = SoftAuthenticator.create();
    const first = await passwordStep(s.username, s.password);
    const opts = await options('/v1/auth/mfa/enrol/passkey/options', { mfa_token: first.mfa_token });
    const res = await post('/v1/auth/mfa/enrol/passkey/verify', {
      mfa_token: first.mfa_token,
      response: device.register(opts, { origin }),
      name: 'Laptop kantor',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { token: string; recovery_codes: string[] };
    return { ...s, device, token: body.token, recoveryCodes: body.recovery_codes };
  }

  /** The password step and the passkey options of a login. */
  async function loginChallenge(s: { username: string; password: string }) {
    const step = await passwordStep(s.username, s.password);
    expect(step.status).toBe('mfa_required');
    const opts = await options('/v1/auth/mfa/passkey/options', { mfa_token: step.mfa_token });
    return { token: step.mfa_token, options: opts };
  }

  const loginVerify = (mfaToken: string, response: Json) =>
    post('/v1/auth/mfa/passkey/verify', { mfa_token: mfaToken, response });

  const lastAudit = async (staffId: string, action: string) => {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, staffId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    return row;
  };

  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: SC.mfaCodeWrong, err_message_id: MSG.mfaPasskeyFailed });
  };

  it('enrols a passkey at the first login: the session, ten recovery codes, and the passkey offered next time', async () => {
    const s = await newStaff();
    const first = await passwordStep(s.username, s.password);
    expect(first).toMatchObject({
      status: 'mfa_enrolment_required',
      methods: expect.arrayContaining(['passkey']),
    });
    const opts = await options('/v1/auth/mfa/enrol/passkey/options', { mfa_token: first.mfa_token });
    expect(opts).toMatchObject({
      rp: { name: 'Kilau', id: 'localhost' },
      user: { name: s.username, displayName: `Staf Passkey ${seq}` },
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    const device = SoftAuthenticator.create();
    const res = await post('/v1/auth/mfa/enrol/passkey/verify', {
      mfa_token: first.mfa_token,
      response: device.register(opts, { origin }),
      name: '  Laptop kantor ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'active', username: s.username, role: ROLES.brokerAdmin });
    expect(body.recovery_codes).toHaveLength(10);
    const [row] = await t.db
      .select()
      .from(staffWebauthnCredentials)
      .where(eq(staffWebauthnCredentials.staffId, s.id));
    expect(row).toMatchObject({
      credentialId: device.id,
      name: 'Laptop kantor',
      counter: 0,
      transports: ['internal'],
    });
    expect((await lastAudit(s.id, 'staff.mfa_enrol'))?.details).toMatchObject({
      factor: 'passkey',
      name: 'Laptop kantor',
    });
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({
      factor: 'passkey',
      enrolled: true,
    });
    // The token is spent: the enrolment does not run twice.
    const again = await post('/v1/auth/mfa/enrol/passkey/options', { mfa_token: first.mfa_token });
    expect(again.statusCode).toBe(401);

    const next = await passwordStep(s.username, s.password);
    expect(next).toMatchObject({ status: 'mfa_required', methods: ['passkey', 'recovery'] });
    const security = await call('GET', '/v1/staff/security', undefined, body.token);
    expect(security.json().data.passkeys).toEqual([
      { id: row?.id, name: 'Laptop kantor', created_at: expect.any(String), last_used_at: null },
    ]);
  });

  it('completes a login with the passkey: only its own passkeys allowed, the counter moved, the use stamped', async () => {
    const s = await enrolledWithPasskey();
    const other = await enrolledWithPasskey();
    const { token, options: opts } = await loginChallenge(s);
    expect(opts).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(opts.allowCredentials).toEqual([expect.objectContaining({ id: s.device.id })]);
    expect(JSON.stringify(opts)).not.toContain(other.device.id);
    const res = await loginVerify(token, s.device.authenticate(opts, { origin }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', username: s.username });
    const [row] = await t.db
      .select()
      .from(staffWebauthnCredentials)
      .where(eq(staffWebauthnCredentials.staffId, s.id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({ factor: 'passkey' });
  });

  it('refuses a response without options, to another challenge, or sent twice; each refusal costs a try', async () => {
    const s = await enrolledWithPasskey();
    const step = await passwordStep(s.username, s.password);
    // No options asked on this token: no challenge to answer.
    const elsewhere = await loginChallenge(s);
    expectRefused(await loginVerify(step.mfa_token, s.device.authenticate(elsewhere.options, { origin })));
    // Options asked, but the response signs another token's challenge.
    await options('/v1/auth/mfa/passkey/options', { mfa_token: step.mfa_token });
    const stray = await loginChallenge(s);
    expectRefused(await loginVerify(step.mfa_token, s.device.authenticate(stray.options, { origin })));
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({
      reason: 'wrong_factor',
      factor: 'passkey',
      passkey_refusal: 'invalid',
      tries: 2,
    });
    // A response that completed a login completes no other: its token is spent.
    const right = await loginChallenge(s);
    const response = s.device.authenticate(right.options, { origin });
    expect((await loginVerify(right.token, response)).statusCode).toBe(200);
    const replay = await loginVerify(right.token, response);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status_code: SC.mfaTokenEnded });
  });

  it('ends with the token: options and responses after its lifetime answer 401', async () => {
    const s = await enrolledWithPasskey();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, options: opts } = await loginChallenge(s);
    vi.setSystemTime(Date.now() + (MFA_TOKEN_TTL_SECONDS + 1) * 1000);
    const late = await loginVerify(token, s.device.authenticate(opts, { origin }));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ status_code: SC.mfaTokenEnded, err_message_id: MSG.mfaTokenEnded });
    expect((await post('/v1/auth/mfa/passkey/options', { mfa_token: token })).statusCode).toBe(401);
  });

  it("refuses an unknown passkey and another staff member's, and says why only in the audit trail", async () => {
    const s = await enrolledWithPasskey();
    const other = await enrolledWithPasskey();
    const a = await loginChallenge(s);
    expectRefused(await loginVerify(a.token, SoftAuthenticator.create().authenticate(a.options, { origin })));
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({
      passkey_refusal: 'unknown_credential',
    });
    const b = await loginChallenge(s);
    // The other account's authenticator signs this account's challenge with its own key.
    expectRefused(await loginVerify(b.token, other.device.authenticate(b.options, { origin })));
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({
      passkey_refusal: 'foreign_credential',
    });
  });

  it("refuses a cloned authenticator's stale counter and audits both counters", async () => {
    const s = await enrolledWithPasskey();
    const copy = s.device.clone();
    const first = await loginChallenge(s);
    expect(
      (await loginVerify(first.token, s.device.authenticate(first.options, { origin }))).statusCode,
    ).toBe(200);
    const second = await loginChallenge(s);
    expectRefused(await loginVerify(second.token, copy.authenticate(second.options, { origin })));
    expect((await lastAudit(s.id, 'staff.login'))?.details).toMatchObject({
      factor: 'passkey',
      passkey_refusal: 'counter_regressed',
      stored_counter: 1,
      response_counter: 1,
    });
    const [row] = await t.db
      .select()
      .from(staffWebauthnCredentials)
      .where(eq(staffWebauthnCredentials.staffId, s.id));
    expect(row?.counter).toBe(1);
  });

  it('steps up with a passkey; a response to the login challenge or without options is refused', async () => {
    const s = await enrolledWithPasskey();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Without options, nothing to answer.
    const login = await loginChallenge(s);
    const stray = s.device.authenticate(login.options, { origin });
    expectRefused(await post('/v1/staff/step-up/passkey/verify', { response: stray }, s.token));
    expect(await lastAudit(s.id, 'staff.step_up')).toMatchObject({
      outcome: 'failure',
      details: { factor: 'passkey', passkey_refusal: 'no_challenge' },
    });
    const opts = await options('/v1/staff/step-up/passkey/options', undefined, s.token);
    expect(opts.allowCredentials).toEqual([expect.objectContaining({ id: s.device.id })]);
    expectRefused(await post('/v1/staff/step-up/passkey/verify', { response: stray }, s.token));
    vi.setSystemTime(Date.now() + 60_000);
    const fresh = await options('/v1/staff/step-up/passkey/options', undefined, s.token);
    const res = await post(
      '/v1/staff/step-up/passkey/verify',
      { response: s.device.authenticate(fresh, { origin }) },
      s.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().step_up_until)).toBe(Date.now() + STEP_UP_WINDOW_SECONDS * 1000);
    expect(await lastAudit(s.id, 'staff.step_up')).toMatchObject({
      outcome: 'success',
      details: { factor: 'passkey' },
    });
  });

  it('an account without passkeys gets no passkey options', async () => {
    const s = await newStaff();
    const session = await staffSession(t.app, s.username, s.password);
    const res = await post('/v1/staff/step-up/passkey/options', undefined, session.token);
    expectRefused(res);
  });

  it("adds a second passkey in 'Keamanan akun' (the first excluded), removes one, and keeps the last factor", async () => {
    const s = await enrolledWithPasskey();
    const opts = await options('/v1/staff/security/passkeys/options', undefined, s.token);
    expect(opts.excludeCredentials).toEqual([expect.objectContaining({ id: s.device.id })]);
    // The same authenticator again (the browser would refuse; the server does too).
    expectRefused(
      await post('/v1/staff/security/passkeys', { response: s.device.register(opts, { origin }) }, s.token),
    );
    expect(await lastAudit(s.id, 'staff.mfa_change')).toMatchObject({
      outcome: 'failure',
      details: { change: 'passkey_added', passkey_refusal: 'already_registered' },
    });
    const key = SoftAuthenticator.create();
    const again = await options('/v1/staff/security/passkeys/options', undefined, s.token);
    const added = await post(
      '/v1/staff/security/passkeys',
      { response: key.register(again, { origin }), name: 'Kunci keamanan' },
      s.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const listed = (await call('GET', '/v1/staff/security', undefined, s.token)).json().data.passkeys as {
      id: string;
      name: string;
    }[];
    expect(listed.map((p) => p.name)).toEqual(['Laptop kantor', 'Kunci keamanan']);
    const [laptop, securityKey] = listed;

    // Another staff member cannot remove it, nor learn it exists.
    const other = await enrolledWithPasskey();
    const foreign = await call('DELETE', `/v1/staff/security/passkeys/${laptop?.id}`, undefined, other.token);
    expect(foreign.statusCode).toBe(404);

    const removed = await call('DELETE', `/v1/staff/security/passkeys/${laptop?.id}`, undefined, s.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lastAudit(s.id, 'staff.mfa_change')).toMatchObject({
      outcome: 'success',
      details: { change: 'passkey_removed', factor: 'passkey', name: 'Laptop kantor' },
    });
    const last = await call('DELETE', `/v1/staff/security/passkeys/${securityKey?.id}`, undefined, s.token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      status_code: SC.mfaLastFactor,
      err_message_id: MSG.securityLastFactor,
    });
    // The removed passkey no longer signs in; the kept one does.
    const login = await loginChallenge(s);
    expect(login.options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    expectRefused(await loginVerify(login.token, s.device.authenticate(login.options, { origin })));
    const next = await loginChallenge(s);
    expect((await loginVerify(next.token, key.authenticate(next.options, { origin }))).statusCode).toBe(200);
  });

  it('with the authenticator app beside it, a passkey may go, and the app may go while a passkey stays', async () => {
    const s = await newStaff();
    const session = await staffSession(t.app, s.username, s.password);
    const device = SoftAuthenticator.create();
    const opts = await options('/v1/staff/security/passkeys/options', undefined, session.token);
    const added = await post(
      '/v1/staff/security/passkeys',
      { response: device.register(opts, { origin }) },
      session.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    const next = await passwordStep(s.username, s.password);
    expect(next.methods).toEqual(['totp', 'passkey', 'recovery']);
    const [passkey] = (await call('GET', '/v1/staff/security', undefined, session.token)).json().data
      .passkeys;
    expect(passkey.name).toBe(MSG.securityPasskeyDefaultName);
    const totpGone = await call('DELETE', '/v1/staff/security/totp', undefined, session.token);
    expect(totpGone.statusCode, totpGone.body).toBe(200);
    const lastPasskey = await call(
      'DELETE',
      `/v1/staff/security/passkeys/${passkey.id}`,
      undefined,
      session.token,
    );
    expect(lastPasskey.statusCode).toBe(409);
  });
});
