/**
 * architecture.md §7: a phone number typed as +62… or 62… is the same number as 0…, on every call that
 * takes one (registration, its check and OTP steps, checkUser, login, the profile's phone change,
 * the emergency contact), and the messages say what is accepted.
 */
import { MSG } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycCustomers, users } from '../../db/schema';
import { nextTestIp, registerCustomer } from '../../test/customer';
import { useOnboardingHarness, woman } from '../onboarding/testing/onboarding-harness';

describe('phone numbers: +62 and 62 become 0 on every call', () => {
  const h = useOnboardingHarness();
  const post = (url: string, payload: object, token?: string) =>
    h.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextTestIp(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const storedPhone = async (id: string) =>
    (await h.t.db.select({ phone: users.phonenumber }).from(users).where(eq(users.id, id)))[0]?.phone;

  it('registers +62… as 08…, and the SMS goes to that number', async () => {
    const c = await registerCustomer(h.t, { phonenumber: '+6281377001122' });
    expect(c.phonenumber).toBe('081377001122');
    expect(await storedPhone(c.id)).toBe('081377001122');
    expect((await h.t.lastMessageTo('081377001122'))?.text).toMatch(/Kode OTP Kilau/);
  });

  it('registers 62… as 08…, and the OTP steps accept the number however it is typed', async () => {
    const person = {
      fullname: 'Nasabah Enam Dua',
      email: 'enamdua@kilau.test',
      username: 'nasabahenamdua',
      phonenumber: '6281377002233',
      password: 'Emas#Kilau2026',
    };
    const registered = await post('/v2/user/register', person);
    expect(registered.json()).toMatchObject({ status_code: '00', phonenumber: '081377002233' });
    const token = registered.json().token as string;
    const resent = await h.t.app.inject({
      method: 'POST',
      url: '/v2/user/register/resend/otp',
      payload: { email: person.email, phonenumber: '+6281377002233', token },
      remoteAddress: nextTestIp(),
    });
    // The registration is found (an unknown one answers 400 with 1002): only the 30 s wait refuses.
    expect(resent.statusCode).toBe(429);
    expect(resent.json().err_message).toMatch(/^Resend too soon/);
    const code = (await h.t.lastMessageTo('081377002233'))?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const verified = await post('/v2/user/register/verify/otp', {
      email: person.email,
      phonenumber: '+6281377002233',
      token,
      otp: code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await h.t.db.select().from(users).where(eq(users.email, person.email));
    expect(row).toMatchObject({ phonenumber: '081377002233', status: 'new' });
  });

  it('finds the account by +62…, 62… and 0… on check, checkUser and login', async () => {
    const c = await registerCustomer(h.t, { phonenumber: '081377003344' });
    for (const typed of ['+6281377003344', '6281377003344', '081377003344']) {
      const taken = await post('/v2/user/register/check', { phonenumber: typed });
      expect(taken.statusCode, typed).toBe(400);
      expect(taken.json()).toMatchObject({ err_message_id: MSG.alreadyRegistered });
      expect((await post('/v2/user/auth/checkUser', { phonenumber: typed })).statusCode, typed).toBe(200);
      const login = await post('/v2/user/auth', { phonenumber: typed, password: c.password });
      expect(login.statusCode, typed).toBe(200);
    }
    // A second registration with the same number in another form is the same number.
    const again = await post('/v2/user/register', {
      fullname: 'Nasabah Kembar',
      email: 'kembar@kilau.test',
      username: 'nasabahkembar',
      phonenumber: '+6281377003344',
      password: 'Emas#Kilau2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ err_message_id: MSG.alreadyRegistered });
  });

  it('stores a changed profile phone typed as +62… as 08…, once the SMS code sent there is given', async () => {
    const c = await registerCustomer(h.t);
    const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
      h.t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${c.token}` } });
    const res = await call('PUT', '/v1/user/profile', {
      phone_number: '+6281377004455',
      password: c.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ field: 'phone_number', value: '081377004455' });
    const otp = (await h.t.lastMessageTo('081377004455'))?.text.match(/\b(\d{6})\b/)?.[1];
    if (!otp) throw new Error('no SMS code to 081377004455');
    const verify = await call('POST', '/v1/user/profile/phone/verify', {
      change_id: res.json().change_id,
      otp,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await storedPhone(c.id)).toBe('081377004455');
  });

  it('answers with messages that say what is accepted', async () => {
    const register = (phonenumber: string) =>
      post('/v2/user/register', {
        fullname: 'Nasabah Salah Nomor',
        email: 'salahnomor@kilau.test',
        username: 'salahnomor',
        phonenumber,
        password: 'Emas#Kilau2026',
      });
    const cases: [string, string][] = [
      ['0813-7700-5566', MSG.phoneDigits],
      ['+62813', MSG.phoneMin],
      ['+622150001234', MSG.phoneMobile],
      ['+1555123456789', MSG.phoneMobile],
    ];
    for (const [typed, message] of cases) {
      const res = await register(typed);
      expect(res.statusCode, typed).toBe(422);
      expect(res.json().err_message_id, typed).toBe(message);
    }
    expect(MSG.phoneDigits).toContain('+62');
    expect(MSG.phoneMobile).toContain('+628');
  });

  it('stores the emergency contact’s +62… number as 0…, a landline included', async () => {
    const c = await registerCustomer(h.t);
    const registered = await h.call('POST', '/v2/kyc/customer/platform', c.token, h.bankForm(woman()));
    expect(registered.json()).toMatchObject({ status_code: '00' });
    const id = registered.json().data._id as string;
    const url = `/v2/kyc/emergency_contact/${id}`;
    await h.save(c.token, url, { ...h.contact, phonenumber: '+622150001234' });
    const back = await h.call('GET', url, c.token);
    expect(back.json().data.emergency_contact.phonenumber).toBe('02150001234');
    const [row] = await h.t.db.select().from(kycCustomers).where(eq(kycCustomers.id, id));
    expect(JSON.stringify(row)).not.toContain('+622150001234');

    const bad = await h.call('PUT', url, c.token, { ...h.contact, phonenumber: '+62 21 5000' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().err_message_id).toBe(MSG.contactPhoneInvalid);
  });
});
