/**
 * What the onboarding integration tests share: one app per test file (demo seed), the platforms
 * gofx and jafets, the regions of one Bandung address and master-data options for banks 037 and 022
 * and for both platforms, and the request, record and form helpers the steps need.
 *
 * Call useOnboardingHarness() once in a describe: it registers the beforeAll/afterAll that build
 * and close the app. h.t, h.gofxId and h.jafetsId exist only once beforeAll has run, so read them
 * inside tests and hooks; the helpers may be taken out of h at describe time.
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { MASTER_DATA_PLATFORM_TYPES, SAMPLE_CUSTOMER, sampleNik } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { kycCustomers, masterData, platforms, regions, storedFiles, users } from '../../../db/schema';
import { DEMO_STATEMENT_VIDEO_MP4 } from '../../../seed/demo-statement-video';
import { createTestApp, type TestApp } from '../../../test/app';
import { multipartBody } from '../../../test/multipart';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
export interface Person {
  ktp_no: string;
  date_of_birth: string;
}

/** A 2×2 RGB PNG of the given filtered scanlines (each row: filter byte 0, then two RGB pixels). */
function png2x2(rows: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 2×2 RGB PNG, as the signature pad and the photo capture export. */
export function png(): Buffer {
  return png2x2(Buffer.from([0, 200, 160, 64, 200, 160, 64, 0, 10, 20, 30, 10, 20, 30]));
}

/** A 2×2 PNG of its own colours, so that each upload's bytes are told apart from every other's. */
export function pngOf(seed: number): Buffer {
  const [r, g, b] = [seed % 251, (seed * 7) % 251, (seed * 13) % 251];
  return png2x2(Buffer.from([0, r, g, b, g, b, r, 0, b, r, g, r, g, b]));
}

let serial = 0;
/** A fresh NIK of Kab. Bandung, Katapang (32.04.11) for this birth date (day + 40 for a woman). */
export function nik(dob: string, female: boolean): Person {
  serial += 1;
  return {
    ktp_no: sampleNik(SAMPLE_CUSTOMER.addresses.bandung.district_type, dob, female, serial),
    date_of_birth: dob,
  };
}
export const woman = () => nik(SAMPLE_CUSTOMER.birthDates.woman, true);
export const man = () => nik(SAMPLE_CUSTOMER.birthDates.man, false);

/** The files every attachment step needs. */
export const REQUIRED_FILES = ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'];

export const contact = SAMPLE_CUSTOMER.emergencyContact;

/** The bank-account step with every tick bank 037 asks for. */
export const bankAccountForm = SAMPLE_CUSTOMER.bankAccount;

export const attachmentForm = (paths: Record<string, string>, over: object = {}) => ({
  ...paths,
  ...SAMPLE_CUSTOMER.attachment,
  ...over,
});

export interface OnboardingHarnessOptions {
  /** Extra environment for loadConfig, e.g. ONBOARDING_FLOW_RULES. */
  env?: Record<string, string>;
  /**
   * 'demo' (the default): the demo data, its approved customer and its lists included; 'reference':
   * the reference data alone, for a test of what holds before any list is loaded (decision 0131).
   */
  seed?: 'demo' | 'reference';
}

export function useOnboardingHarness(options: OnboardingHarnessOptions = {}) {
  let t: TestApp | undefined;
  let gofxId = '';
  let jafetsId = '';
  /** Master-data option ids by 'type:code:bank' for the bank's, 'type' / 'type:jafets' for the platforms'. */
  const md: Record<string, string> = {};
  let seq = 0;

  const app = (): TestApp => {
    if (!t) throw new Error('the onboarding harness is read before its beforeAll ran');
    return t;
  };

  const call = async (
    method: Method,
    url: string,
    token: string | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await app().app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return {
      statusCode: res.statusCode,
      body: res.body,
      /** The reply's bytes (PDFs, files). */
      rawPayload: res.rawPayload,
      /**
       * The reply, with error[].field as a bare name: the shared error handler currently answers
       * schema failures as '.fullname' (a leading dot from the path), which is not this module's.
       */
      json() {
        const body = res.json();
        if (Array.isArray(body?.error))
          body.error = body.error.map((e: { field: string }) => ({
            ...e,
            field: e.field.replace(/^\./, ''),
          }));
        return body;
      },
    };
  };

  /** PUTs a step and expects it saved ('00'). */
  async function save(token: string, url: string, body: object) {
    const res = await call('PUT', url, token, body);
    expect(res.json().status_code, url).toBe('00');
    return res;
  }

  /** PATCH /v2/kyc/submission/{customerId}. */
  const submit = (token: string, customerId: string, body: object = {}) =>
    call('PATCH', `/v2/kyc/submission/${customerId}`, token, body);

  /** A new active customer account (named `fullname` at its registration) and a session for it. */
  async function newCustomer(account: { fullname?: string } = {}): Promise<{ id: string; token: string }> {
    seq += 1;
    const { db, app: fastify } = app();
    const [row] = await db
      .insert(users)
      .values({
        fullname: account.fullname ?? `Nasabah ${seq}`,
        email: `onb${seq}@kilau.test`,
        username: `onboarding${seq}`,
        phonenumber: `08129900${String(seq).padStart(4, '0')}`,
        passwordHash: 'x',
        status: 'active',
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not created');
    return { id: row.id, token: await fastify.sessions.open('user', row.id, null, {}) };
  }

  async function option(
    type: string,
    scopeKind: 'bank' | 'platform',
    scopeId: string,
    code: string,
    label: string,
  ) {
    const { db } = app();
    await db.insert(masterData).values({ type, scopeKind, scopeId, code, label }).onConflictDoNothing();
    const [row] = await db
      .select({ id: masterData.id })
      .from(masterData)
      .where(
        and(
          eq(masterData.type, type),
          eq(masterData.scopeKind, scopeKind),
          eq(masterData.scopeId, scopeId),
          eq(masterData.code, code),
        ),
      );
    if (!row) throw new Error(`no option ${type}`);
    return row.id;
  }

  const record = async (id: string) => {
    const [row] = await app().db.select().from(kycCustomers).where(eq(kycCustomers.id, id));
    if (!row) throw new Error(`no record ${id}`);
    return row;
  };

  const bankForm = (over: object = {}) => ({
    platform_id: gofxId,
    bank_code: '037',
    fullname: 'Rina Kartika',
    mothers_name: SAMPLE_CUSTOMER.mothersName,
    ...woman(),
    has_agree_account_terms: true,
    has_agree_savings_terms: true,
    ...over,
  });

  const personal = (bank: '037' | '022', person: Person, over: object = {}) => ({
    fullname: 'Rina Kartika',
    mothers_name: SAMPLE_CUSTOMER.mothersName,
    ...SAMPLE_CUSTOMER.personal,
    ...person,
    gender_type: md[`gender:P:${bank}`],
    religion_type: md[`religion:${bank}`],
    marriage_type: md[`marriage:BELUM_KAWIN:${bank}`],
    education_type: md[`education:${bank}`],
    ...over,
  });

  const work = (over: object = {}) => ({
    occupation_type: md.occupation,
    industrial_type: md.industrial,
    position_type: md.position,
    ...SAMPLE_CUSTOMER.employment,
    identity_address: { ...SAMPLE_CUSTOMER.addresses.bandung },
    ...over,
  });

  const financial = (over: object = {}) => ({
    fund_type: md.fund,
    salary_type: md.salary,
    monthly_transaction_type: md.monthly_transaction,
    purpose_fund_type: md.purpose_fund,
    purpose_open_account_type: md.purpose_open_account,
    ...SAMPLE_CUSTOMER.financial,
    ...over,
  });

  /** Stored files of this record, as the upload module writes them. */
  async function uploads(userId: string, customerId: string, kinds: string[]) {
    const paths: Record<string, string> = {};
    for (const kind of kinds) {
      const key = `kyc/${customerId}/${kind}-${randomUUID()}.${kind === 'statement_video' ? 'mp4' : 'png'}`;
      await app()
        .db.insert(storedFiles)
        .values({
          ownerUserId: userId,
          customerId,
          kind,
          storageKey: key,
          mime: kind === 'statement_video' ? 'video/mp4' : 'image/png',
          size: 1000,
          sha256: '0'.repeat(64),
        });
      paths[kind] = key;
    }
    return paths;
  }

  /** A real upload through POST /v2/kyc/upload/{customerId}: answers the stored path. */
  async function uploadPng(token: string, customerId: string, kind: string): Promise<string> {
    const body = await multipartBody({ name: `${kind}.png`, bytes: png(), type: 'image/png' }, { kind });
    const res = await call('POST', `/v2/kyc/upload/${customerId}`, token, body.payload, {
      'content-type': body.contentType,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string;
  }

  /**
   * The statement video through the same upload call (a real mp4, the demo's), so that staff can
   * open it: the review checklist asks them to before it is accepted (decision 0131).
   */
  async function uploadVideo(token: string, customerId: string): Promise<string> {
    const body = await multipartBody(
      { name: 'pernyataan.mp4', bytes: DEMO_STATEMENT_VIDEO_MP4, type: 'video/mp4' },
      { kind: 'statement_video' },
    );
    const res = await call('POST', `/v2/kyc/upload/${customerId}`, token, body.payload, {
      'content-type': body.contentType,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as string;
  }

  /** Registers a customer with bank 037 (on gofx unless over says otherwise) and answers the record id. */
  async function register(token: string, person: Person, over: object = {}) {
    const res = await call('POST', '/v2/kyc/customer/platform', token, bankForm({ ...person, ...over }));
    expect(res.json()).toMatchObject({ status_code: '00' });
    return res.json().data._id as string;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: options.seed ?? 'demo', env: options.env });
    const ps = await t.db.select({ id: platforms.id, appName: platforms.appName }).from(platforms);
    gofxId = ps.find((p) => p.appName === 'gofx')?.id ?? '';
    jafetsId = ps.find((p) => p.appName === 'jafets')?.id ?? '';
    await t.db
      .insert(regions)
      .values([
        { code: '32', level: 1, parentCode: null, name: 'JAWA BARAT' },
        { code: '32.04', level: 2, parentCode: '32', name: 'KABUPATEN BANDUNG' },
        { code: '32.04.11', level: 3, parentCode: '32.04', name: 'KATAPANG' },
        { code: '32.04.11.2001', level: 4, parentCode: '32.04.11', name: 'SANGKANHURIP' },
        { code: '32.73', level: 2, parentCode: '32', name: 'KOTA BANDUNG' },
      ])
      .onConflictDoNothing();
    for (const bank of ['037', '022']) {
      md[`gender:L:${bank}`] = await option('gender', 'bank', bank, 'L', 'Laki-laki');
      md[`gender:P:${bank}`] = await option('gender', 'bank', bank, 'P', 'Perempuan');
      md[`religion:${bank}`] = await option('religion', 'bank', bank, 'ISLAM', 'Islam');
      md[`marriage:KAWIN:${bank}`] = await option('marriage', 'bank', bank, 'KAWIN', 'Kawin');
      md[`marriage:BELUM_KAWIN:${bank}`] = await option(
        'marriage',
        'bank',
        bank,
        'BELUM_KAWIN',
        'Belum Kawin',
      );
      md[`education:${bank}`] = await option('education', 'bank', bank, 'S1', 'Sarjana (S1)');
    }
    for (const type of MASTER_DATA_PLATFORM_TYPES) {
      md[type] = await option(type, 'platform', gofxId, 'X1', `Pilihan ${type}`);
      md[`${type}:jafets`] = await option(type, 'platform', jafetsId, 'X1', `Pilihan ${type}`);
    }
  });
  afterAll(() => t?.close());

  return {
    /** The app, its database and its infrastructure (after beforeAll). */
    get t() {
      return app();
    },
    get gofxId() {
      return gofxId;
    },
    get jafetsId() {
      return jafetsId;
    },
    md,
    call,
    save,
    submit,
    newCustomer,
    option,
    record,
    bankForm,
    personal,
    work,
    financial,
    contact,
    bankAccountForm,
    uploads,
    REQUIRED_FILES,
    uploadPng,
    uploadVideo,
    attachmentForm,
    register,
  };
}

export type OnboardingHarness = ReturnType<typeof useOnboardingHarness>;
