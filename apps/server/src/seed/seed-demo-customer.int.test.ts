/**
 * The approved demo customer is what the real calls make: the README's demo.nasabah logs in
 * through the login route and finds an approved account with balances and trades; the broker
 * finds it registered with its trading account and documents; its documents open through both
 * file routes; its trades are on that trading account; the approval left its audit row, its
 * managing-bank record and its e-mail; and a second run adds nothing.
 */
import { STATUS_NASABAH } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  goldTransactions,
  kycCustomers,
  managingBankAccounts,
  sessions,
  users,
} from '../db/schema';
import { staffSession } from '../modules/staff-mfa/testing/staff-login';
import { createTestApp, type TestApp } from '../test/app';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from './seed';
import { DEMO_TRADE_ACCOUNT_NO, DEMO_TRADE_USERNAME, seedDemoCustomer } from './seed-demo-customer';

const DEMO = DEMO_CUSTOMERS[0];
const DOCUMENTS = ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'] as const;

describe('the approved demo customer', () => {
  let t: TestApp;
  let ip = 0;
  const api = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      // Each call from its own address, so the per-IP login limits never decide a test.
      remoteAddress: `10.9.0.${++ip}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  let customerToken = '';
  let brokerToken = '';
  let recordId = '';

  beforeAll(async () => {
    // seed 'demo' runs seedDemo and then seedDemoCustomer against the built app, as server.ts does.
    t = await createTestApp({ seed: 'demo' });
    const login = await api('POST', '/v2/user/auth', undefined, {
      email: DEMO.email,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    customerToken = login.json().token;
    // The demo broker signs in with the published password and TOTP secret.
    brokerToken = (await staffSession(t.app, 'broker', DEMO_PASSWORD, { secret: DEMO_STAFF_TOTP_SECRET }))
      .token;
    const [row] = await t.db
      .select({ id: kycCustomers.id })
      .from(kycCustomers)
      .innerJoin(users, eq(users.id, kycCustomers.userId))
      .where(eq(users.email, DEMO.email));
    recordId = row?.id ?? '';
  });
  afterAll(() => t.close());

  it('logs in through the login route to an approved account with balances and 18 trades', async () => {
    const records = (await api('GET', '/v2/kyc/customer/platform', customerToken)).json();
    expect(records.data).toEqual([
      expect.objectContaining({
        _id: recordId,
        state: 'approved',
        bank: expect.objectContaining({ bank_code: '037' }),
      }),
    ]);
    const gold = (await api('GET', '/v1/user/gold_saving', customerToken)).json();
    expect(gold.data).toMatchObject({ micro_grams: '12.3400', premium_grams: '110.0000' });
    const trades = (await api('GET', '/v1/abx/transactions', customerToken)).json();
    expect(trades.total).toBe(18);
    const profile = (await api('GET', '/v1/user/profile', customerToken)).json();
    expect(profile.data).toMatchObject({ email: DEMO.email, username: DEMO.username });
  });

  it('was mailed its trading account, as every approved customer is', async () => {
    const mail = await t.lastMessageTo(DEMO.email);
    expect(mail?.text).toContain(DEMO_TRADE_ACCOUNT_NO);
    expect(mail?.text).toContain(DEMO_TRADE_USERNAME);
  });

  it('shows in the broker’s detail as registered, with its trading account and every document', async () => {
    const res = await api('GET', `/v1/admin-broker/kyc/detail/${recordId}`, brokerToken);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data.customer;
    expect(detail).toMatchObject({
      status_nasabah: STATUS_NASABAH.accepted,
      fullname: DEMO.fullname,
      trade_account: { bank_account: { account_no: DEMO_TRADE_ACCOUNT_NO } },
    });
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'] as const) {
      expect(detail.attachment[kind], kind).toMatch(new RegExp(`^kyc/${recordId}/`));
    }
  });

  it('serves its documents through the customer’s and the staff’s file routes', async () => {
    const { attachment } = (await api('GET', `/v2/kyc/attachment/${recordId}`, customerToken)).json().data;
    const magic: Record<(typeof DOCUMENTS)[number], [string, number[]]> = {
      ktp: ['image/jpeg', [0xff, 0xd8, 0xff]],
      photo: ['image/jpeg', [0xff, 0xd8, 0xff]],
      photo_with_ktp: ['image/jpeg', [0xff, 0xd8, 0xff]],
      signature: ['image/png', [0x89, 0x50, 0x4e, 0x47]],
      // An MP4's first box is ftyp, at byte 4.
      statement_video: ['video/mp4', []],
    };
    for (const kind of DOCUMENTS) {
      const path = attachment[kind] as string;
      const [mime, head] = magic[kind];
      for (const [url, token] of [
        ['/v2/get/file', customerToken],
        ['/v1/get/file', brokerToken],
      ] as const) {
        const res = await api('GET', `${url}?path=${encodeURIComponent(path)}`, token);
        expect(res.statusCode, `${url} ${kind}`).toBe(200);
        expect(res.headers['content-type']).toContain(mime);
        expect([...res.rawPayload.subarray(0, head.length)]).toEqual(head);
        if (kind === 'statement_video') expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      }
    }
  });

  it('holds its trades on its trading account, as the trade desk sees them', async () => {
    const rows = await t.db
      .select()
      .from(goldTransactions)
      .where(eq(goldTransactions.kycCustomerId, recordId));
    expect(rows).toHaveLength(18);
    const desk = await staffSession(t.app, 'tradedesk', DEMO_PASSWORD, { secret: DEMO_STAFF_TOTP_SECRET });
    const res = await api(
      'GET',
      `/v1/trade-transaction?search=${DEMO_TRADE_ACCOUNT_NO}&limit=50`,
      desk.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list.total_rows).toBe(18);
    expect(new Set(list.rows.map((x: { account_no: string }) => x.account_no))).toEqual(
      new Set([DEMO_TRADE_ACCOUNT_NO]),
    );
  });

  it('left what the approval leaves: the broker’s audit row and an unverified managing-bank record', async () => {
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.approve'), eq(auditLog.targetId, recordId)));
    expect(audit).toHaveLength(1);
    const bank = await t.db
      .select()
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, recordId));
    expect(bank).toHaveLength(1);
    expect(bank[0]?.verifiedAt).toBeNull();
  });

  it('leaves no session of its own behind, and a second run adds nothing', async () => {
    const [demo] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
    const open = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, demo?.id ?? ''));
    // Only the session this test's login opened.
    expect(open.filter((s) => s.revokedAt === null)).toHaveLength(1);
    expect(await seedDemoCustomer(t.app)).toEqual({ created: false });
    expect(await t.db.select().from(kycCustomers).where(eq(kycCustomers.id, recordId))).toHaveLength(1);
  });
});
