/**
 * The staff login with the real bot challenge (ALTCHA, solved here as the browser does): every
 * failure gets one answer byte for byte, whether the username is unknown, the password wrong, the
 * account inactive or under a back-off hold; an attacker's failures hold an account but do not
 * lock its owner out, who gets in with the hard challenge and the right password; a password
 * reset clears the failures (decision 0108).
 */
import { ROLES } from '@kilau/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { completeStaffLogin } from '../staff-mfa/testing/staff-login';
import { createStaff, resetStaffPassword } from './staff-accounts';

const PASSWORD = 'Tahan#Lama2026x';

describe('staff login back-off with the bot challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COST: '50' } });
  });
  afterAll(() => t.close());

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

  const login = async (
    username: string,
    password: string,
    strength: 'normal' | 'hard' = 'normal',
    ip = nextTestIp(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { username, password, clientCaptchaKey: await solved(strength) },
      remoteAddress: ip,
    });

  const staff = async (username: string, role: number = ROLES.superAdmin) => {
    await createStaff(t.db, { username, fullname: `Staf ${username}`, role, password: PASSWORD });
    return username;
  };

  const lastFailureReason = async (username: string) => {
    const [account] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, username));
    const [row] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'staff.login'),
          eq(auditLog.outcome, 'failure'),
          eq(auditLog.targetId, account?.id ?? ''),
        ),
      )
      .orderBy(desc(auditLog.seq))
      .limit(1);
    return (row?.details as { reason?: string } | undefined)?.reason;
  };

  it('gives unknown, wrong, inactive and held accounts one byte-identical answer', async () => {
    const reference = await login('tidakada-sama-sekali', PASSWORD);
    expect(reference.statusCode).toBe(400);
    const same = async (res: Awaited<ReturnType<typeof login>>) => {
      expect(res.statusCode).toBe(reference.statusCode);
      expect(res.body).toBe(reference.body);
    };
    const wrong = await staff('kepala-salah');
    await same(await login(wrong, 'bukan-ini-passwordnya'));

    const inactive = await staff('kepala-nonaktif');
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.username, inactive));
    await same(await login(inactive, PASSWORD));
    await same(await login(inactive, 'bukan-ini-passwordnya'));

    const held = await staff('kepala-ditahan');
    for (let i = 0; i < 5; i++) await same(await login(held, 'bukan-ini-passwordnya'));
    // Held: the right password with the ordinary challenge, and a wrong one, answer alike.
    await same(await login(held, PASSWORD));
    expect(await lastFailureReason(held)).toBe('held_needs_hard_challenge');
    await same(await login(held, 'bukan-ini-passwordnya'));
    await same(await login(held, 'bukan-ini-passwordnya', 'hard'));
  });

  it("does not let an attacker's failures shut the real person out", async () => {
    const victim = await staff('kepala-korban');
    // Guesses from many addresses, more than the per-username limit and the old lockout allowed.
    for (let i = 0; i < 11; i++) {
      expect((await login(victim, `tebakan-${i}`)).statusCode).toBe(400);
    }
    const home = nextTestIp();
    // The ordinary challenge does not open a held account, even with the right password ...
    expect((await login(victim, PASSWORD, 'normal', home)).statusCode).toBe(400);
    // ... the hard one passes the password step; the password alone does not end the hold ...
    const res = await login(victim, PASSWORD, 'hard', home);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status_code: '00', username: victim });
    expect((await login(victim, PASSWORD, 'normal', home)).statusCode).toBe(400);
    // ... the second factor does (decision 0109).
    const again = await login(victim, PASSWORD, 'hard', home);
    await completeStaffLogin(t.app, victim, again.json(), { ip: home });
    expect((await login(victim, PASSWORD, 'normal', home)).statusCode).toBe(200);
  });

  it('clears the failures and the hold on a password reset', async () => {
    const forgot = await staff('kepala-lupa');
    for (let i = 0; i < 6; i++) await login(forgot, `tebakan-${i}`);
    const fresh = 'Baru#Sekali2026y';
    await resetStaffPassword(t.db, forgot, fresh);
    const [row] = await t.db
      .select({ failedLogins: staffUsers.failedLogins, lockedUntil: staffUsers.lockedUntil })
      .from(staffUsers)
      .where(eq(staffUsers.username, forgot));
    expect(row).toEqual({ failedLogins: 0, lockedUntil: null });
    // The ordinary challenge is enough again.
    const res = await login(forgot, fresh);
    expect(res.statusCode, res.body).toBe(200);
  });
});
