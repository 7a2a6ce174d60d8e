import { MSG } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platforms, referralCodes, staffUsers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

describe('platform choice and customer lookup', () => {
  let t: TestApp;
  let demoToken: string;
  let budiToken: string;
  let gofxId: string;
  let jafetsId: string;

  const userId = async (email: string) => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const platformId = async (appName: string) => {
    const [row] = await t.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.appName, appName));
    if (!row) throw new Error(`no platform ${appName}`);
    return row.id;
  };
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const referral = (token: string, code: unknown) =>
    call('POST', '/v2/kyc/customer/referral', token, { referral_code: code });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    demoToken = await t.app.sessions.open('user', await userId('demo.nasabah@kilau.test'), null, {});
    budiToken = await t.app.sessions.open('user', await userId('baru@kilau.test'), null, {});
    gofxId = await platformId('gofx');
    jafetsId = await platformId('jafets');
  });
  afterAll(() => t.close());

  describe('master data', () => {
    it('lists the active platforms in display order', async () => {
      const res = await call('GET', '/v2/master_data/platform', budiToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        data: {
          platform: [
            { _id: gofxId, name: 'GOFX', app_name: 'gofx' },
            { _id: jafetsId, name: 'Jafets', app_name: 'jafets' },
          ],
        },
      });
    });

    it('leaves out a deactivated platform', async () => {
      await t.db.update(platforms).set({ active: false }).where(eq(platforms.id, jafetsId));
      try {
        const names = (await call('GET', '/v2/master_data/platform', budiToken))
          .json()
          .data.platform.map((p: { name: string }) => p.name);
        expect(names).toEqual(['GOFX']);
      } finally {
        await t.db.update(platforms).set({ active: true }).where(eq(platforms.id, jafetsId));
      }
    });

    it('lists the partner banks with the app links of those that need an existing account', async () => {
      const res = await call('GET', '/v2/master_data/bank', budiToken);
      expect(res.statusCode).toBe(200);
      const banks = res.json().data.bank as {
        bank_code: string;
        requires_existing_account: boolean;
        app_links: unknown[];
      }[];
      expect(banks.map((b) => b.bank_code)).toEqual(['037', '022', '023', '028']);
      const cimb = banks.find((b) => b.bank_code === '022');
      expect(cimb?.requires_existing_account).toBe(true);
      expect(cimb?.app_links).toHaveLength(2);
      // Only 022 asks about an existing account (docs/product/onboarding.md § Screens): 023 goes straight to its form.
      expect(banks.find((b) => b.bank_code === '023')).toMatchObject({
        requires_existing_account: false,
        app_links: [],
      });
      expect(banks.find((b) => b.bank_code === '037')).toMatchObject({
        name: 'Bank Artha Graha',
        requires_existing_account: false,
        app_links: [],
      });
    });

    it('is for logged-in customers only', async () => {
      expect((await call('GET', '/v2/master_data/platform', null)).statusCode).toBe(401);
      const [staff] = await t.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.username, 'broker'));
      const staffToken = await t.app.sessions.open('staff', String(staff?.id), 1, {});
      expect((await call('GET', '/v2/master_data/bank', staffToken)).statusCode).toBe(403);
      expect((await call('GET', '/v2/kyc/customer/platform', staffToken)).statusCode).toBe(403);
    });
  });

  describe('POST /v2/kyc/customer/referral', () => {
    it('accepts an active promoter code, whatever its case', async () => {
      const res = await referral(budiToken, 'KILAU001');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', referral_code: 'KILAU001' });
      expect((await referral(budiToken, ' kilau001 ')).json()).toEqual({
        status_code: '00',
        referral_code: 'KILAU001',
      });
    });

    it('answers 1001 for an unknown or inactive code', async () => {
      const unknown = await referral(budiToken, 'KILAU999');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ status_code: 1001, err_message_id: MSG.promoterCodeNotFound });

      await t.db.update(referralCodes).set({ active: false }).where(eq(referralCodes.code, 'KILAU002'));
      const inactive = await referral(budiToken, 'KILAU002');
      expect(inactive.json()).toMatchObject({ status_code: 1001, err_message_id: MSG.promoterCodeNotFound });
    });

    it('answers 422 with the length message for any length other than 8', async () => {
      for (const code of ['KILAU01', 'KILAU0001', '', 'X'.repeat(40), 12345678]) {
        const res = await referral(demoToken, code);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.promoterCodeLength });
      }
    });

    it('limits the checks per account (429), so codes cannot be guessed', async () => {
      const token = await t.app.sessions.open('user', await userId('belumaktif@kilau.test'), null, {});
      const codes: number[] = [];
      for (let i = 0; i < 11; i++)
        codes.push((await referral(token, `GUESS${String(i).padStart(3, '0')}`)).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
      // Another customer is not affected.
      expect((await referral(budiToken, 'KILAU001')).statusCode).toBe(200);
    });
  });

  describe('the caller’s customer records', () => {
    it('lists the demo customer’s record with its platform and bank', async () => {
      const res = await call('GET', '/v2/kyc/customer/platform', demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        data: [
          {
            _id: expect.any(String),
            state: 'approved',
            platform: { platform_id: gofxId, name: 'GOFX' },
            bank: { bank_code: '037', name: 'Bank Artha Graha' },
          },
        ],
      });
    });

    it('answers an empty list to a customer without a record', async () => {
      expect((await call('GET', '/v2/kyc/customer/platform', budiToken)).json()).toEqual({
        status_code: '00',
        data: [],
      });
    });

    it('answers the record on one platform', async () => {
      const res = await call('GET', `/v2/kyc/customer/platform/${gofxId}`, demoToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.customer).toMatchObject({
        state: 'approved',
        bank: { bank_code: '037' },
        platform: { platform_id: gofxId },
      });
    });

    it('answers 404 with status_code 002 where the caller has no record', async () => {
      for (const [token, id] of [
        [budiToken, gofxId],
        [demoToken, jafetsId],
        [demoToken, 'not-a-platform-id'],
      ] as const) {
        const res = await call('GET', `/v2/kyc/customer/platform/${id}`, token);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status_code: '002', err_message_id: MSG.customerNotOnPlatform });
      }
    });
  });
});
