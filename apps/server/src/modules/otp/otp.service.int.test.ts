import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../credentials';
import { OtpService } from './otp.service';

const RULES = { ttlSeconds: 300, minIntervalSeconds: 30, maxResends: 3 };

/** A different 6-digit code than the right one. */
function wrongFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('OtpService', () => {
  let t: TestApp;
  let userId: string;
  let otp: OtpService;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    const [u] = await t.db
      .insert(users)
      .values({
        fullname: 'Uji OTP',
        email: 'otp@kilau.test',
        username: 'ujiotp',
        phonenumber: '081200000001',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    userId = u.id;
    otp = new OtpService(t.db);
  });
  afterAll(() => t.close());

  async function row(id: string) {
    const [r] = await t.db.select().from(otpCodes).where(eq(otpCodes.id, id));
    if (!r) throw new Error('otp row missing');
    return r;
  }

  it('issues 6 random digits, stores only their SHA-256 and the expiry', async () => {
    const issued = await otp.issue(userId, 'register', 300, 5, { tokenHash: sha256('tok') });
    expect(issued.code).toMatch(/^\d{6}$/);
    const r = await row(issued.id);
    expect(r.codeHash).toBe(sha256(issued.code));
    expect(JSON.stringify(r)).not.toContain(issued.code);
    expect(r.tokenHash).toBe(sha256('tok'));
    expect(r.purpose).toBe('register');
    expect(r.maxAttempts).toBe(5);
    const lifetime = (r.expiresAt.getTime() - r.createdAt.getTime()) / 1000;
    expect(lifetime).toBeGreaterThan(295);
    expect(lifetime).toBeLessThan(305);
  });

  it('counts wrong answers down, accepts the right code once, then never again', async () => {
    const { id, code } = await otp.issue(userId, 'reset', 300, 3);
    expect(await otp.verify(id, wrongFor(code))).toEqual({ result: 'wrong', attemptsLeft: 2 });
    expect(await otp.verify(id, code)).toEqual({ result: 'ok' });
    const r = await row(id);
    expect(r.attempts).toBe(2);
    expect(r.consumedAt).not.toBeNull();
    expect(r.verifiedAt).not.toBeNull();
    expect(await otp.verify(id, code)).toEqual({ result: 'not-found' });
  });

  it('refuses even the right code once the attempts are spent', async () => {
    const { id, code } = await otp.issue(userId, 'reset', 300, 2);
    expect(await otp.verify(id, wrongFor(code))).toEqual({ result: 'wrong', attemptsLeft: 1 });
    expect(await otp.verify(id, wrongFor(code))).toEqual({ result: 'wrong', attemptsLeft: 0 });
    expect(await otp.verify(id, code)).toEqual({ result: 'exhausted' });
    expect((await row(id)).attempts).toBe(2);
  });

  it('answers expired for a code past its lifetime, and not-found for an unknown id', async () => {
    const { id, code } = await otp.issue(userId, 'reset', 300, 5);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.id, id));
    expect(await otp.verify(id, code)).toEqual({ result: 'expired' });
    expect((await row(id)).attempts).toBe(0);
    expect(await otp.verify('00000000-0000-4000-8000-000000000000', code)).toEqual({ result: 'not-found' });
  });

  it('supersedes the live code of the same user and purpose when a new one is issued', async () => {
    const first = await otp.issue(userId, 'reset', 300, 5);
    const second = await otp.issue(userId, 'reset', 300, 5);
    expect(await otp.verify(first.id, first.code)).toEqual({ result: 'not-found' });
    expect(await otp.verify(second.id, second.code)).toEqual({ result: 'ok' });
  });

  it('resends only after the interval, replaces the code, keeps the attempts and stops at the cap', async () => {
    const { id, code } = await otp.issue(userId, 'register', 300, 5);
    expect(await otp.verify(id, wrongFor(code))).toMatchObject({ result: 'wrong' });

    const early = await otp.resend(id, RULES);
    expect(early.result).toBe('too-soon');
    if (early.result === 'too-soon') {
      expect(early.retryInSeconds).toBeGreaterThan(25);
      expect(early.retryInSeconds).toBeLessThanOrEqual(30);
    }

    const codes: string[] = [];
    for (let i = 1; i <= 3; i++) {
      await t.db
        .update(otpCodes)
        .set({ lastSentAt: sql`now() - interval '31 seconds'` })
        .where(eq(otpCodes.id, id));
      const r = await otp.resend(id, RULES);
      expect(r).toMatchObject({ result: 'ok', resends: i });
      if (r.result === 'ok') codes.push(r.code);
    }
    const r = await row(id);
    expect(r.resends).toBe(3);
    expect(r.attempts).toBe(1);
    expect(r.codeHash).toBe(sha256(codes[2] ?? ''));

    await t.db
      .update(otpCodes)
      .set({ lastSentAt: sql`now() - interval '31 seconds'` })
      .where(eq(otpCodes.id, id));
    expect(await otp.resend(id, RULES)).toEqual({ result: 'max-resends' });

    if (codes[2] !== code) expect(await otp.verify(id, code)).toMatchObject({ result: 'wrong' });
    expect(await otp.verify(id, codes[2] ?? '')).toEqual({ result: 'ok' });
    expect(await otp.resend(id, RULES)).toEqual({ result: 'not-found' });
  });

  it('does not resend an expired or exhausted conversation', async () => {
    const a = await otp.issue(userId, 'register', 300, 1);
    await otp.verify(a.id, wrongFor(a.code));
    await t.db
      .update(otpCodes)
      .set({ lastSentAt: sql`now() - interval '31 seconds'` })
      .where(eq(otpCodes.id, a.id));
    expect(await otp.resend(a.id, RULES)).toEqual({ result: 'exhausted' });

    const b = await otp.issue(userId, 'register', 300, 5);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSentAt: sql`now() - interval '6 minutes'` })
      .where(eq(otpCodes.id, b.id));
    expect(await otp.resend(b.id, RULES)).toEqual({ result: 'expired' });
  });

  it('never spends more than max_attempts under 30 simultaneous wrong guesses', async () => {
    const { id, code } = await otp.issue(userId, 'reset', 300, 5);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => new OtpService(t.db).verify(id, wrongFor(code))),
    );
    expect(results.filter((r) => r.result === 'wrong')).toHaveLength(5);
    expect(results.filter((r) => r.result === 'exhausted')).toHaveLength(25);
    expect((await row(id)).attempts).toBe(5);
  });

  it('works inside the caller transaction: a rollback leaves no code behind', async () => {
    const before = await t.db.select({ id: otpCodes.id }).from(otpCodes);
    await expect(
      t.db.transaction(async (tx) => {
        await new OtpService(tx).issue(userId, 'reset', 300, 5);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.db.select({ id: otpCodes.id }).from(otpCodes)).toHaveLength(before.length);
  });
});
