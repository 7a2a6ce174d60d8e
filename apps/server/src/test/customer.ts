/**
 * A customer made the way a person makes one, through the real HTTP calls: registration, the SMS
 * code, the e-mailed activation link, and a login. Tests that need an account use this rather than
 * writing rows that only look like one.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from './app';
import { inSyllables } from './letters';

export interface RegisteredCustomer {
  id: string;
  fullname: string;
  email: string;
  username: string;
  /** As stored: 08… */
  phonenumber: string;
  password: string;
  /** A live session's access token. */
  token: string;
}

let seq = 0;
let ipSeq = 0;
/** Every call from its own address, so the per-IP limits of one test never reach another's. */
export const nextTestIp = () => `10.77.${Math.floor(++ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;

export async function registerCustomer(
  t: TestApp,
  over: Partial<Pick<RegisteredCustomer, 'fullname' | 'password' | 'phonenumber'>> = {},
): Promise<RegisteredCustomer> {
  seq += 1;
  const n = `${process.pid % 1000}${String(seq).padStart(4, '0')}`;
  const person = {
    // Syllables of one width that the name search reads as written: no name is a part of another's,
    // so a search finds its own customer only, however far a worker's count has run (server test
    // workers keep this module).
    fullname: over.fullname ?? `Nasabah Uji ${inSyllables(seq)}`,
    email: `uji${n}@kilau.test`,
    username: `nasabahuji${n}`,
    phonenumber: over.phonenumber ?? `0813${n.padStart(8, '0')}`,
    password: over.password ?? 'Emas#Kilau2026',
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: nextTestIp() });

  const registered = await post('/v2/user/register', person);
  expect(registered.statusCode, registered.body).toBe(200);
  const { token: registrationToken, phonenumber } = registered.json() as {
    token: string;
    phonenumber: string;
  };
  const sms = (await t.lastMessageTo(phonenumber))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!sms) throw new Error(`no OTP SMS to ${phonenumber}`);
  const verified = await post('/v2/user/register/verify/otp', {
    email: person.email,
    phonenumber,
    token: registrationToken,
    otp: sms,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const link = (await t.lastMessageTo(person.email))?.text.match(/\/aktivasi\/([A-Za-z0-9_-]+)/)?.[1];
  if (!link) throw new Error(`no activation mail to ${person.email}`);
  const activated = await post(`/v2/user/register/verify/email/${link}`, {});
  expect(activated.json()).toEqual({ data: { status_code: '00' } });
  const login = await post('/v2/user/auth', { email: person.email, password: person.password });
  expect(login.statusCode, login.body).toBe(200);

  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (!row) throw new Error('registered customer not found');
  return { ...person, id: row.id, phonenumber, token: login.json().token as string };
}
