/**
 * How every server test signs staff in: through the real calls (decision 0109). The password step,
 * then either the forced enrolment (a TOTP secret from the server, a code computed from it with
 * otplib, the confirmation) or the login's second step with the account's known secret. A TOTP
 * code works once per 30-second step, so a second code for the same account within one step first
 * moves the clock on: a fake clock is advanced, a real one is waited for (only then).
 */
import { TOTP_PERIOD_SECONDS } from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { vi } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '../../../seed/seed';
import { nextTestIp } from '../../../test/customer';

interface Known {
  secret: string;
  /** The last step a code was sent for. */
  lastStep: number;
  recoveryCodes: string[];
}

export interface StaffSession {
  token: string;
  /** The account's TOTP secret (base32). */
  secret: string;
  /** The recovery codes shown at enrolment (empty for an account that was already enrolled). */
  recoveryCodes: string[];
}

const knownByApp = new WeakMap<FastifyInstance, Map<string, Known>>();

function known(app: FastifyInstance): Map<string, Known> {
  let m = knownByApp.get(app);
  if (!m) {
    m = new Map();
    knownByApp.set(app, m);
  }
  return m;
}

const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);

/** Records the TOTP secret of an account enrolled elsewhere (by a test's own enrolment calls). */
export function rememberTotp(app: FastifyInstance, username: string, secret: string, usedStep = 0): void {
  const k = known(app).get(username.toLowerCase());
  known(app).set(username.toLowerCase(), {
    secret,
    lastStep: Math.max(usedStep, k?.lastStep ?? 0),
    recoveryCodes: k?.recoveryCodes ?? [],
  });
}

/** The secret the helper knows for an account: its enrolment's, else the demo staff's. */
export function totpSecretOf(app: FastifyInstance, username: string): string {
  const k = known(app).get(username.toLowerCase());
  if (k) return k.secret;
  if (DEMO_STAFF.some((s) => s.username === username)) return DEMO_STAFF_TOTP_SECRET;
  throw new Error(`no TOTP secret known for ${username}`);
}

/**
 * A TOTP code for a step after the last one sent for this account (moving the clock on when
 * needed), recorded as sent.
 */
export async function nextTotpCode(app: FastifyInstance, username: string, secret?: string): Promise<string> {
  const key = username.toLowerCase();
  const s = secret ?? totpSecretOf(app, username);
  const last = known(app).get(key)?.lastStep ?? 0;
  if (stepNow() <= last) {
    const nextStepAt = (last + 1) * TOTP_PERIOD_SECONDS * 1000;
    if (vi.isFakeTimers()) vi.setSystemTime(nextStepAt + 10);
    else await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 10));
  }
  const step = stepNow();
  const k = known(app).get(key);
  known(app).set(key, { secret: s, lastStep: step, recoveryCodes: k?.recoveryCodes ?? [] });
  return generate({ secret: s, epoch: Math.floor(Date.now() / 1000) });
}

function post(app: FastifyInstance, url: string, payload: object, ip: string) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

function expectOk(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/**
 * Signs a staff member in through the real calls and answers the session's token. An account
 * without a factor enrols with TOTP; one with a factor answers with its known secret (`secret`,
 * or the one its enrolment here gave, or the demo staff's).
 */
export async function staffSession(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { secret?: string; ip?: string } = {},
): Promise<StaffSession> {
  const ip = opts.ip ?? nextTestIp();
  const first = await post(app, '/v1/auth', { username, password }, ip);
  expectOk(first, `password step of ${username}`);
  return completeStaffLogin(app, username, first.json(), { ...opts, ip });
}

/** The second step after a password step's challenge (`reply`): enrolment or the known secret. */
export async function completeStaffLogin(
  app: FastifyInstance,
  username: string,
  reply: { status: string; mfa_token: string },
  opts: { secret?: string; ip?: string } = {},
): Promise<StaffSession> {
  const ip = opts.ip ?? nextTestIp();
  if (reply.status === 'mfa_enrolment_required') {
    const setup = await post(app, '/v1/auth/mfa/enrol/totp', { mfa_token: reply.mfa_token }, ip);
    expectOk(setup, `TOTP setup of ${username}`);
    const { secret } = setup.json() as { secret: string };
    const code = await nextTotpCode(app, username, secret);
    const done = await post(app, '/v1/auth/mfa/enrol/totp/confirm', { mfa_token: reply.mfa_token, code }, ip);
    expectOk(done, `TOTP confirmation of ${username}`);
    const enrolled = done.json() as { token: string; recovery_codes: string[] };
    const k = known(app).get(username.toLowerCase());
    if (k) k.recoveryCodes = enrolled.recovery_codes;
    return { token: enrolled.token, secret, recoveryCodes: enrolled.recovery_codes };
  }
  if (reply.status !== 'mfa_required') throw new Error(`unexpected login answer ${JSON.stringify(reply)}`);
  const secret = opts.secret ?? totpSecretOf(app, username);
  const code = await nextTotpCode(app, username, secret);
  const done = await post(
    app,
    '/v1/auth/mfa/verify',
    { mfa_token: reply.mfa_token, method: 'totp', code },
    ip,
  );
  expectOk(done, `second step of ${username}`);
  return {
    token: (done.json() as { token: string }).token,
    secret,
    recoveryCodes: known(app).get(username.toLowerCase())?.recoveryCodes ?? [],
  };
}

/** A step-up of the session with the account's next TOTP code. */
export async function stepUp(app: FastifyInstance, token: string, username: string): Promise<void> {
  const code = await nextTotpCode(app, username);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/staff/step-up',
    payload: { method: 'totp', code },
    remoteAddress: nextTestIp(),
    headers: { authorization: `Bearer ${token}` },
  });
  expectOk(res, `step-up of ${username}`);
}
