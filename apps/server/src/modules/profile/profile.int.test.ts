import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatLongDateId, MSG, PDF_MARGIN_PT } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/app';
import { verifyPassword } from '../auth/password';
import { jakartaDay } from './kyc-profile-pdf';

const run = promisify(execFile);

/** The PDF's text as poppler reads it: if pdftotext is missing this rejects and the test fails. */
async function pdfText(bytes: Buffer, ...args: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kilau-pdf-'));
  try {
    const file = path.join(dir, 'profil-kyc.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', [...args, file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function pdfInfo(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kilau-pdf-'));
  try {
    const file = path.join(dir, 'profil-kyc.pdf');
    await writeFile(file, bytes);
    return (await run('pdfinfo', [file])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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

  describe('PUT /v1/user/profile', () => {
    it('changes the e-mail, normalised, audits it and tells the old address', async () => {
      const res = await call('PUT', '/v1/user/profile', budiToken, { email: '  Budi.Santoso@Kilau.TEST ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', message: MSG.profileSaved });
      const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, budiId));
      expect(row?.email).toBe('budi.santoso@kilau.test');
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.update'), eq(auditLog.actorId, budiId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.details).toEqual({ field: 'email' });
      const notice = await t.lastMessageTo('baru@kilau.test');
      expect(notice?.subject).toBe(MSG.emailChangedEmailSubject);
      expect(notice?.text).toContain('budi.santoso@kilau.test');
    });

    it('changes the phone number', async () => {
      const res = await call('PUT', '/v1/user/profile', budiToken, { phone_number: '081299998888' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select({ phone: users.phonenumber }).from(users).where(eq(users.id, budiId));
      expect(row?.phone).toBe('081299998888');
    });

    it('refuses an e-mail or phone that another account holds (400 alreadyRegistered)', async () => {
      for (const body of [{ email: 'Demo.Nasabah@kilau.test' }, { phone_number: '081234567890' }]) {
        const res = await call('PUT', '/v1/user/profile', budiToken, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status_code: 400, err_message_id: MSG.alreadyRegistered });
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, budiId));
      expect(row?.email).toBe('budi.santoso@kilau.test');
      expect(row?.phonenumber).toBe('081299998888');
    });

    it('validates the new value with the Indonesian messages', async () => {
      const badEmail = await call('PUT', '/v1/user/profile', budiToken, { email: 'bukan-email' });
      expect(badEmail.statusCode).toBe(422);
      const badPhone = await call('PUT', '/v1/user/profile', budiToken, { phone_number: '08123abc' });
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

    it('checks the new password’s strength (422 with the spec’s text)', async () => {
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
            phone_number: '081234567890',
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
  });
});
