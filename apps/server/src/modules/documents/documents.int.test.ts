import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { MSG, PDF_MARGIN_PT } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycCustomers, platforms, staffUsers, storedFiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { pdfInfo, pdfText } from '../../test/pdf';
import { DocumentsService } from './documents.service';
import {
  PRINT_FORMS,
  type PrintCustomer,
  renderAmanahPdf,
  renderFormCimbPdf,
  renderSimulasiPdf,
} from './forms-pdf';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const hasImage = (bytes: Buffer) => bytes.toString('latin1').includes('/Subtype /Image');

/** A small RGBA PNG with a wavy stroke, as a signature pad would export. */
function signaturePng(width = 240, height = 80): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let x = 0; x < width; x++) {
    const y = Math.round(height / 2 + (height / 3) * Math.sin(x / 10));
    for (let dy = -1; dy <= 1; dy++) raw[(y + dy) * stride + 1 + x * 4 + 3] = 255;
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bank's id for the broker, from configuration (a value no default would print). */
const CIMB_COMPANY_ID = 'CIMB-CORP-7781';

const KEY_TEXT: Record<(typeof PRINT_FORMS)[number], string[]> = {
  amanah: [
    'Perjanjian Pemberian Amanat Nasabah',
    'Pasal 24 – Penyelesaian Perselisihan dan Domisili Hukum',
    'Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI)',
    'dalam waktu 2×24 (dua kali dua puluh empat) jam',
    'paling lambat 15 (lima belas) hari kerja bank',
  ],
  simulasi: [
    'Surat Pernyataan Telah Melakukan Simulasi Transaksi',
    'telah melakukan simulasi transaksi emas fisik digital pada akun demo PT Kilau Emas Berjangka',
    'Rp15.367.200',
    'Rp15.329.500',
    'Hasil bersih: Rp15.329.500 - Rp15.367.200 = -Rp37.700',
  ],
  formCimb: [
    'Surat Kuasa Pendebetan dan Pengkreditan Rekening',
    'PT Bank CIMB Niaga Tbk',
    CIMB_COMPANY_ID,
    'paling lambat 15 (lima belas) hari kerja bank',
    'Pemberi Kuasa',
  ],
};

describe('GET /v2/kyc/print/{name}/{customerId}', () => {
  let t: TestApp;
  let demoId: string;
  let customerId: string;
  let demoToken: string;
  let budiToken: string;
  let ip = 0;
  const get = (url: string, token: string | null) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: `10.8.0.${++ip}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const userId = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { CIMB_COMPANY_ID } });
    demoId = await userId('demo.nasabah@kilau.test');
    const [kyc] = await t.db
      .select({ id: kycCustomers.id })
      .from(kycCustomers)
      .where(eq(kycCustomers.userId, demoId));
    if (!kyc) throw new Error('demo KYC record missing');
    customerId = kyc.id;
    demoToken = await t.app.sessions.open('user', demoId, null, {});
    budiToken = await t.app.sessions.open('user', await userId('baru@kilau.test'), null, {});
  });
  afterAll(() => t.close());

  it('prints each form without a signature yet: A4, the customer’s data, no image', async () => {
    // The demo customer signed during its onboarding; Budi registers now and has not signed yet.
    const [gofx] = await t.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.appName, 'gofx'));
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v2/kyc/customer/platform',
      headers: { authorization: `Bearer ${budiToken}` },
      payload: {
        platform_id: gofx?.id,
        bank_code: '037',
        fullname: 'Budi Santoso',
        mothers_name: 'Sumiati',
        date_of_birth: '1985-08-17',
        ktp_no: '3174051708850001',
        has_agree_account_terms: true,
        has_agree_savings_terms: true,
      },
    });
    expect(registered.json(), registered.body).toMatchObject({ status_code: '00' });
    const budiRecord = registered.json().data._id as string;
    for (const name of PRINT_FORMS) {
      const res = await get(`/v2/kyc/print/${name}/${budiRecord}`, budiToken);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}.pdf"`);
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(hasImage(bytes)).toBe(false);
      const text = flat(await pdfText(bytes));
      expect(text).toContain('Budi Santoso');
      expect(text).toContain('3174051708850001');
    }
  });

  it('embeds the newest signature and carries each form’s key text, within 7 mm margins', async () => {
    const png = signaturePng();
    const key = `signatures/${customerId}-test.png`;
    await t.app.files.put(key, Readable.from([png]));
    await t.db.insert(storedFiles).values({
      ownerUserId: demoId,
      customerId,
      kind: 'signature',
      storageKey: key,
      mime: 'image/png',
      size: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
    });

    for (const name of PRINT_FORMS) {
      const res = await get(`/v2/kyc/print/${name}/${customerId}`, demoToken);
      expect(res.statusCode, name).toBe(200);
      const bytes = res.rawPayload;
      expect(hasImage(bytes), name).toBe(true);
      expect(await pdfInfo(bytes)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      const text = flat(await pdfText(bytes));
      expect(text).toContain('Siti Rahmawati');
      expect(text).toContain('3174054506900003');
      expect(text).toContain('Karyawan Swasta');
      expect(text).toContain('Jl. Ciputat Raya No. 12, Pondok Pinang, Kebayoran Lama');
      expect(text).toContain('PT Kilau Emas Berjangka');
      for (const phrase of KEY_TEXT[name]) expect(text, `${name}: ${phrase}`).toContain(phrase);
      const boxes = await pdfText(bytes, '-bbox');
      const xs = [...boxes.matchAll(/xMin="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(PDF_MARGIN_PT - 0.5);
      const xMaxes = [...boxes.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.max(...xMaxes)).toBeLessThanOrEqual(595.28 - PDF_MARGIN_PT + 0.5);
    }

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.print'), eq(auditLog.actorId, demoId)));
    expect(audit.length).toBeGreaterThanOrEqual(PRINT_FORMS.length);
  });

  it('reads the clause-24 choice from the attachment form', async () => {
    await t.db
      .update(kycCustomers)
      .set({ attachment: { dispute_body: 'pengadilan_negeri', dispute_detail: 'Jakarta Selatan' } })
      .where(eq(kycCustomers.id, customerId));
    const data = await new DocumentsService(t.app).printData(demoId, customerId);
    expect(data?.dispute).toEqual({ dispute_body: 'pengadilan_negeri', dispute_detail: 'Jakarta Selatan' });
    const text = flat(await pdfText((await get(`/v2/kyc/print/amanah/${customerId}`, demoToken)).rawPayload));
    expect(text).toContain('Pengadilan Negeri Jakarta Selatan');
  });

  it('answers 404 for another customer’s record, an unknown id or an unknown form', async () => {
    for (const url of [`/v2/kyc/print/amanah/${customerId}`, `/v2/kyc/print/formCimb/${customerId}`]) {
      const res = await get(url, budiToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.printFormNotFound });
    }
    expect(
      (await get('/v2/kyc/print/amanah/00000000-0000-4000-8000-000000000000', demoToken)).statusCode,
    ).toBe(404);
    expect((await get('/v2/kyc/print/amanah/bukan-uuid', demoToken)).statusCode).toBe(404);
    expect((await get(`/v2/kyc/print/lainnya/${customerId}`, demoToken)).statusCode).toBe(404);
  });

  it('answers 401 without a login and 403 for a staff token', async () => {
    const res = await get(`/v2/kyc/print/amanah/${customerId}`, null);
    expect(res.statusCode).toBe(401);
    const [staff] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'superadmin'));
    const staffToken = await t.app.sessions.open('staff', String(staff?.id), 0, {});
    expect((await get(`/v2/kyc/print/amanah/${customerId}`, staffToken)).statusCode).toBe(403);
  });
});

describe('form renderers (pure)', () => {
  const company = {
    name: 'PT Uji Emas Berjangka',
    address: 'Jl. Uji No. 1, Jakarta',
    cs_phone: '(021) 000',
    cs_email: 'cs@uji.test',
  };
  const empty: PrintCustomer = {
    fullname: 'Budi Santoso',
    ktp_no: '',
    place_of_birth: '',
    date_of_birth: '',
    address: '',
    phone: '',
    email: '',
    occupation: '',
    company_name: '',
    position: '',
    office_phone: '',
    demo_account: '',
  };
  const base = { company, customer: empty, place: '', date: '22 November 2026' };

  it('prints a missing value as "-" and no image without a signature', async () => {
    for (const bytes of [
      await renderAmanahPdf(base),
      await renderSimulasiPdf(base),
      await renderFormCimbPdf({ ...base, companyId: 'X1' }),
    ]) {
      const text = await pdfText(bytes, '-layout');
      expect(text).toContain('Budi Santoso');
      expect(text).toMatch(/No\. KTP +: ?-\n/);
      expect(text).toMatch(/Alamat +: ?-\n/);
      expect(text).toContain('-, 22 November 2026');
      expect(hasImage(bytes)).toBe(false);
    }
  });

  it('prints the demo account number on the simulation statement', async () => {
    const bytes = await renderSimulasiPdf({
      ...base,
      customer: { ...empty, demo_account: 'DEMO-778812' },
      signature: signaturePng(),
    });
    expect(await pdfText(bytes)).toContain('DEMO-778812');
    expect(hasImage(bytes)).toBe(true);
  });
});
