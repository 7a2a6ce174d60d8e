import { MSG, REGISTER_OTP_MAX_ATTEMPTS, REGISTER_OTP_RESEND_SECONDS, SC } from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, outbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const PASSWORD = 'Emas#Kilau2026';

/** Every request from its own address: these tests are about races, not rate limits. */
let ipSeq = 0;
const nextIp = () => `10.50.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

function wrongFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('registration under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

  async function registered(n: number) {
    const person = {
      fullname: 'Nasabah Balapan',
      email: `balapan${n}@kilau.test`,
      username: `balapan${n}`,
      phonenumber: `08160000${String(n).padStart(4, '0')}`,
      password: PASSWORD,
    };
    const res = await post('/v2/user/register', person);
    expect(res.statusCode).toBe(200);
    const sms = await t.lastMessageTo(person.phonenumber);
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no OTP SMS');
    const [u] = await t.db.select().from(users).where(eq(users.email, person.email));
    if (!u) throw new Error('no user');
    return { person, token: res.json().token as string, code, userId: u.id };
  }

  // Twenty different people, so twenty passwords: the same password with another phone is the
  // same person correcting their number, whose later call replaces the earlier one by design
  // (decision 0161), and would make a second 200 whenever it starts after the first committed.
  it('20 people registering one e-mail at once: exactly one wins, one row, one SMS', async () => {
    const email = 'rebutan@kilau.test';
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/v2/user/register', {
          fullname: 'Peserta Balapan',
          email,
          username: `rebutan${String(i).padStart(2, '0')}`,
          phonenumber: `0817000000${String(i).padStart(2, '0')}`,
          password: `${PASSWORD}-${i}`,
        }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const r of replies.filter((x) => x.statusCode === 400)) {
      expect(r.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
    }
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);

    const winner = replies.find((r) => r.statusCode === 200)?.json().phonenumber as string;
    await t.flushJobs();
    const texts = await t.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(sql`${outbox.recipient} like '0817000000%'`);
    expect(texts).toEqual([{ recipient: winner }]);
  });

  it('50 simultaneous wrong codes never spend more than the attempts allowed; the right code then fails too', async () => {
    const { person, token, code, userId } = await registered(1);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/v2/user/register/verify/otp', {
          email: person.email,
          phonenumber: person.phonenumber,
          token,
          otp: wrongFor(code),
        }),
      ),
    );
    const codes = replies.map((r) => r.json().status_code);
    expect(codes.filter((c) => c === SC.registerOtpWrong)).toHaveLength(REGISTER_OTP_MAX_ATTEMPTS - 1);
    expect(codes.filter((c) => c === SC.registerOtpExhausted)).toHaveLength(
      50 - (REGISTER_OTP_MAX_ATTEMPTS - 1),
    );

    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, userId));
    expect(row?.attempts).toBe(REGISTER_OTP_MAX_ATTEMPTS);

    const right = await post('/v2/user/register/verify/otp', {
      email: person.email,
      phonenumber: person.phonenumber,
      token,
      otp: code,
    });
    expect(right.json()).toMatchObject({
      status_code: SC.registerOtpExhausted,
      err_message_id: MSG.otpMaxReached,
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(u?.status).toBe('pending');
  });

  it('the right code sent twice at once verifies once and sends one activation e-mail', async () => {
    const { person, token, code, userId } = await registered(2);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/v2/user/register/verify/otp', {
          email: person.email,
          phonenumber: person.phonenumber,
          token,
          otp: code,
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.json().status_code).toBe(SC.registrationExpired);
    }
    await t.flushJobs();
    expect(await t.db.$count(outbox, eq(outbox.recipient, person.email))).toBe(1);
    const [u] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(u?.status).toBe('new');
  });

  it('simultaneous resends after the countdown send exactly one new code', async () => {
    const { person, token, userId } = await registered(3);
    await t.db
      .update(otpCodes)
      .set({ lastSentAt: sql`now() - make_interval(secs => ${REGISTER_OTP_RESEND_SECONDS + 1})` })
      .where(eq(otpCodes.userId, userId));
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/v2/user/register/resend/otp', { email: person.email, phonenumber: person.phonenumber, token }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const [row] = await t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, 'register')));
    expect(row?.resends).toBe(1);
    await t.flushJobs();
    expect(await t.db.$count(outbox, eq(outbox.recipient, person.phonenumber))).toBe(2);
  });

  it('a double click on the activation link activates once: 00, then 1002', async () => {
    const { person, token, code } = await registered(4);
    await post('/v2/user/register/verify/otp', {
      email: person.email,
      phonenumber: person.phonenumber,
      token,
      otp: code,
    });
    const mail = await t.lastMessageTo(person.email);
    const link = mail?.text.match(/\/aktivasi\/([A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error('no activation link');
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => post(`/v2/user/register/verify/email/${link}`, {})),
    );
    const codes = replies.map((r) => r.json().data.status_code).sort();
    expect(codes).toEqual(['00', '1002', '1002', '1002']);
  });
});

describe('one identity registering from many tabs at once', () => {
  let t: TestApp;
  // The limits allow all 20 through, as they did for the outside check: the race is the point.
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(() => t.close());

  it('20 parallel registrations of the same person make exactly one account and one SMS code', async () => {
    const person = {
      fullname: 'Peserta Sama',
      email: 'orang.sama@kilau.test',
      username: 'orangsama',
      phonenumber: '081700009999',
      password: PASSWORD,
    };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/v2/user/register', payload: person, remoteAddress: nextIp() }),
      ),
    );
    // Replies that carry a token are the one registration and its continuations (decision 0088);
    // the others lost the race to the unique e-mail.
    const ok = replies.filter((r) => r.statusCode === 200).map((r) => r.json());
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.filter((r) => r.resumed !== true)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.json(), r.body).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
    }
    expect(await t.db.$count(users, eq(users.email, person.email))).toBe(1);
    expect(await t.db.$count(users, eq(users.phonenumber, person.phonenumber))).toBe(1);
    await t.flushJobs();
    expect(await t.db.$count(outbox, eq(outbox.recipient, person.phonenumber))).toBe(1);
  });
});
