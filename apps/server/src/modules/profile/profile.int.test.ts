import { formatLongDateId, MSG, PDF_MARGIN_PT } from '@kilau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactChanges, otpCodes, staffUsers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfInfo, pdfText } from '../../test/pdf';
import { verifyPassword } from '../credentials';
import { jakartaDay } from './kyc-profile-pdf';

describe('customer profile', () => {
  let t: TestApp;
  let demoId: string;
  let budiId: string;
  let demoToken: string;
  let budiToken: string;
  let ip = 0;
  const from = () => `10.1.0.${++ip}`;

  const userId = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const login = (id: string) => t.app.sessions.open('user', id, null, {});
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: from(),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    demoId = await userId('demo.nasabah@kilau.test');
    budiId = await userId('baru@kilau.test');
    demoToken = await login(demoId);
    budiToken = await login(budiId);
  });
  afterAll(() => t.close());

  describe('GET /v1/user/profile', () => {
    it('answers the caller’s own contact details, no photo yet', async () => {
      const res = await call('GET', '/v1/user/profile', demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        data: {
          email: 'demo.nasabah@kilau.test',
          phone_number: '081234567890',
          username: 'demonasabah',
          fullname: 'Siti Rahmawati',
          photo: null,
        },
      });
    });

    it('refuses a request without a token and a staff token', async () => {
      const anonymous = await call('GET', '/v1/user/profile', null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ status_code: 401, err_message: 'Unauthorized' });
      const [staff] = await t.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.username, 'superadmin'));
      const staffToken = await t.app.sessions.open('staff', String(staff?.id), 0, {});
      expect((await call('GET', '/v1/user/profile', staffToken)).statusCode).toBe(403);
    });
  });

  describe('PUT /v1/user/profile: e-mail and phone change with proof', () => {
    const account = async (id: string) => {
      const [row] = await t.db
        .select({ email: users.email, phone: users.phonenumber })
        .from(users)
        .where(eq(users.id, id));
      return row;
    };
    /** The link's token, read from the mail as the customer reads it. */
    const linkToken = async (to: string) => {
      const mail = await t.lastMessageTo(to);
      return mail?.text.match(/\/konfirmasi-email\/([A-Za-z0-9_-]+)/)?.[1];
    };
    const smsCode = async (to: string) => (await t.lastMessageTo(to))?.text.match(/\b(\d{6})\b/)?.[1];
    const confirm = (token: string) => call('POST', '/v1/user/profile/email/confirm', null, { token });

    it('asks for the current password and changes nothing without it', async () => {
      const missing = await call('PUT', '/v1/user/profile', budiToken, { email: 'pencuri@kilau.test' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().err_message_id).toBe(MSG.profileCurrentPasswordRequired);

      const wrong = await call('PUT', '/v1/user/profile', budiToken, {
        phone_number: '081277776666',
        password: 'Salah#Sandi9',
      });
      expect(wrong.statusCode).toBe(401);
      // Not 'Unauthorized': the session lives on.
      expect(wrong.json()).toMatchObject({
        err_message: 'Wrong password',
        err_message_id: MSG.profileCurrentPasswordWrong,
      });
      expect((await call('GET', '/v1/user/profile', budiToken)).statusCode).toBe(200);
      expect(await account(budiId)).toEqual({ email: 'baru@kilau.test', phone: expect.any(String) });
      expect(await t.lastMessageTo('081277776666')).toBeUndefined();
      const [failure] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.contact_change_request'), eq(auditLog.actorId, budiId)));
      expect(failure).toMatchObject({
        outcome: 'failure',
        details: { field: 'phonenumber', reason: 'wrong_password' },
      });
    });

    it('refuses a body with both the e-mail and the phone, in Indonesian', async () => {
      const res = await call('PUT', '/v1/user/profile', budiToken, {
        email: 'dua@kilau.test',
        phone_number: '081277776666',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().err_message_id).toBe(MSG.profileOneContactAtATime);
      expect(await account(budiId)).toMatchObject({ email: 'baru@kilau.test' });
    });

    it('mails a single-use link to the new address; the e-mail changes only when it is opened', async () => {
      const res = await call('PUT', '/v1/user/profile', budiToken, {
        email: '  Budi.Santoso@Kilau.TEST ',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status_code: '00',
        field: 'email',
        value: 'budi.santoso@kilau.test',
        change_id: null,
        expires_in: 3600,
      });
      // Nothing changed yet, and the old address has not been told of a change that did not happen.
      expect(await account(budiId)).toMatchObject({ email: 'baru@kilau.test' });
      expect((await t.lastMessageTo('baru@kilau.test'))?.subject).not.toBe(MSG.emailChangedEmailSubject);

      const mail = await t.lastMessageTo('budi.santoso@kilau.test');
      expect(mail?.subject).toBe(MSG.contactEmailVerifySubject);
      expect(mail?.text).toContain(`${t.app.config.publicUrl}/konfirmasi-email/`);
      const token = await linkToken('budi.santoso@kilau.test');
      if (!token) throw new Error('no link in the mail');
      // The token is stored only as its hash.
      const [stored] = await t.db.select().from(contactChanges).where(eq(contactChanges.userId, budiId));
      expect(JSON.stringify(stored)).not.toContain(token);

      // The link works without a session (it may be opened on another device).
      const ok = await confirm(token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status_code: '00', message: MSG.profileEmailChanged });
      expect(await account(budiId)).toMatchObject({ email: 'budi.santoso@kilau.test' });
      const notice = await t.lastMessageTo('baru@kilau.test');
      expect(notice?.subject).toBe(MSG.emailChangedEmailSubject);
      expect(notice?.text).toContain('budi.santoso@kilau.test');
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.update'), eq(auditLog.actorId, budiId)));
      expect(audit.map((a) => a.details)).toEqual([{ field: 'email' }]);

      // Single use.
      const again = await confirm(token);
      expect(again.statusCode).toBe(404);
      expect(again.json().err_message_id).toBe(MSG.profileEmailLinkInvalid);
    });

    it('an expired or superseded link does nothing', async () => {
      const ask = (email: string) =>
        call('PUT', '/v1/user/profile', demoToken, { email, password: DEMO_PASSWORD });
      expect((await ask('siti.lama@kilau.test')).statusCode).toBe(200);
      const first = await linkToken('siti.lama@kilau.test');
      expect((await ask('siti.baru@kilau.test')).statusCode).toBe(200);
      const second = await linkToken('siti.baru@kilau.test');
      if (!first || !second) throw new Error('no link in the mail');

      expect((await confirm(first)).statusCode).toBe(404);
      await t.db
        .update(contactChanges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(contactChanges.userId, demoId));
      expect((await confirm(second)).statusCode).toBe(404);
      expect((await confirm('tebakan-acak')).statusCode).toBe(404);
      expect(await account(demoId)).toMatchObject({ email: 'demo.nasabah@kilau.test' });
    });

    it('sends an SMS code to the new number; the phone changes only with it, and the old number is told', async () => {
      const before = await account(budiId);
      const res = await call('PUT', '/v1/user/profile', budiToken, {
        phone_number: '081299998888',
        password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { change_id: string; field: string; resend_in: number };
      expect(body).toMatchObject({ field: 'phone_number', value: '081299998888', resend_in: 30 });
      expect(await account(budiId)).toEqual(before);
      const code = await smsCode('081299998888');
      if (!code) throw new Error('no SMS to the new number');

      const verify = (otp: string, token = budiToken) =>
        call('POST', '/v1/user/profile/phone/verify', token, { change_id: body.change_id, otp });
      const wrong = await verify(code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ status_code: 9003, err_message_id: MSG.otpWrong });
      // Another customer cannot use this change.
      expect((await verify(code, demoToken)).statusCode).toBe(400);
      expect(await account(budiId)).toEqual(before);

      const ok = await verify(code);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status_code: '00', message: MSG.profilePhoneChanged });
      expect(await account(budiId)).toMatchObject({ phone: '081299998888' });
      const oldNumber = await t.lastMessageTo(String(before?.phone));
      expect(oldNumber?.text).toBe(MSG.phoneChangedSms.replace('{phone}', '081299998888'));
      expect((await t.lastMessageTo('budi.santoso@kilau.test'))?.subject).toBe(MSG.phoneChangedEmailSubject);
      // Single use.
      expect((await verify(code)).json()).toMatchObject({ status_code: 1002 });
    });

    it('spends the code after five wrong guesses', async () => {
      const res = await call('PUT', '/v1/user/profile', demoToken, {
        phone_number: '081311112222',
        password: DEMO_PASSWORD,
      });
      const { change_id } = res.json() as { change_id: string };
      const code = await smsCode('081311112222');
      const guess = code === '000000' ? '111111' : '000000';
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await call('POST', '/v1/user/profile/phone/verify', demoToken, { change_id, otp: guess });
        codes.push(r.json().status_code);
      }
      expect(codes).toEqual([9003, 9003, 9003, 9003, 9001]);
      const late = await call('POST', '/v1/user/profile/phone/verify', demoToken, { change_id, otp: code });
      expect(late.statusCode).toBe(400);
      expect(await account(demoId)).toMatchObject({ phone: '081234567890' });
    });

    it('sends a new code to the new number on request, after the 30 s countdown', async () => {
      const res = await call('PUT', '/v1/user/profile', demoToken, {
        phone_number: '081355556666',
        password: DEMO_PASSWORD,
      });
      const { change_id } = res.json() as { change_id: string };
      const first = await smsCode('081355556666');
      const resend = () => call('POST', '/v1/user/profile/phone/resend', demoToken, { change_id });
      expect((await resend()).statusCode).toBe(429);
      await t.db
        .update(otpCodes)
        .set({ lastSentAt: sql`now() - interval '31 seconds'` })
        .where(eq(otpCodes.purpose, 'contact'));
      const again = await resend();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status_code: '00', resend_in: 30 });
      const second = await smsCode('081355556666');
      expect(second).toBeDefined();
      if (first !== second) {
        const stale = await call('POST', '/v1/user/profile/phone/verify', demoToken, {
          change_id,
          otp: first,
        });
        expect(stale.json().status_code).toBe(9003);
      }
      const ok = await call('POST', '/v1/user/profile/phone/verify', demoToken, { change_id, otp: second });
      expect(ok.statusCode).toBe(200);
      expect(await account(demoId)).toMatchObject({ phone: '081355556666' });
    });

    it('refuses an e-mail or phone that another account holds (400 alreadyRegistered)', async () => {
      for (const body of [{ email: 'Demo.Nasabah@kilau.test' }, { phone_number: '081355556666' }]) {
        const res = await call('PUT', '/v1/user/profile', budiToken, { ...body, password: DEMO_PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
      }
      expect(await account(budiId)).toEqual({ email: 'budi.santoso@kilau.test', phone: '081299998888' });
    });

    it('validates the new value with the Indonesian messages', async () => {
      const badEmail = await call('PUT', '/v1/user/profile', budiToken, {
        email: 'bukan-email',
        password: DEMO_PASSWORD,
      });
      expect(badEmail.statusCode).toBe(422);
      const badPhone = await call('PUT', '/v1/user/profile', budiToken, {
        phone_number: '08123abc',
        password: DEMO_PASSWORD,
      });
      expect(badPhone.statusCode).toBe(422);
      expect(badPhone.json().error.map((e: { message: string }) => e.message)).toContain(MSG.phoneDigits);
    });
  });

  describe('POST /v1/user/change_password', () => {
    it('answers 401 "Wrong old password" for a wrong old password, and the session lives on', async () => {
      const res = await call('POST', '/v1/user/change_password', demoToken, {
        password: 'Salah#Sandi9',
        new_password: 'Baru#Sandi2026',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        err_message: 'Wrong old password',
        err_message_id: MSG.profileOldPasswordWrong,
      });
      expect((await call('GET', '/v1/user/profile', demoToken)).statusCode).toBe(200);
      const [failure] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.change_password'), eq(auditLog.actorId, demoId)));
      expect(failure).toMatchObject({ outcome: 'failure', details: { reason: 'wrong_old_password' } });
    });

    it('checks the new password’s strength (422 with the catalogue’s text)', async () => {
      const res = await call('POST', '/v1/user/change_password', demoToken, {
        password: DEMO_PASSWORD,
        new_password: 'semuakecil1!',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().err_message_id).toBe(MSG.newPasswordCase);
    });

    it('refuses the current password as the new one (9002)', async () => {
      const res = await call('POST', '/v1/user/change_password', demoToken, {
        password: DEMO_PASSWORD,
        new_password: DEMO_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 9002, err_message_id: MSG.newPasswordSameAsOld });
    });

    it('stores an argon2id hash, ends every other session and keeps this one', async () => {
      const other = await login(budiId);
      const res = await call('POST', '/v1/user/change_password', budiToken, {
        password: DEMO_PASSWORD,
        new_password: 'Baru#Sandi2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', message: MSG.profilePasswordChanged });

      const [row] = await t.db.select().from(users).where(eq(users.id, budiId));
      expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(String(row?.passwordHash), 'Baru#Sandi2026')).toBe(true);
      expect(await verifyPassword(String(row?.passwordHash), DEMO_PASSWORD)).toBe(false);
      expect(row?.passwordChangedAt).toBeInstanceOf(Date);

      expect((await call('GET', '/v1/user/profile', other)).statusCode).toBe(401);
      expect((await call('GET', '/v1/user/profile', budiToken)).statusCode).toBe(200);
      const [ok] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'profile.change_password'),
            eq(auditLog.actorId, budiId),
            eq(auditLog.outcome, 'success'),
          ),
        );
      expect(ok).toBeDefined();
      expect(JSON.stringify(ok)).not.toContain('Baru#Sandi2026');
      expect((await t.lastMessageTo('budi.santoso@kilau.test'))?.subject).toBe(
        MSG.passwordChangedEmailSubject,
      );
    });

    it('limits the attempts per account whatever the IP (429)', async () => {
      const dewiId = await userId('belumaktif@kilau.test');
      const token = await login(dewiId);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await call('POST', '/v1/user/change_password', token, {
          password: `Salah#Sandi${i}`,
          new_password: 'Baru#Sandi2026',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('GET /v1/user/get/kyc', () => {
    it('answers personal data and work from the KYC record, the KTP number masked', async () => {
      // The account's phone as it is now (earlier tests in this file change it through the profile).
      const { phone_number } = (await call('GET', '/v1/user/profile', demoToken)).json().data;
      const res = await call('GET', '/v1/user/get/kyc', demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        data: {
          personal_data: {
            full_name: 'Siti Rahmawati',
            address:
              'Jl. Ciputat Raya No. 12, Pondok Pinang, Kebayoran Lama, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta 12310',
            identity_owner: '************0003',
            phone_number,
          },
          work: { job: 'Karyawan Swasta' },
        },
      });
    });

    it('answers data: null without a KYC record', async () => {
      const res = await call('GET', '/v1/user/get/kyc', budiToken);
      expect(res.json()).toEqual({ status_code: '00', data: null });
    });
  });

  describe('GET /v1/user/get/kyc/pdf', () => {
    it('sends an A4 PDF with 7 mm margins holding the KYC view in Indonesian', async () => {
      const res = await call('GET', '/v1/user/get/kyc/pdf', demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="profil-kyc.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const text = await pdfText(bytes);
      expect(text).toContain('Siti Rahmawati');
      expect(text).toContain(MSG.kycPdfTitle);
      expect(text).toContain('PT Kilau Emas Berjangka');
      expect(text).toContain(`${MSG.kycPdfPrintedAt}: ${formatLongDateId(jakartaDay(new Date()))}`);
      for (const label of [
        MSG.kycPdfPersonalSection,
        MSG.kycPdfWorkSection,
        MSG.profileKycAddress,
        MSG.profileKycIdentityOwner,
        MSG.profileKycJob,
      ]) {
        expect(text).toContain(label);
      }
      expect(text).toContain('Karyawan Swasta');
      expect(text).toContain('************0003');
      expect(text).not.toContain('3174054506900003');

      expect(await pdfInfo(bytes)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      const boxes = await pdfText(bytes, '-bbox');
      const xs = [...boxes.matchAll(/xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs)).toBeCloseTo(PDF_MARGIN_PT, 0);

      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.kyc_pdf'), eq(auditLog.actorId, demoId)));
      expect(audit).toBeDefined();
    });

    it('answers 404 without a KYC record', async () => {
      const res = await call('GET', '/v1/user/get/kyc/pdf', budiToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.profileKycEmpty });
    });
  });

  it('documents every profile route with its replies in /docs', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths['/v1/user/change_password'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '422', '429']),
    );
    expect(doc.paths['/v1/user/get/kyc/pdf'].get.responses['200'].content).toHaveProperty('application/pdf');
    // The contact change and its confirmation calls.
    const put = doc.paths['/v1/user/profile'].put;
    expect(Object.keys(put.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'phone_number', 'password']),
    );
    expect(Object.keys(put.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['change_id', 'expires_in']),
    );
    for (const path of [
      '/v1/user/profile/email/confirm',
      '/v1/user/profile/phone/verify',
      '/v1/user/profile/phone/resend',
    ]) {
      expect(Object.keys(doc.paths[path].post.responses)).toEqual(
        expect.arrayContaining(['200', '400', '422', '429']),
      );
    }
  });
});
