/**
 * The second factor under attack, as an outside probe tried it (decision 0119), through the real
 * calls: an enrolment token kept by someone who knows the password is dead once the owner has
 * enrolled (TOTP and passkey alike); the owner is mailed every factor added and can report it
 * with the mail's single-use link, which ends the sessions and factors and closes the login until
 * two super admins reset it; wrong codes count per account (login and step-up, TOTP and recovery
 * codes) and after ten in a row the second step is held like the password (decision 0108): even
 * the right code gets the wrong code's answer until the hard bot challenge is solved; a step-up
 * refused ten times ends its session. The cap does not scale with RATE_LIMIT_SCALE.
 */
import { randomInt } from 'node:crypto';
import { MFA_ACCOUNT_MAX_FAILURES, MSG, ROLES, SC } from '@kilau/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox, staffTotpSecrets, staffUsers, staffWebauthnCredentials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { completeStaffLogin, nextTotpCode, staffSession } from './testing/staff-login';

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

function harness(t: () => TestApp) {
  let seq = 0;
  const post = (url: string, payload: object, token?: string, ip = nextTestIp()) =>
    t().app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token: string) =>
    t().app.inject({
      method: 'GET',
      url,
      remoteAddress: nextTestIp(),
      headers: { authorization: `Bearer ${token}` },
    });
  async function newStaff(prefix: string, role: number = ROLES.brokerAdmin) {
    seq += 1;
    const username = `${prefix}${seq}`;
    const password = generateStaffPassword();
    const email = `${username}@kantor.test`;
    const id = await createStaff(t().db, { username, fullname: `Staf ${seq}`, role, password, email });
    return { id, username, password, email };
  }
  /** The mails to an address, oldest first, after the queue ran. */
  async function mailsTo(email: string) {
    await t().flushJobs();
    const rows = await t()
      .db.select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.recipient, email));
    return rows;
  }
  async function audited(staffId: string, action: string) {
    return t()
      .db.select({ outcome: auditLog.outcome, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, staffId), eq(auditLog.action, action)));
  }
  return { post, get, newStaff, mailsTo, audited };
}

/** A 6-digit code that is neither the current step's nor the one before (both are accepted). */
async function wrongCode(secret: string): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000);
  const valid = new Set(
    await Promise.all([generate({ secret, epoch }), generate({ secret, epoch: epoch - 30 })]),
  );
  for (;;) {
    const c = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

/** The report link's token, from the mail's text (the part after '#'). */
function reportToken(text: string): string {
  const m = text.match(/\/staf\/bukan-saya#([A-Za-z0-9_%-]+)/);
  if (!m?.[1]) throw new Error(`no report link in ${text}`);
  return decodeURIComponent(m[1]);
}

describe('an enrolment token kept by someone else', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('cannot enrol a TOTP secret or a passkey once the owner has enrolled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await h.newStaff('sandera.');
    // Whoever knows the password takes an enrolment token and waits ...
    const kept = await h.post('/v1/auth', { username: s.username, password: s.password });
    expect(kept.json()).toMatchObject({ status: 'mfa_enrolment_required' });
    const token = kept.json().mfa_token as string;
    // ... the owner enrols ...
    const owner = await staffSession(t.app, s.username, s.password);
    // ... and within the token's five minutes the kept token adds nothing.
    const totp = await h.post('/v1/auth/mfa/enrol/totp', { mfa_token: token });
    expect(totp.statusCode, totp.body).toBe(401);
    expect(totp.json()).toMatchObject({ status_code: SC.mfaTokenEnded, err_message_id: MSG.mfaTokenEnded });
    const confirm = await h.post('/v1/auth/mfa/enrol/totp/confirm', { mfa_token: token, code: '123456' });
    expect(confirm.statusCode).toBe(401);
    const passkey = await h.post('/v1/auth/mfa/enrol/passkey/options', { mfa_token: token });
    expect(passkey.statusCode, passkey.body).toBe(401);
    // The owner's authenticator still works, and the account has the owner's factor only.
    const secrets = await t.db.select().from(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, s.id));
    expect(secrets).toHaveLength(1);
    expect(
      await t.db.select().from(staffWebauthnCredentials).where(eq(staffWebauthnCredentials.staffId, s.id)),
    ).toEqual([]);
    const again = await staffSession(t.app, s.username, s.password, { secret: owner.secret });
    expect(again.token).toBeTruthy();
  });

  it('lets one of two enrolment tokens complete, never both', async () => {
    const s = await h.newStaff('kembar.');
    const first = (await h.post('/v1/auth', { username: s.username, password: s.password })).json();
    const second = (await h.post('/v1/auth', { username: s.username, password: s.password })).json();
    await completeStaffLogin(t.app, s.username, first);
    const setup = await h.post('/v1/auth/mfa/enrol/totp', { mfa_token: second.mfa_token });
    expect(setup.statusCode).toBe(401);
    expect(await h.audited(s.id, 'staff.mfa_enrol')).toHaveLength(1);
  });
});

describe('the owner told of every factor added', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("mails the enrolment with a single-use 'this was not me' link that closes the account until two super admins reset it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await h.newStaff('lapor.');
    const session = await staffSession(t.app, s.username, s.password);
    const [mail] = await h.mailsTo(s.email);
    expect(mail?.subject).toBe(MSG.factorAddedEmailSubject);
    expect(mail?.text).toContain(MSG.factorAddedTotp);
    const token = reportToken(mail?.text ?? '');

    const report = await h.post('/v1/auth/mfa/report', { token });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ status_code: SC.ok, message: MSG.factorReportDone });
    // The session ended, the factor went, and the audit trail says who reported what.
    expect((await h.get('/v1/staff/security', session.token)).statusCode).toBe(401);
    expect(await t.db.select().from(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, s.id))).toEqual([]);
    const [row] = await h.audited(s.id, 'staff.mfa_report');
    expect(row?.details).toMatchObject({ change: 'totp_added', via: 'email_link', sessions_revoked: true });
    // The link works once.
    const twice = await h.post('/v1/auth/mfa/report', { token });
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toMatchObject({ err_message_id: MSG.factorReportInvalid });
    // No one enrols again with the password alone: the login gives the one failure answer.
    const closed = await h.post('/v1/auth', { username: s.username, password: s.password });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({
      status_code: SC.loginWrongPassword,
      err_message_id: MSG.staffLoginWrong,
    });

    // Two super admins reset the second factor: the owner enrols again.
    const a = await h.newStaff('super.', ROLES.superAdmin);
    const b = await h.newStaff('super.', ROLES.superAdmin);
    const sa = await staffSession(t.app, a.username, a.password);
    const sb = await staffSession(t.app, b.username, b.password);
    const asked = await h.post(
      '/v1/staff/mfa-resets',
      { username: s.username, reason: 'Pemilik melaporkan faktor yang bukan miliknya' },
      sa.token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const approved = await h.post(`/v1/staff/mfa-resets/${asked.json().id}/approve`, {}, sb.token);
    expect(approved.statusCode, approved.body).toBe(200);
    const reopened = await h.post('/v1/auth', { username: s.username, password: s.password });
    expect(reopened.json()).toMatchObject({ status: 'mfa_enrolment_required' });
  });

  it('mails a TOTP secret and recovery codes added in Keamanan akun too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const s = await h.newStaff('profil.');
    const session = await staffSession(t.app, s.username, s.password);
    const setup = await h.post('/v1/staff/security/totp', {}, session.token);
    expect(setup.statusCode, setup.body).toBe(200);
    const code = await nextTotpCode(t.app, `${s.username}-new`, setup.json().secret);
    const confirmed = await h.post('/v1/staff/security/totp/confirm', { code }, session.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = await h.post('/v1/staff/security/recovery-codes', {}, session.token);
    expect(codes.statusCode, codes.body).toBe(200);
    const texts = (await h.mailsTo(s.email)).map((m) => m.text);
    expect(texts).toHaveLength(3);
    expect(texts.filter((x) => x.includes(MSG.factorAddedTotp))).toHaveLength(2);
    expect(texts.filter((x) => x.includes(MSG.factorAddedRecovery))).toHaveLength(1);
  });
});

describe('wrong second-factor codes counted per account', () => {
  let t: TestApp;
  const h = harness(() => t);
  beforeAll(async () => {
    // The cap is a security rule: a load test's scale leaves it at ten.
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COST: '50', RATE_LIMIT_SCALE: '1000' },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** What the widget sends as clientCaptchaKey for a freshly fetched challenge of that strength. */
  async function solved(strength: 'normal' | 'hard'): Promise<string> {
    const res = await t.app.inject({
      url: `/v2/captcha/challenge?strength=${strength}`,
      remoteAddress: nextTestIp(),
    });
    const { challenge } = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const body = {
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    };
    return Buffer.from(JSON.stringify(body)).toString('base64');
  }

  const IP = '203.0.113.77';
  const passwordStep = async (
    s: { username: string; password: string },
    strength: 'normal' | 'hard' = 'normal',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { username: s.username, password: s.password, clientCaptchaKey: await solved(strength) },
      remoteAddress: IP,
    });

  async function enrolled() {
    const s = await h.newStaff('tebak.');
    const first = await passwordStep(s);
    const session = await completeStaffLogin(t.app, s.username, first.json(), { ip: IP });
    return { ...s, ...session };
  }

  const verify = (token: string, body: { method: 'totp' | 'recovery'; code: string }): Promise<Reply> =>
    h.post('/v1/auth/mfa/verify', { mfa_token: token, ...body }, undefined, IP);

  it('holds the second step after ten wrong codes: the right code then gets the wrong answer until the hard challenge', async () => {
    const s = await enrolled();
    // Three tokens taken before any wrong code, with the ordinary challenge.
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await passwordStep(s)).json().mfa_token);
    // Five wrong authenticator codes on one token, five wrong recovery codes on the next.
    for (let i = 0; i < 5; i++)
      await verify(tokens[0] ?? '', { method: 'totp', code: await wrongCode(s.secret) });
    for (let i = 0; i < 5; i++) await verify(tokens[1] ?? '', { method: 'recovery', code: `abcde-fghj${i}` });
    // The right code on the third token is refused exactly as a wrong one is.
    const right = await verify(tokens[2] ?? '', {
      method: 'totp',
      code: await nextTotpCode(t.app, s.username, s.secret),
    });
    const wrong = await verify(tokens[2] ?? '', { method: 'totp', code: await wrongCode(s.secret) });
    expect(right.statusCode, right.body).toBe(400);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toMatchObject({ status_code: SC.mfaCodeWrong, err_message_id: MSG.mfaCodeWrong });
    // A recovery code is not spent by a refused try either.
    const unspent = s.recoveryCodes[0] ?? '';
    const recovery = await verify(tokens[2] ?? '', { method: 'recovery', code: unspent });
    expect(recovery.body).toBe(wrong.body);

    // The owner is told, the audit trail too.
    const holds = (await h.mailsTo(s.email)).filter((m) => m.subject === MSG.factorHoldEmailSubject);
    expect(holds).toHaveLength(1);
    expect(holds[0]?.text).toContain(String(MFA_ACCOUNT_MAX_FAILURES));
    const [hold] = await h.audited(s.id, 'staff.factor_hold');
    expect(hold?.details).toMatchObject({ factor_failures: MFA_ACCOUNT_MAX_FAILURES, source: 'login' });

    // The ordinary challenge no longer opens the password step; the hard one does, and then the
    // right code (a recovery code kept safe) gets in and ends the count.
    expect((await passwordStep(s)).statusCode).toBe(400);
    const hard = await passwordStep(s, 'hard');
    expect(hard.statusCode, hard.body).toBe(200);
    const inside = await verify(hard.json().mfa_token, { method: 'recovery', code: unspent });
    expect(inside.statusCode, inside.body).toBe(200);
    const [row] = await t.db
      .select({ failures: staffUsers.factorFailures, until: staffUsers.lockedUntil })
      .from(staffUsers)
      .where(eq(staffUsers.id, s.id));
    expect(row).toEqual({ failures: 0, until: null });
    expect((await passwordStep(s)).statusCode).toBe(200);
  });

  it('ends the session of a step-up refused ten times in a row, and the right code after it changes nothing', async () => {
    const s = await enrolled();
    const other = await completeStaffLogin(t.app, s.username, (await passwordStep(s)).json(), { ip: IP });
    const stepUp = (token: string, code: string) =>
      h.post('/v1/staff/step-up', { method: 'totp', code }, token, IP);
    for (let i = 1; i < MFA_ACCOUNT_MAX_FAILURES; i++) {
      expect((await stepUp(s.token, await wrongCode(s.secret))).statusCode).toBe(400);
    }
    // Nine wrong: the session still answers.
    expect((await h.get('/v1/staff/security', s.token)).statusCode).toBe(200);
    const tenth = await stepUp(s.token, await wrongCode(s.secret));
    expect(tenth.json()).toMatchObject({ status_code: SC.mfaCodeWrong });
    expect((await h.get('/v1/staff/security', s.token)).statusCode).toBe(401);
    // Held: on the other session the right code is refused like a wrong one, and that session ends too.
    const right = await stepUp(other.token, await nextTotpCode(t.app, s.username, s.secret));
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ status_code: SC.mfaCodeWrong, err_message_id: MSG.mfaCodeWrong });
    expect((await h.get('/v1/staff/security', other.token)).statusCode).toBe(401);
    const holds = (await h.mailsTo(s.email)).filter((m) => m.subject === MSG.factorHoldEmailSubject);
    expect(holds).toHaveLength(1);
    const fails = await h.audited(s.id, 'staff.step_up');
    expect(fails.filter((f) => (f.details as { session_ended?: boolean }).session_ended)).toHaveLength(2);
    expect(await h.audited(s.id, 'staff.factor_hold')).toHaveLength(1);
  });

  it('starts the count afresh after a right code', async () => {
    const s = await enrolled();
    const stepUp = (code: string) => h.post('/v1/staff/step-up', { method: 'totp', code }, s.token, IP);
    for (let i = 0; i < MFA_ACCOUNT_MAX_FAILURES - 1; i++) await stepUp(await wrongCode(s.secret));
    const ok = await stepUp(await nextTotpCode(t.app, s.username, s.secret));
    expect(ok.statusCode, ok.body).toBe(200);
    for (let i = 0; i < MFA_ACCOUNT_MAX_FAILURES - 1; i++) await stepUp(await wrongCode(s.secret));
    expect((await h.get('/v1/staff/security', s.token)).statusCode).toBe(200);
  });
});
