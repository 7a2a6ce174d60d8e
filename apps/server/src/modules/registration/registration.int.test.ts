import {
  HOUR_MS,
  MSG,
  REGISTER_OTP_MAX_ATTEMPTS,
  REGISTER_OTP_RESEND_SECONDS,
  REGISTER_OTP_TTL_SECONDS,
  SC,
} from '@kilau/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationTokens, auditLog, otpCodes, outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../credentials';

const PASSWORD = 'Emas#Kilau2026';

let ipSeq = 0;
const nextIp = () => `10.40.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

let seq = 0;
function newPerson() {
  seq += 1;
  const n = String(seq).padStart(3, '0');
  return {
    // Names are letters only: the run number spelled in letters.
    fullname: `Calon Nasabah ${n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`,
    email: `calon${n}@kilau.test`,
    username: `calon${n}`,
    phonenumber: `0815700${n}999`.slice(0, 12),
    password: PASSWORD,
  };
}
type Person = ReturnType<typeof newPerson>;

function wrongFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  async function register(p: Person = newPerson()) {
    const res = await post('/v2/user/register', p);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { token: string; phonenumber: string };
    return { person: p, token: body.token, phone: body.phonenumber };
  }

  async function smsCode(phone: string): Promise<string> {
    const msg = await t.lastMessageTo(phone);
    const code = msg?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no OTP SMS to ${phone}`);
    return code;
  }

  async function activationTokenFromMail(email: string): Promise<string> {
    const msg = await t.lastMessageTo(email);
    const token = msg?.text.match(/\/aktivasi\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no activation mail to ${email}`);
    return token;
  }

  async function userRow(email: string) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    return u;
  }

  async function otpRow(userId: string) {
    const [r] = await t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'register')))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!r) throw new Error('no otp row');
    return r;
  }

  const verifyOtp = (p: Person, token: string, otp: string) =>
    post('/v2/user/register/verify/otp', { email: p.email, phonenumber: p.phonenumber, token, otp });
  const resendOtp = (p: Person, token: string) =>
    post('/v2/user/register/resend/otp', { email: p.email, phonenumber: p.phonenumber, token });
  const allowResend = (userId: string) =>
    t.db
      .update(otpCodes)
      .set({ lastSentAt: sql`now() - make_interval(secs => ${REGISTER_OTP_RESEND_SECONDS + 1})` })
      .where(eq(otpCodes.userId, userId));

  describe('POST /v2/user/register/check', () => {
    it('answers 00 for a free value and 400 alreadyRegistered for a taken e-mail, username or phone', async () => {
      expect((await post('/v2/user/register/check', { email: 'bebas@kilau.test' })).json()).toEqual({
        status_code: '00',
      });
      for (const body of [
        { email: 'Demo.Nasabah@Kilau.test' },
        { username: 'DEMONASABAH' },
        { phonenumber: '081234567890' },
        { phonenumber: '+6281234567890' },
      ]) {
        const res = await post('/v2/user/register/check', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
      }
    });

    it('lets a live pending registration pass the check (registering it again continues it), and an expired one too', async () => {
      const { person } = await register();
      // The field check stays quiet; the registration itself decides (decision 0088).
      expect((await post('/v2/user/register/check', { email: person.email })).statusCode).toBe(200);
      expect((await post('/v2/user/register/check', { phonenumber: person.phonenumber })).statusCode).toBe(
        200,
      );
      const u = await userRow(person.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, u?.id ?? ''));
      expect((await post('/v2/user/register/check', { email: person.email })).statusCode).toBe(200);
      expect((await post('/v2/user/register/check', { username: person.username })).statusCode).toBe(200);
    });

    it('needs exactly one field (422)', async () => {
      const res = await post('/v2/user/register/check', { email: 'a@kilau.test', username: 'abcdefg' });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('POST /v2/user/register', () => {
    it('creates a pending account with normalised fields and an argon2id hash, and texts the OTP', async () => {
      const p = newPerson();
      const res = await post('/v2/user/register', {
        ...p,
        email: p.email.toUpperCase(),
        username: p.username.toUpperCase(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        status_code: '00',
        phonenumber: p.phonenumber,
        token: expect.any(String),
        otp_expires_in: REGISTER_OTP_TTL_SECONDS,
        resend_in: REGISTER_OTP_RESEND_SECONDS,
      });

      const u = await userRow(p.email);
      expect(u).toMatchObject({
        email: p.email,
        username: p.username,
        phonenumber: p.phonenumber,
        fullname: p.fullname,
        status: 'pending',
        phoneVerifiedAt: null,
      });
      expect(u?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect(u?.passwordHash).not.toContain(PASSWORD);

      const sms = await t.lastMessageTo(p.phonenumber);
      expect(sms?.text).toMatch(/^Kode OTP Kilau Anda: \d{6}\. Berlaku 5 menit\. Jangan berikan kode ini/);
      const code = await smsCode(p.phonenumber);
      const otp = await otpRow(u?.id ?? '');
      expect(otp.codeHash).toBe(sha256(code));
      expect(otp.tokenHash).toBe(sha256(body.token));
      expect(JSON.stringify(otp)).not.toContain(code);
      expect(JSON.stringify(otp)).not.toContain(body.token);
      expect(otp.maxAttempts).toBe(REGISTER_OTP_MAX_ATTEMPTS);

      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'registration.create'), eq(auditLog.targetId, u?.id ?? '')));
      expect(audit?.outcome).toBe('success');
      expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    });

    it('answers 400 alreadyRegistered when the e-mail, username or phone is taken', async () => {
      const taken = newPerson();
      await register(taken);
      const before = await t.db.$count(users);
      for (const clash of [
        // Someone else's password: the same e-mail and password would be the person correcting their
        // own pending registration (decisions 0088, 0125).
        { ...newPerson(), email: taken.email, password: 'Lain#Sandi2026' },
        { ...newPerson(), username: taken.username },
        { ...newPerson(), phonenumber: taken.phonenumber },
        { ...newPerson(), email: 'DEMO.NASABAH@kilau.test' },
      ]) {
        const res = await post('/v2/user/register', clash);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
      }
      expect(await t.db.$count(users)).toBe(before);
    });

    it('replaces a pending registration whose OTP lifetime has passed', async () => {
      const first = await register();
      const old = await userRow(first.person.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, old?.id ?? ''));
      const again = { ...newPerson(), email: first.person.email };
      await register(again);
      const now = await userRow(first.person.email);
      expect(now?.id).not.toBe(old?.id);
      expect(now?.username).toBe(again.username);
      // The old registration's token is dead with it.
      const res = await verifyOtp(first.person, first.token, '123456');
      expect(res.json()).toMatchObject({ status_code: SC.registrationExpired });
    });

    it('refuses a name that is not letters and spaces (422): nothing is created, texted or mailed', async () => {
      for (const fullname of [
        'buka http://evil.test',
        'Budi <b>Santoso</b>',
        'Budi Santoso 2',
        'www.evil.test',
      ]) {
        const p = { ...newPerson(), fullname };
        const res = await post('/v2/user/register', p);
        expect(res.statusCode, fullname).toBe(422);
        expect(res.json().err_message_id, fullname).toBe(MSG.fullnameLetters);
        expect(await userRow(p.email)).toBeUndefined();
        expect(await t.lastMessageTo(p.phonenumber)).toBeUndefined();
      }
    });

    it('keeps a letters-only name with its runs of spaces made one', async () => {
      const p = { ...newPerson(), fullname: '  Siti   Rahmawati ' };
      await register(p);
      expect((await userRow(p.email))?.fullname).toBe('Siti Rahmawati');
    });

    it('answers 422 with the Indonesian field messages for an invalid form', async () => {
      const res = await post('/v2/user/register', {
        ...newPerson(),
        username: 'ab cd',
        phonenumber: '0812',
        email: 'bukan-email',
      });
      expect(res.statusCode).toBe(422);
      const messages = (res.json().error as { field: string; message: string }[]).map((e) => e.message);
      expect(messages).toEqual(expect.arrayContaining([MSG.usernameNoSpace, MSG.phoneMin, MSG.emailFormat]));
    });
  });

  describe('POST /v2/user/register/verify/otp', () => {
    it('verifies the phone, moves the account to new and e-mails the activation link', async () => {
      const { person, token } = await register();
      const code = await smsCode(person.phonenumber);
      const res = await verifyOtp(person, token, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', message: MSG.registerVerifiedText });

      const u = await userRow(person.email);
      expect(u?.status).toBe('new');
      expect(u?.phoneVerifiedAt).not.toBeNull();
      expect(u?.emailVerifiedAt).toBeNull();

      const mail = await t.lastMessageTo(person.email);
      expect(mail?.subject).toBe('Aktivasi akun Kilau Anda');
      expect(mail?.text).toContain(`${t.app.config.publicUrl}/aktivasi/`);
      expect(mail?.text).toContain(person.fullname);
      const link = await activationTokenFromMail(person.email);
      const [stored] = await t.db
        .select()
        .from(activationTokens)
        .where(eq(activationTokens.userId, u?.id ?? ''));
      expect(stored?.tokenHash).toBe(sha256(link));
      const hours = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / HOUR_MS;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);

      // The code is single use, and the login now says the e-mail is not active.
      expect((await verifyOtp(person, token, code)).json().status_code).toBe(SC.registrationExpired);
      const login = await post('/v2/user/auth', { email: person.email, password: PASSWORD });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({ status: 'new', err_message_id: MSG.loginEmailNotActive });
    });

    it('answers 9003 for a wrong code and counts the attempt', async () => {
      const { person, token } = await register();
      const code = await smsCode(person.phonenumber);
      const res = await verifyOtp(person, token, wrongFor(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: SC.registerOtpWrong, err_message_id: MSG.otpWrong });
      const u = await userRow(person.email);
      expect((await otpRow(u?.id ?? '')).attempts).toBe(1);
      expect(u?.status).toBe('pending');
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'registration.verify_otp'), eq(auditLog.targetId, u?.id ?? '')));
      expect(audit).toMatchObject({ outcome: 'failure', details: { result: 'wrong', attempts_left: 4 } });
    });

    it('answers 9001 once the 5 attempts are spent, even to the right code', async () => {
      const { person, token } = await register();
      const code = await smsCode(person.phonenumber);
      const codes: number[] = [];
      for (let i = 0; i < REGISTER_OTP_MAX_ATTEMPTS; i++) {
        codes.push((await verifyOtp(person, token, wrongFor(code))).json().status_code);
      }
      expect(codes).toEqual([9003, 9003, 9003, 9003, 9001]);
      const right = await verifyOtp(person, token, code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({
        status_code: SC.registerOtpExhausted,
        err_message_id: MSG.otpMaxReached,
      });
      expect((await userRow(person.email))?.status).toBe('pending');
      // "Silakan daftar ulang": registering again with the same data works at once.
      expect((await post('/v2/user/register', person)).statusCode).toBe(200);
    });

    it('answers 9001 when the code has expired', async () => {
      const { person, token } = await register();
      const code = await smsCode(person.phonenumber);
      const u = await userRow(person.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, u?.id ?? ''));
      const res = await verifyOtp(person, token, code);
      expect(res.json()).toMatchObject({
        status_code: SC.registerOtpExhausted,
        err_message_id: MSG.otpMaxReached,
      });
    });

    it('answers 1002 for an unknown token or one that belongs to another registration', async () => {
      const a = await register();
      const b = await register();
      const codeA = await smsCode(a.person.phonenumber);
      for (const res of [
        await verifyOtp(a.person, 'tidak-ada-token', codeA),
        await verifyOtp(a.person, b.token, codeA),
        await verifyOtp({ ...a.person, email: b.person.email }, a.token, codeA),
        await verifyOtp({ ...a.person, phonenumber: b.person.phonenumber }, a.token, codeA),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status_code: SC.registrationExpired,
          err_message_id: MSG.otpSessionExpired,
        });
      }
      // None of them spent an attempt of A.
      const u = await userRow(a.person.email);
      expect((await otpRow(u?.id ?? '')).attempts).toBe(0);
    });
  });

  describe('POST /v2/user/register/resend/otp', () => {
    it('refuses a resend within 30 seconds (429), then texts a new code that replaces the old one', async () => {
      const { person, token } = await register();
      const first = await smsCode(person.phonenumber);
      const early = await resendOtp(person, token);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ status_code: 429, err_message_id: MSG.tooManyRequests });

      const u = await userRow(person.email);
      await allowResend(u?.id ?? '');
      const res = await resendOtp(person, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', resend_in: REGISTER_OTP_RESEND_SECONDS });
      const second = await smsCode(person.phonenumber);
      expect((await otpRow(u?.id ?? '')).codeHash).toBe(sha256(second));
      if (second !== first) {
        expect((await verifyOtp(person, token, first)).json().status_code).toBe(SC.registerOtpWrong);
      }
      expect((await verifyOtp(person, token, second)).statusCode).toBe(200);
    });

    it('answers 9001 after 3 resends', async () => {
      const { person, token } = await register();
      const u = await userRow(person.email);
      for (let i = 0; i < 3; i++) {
        await allowResend(u?.id ?? '');
        expect((await resendOtp(person, token)).statusCode).toBe(200);
      }
      await allowResend(u?.id ?? '');
      const res = await resendOtp(person, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: SC.registerOtpExhausted,
        err_message_id: MSG.otpMaxReached,
      });
      expect((await otpRow(u?.id ?? '')).resends).toBe(3);
    });

    it('answers 1002 for an unknown or expired registration', async () => {
      const { person, token } = await register();
      expect((await resendOtp(person, 'bukan-token')).json().status_code).toBe(SC.registrationExpired);
      const u = await userRow(person.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'`, lastSentAt: sql`now() - interval '10 minutes'` })
        .where(eq(otpCodes.userId, u?.id ?? ''));
      const res = await resendOtp(person, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: SC.registrationExpired,
        err_message_id: MSG.otpSessionExpired,
      });
    });
  });

  describe('activation e-mail', () => {
    /** Registers and verifies the phone: the account waits for its e-mail activation. */
    async function phoneVerified() {
      const { person, token } = await register();
      expect((await verifyOtp(person, token, await smsCode(person.phonenumber))).statusCode).toBe(200);
      return person;
    }
    const activate = (token: string) => post(`/v2/user/register/verify/email/${token}`, {});

    it('activates the account from the link: 00, then 1002 for a second click, and the login works', async () => {
      const person = await phoneVerified();
      const link = await activationTokenFromMail(person.email);
      const res = await activate(link);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status_code: '00' } });
      const u = await userRow(person.email);
      expect(u?.status).toBe('active');
      expect(u?.emailVerifiedAt).not.toBeNull();
      const [token] = await t.db
        .select()
        .from(activationTokens)
        .where(eq(activationTokens.userId, u?.id ?? ''));
      expect(token?.usedAt).not.toBeNull();

      expect((await activate(link)).json()).toEqual({ data: { status_code: '1002' } });
      const login = await post('/v2/user/auth', { username: person.username, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ status: 'active', status_code: '00' });
    });

    it('answers 498 for an expired link and 404 for an unknown one', async () => {
      const person = await phoneVerified();
      const link = await activationTokenFromMail(person.email);
      const u = await userRow(person.email);
      await t.db
        .update(activationTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(activationTokens.userId, u?.id ?? ''));
      expect((await activate(link)).json()).toEqual({ data: { status_code: '498' } });
      expect((await userRow(person.email))?.status).toBe('new');

      const unknown = await activate('tautan-palsu');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status_code: 404, err_message_id: MSG.activationInvalid });
    });

    it('resend/email sends a new link (200) and the earlier link stops working', async () => {
      const person = await phoneVerified();
      const oldLink = await activationTokenFromMail(person.email);
      const res = await post('/v2/user/register/resend/email', { email: person.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: 200, message: 'Link berhasil dikirim, cek email anda' });
      const newLink = await activationTokenFromMail(person.email);
      expect(newLink).not.toBe(oldLink);
      expect((await activate(oldLink)).json()).toEqual({ data: { status_code: '498' } });
      expect((await activate(newLink)).json()).toEqual({ data: { status_code: '00' } });
    });

    it('resend/email answers 202 for an active account, 404 for an unknown or unverified one', async () => {
      const active = await post('/v2/user/register/resend/email', { email: 'demo.nasabah@kilau.test' });
      expect(active.statusCode).toBe(202);
      expect(active.json()).toEqual({ status_code: 202, message: MSG.resendActivationAlreadyActive });

      const unknown = await post('/v2/user/register/resend/email', { email: 'tidakada@kilau.test' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        status_code: 404,
        err_message_id: MSG.resendActivationNotRegistered,
      });

      const { person } = await register();
      const pending = await post('/v2/user/register/resend/email', { email: person.email });
      expect(pending.statusCode).toBe(404);
      expect(await t.lastMessageTo(person.email)).toBeUndefined();
    });

    it('resend/email works for the seeded unactivated account and validates the address (422)', async () => {
      const res = await post('/v2/user/register/resend/email', { email: 'belumaktif@kilau.test' });
      expect(res.statusCode).toBe(200);
      expect((await t.lastMessageTo('belumaktif@kilau.test'))?.subject).toBe('Aktivasi akun Kilau Anda');
      const bad = await post('/v2/user/register/resend/email', { email: 'bukan-email' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().err_message_id).toBe(MSG.activationEmailFormat);
    });

    it('resend/email is limited per client address (10 per 15 minutes)', async () => {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await post('/v2/user/register/resend/email', { email: `x${i}@kilau.test` }, ip)).statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('a registration left at its SMS code (decision 0088)', () => {
    const login = (body: Record<string, unknown>) => post('/v2/user/auth', body);
    const smsCount = async (phone: string) =>
      (await t.db.select().from(outbox).where(eq(outbox.recipient, phone))).length;

    it('registering again with the same e-mail, phone and password continues it: a new token, the code already sent still works', async () => {
      const first = await register();
      const p = first.person;
      const code = await smsCode(p.phonenumber);
      const texted = await smsCount(p.phonenumber);
      const users0 = await t.db.$count(users);

      const again = await post('/v2/user/register', p);
      expect(again.statusCode, again.body).toBe(200);
      const body = again.json();
      expect(body).toMatchObject({ status_code: '00', phonenumber: p.phonenumber, resumed: true });
      expect(body.token).not.toBe(first.token);
      expect(body.otp_expires_in).toBeGreaterThan(0);
      expect(body.otp_expires_in).toBeLessThanOrEqual(REGISTER_OTP_TTL_SECONDS);
      expect(body.resend_in).toBeLessThanOrEqual(REGISTER_OTP_RESEND_SECONDS);
      // No second account, no code sent by the resumption itself.
      expect(await t.db.$count(users)).toBe(users0);
      expect(await smsCount(p.phonenumber)).toBe(texted);
      // The old tab's token no longer answers; the new one takes the code already sent.
      expect((await verifyOtp(p, first.token, code)).json()).toMatchObject({
        status_code: SC.registrationExpired,
      });
      expect((await verifyOtp(p, body.token, code)).statusCode).toBe(200);
      expect((await userRow(p.email))?.status).toBe('new');
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'registration.resume'));
      expect(audit?.outcome).toBe('success');
    });

    it('another password with that e-mail is still a duplicate: 400 sudah terdaftar', async () => {
      const { person } = await register();
      for (const clash of [
        { ...person, password: 'Lain#Sandi2026' },
        { ...person, password: 'Lain#Sandi2026', phonenumber: newPerson().phonenumber },
      ]) {
        const res = await post('/v2/user/register', clash);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
      }
    });

    it("the same person with a corrected phone ('Ubah nomor', decision 0125) gets a code on the new number; the old one is gone", async () => {
      const first = await register();
      const wrongPhone = first.person.phonenumber;
      const users0 = await t.db.$count(users);
      const corrected = { ...first.person, phonenumber: newPerson().phonenumber };

      const again = await post('/v2/user/register', corrected);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status_code: '00', phonenumber: corrected.phonenumber });
      expect(again.json().resumed).toBeUndefined();
      // One registration, now on the corrected number, which the wrong one's token cannot reach.
      expect(await t.db.$count(users)).toBe(users0);
      expect((await userRow(corrected.email))?.phonenumber).toBe(corrected.phonenumber);
      const code = await smsCode(corrected.phonenumber);
      expect((await verifyOtp(first.person, first.token, code)).statusCode).not.toBe(200);
      expect((await verifyOtp(corrected, again.json().token, code)).statusCode).toBe(200);
      expect((await userRow(corrected.email))?.status).toBe('new');
      // The mistyped number is free again.
      expect((await post('/v2/user/register/check', { phonenumber: wrongPhone })).statusCode).toBe(200);
    });

    it('logging in with its password offers to continue (409, 1003); the resend keeps its cool-down and cap', async () => {
      const { person } = await register();
      expect((await post('/v2/user/auth/checkUser', { email: person.email })).statusCode).toBe(200);
      // A wrong password learns nothing more than before: not registered.
      const wrong = await login({ email: person.email, password: 'Salah#Sandi2026' });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toMatchObject({ err_message_id: MSG.loginNotRegistered });

      const res = await login({ username: person.username, password: person.password });
      expect(res.statusCode, res.body).toBe(409);
      const reply = res.json();
      expect(reply).toMatchObject({
        status_code: SC.registrationPendingOtp,
        err_message_id: MSG.loginRegistrationUnverified,
        registration: { email: person.email, phonenumber: person.phonenumber, token: expect.any(String) },
      });
      expect(reply.token).toBeUndefined(); // no session
      const reg = { ...person };
      const token = reply.registration.token as string;
      // The cool-down (docs/product/customer-area.md § Rules): 30 seconds since the last code.
      expect((await resendOtp(reg, token)).statusCode).toBe(429);
      const u = await userRow(person.email);
      for (let i = 0; i < 3; i++) {
        await allowResend(u?.id ?? '');
        expect((await resendOtp(reg, token)).statusCode).toBe(200);
      }
      await allowResend(u?.id ?? '');
      // A login does not give new resends: the cap of 3 holds.
      const again = await login({ email: person.email, password: person.password });
      const fourth = await resendOtp(reg, again.json().registration.token);
      expect(fourth.json()).toMatchObject({ status_code: SC.registerOtpExhausted });
      const code = await smsCode(person.phonenumber);
      expect((await verifyOtp(reg, again.json().registration.token, code)).statusCode).toBe(200);
    });

    it('once its code has expired it is not an account: login answers 404 and registering again starts afresh', async () => {
      const { person } = await register();
      const u = await userRow(person.email);
      await t.db
        .update(otpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(otpCodes.userId, u?.id ?? ''));
      expect((await post('/v2/user/auth/checkUser', { email: person.email })).statusCode).toBe(404);
      expect((await login({ email: person.email, password: person.password })).statusCode).toBe(404);
      const fresh = await post('/v2/user/register', person);
      expect(fresh.json().resumed).toBeUndefined();
      expect((await userRow(person.email))?.id).not.toBe(u?.id);
    });
  });

  it('documents every registration route with its replies in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    const paths = doc.paths as Record<
      string,
      { post?: { tags?: string[]; responses: Record<string, unknown> } }
    >;
    for (const p of [
      '/v2/user/register/check',
      '/v2/user/register',
      '/v2/user/register/verify/otp',
      '/v2/user/register/resend/otp',
      '/v2/user/register/resend/email',
      '/v2/user/register/verify/email/{id}',
    ]) {
      expect(paths[p]?.post?.tags, p).toContain('registration');
      expect(Object.keys(paths[p]?.post?.responses ?? {}).length, p).toBeGreaterThanOrEqual(3);
    }
    expect(Object.keys(paths['/v2/user/register/resend/email']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '202', '404']),
    );
  });
});
