import {
  MARRIAGE_CODE_MARRIED,
  MASTER_DATA_BANK_TYPES,
  MASTER_DATA_PLATFORM_TYPES,
  MSG,
  masterDataReplySchema,
  nikCheckReplySchema,
} from '@kilau/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterData, platforms, staffUsers, users } from '../../db/schema';
import { seedMasterData } from '../../seed/seed-master-data';
import { createTestApp, type TestApp } from '../../test/app';
import { checkNik } from './identity-check.service';

describe('master data and the NIK check', () => {
  let t: TestApp;
  let token: string;
  let gofxId: string;
  let jafetsId: string;

  const newCustomer = async (tag: string) => {
    const [user] = await t.db
      .insert(users)
      .values({
        fullname: `Nasabah ${tag}`,
        email: `${tag}@kilau.test`,
        username: `nasabah${tag}`,
        phonenumber: `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        passwordHash: 'x',
        status: 'active',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    return t.app.sessions.open('user', user.id, null, {});
  };
  const get = (url: string, auth: string | null = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  const nikCheck = (payload: object, auth: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/kyc/nik/check',
      payload,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });
  const platformId = async (appName: string) => {
    const [row] = await t.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.appName, appName));
    if (!row) throw new Error(`no platform ${appName}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' });
    token = await newCustomer('md');
    gofxId = await platformId('gofx');
    jafetsId = await platformId('jafets');
  });
  afterAll(() => t.close());

  describe('bank lists', () => {
    it('answers gender with the label in a field named for the type', async () => {
      const res = await get('/v2/master_data/gender/037');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.json()).toEqual({
        status_code: '00',
        data: [
          { _id: expect.any(String), gender: 'Laki-laki', code: 'L' },
          { _id: expect.any(String), gender: 'Perempuan', code: 'P' },
        ],
      });
    });

    it('answers each bank type for every partner bank, matching the shared schema', async () => {
      for (const bank of ['037', '022', '023', '028']) {
        for (const type of MASTER_DATA_BANK_TYPES) {
          const res = await get(`/v2/master_data/${type}/${bank}`);
          expect(res.statusCode, `${type}/${bank}`).toBe(200);
          const body = masterDataReplySchema(type).parse(res.json());
          expect(body.data.length).toBeGreaterThan(1);
        }
      }
    });

    it('lists the six religions and the marital statuses with a recognisable married code', async () => {
      const religions = (await get('/v2/master_data/religion/022'))
        .json()
        .data.map((r: { religion: string }) => r.religion);
      expect(religions).toEqual(
        expect.arrayContaining(['Islam', 'Kristen Protestan', 'Katolik', 'Hindu', 'Buddha', 'Konghucu']),
      );
      const marriage = (await get('/v2/master_data/marriage/037')).json().data;
      expect(marriage.map((m: { marriage: string; code: string }) => [m.code, m.marriage])).toEqual([
        ['BELUM_KAWIN', 'Belum Kawin'],
        [MARRIAGE_CODE_MARRIED, 'Kawin'],
        ['CERAI_HIDUP', 'Cerai Hidup'],
        ['CERAI_MATI', 'Cerai Mati'],
      ]);
      const education = (await get('/v2/master_data/education/037'))
        .json()
        .data.map((e: { code: string }) => e.code);
      expect(education).toEqual([
        'TIDAK_SEKOLAH',
        'SD',
        'SMP',
        'SMA',
        'D1',
        'D2',
        'D3',
        'D4',
        'S1',
        'S2',
        'S3',
      ]);
    });

    it('orders by sort order then label, and leaves out inactive options', async () => {
      const where = and(
        eq(masterData.type, 'gender'),
        eq(masterData.scopeKind, 'bank'),
        eq(masterData.scopeId, '023'),
      );
      await t.db
        .update(masterData)
        .set({ sortOrder: 5 })
        .where(and(where, eq(masterData.code, 'L')));
      expect(
        (await get('/v2/master_data/gender/023')).json().data.map((g: { code: string }) => g.code),
      ).toEqual(['P', 'L']);
      await t.db
        .update(masterData)
        .set({ sortOrder: 2 })
        .where(and(where, eq(masterData.code, 'L')));
      // Same order: by label.
      expect(
        (await get('/v2/master_data/gender/023')).json().data.map((g: { code: string }) => g.code),
      ).toEqual(['L', 'P']);
      await t.db
        .update(masterData)
        .set({ active: false })
        .where(and(where, eq(masterData.code, 'P')));
      expect(
        (await get('/v2/master_data/gender/023')).json().data.map((g: { code: string }) => g.code),
      ).toEqual(['L']);
    });

    it('answers 404 for an unknown bank code', async () => {
      for (const bank of ['999', 'x'.repeat(16)]) {
        const res = await get(`/v2/master_data/religion/${bank}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.masterDataNotFound });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // A platform id is not a bank.
      expect((await get(`/v2/master_data/gender/${gofxId}`)).statusCode).toBe(404);
    });
  });

  describe('platform lists', () => {
    it('answers each platform type for both platforms, matching the shared schema', async () => {
      for (const id of [gofxId, jafetsId]) {
        for (const type of MASTER_DATA_PLATFORM_TYPES) {
          const res = await get(`/v2/master_data/${type}/${id}`);
          expect(res.statusCode, `${type}/${id}`).toBe(200);
          expect(res.headers['cache-control']).toBe('public, max-age=3600');
          const body = masterDataReplySchema(type).parse(res.json());
          expect(body.data.length).toBeGreaterThan(3);
          expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['_id', 'code', type].sort());
        }
      }
    });

    it('lists salary bands in rupiah, in order', async () => {
      const salary = (await get(`/v2/master_data/salary/${gofxId}`)).json().data;
      expect(salary[0]).toMatchObject({ code: 'LT_5JT', salary: 'Kurang dari Rp 5.000.000 per bulan' });
      expect(salary.at(-1)).toMatchObject({ code: 'GT_100JT' });
    });

    it('answers 404 for an unknown platform, and for a bank code in its place', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-platform', '037']) {
        const res = await get(`/v2/master_data/occupation/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.masterDataNotFound });
      }
    });
  });

  describe('regions', () => {
    it('lists the 38 provinces by name with the Kemendagri code as _id, whatever the platform', async () => {
      const res = await get(`/v2/master_data/province/${gofxId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const provinces = masterDataReplySchema('province').parse(res.json()).data;
      expect(provinces).toHaveLength(38);
      expect(provinces[0]).toEqual({ _id: '11', province: 'Aceh', code: '11' });
      expect(provinces).toContainEqual({ _id: '32', province: 'Jawa Barat', code: '32' });
      const names = provinces.map((p) => p.province);
      expect(names).toEqual([...names].sort());
      expect((await get(`/v2/master_data/province/${jafetsId}`)).json().data).toHaveLength(38);
    });

    it('lists the regencies of Jawa Barat, Kabupaten Bandung among them', async () => {
      const res = await get(`/v2/master_data/regency/${gofxId}/32`);
      expect(res.statusCode).toBe(200);
      const regencies = masterDataReplySchema('regency').parse(res.json()).data;
      expect(regencies).toHaveLength(27);
      expect(regencies).toContainEqual({ _id: '32.04', regency: 'Kabupaten Bandung', code: '32.04' });
      expect(regencies.every((r) => r._id.startsWith('32.'))).toBe(true);
    });

    it('lists the districts of a regency', async () => {
      const districts = (await get(`/v2/master_data/district/${gofxId}/32.04`)).json().data;
      expect(districts).toHaveLength(31);
      expect(districts).toContainEqual({ _id: '32.04.11', district: 'Katapang', code: '32.04.11' });
    });

    it('lists every village of a large district', async () => {
      const res = await get(`/v2/master_data/village/${gofxId}/95.06.03`);
      expect(res.statusCode).toBe(200);
      const villages = masterDataReplySchema('village').parse(res.json()).data;
      expect(villages).toHaveLength(108);
      expect(new Set(villages.map((v) => v._id)).size).toBe(108);
      expect(villages.every((v) => v._id.startsWith('95.06.03.'))).toBe(true);
    });

    it('answers an empty list under an unknown parent, or a parent of another level', async () => {
      for (const url of [
        `/v2/master_data/regency/${gofxId}/99`,
        `/v2/master_data/district/${gofxId}/32`,
        `/v2/master_data/village/${gofxId}/nope`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status_code: '00', data: [] });
      }
    });

    it('answers 404 for an unknown platform', async () => {
      for (const url of [
        '/v2/master_data/province/037',
        '/v2/master_data/regency/00000000-0000-4000-8000-000000000000/32',
        '/v2/master_data/district/x/32.04',
        '/v2/master_data/village/x/95.06.03',
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('access', () => {
    it('answers 404 for an unknown type', async () => {
      for (const url of [
        '/v2/master_data/hobby/037',
        `/v2/master_data/hobby/${gofxId}`,
        '/v2/master_data/hamlet/x/y',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status_code: 404 });
      }
    });

    it('answers 401 without a session and 403 to staff', async () => {
      for (const url of [
        '/v2/master_data/gender/037',
        `/v2/master_data/occupation/${gofxId}`,
        `/v2/master_data/province/${gofxId}`,
        `/v2/master_data/regency/${gofxId}/32`,
        `/v2/master_data/district/${gofxId}/32.04`,
        `/v2/master_data/village/${gofxId}/32.04.11`,
      ]) {
        const res = await get(url, null);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ status_code: 401, err_message_id: MSG.unauthorized });
      }
      expect((await nikCheck({ ktp_no: '3204111708850002' }, null)).statusCode).toBe(401);

      const [staff] = await t.db
        .insert(staffUsers)
        .values({ username: 'mdstaff', fullname: 'Staf', passwordHash: 'x', role: 1 })
        .returning({ id: staffUsers.id });
      const staffToken = await t.app.sessions.open('staff', String(staff?.id), 1, {});
      expect((await get('/v2/master_data/gender/037', staffToken)).statusCode).toBe(403);
      expect((await nikCheck({ ktp_no: '3204111708850002' }, staffToken)).statusCode).toBe(403);
    });
  });

  describe('caching', () => {
    const lists = () => [
      '/v2/master_data/religion/037',
      `/v2/master_data/occupation/${gofxId}`,
      `/v2/master_data/province/${gofxId}`,
      `/v2/master_data/village/${gofxId}/32.04.11`,
    ];
    const revalidate = (url: string, etag: string, auth: string | null = token) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      });

    it('gives each list an ETag of its content and a public cache lifetime', async () => {
      const tags = new Set<string>();
      for (const url of lists()) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
        const etag = String(res.headers.etag);
        expect(etag, url).toMatch(/^"[\w-]{20,}"$/);
        tags.add(etag);
        // The same content gives the same tag, for another customer too (any instance, any session).
        const again = await get(url, await newCustomer(`etag${tags.size}`));
        expect(again.headers.etag, url).toBe(etag);
        expect(again.body, url).toBe(res.body);
      }
      expect(tags.size).toBe(lists().length);
    });

    it('answers 304 without a body while the ETag is current, and the full list otherwise', async () => {
      for (const url of lists()) {
        const first = await get(url);
        const etag = String(first.headers.etag);
        const notModified = await revalidate(url, etag);
        expect(notModified.statusCode, url).toBe(304);
        expect(notModified.body, url).toBe('');
        expect(notModified.headers.etag, url).toBe(etag);
        expect(notModified.headers['cache-control'], url).toBe('public, max-age=3600');
        // Weak comparison and a list of tags count too (RFC 9110 §13.1.2).
        expect((await revalidate(url, `"old", W/${etag}`)).statusCode, url).toBe(304);

        const stale = await revalidate(url, '"an-older-list"');
        expect(stale.statusCode, url).toBe(200);
        expect(stale.body, url).toBe(first.body);
        expect(stale.headers.etag, url).toBe(etag);
      }
    });

    it('changes the ETag when the list changes', async () => {
      const url = '/v2/master_data/religion/037';
      const before = await get(url);
      await t.db
        .update(masterData)
        .set({ active: false })
        .where(and(eq(masterData.type, 'religion'), eq(masterData.label, 'Konghucu')));
      try {
        const after = await revalidate(url, String(before.headers.etag));
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect(after.body).not.toContain('Konghucu');
      } finally {
        await t.db
          .update(masterData)
          .set({ active: true })
          .where(and(eq(masterData.type, 'religion'), eq(masterData.label, 'Konghucu')));
      }
    });

    it('still needs a login, and keeps errors and the NIK check out of every cache', async () => {
      const url = '/v2/master_data/religion/037';
      const etag = String((await get(url)).headers.etag);
      const anonymous = await revalidate(url, etag, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(anonymous.headers.etag).toBeUndefined();

      const unknownBank = await get('/v2/master_data/religion/999');
      expect(unknownBank.statusCode).toBe(404);
      expect(unknownBank.headers['cache-control']).toBe('no-store');
      expect(unknownBank.headers.etag).toBeUndefined();

      const check = await nikCheck({ ktp_no: '3204111708850002' }, await newCustomer('nocache'));
      expect(check.headers['cache-control']).toBe('no-store');
      expect(check.headers.etag).toBeUndefined();
    });
  });

  it('documents every route with its label field in /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const reply = (path: string, method = 'get') =>
      doc.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;
    expect(reply('/v2/master_data/religion/{bankCode}').properties.data.items.required).toEqual(
      expect.arrayContaining(['_id', 'religion', 'code']),
    );
    expect(
      reply('/v2/master_data/purpose_open_account/{platformId}').properties.data.items.properties,
    ).toHaveProperty('purpose_open_account');
    expect(
      reply('/v2/master_data/village/{platformId}/{districtId}').properties.data.items.properties,
    ).toHaveProperty('village');
    expect(reply('/v2/kyc/nik/check', 'post')).toBeDefined();
  });

  describe('seeding', () => {
    it('seeds every list for every bank and platform, and a second run changes nothing', async () => {
      const total = async () => Number((await t.db.select({ n: count() }).from(masterData))[0]?.n);
      const before = await total();
      expect(before).toBeGreaterThan(200);
      await t.db
        .update(masterData)
        .set({ label: 'Pria' })
        .where(and(eq(masterData.code, 'L'), eq(masterData.scopeId, '028')));
      await seedMasterData(t.db);
      expect(await total()).toBe(before);
      const labels = (await get('/v2/master_data/gender/028'))
        .json()
        .data.map((g: { gender: string }) => g.gender);
      expect(labels).toEqual(['Pria', 'Perempuan']);
    });

    it('gives a platform added later its lists at the next run', async () => {
      const [added] = await t.db
        .insert(platforms)
        .values({ name: 'Baru', appName: 'baru', sortOrder: 9 })
        .returning({ id: platforms.id });
      const url = `/v2/master_data/fund/${added?.id}`;
      expect((await get(url)).json().data).toEqual([]);
      await seedMasterData(t.db);
      expect((await get(url)).json().data.map((f: { code: string }) => f.code)).toContain('GAJI');
    });
  });

  describe('POST /v2/kyc/nik/check', () => {
    it('reads a man’s NIK with the names of his regions', async () => {
      const res = await nikCheck({
        ktp_no: '3204111708850002',
        date_of_birth: '1985-08-17',
        gender_type: 'L',
      });
      expect(res.statusCode).toBe(200);
      expect(nikCheckReplySchema.parse(res.json())).toEqual({
        status_code: '00',
        data: {
          valid: true,
          province: 'Jawa Barat',
          regency: 'Kabupaten Bandung',
          district: 'Katapang',
          province_code: '32',
          regency_code: '32.04',
          district_code: '32.04.11',
          birth_date: '1985-08-17',
          gender: 'L',
          warnings: [],
        },
      });
    });

    it('reads a woman’s NIK, taking the gender as a master-data id', async () => {
      const female = (await get('/v2/master_data/gender/037'))
        .json()
        .data.find((g: { code: string }) => g.code === 'P');
      const res = await nikCheck({
        ktp_no: '3174054506900003',
        date_of_birth: '1990-06-05',
        gender_type: female._id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        province: 'Daerah Khusus Ibukota Jakarta',
        regency: 'Kota Administrasi Jakarta Selatan',
        district: 'Kebayoran Lama',
        birth_date: '1990-06-05',
        gender: 'P',
        warnings: [],
      });
    });

    it('warns, without refusing, when the entered birth date or gender disagree', async () => {
      const male = (await get('/v2/master_data/gender/022'))
        .json()
        .data.find((g: { code: string }) => g.code === 'L');
      const res = await nikCheck({
        ktp_no: '3204114708850002',
        date_of_birth: '1985-08-18',
        gender_type: male._id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        valid: true,
        birth_date: '1985-08-07',
        gender: 'P',
        warnings: [MSG.nikBirthDateMismatch, MSG.nikGenderMismatch],
      });
      // Nothing entered, nothing to compare.
      expect((await nikCheck({ ktp_no: '3204114708850002' })).json().data.warnings).toEqual([]);
    });

    it('answers a regency or district code retired by a split with a warning, not a refusal', async () => {
      // Kab. Merauke before the 2022 Papua split: 91.01 is 93.01 in the current data.
      const res = await nikCheck({ ktp_no: '9101014506800001', date_of_birth: '1980-06-05' });
      expect(res.statusCode).toBe(200);
      expect(nikCheckReplySchema.parse(res.json()).data).toEqual({
        valid: true,
        province: 'Papua',
        regency: null,
        district: null,
        province_code: '91',
        regency_code: '91.01',
        district_code: '91.01.01',
        birth_date: '1980-06-05',
        gender: 'P',
        warnings: [MSG.nikRegionUnknown],
      });
      const district = (await nikCheck({ ktp_no: '3204991708850002', date_of_birth: '1985-08-18' })).json();
      expect(district.data).toMatchObject({
        regency: 'Kabupaten Bandung',
        district: null,
        district_code: '32.04.99',
        warnings: [MSG.nikRegionUnknown, MSG.nikBirthDateMismatch],
      });
    });

    it('answers 403 "E-KTP tidak valid" with the structural errors', async () => {
      const cases: [string, string[]][] = [
        ['320411170885000', [MSG.ktpNoMin]],
        ['32041117088500021', [MSG.ktpNoMax]],
        ['3204111708AB0002', [MSG.ktpNoDigits]],
        ['9904111708850002', [MSG.nikProvinceUnknown]],
        ['3204113002850002', [MSG.nikDateInvalid]],
        ['3204119913850002', [MSG.nikDayInvalid, MSG.nikMonthInvalid]],
        ['', [MSG.ktpNoRequired]],
      ];
      for (const [ktp, messages] of cases) {
        const res = await nikCheck({ ktp_no: ktp });
        expect(res.statusCode, ktp).toBe(403);
        expect(res.json()).toEqual({
          status_code: 403,
          err_message: 'Invalid NIK',
          err_message_id: 'E-KTP tidak valid',
          error: messages.map((message) => ({ field: 'ktp_no', message })),
        });
      }
    });

    it('answers 422 for a malformed body', async () => {
      expect((await nikCheck({})).json()).toMatchObject({
        status_code: 422,
        err_message_id: MSG.ktpNoRequired,
      });
      expect((await nikCheck({ ktp_no: '3204111708850002', date_of_birth: '17-08-1985' })).statusCode).toBe(
        422,
      );
    });

    it('limits the checks per account (429)', async () => {
      const own = await newCustomer('limit');
      const codes: number[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await nikCheck({ ktp_no: '3204111708850002' }, own)).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
      expect(codes[30]).toBe(429);
      expect((await nikCheck({ ktp_no: '3204111708850002' })).statusCode).toBe(200);
    });

    it('is the same check the onboarding service imports', async () => {
      const result = await checkNik(t.db, '3204114708850002', { dateOfBirth: '1985-08-07', gender: 'L' });
      expect(result).toMatchObject({
        ok: true,
        errors: [],
        warnings: [{ code: 'gender', message: MSG.nikGenderMismatch }],
        province: { code: '32', name: 'Jawa Barat' },
        regency: { code: '32.04', name: 'Kabupaten Bandung' },
        district: { code: '32.04.11', name: 'Katapang' },
        parsed: { birthDate: '1985-08-07', gender: 'P', serial: '0002' },
      });
      const retired = await checkNik(t.db, '3204991708850002');
      expect(retired).toMatchObject({
        ok: true,
        errors: [],
        warnings: [{ code: 'region', message: MSG.nikRegionUnknown }],
        district: null,
        regency: { name: 'Kabupaten Bandung' },
        parsed: { unknownRegion: 'district' },
      });
      const bad = await checkNik(t.db, '9904111708850002');
      expect(bad).toMatchObject({ ok: false, province: null, warnings: [] });
      expect(bad.errors.map((e) => e.code)).toEqual(['province']);
    });
  });
});
