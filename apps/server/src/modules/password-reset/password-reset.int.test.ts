import { MSG, RESET_OTP_MAX_ATTEMPTS, RESET_OTP_RESEND_SECONDS } from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, otpCodes, outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { registerCustomer } from '../../test/customer';
import { hashPassword, sha256, verifyPassword } from '../credentials';

const OLD_PASSWORD = 'Lama#Sandi2026';
const NEW_PASSWORD = 'Baru#Sandi2026';

describe('forgot password', () => {
  let t: TestApp;
  let oldHash: string;
  let ip = 0;
  let seq = 0;

  /** Each call from its own address, so the per-IP limits never mix into what a test checks. */
  const post = (url: string, payload: object, remoteAddress = `10.2.${Math.floor(++ip / 250)}.${ip % 250}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (email: string) => post('/v2/user/forgot', { email });
  const verify = (email: string, otp: string) => post('/v2/user/verify-forgot', { email, otp });
  const resend = (email: string) => post('/v2/user/resend-forgot', { email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    post('/v2/user/reset/password', { token, new_password: password, confirm_password: password });

  async function makeUser(status: 'active' | 'blocked' | 'pending' = 'active') {
    seq += 1;
    const email = `reset${seq}@kilau.test`;
    const [row] = await t.db
      .insert(users)
      .values({
        fullname: `Nasabah Reset ${seq}`,
        email,
        username: `nasabahreset${seq}`,
        phonenumber: `08577700${String(seq).padStart(4, '0')}`,
        passwordHash: oldHash,
        status,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not created');
    return { id: row.id, email };
  }

  const mailsTo = async (email: string) => {
    await t.flushJobs();
    return t.db.$count(outbox, eq(outbox.recipient, email));
  };

  async function lastCode(email: string): Promise<string> {
    const message = await t.lastMessageTo(email);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code e-mailed to ${email}`);
    return code;
  }

  const resetRows = (userId: string) =>
    t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'reset')));
  const audits = (userId: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
  /** Moves the last send of the user's reset conversations back, instead of waiting. */
  const ageLastSend = (userId: string, seconds: number) =>
    t.db
      .update(otpCodes)
      .set({ lastSentAt: sql`${otpCodes.lastSentAt} - make_interval(secs => ${seconds})` })
      .where(eq(otpCodes.userId, userId));

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    oldHash = await hashPassword(OLD_PASSWORD);
  });
  afterAll(() => t.close());

  describe('POST /v2/user/forgot', () => {
    it('e-mails a 6-digit code valid 10 minutes, stored only as a hash', async () => {
      const u = await makeUser();
      const res = await forgot(u.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        message: MSG.forgotSent,
        resend_in: RESET_OTP_RESEND_SECONDS,
      });

      const mail = await t.lastMessageTo(u.email);
      expect(mail?.subject).toBe(MSG.resetOtpEmailSubject);
      expect(mail?.text).toContain('10 menit');
      const code = await lastCode(u.email);
      const [row] = await resetRows(u.id);
      expect(row?.codeHash).toBe(sha256(code));
      expect(JSON.stringify(row)).not.toContain(code);
      const ttl = (Number(row?.expiresAt) - Number(row?.createdAt)) / 1000;
      expect(ttl).toBeGreaterThan(595);
      expect(ttl).toBeLessThanOrEqual(601);
      expect(await audits(u.id, 'password_reset.request')).toHaveLength(1);
    });

    it('answers 9002 for an e-mail without an account, and for an unfinished registration', async () => {
      const pending = await makeUser('pending');
      for (const email of ['tidak.ada@kilau.test', pending.email]) {
        const res = await forgot(email);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 9002, err_message_id: MSG.forgotNotFound });
      }
      expect(await t.lastMessageTo(pending.email)).toBeUndefined();
      const [anon] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'password_reset.request'), eq(auditLog.actorType, 'anonymous')));
      expect(anon).toMatchObject({ outcome: 'failure', details: { reason: 'no_account' } });
    });

    it('answers 9007 for a blocked account and sends nothing', async () => {
      const u = await makeUser('blocked');
      const res = await forgot(u.email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 9007, err_message_id: MSG.forgotBlocked });
      expect(await resetRows(u.id)).toHaveLength(0);
    });

    it('validates the e-mail with the catalogue’s messages (422)', async () => {
      const res = await forgot('bukan-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().err_message_id).toBe(MSG.forgotEmailFormat);
      const empty = await forgot('');
      expect(empty.json().err_message_id).toBe(MSG.forgotEmailRequired);
    });

    it('limits the requests per e-mail address whatever the IP (429)', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await forgot('coba.coba@kilau.test')).statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await forgot('coba.coba@kilau.test')).json().err_message_id).toBe(MSG.tooManyRequests);
    });
  });

  describe('the whole reset', () => {
    it('code, token, new password: every session ends and the token works once', async () => {
      const u = await makeUser();
      const sessionA = await t.app.sessions.open('user', u.id, null, {});
      const sessionB = await t.app.sessions.open('user', u.id, null, {});
      const profile = (token: string) =>
        t.app.inject({ url: '/v1/user/profile', headers: { authorization: `Bearer ${token}` } });
      expect((await profile(sessionA)).statusCode).toBe(200);

      await forgot(u.email);
      const code = await lastCode(u.email);
      const wrong = await verify(u.email, code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ status_code: 9003, err_message_id: MSG.otpWrong });

      const ok = await verify(u.email, code);
      expect(ok.statusCode).toBe(200);
      const token = ok.json().validate_token as string;
      expect(ok.json().status_code).toBe('00');
      expect(token.length).toBeGreaterThanOrEqual(40);
      const [row] = await resetRows(u.id);
      expect(row?.tokenHash).toBe(sha256(token));
      // The code is single use.
      expect((await verify(u.email, code)).json().status_code).toBe(9005);

      const same = await reset(token, OLD_PASSWORD);
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ status_code: 9002, err_message_id: MSG.newPasswordSameAsOld });

      const done = await reset(token);
      expect(done.statusCode).toBe(200);
      expect(done.json().status_code).toBe('00');

      const [after] = await t.db.select().from(users).where(eq(users.id, u.id));
      expect(after?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(String(after?.passwordHash), NEW_PASSWORD)).toBe(true);
      expect(after?.passwordChangedAt).toBeInstanceOf(Date);

      // Every session of the account is dead: the old bearer tokens get 401.
      for (const s of [sessionA, sessionB]) {
        const res = await profile(s);
        expect(res.statusCode).toBe(401);
        expect(res.json().err_message).toBe('Unauthorized');
      }

      // The validate_token is single use: 498 and the 'Sesi Berakhir' text.
      const again = await reset(token, 'Lain#Sandi2026');
      expect(again.statusCode).toBe(498);
      expect(again.json()).toMatchObject({ status_code: 498, err_message_id: MSG.sessionEndedText });

      expect((await t.lastMessageTo(u.email))?.subject).toBe(MSG.passwordResetEmailSubject);
      const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id));
      const steps = trail.map((a) => `${a.action}:${a.outcome}`);
      expect(steps).toEqual(
        expect.arrayContaining([
          'password_reset.request:success',
          'password_reset.verify:failure',
          'password_reset.verify:success',
          'password_reset.reset:failure',
          'password_reset.reset:success',
        ]),
      );
      expect(JSON.stringify(trail)).not.toContain(token);
      expect(JSON.stringify(trail)).not.toContain(code);
    });

    it('answers 498 for an unknown or expired token', async () => {
      expect((await reset('x'.repeat(43))).statusCode).toBe(498);
      const u = await makeUser();
      await forgot(u.email);
      const token = (await verify(u.email, await lastCode(u.email))).json().validate_token as string;
      await t.db
        .update(otpCodes)
        .set({ tokenExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, u.id));
      const res = await reset(token);
      expect(res.statusCode).toBe(498);
      const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
      expect(row?.passwordHash).toBe(oldHash);
    });

    it('checks the new password’s rules and the confirmation (422)', async () => {
      const weak = await post('/v2/user/reset/password', {
        token: 'x',
        new_password: 'lemah',
        confirm_password: 'lemah',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().err_message_id).toBe(MSG.newPasswordMin);
      const mismatch = await post('/v2/user/reset/password', {
        token: 'x',
        new_password: NEW_PASSWORD,
        confirm_password: 'Beda#Sandi2026',
      });
      expect(mismatch.json().err_message_id).toBe(MSG.newPasswordMismatch);
    });
  });

  describe('POST /v2/user/verify-forgot', () => {
    it('answers 9005 when no reset is live: never asked, or the code expired', async () => {
      const u = await makeUser();
      const never = await verify(u.email, '123456');
      expect(never.statusCode).toBe(400);
      expect(never.json()).toMatchObject({ status_code: 9005, err_message_id: MSG.resetOtpSessionEnded });
      expect((await verify('tidak.ada@kilau.test', '123456')).json().status_code).toBe(9005);

      await forgot(u.email);
      const code = await lastCode(u.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, u.id));
      expect((await verify(u.email, code)).json().status_code).toBe(9005);
    });

    it('answers 9012 once the attempts are spent, even for the right code', async () => {
      const u = await makeUser();
      await forgot(u.email);
      const code = await lastCode(u.email);
      const wrongCode = code === '999999' ? '888888' : '999999';
      const answers: number[] = [];
      for (let i = 0; i < RESET_OTP_MAX_ATTEMPTS; i++)
        answers.push((await verify(u.email, wrongCode)).json().status_code);
      expect(answers).toEqual([9003, 9003, 9003, 9003, 9012]);
      const right = await verify(u.email, code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ status_code: 9012, err_message_id: MSG.resetOtpMaxEntry });
      const [row] = await resetRows(u.id);
      expect(row?.attempts).toBe(RESET_OTP_MAX_ATTEMPTS);
      // A resend does not buy new guesses.
      expect((await resend(u.email)).json().status_code).toBe(9012);
    });

    it('keeps the 24 hours 9012 promises: a new request answers 9012 and e-mails no code until then', async () => {
      const u = await registerCustomer(t);
      expect((await forgot(u.email)).statusCode).toBe(200);
      const code = await lastCode(u.email);
      const wrongCode = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < RESET_OTP_MAX_ATTEMPTS; i++) await verify(u.email, wrongCode);
      const mailsBefore = await mailsTo(u.email);

      for (const again of [forgot, resend]) {
        const res = await again(u.email);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 9012, err_message_id: MSG.resetOtpMaxEntry });
      }
      expect(await mailsTo(u.email)).toBe(mailsBefore);
      expect(await resetRows(u.id)).toHaveLength(1);
      const refusals = await audits(u.id, 'password_reset.request');
      expect(refusals.some((a) => a.outcome === 'failure' && a.details?.reason === 'locked')).toBe(true);

      // Still locked just before the 24 hours end, counted from the spent code's expiry.
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '23 hours 59 minutes'` })
        .where(eq(otpCodes.userId, u.id));
      expect((await forgot(u.email)).json().status_code).toBe(9012);

      // Once they have passed, a request e-mails a new code with fresh attempts.
      await t.db
        .update(otpCodes)
        .set({
          createdAt: sql`now() - interval '24 hours 1 minute'`,
          expiresAt: sql`now() - interval '24 hours 1 minute'`,
        })
        .where(eq(otpCodes.userId, u.id));
      expect((await forgot(u.email)).statusCode).toBe(200);
      const fresh = await lastCode(u.email);
      expect((await verify(u.email, fresh)).json().status_code).toBe('00');
    });
  });

  describe('POST /v2/user/resend-forgot and the 24-hour cap', () => {
    it('answers 9005 without a live reset', async () => {
      const u = await makeUser();
      const res = await resend(u.email);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 9005, err_message_id: MSG.resetOtpSessionEnded });
    });

    it('60 s apart, 3 resends then 9006, 4 codes a day then 9004, free again after 24 h', async () => {
      const u = await makeUser();
      await forgot(u.email);
      const first = await lastCode(u.email);

      const tooSoon = await resend(u.email);
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json()).toMatchObject({ status_code: 9007, err_message_id: MSG.resetOtpResendTooSoon });

      const sent = [first];
      for (let i = 0; i < 3; i++) {
        await ageLastSend(u.id, RESET_OTP_RESEND_SECONDS);
        const res = await resend(u.email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          status_code: '00',
          message: MSG.resetOtpResent,
          resend_in: RESET_OTP_RESEND_SECONDS,
        });
        sent.push(await lastCode(u.email));
      }
      const [row] = await resetRows(u.id);
      expect(row?.resends).toBe(3);
      expect(row?.codeHash).toBe(sha256(sent[3] ?? ''));

      await ageLastSend(u.id, RESET_OTP_RESEND_SECONDS);
      const capped = await resend(u.email);
      expect(capped.statusCode).toBe(400);
      expect(capped.json()).toMatchObject({ status_code: 9006, err_message_id: MSG.resetOtpMaxResend });

      // A fresh request does not get around the cap: 4 codes went out within 24 hours.
      const again = await forgot(u.email);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status_code: 9004, err_message_id: MSG.forgotAlreadyRequested });
      expect(await resetRows(u.id)).toHaveLength(1);

      // The latest code still works until it expires.
      const ok = await verify(u.email, sent[3] ?? '');
      expect(ok.json().status_code).toBe('00');

      // 24 hours later the account may ask again.
      await t.db
        .update(otpCodes)
        .set({ createdAt: sql`${otpCodes.createdAt} - interval '24 hours 1 minute'` })
        .where(eq(otpCodes.userId, u.id));
      const nextDay = await forgot(u.email);
      expect(nextDay.statusCode).toBe(200);
      const outcomes = (await audits(u.id, 'password_reset.resend')).map(
        (a) => a.details.reason ?? a.outcome,
      );
      expect(outcomes).toEqual(expect.arrayContaining(['too_soon', 'max_resends', 'success']));
      expect(outcomes.filter((o) => o === 'success')).toHaveLength(3);
    });

    it('counts codes across requests: a second request after 3 sends leaves one resend', async () => {
      const u = await makeUser();
      await forgot(u.email);
      await ageLastSend(u.id, RESET_OTP_RESEND_SECONDS);
      await resend(u.email);
      await ageLastSend(u.id, RESET_OTP_RESEND_SECONDS);
      await resend(u.email);
      // A new request replaces the conversation: the old one is closed, its code stops working.
      expect((await forgot(u.email)).statusCode).toBe(200);
      const rows = await resetRows(u.id);
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
      await ageLastSend(u.id, RESET_OTP_RESEND_SECONDS);
      expect((await resend(u.email)).json().status_code).toBe(9006);
    });
  });
});
