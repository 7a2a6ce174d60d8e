/**
 * The approved demo customer (demo.nasabah@kilau.test) made the way a real one is made: the
 * customer's own calls (bank registration, the five data steps, the document uploads, the
 * attachments form, the submission), then the broker's approval through the back-office's approve
 * call, then the trades and balances the exchange reports for that trading account. Every row is
 * therefore what the services write (the audit trail, the stored files, the managing-bank record
 * the approval opens, the approval e-mail in the outbox), not rows that only look like it.
 *
 * It runs against the built app (the calls go through app.inject, the routes' schemas, guards and
 * services included), after the other demo data. Idempotent: once the demo customer has a KYC
 * record, a rerun changes nothing.
 */
import { GENDER_CODES, RESUBMISSION_ITEMS, ROLES, SAMPLE_CUSTOMER } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { goldTransactions, kycCustomers, masterData, platforms, staffUsers, users } from '../db/schema';
import { accountsByNo, applyBalanceReport } from '../modules/integration/integration.repository';
import { DEMO_STATEMENT_VIDEO_MP4 } from './demo-statement-video';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, masterDataIds } from './seed';
import { seedDemoLists } from './seed-demo-lists';
import { jpeg, ktpSvg, photoSvg, photoWithKtpSvg, png, signatureSvg } from './seed-participants';
import { demoTrades } from './seed-trades';

/** The demo customer's trading account (the seeded participants hold 88100001 and up). */
export const DEMO_TRADE_ACCOUNT_NO = '88100000';
export const DEMO_TRADE_USERNAME = 'demonasabah';
/** The broker of the demo customer's platform (gofx) who approves it. */
const APPROVING_BROKER = 'broker';

const DEMO_PERSON = {
  fullname: DEMO_CUSTOMERS[0].fullname,
  mothers_name: SAMPLE_CUSTOMER.mothersName,
  date_of_birth: SAMPLE_CUSTOMER.birthDates.woman,
  // Kebayoran Lama, Jakarta Selatan (31.74.05), her home; a woman born 05-06-1990 (day + 40).
  ktp_no: '3174054506900003',
};

/** What the exchange reported last for the account: the balances the dashboard shows. */
const DEMO_BALANCES = {
  giroposBalance: '25750000.00',
  giroposUsdBalance: '1650.25',
  rdkBalance: '12500000.00',
  usdBalance: '820.50',
  microBalanceIdr: '18450000.00',
  premiumBalanceIdr: '142800000.00',
  microBalanceUsd: '1182.10',
  premiumBalanceUsd: '9150.75',
  microGrams: '12.3400',
  premiumGrams: '110.0000',
};

export async function seedDemoCustomer(app: FastifyInstance): Promise<{ created: boolean }> {
  const { db } = app;
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CUSTOMERS[0].email));
  if (!demo) return { created: false };
  const [existing] = await db
    .select({ id: kycCustomers.id })
    .from(kycCustomers)
    .where(eq(kycCustomers.userId, demo.id))
    .limit(1);
  if (existing) return { created: false };

  const [gofx] = await db.select().from(platforms).where(eq(platforms.appName, 'gofx'));
  const [broker] = await db
    .select({ id: staffUsers.id, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.username, APPROVING_BROKER), eq(staffUsers.role, ROLES.brokerAdmin)));
  if (!gofx || !broker) throw new Error('demo customer: platform gofx or the broker is missing');
  const option = masterDataIds(await db.select().from(masterData));
  const bank = { kind: 'bank' as const, id: '037' };
  const platform = { kind: 'platform' as const, id: gofx.id };

  // Nobody is screened, so nobody approved, without the lists (decision 0131).
  await seedDemoLists(app);
  // The same session rows a login opens; closed again at the end, so no session is left behind.
  const customerToken = await app.sessions.open('user', demo.id, null, {});
  // The seed acts for the demo broker without a login: its session is marked as stepped up
  // ('seed'), so the approval's step-up guard lets it decide (decision 0109).
  const staffToken = await app.sessions.open('staff', broker.id, broker.role, {}, app.db, 'seed');
  try {
    const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object) => {
      const res = await app.inject({
        method,
        url,
        payload: payload as Record<string, unknown>,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = res.json() as { status_code?: unknown; data?: unknown };
      if (res.statusCode !== 200 || String(body.status_code) !== '00') {
        throw new Error(`demo customer: ${method} ${url} answered ${res.statusCode} ${res.body}`);
      }
      return body;
    };

    const registered = await call('POST', '/v2/kyc/customer/platform', customerToken, {
      platform_id: gofx.id,
      bank_code: bank.id,
      ...DEMO_PERSON,
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    });
    const id = (registered.data as { _id: string })._id;

    await call('PUT', `/v2/kyc/customer/platform/${id}`, customerToken, {
      ...DEMO_PERSON,
      place_of_birth: 'Jakarta',
      ktp_issued_date: '2018-03-12',
      citizenship: 'wni',
      npwp_no: '',
      gender_type: option('gender', bank, GENDER_CODES.female),
      religion_type: option('religion', bank, SAMPLE_CUSTOMER.optionCodes.religion),
      marriage_type: option('marriage', bank, SAMPLE_CUSTOMER.optionCodes.marriage),
      education_type: option('education', bank, SAMPLE_CUSTOMER.optionCodes.education),
      dependent_no: 0,
    });
    await call('PUT', `/v2/kyc/customer/${id}`, customerToken, {
      occupation_type: option('occupation', platform, SAMPLE_CUSTOMER.optionCodes.occupation),
      industrial_type: option('industrial', platform, SAMPLE_CUSTOMER.optionCodes.industrial),
      position_type: option('position', platform, SAMPLE_CUSTOMER.optionCodes.position),
      ...SAMPLE_CUSTOMER.employment,
      work_month: 48,
      identity_address: SAMPLE_CUSTOMER.addresses.jakarta,
    });
    await call('PUT', `/v2/kyc/financial/${id}`, customerToken, {
      fund_type: option('fund', platform, 'GAJI'),
      salary_type: option('salary', platform, '10JT_25JT'),
      monthly_transaction_type: option('monthly_transaction', platform, '10JT_50JT'),
      purpose_fund_type: option('purpose_fund', platform, 'INVESTASI'),
      purpose_open_account_type: option('purpose_open_account', platform, 'INVESTASI_EMAS'),
      ...SAMPLE_CUSTOMER.financial,
      building_asset: null,
    });
    await call('PUT', `/v2/kyc/bank/account/${id}`, customerToken, SAMPLE_CUSTOMER.bankAccount);
    // The sample emergency contact, at an address near hers.
    await call('PUT', `/v2/kyc/emergency_contact/${id}`, customerToken, {
      ...SAMPLE_CUSTOMER.emergencyContact,
      address: 'Jl. Ciputat Raya No. 14',
      postcode: SAMPLE_CUSTOMER.addresses.jakarta.postcode,
    });

    // The documents, drawn specimens like the other demo participants', through the upload call.
    const documents: [kind: string, bytes: Buffer, name: string, mime: string][] = [
      [
        'ktp',
        await jpeg(
          ktpSvg({ name: DEMO_PERSON.fullname, nik: DEMO_PERSON.ktp_no, birth: DEMO_PERSON.date_of_birth }),
        ),
        'ktp.jpg',
        'image/jpeg',
      ],
      ['photo', await jpeg(photoSvg('FOTO CONTOH')), 'selfie.jpg', 'image/jpeg'],
      ['photo_with_ktp', await jpeg(photoWithKtpSvg()), 'selfie-ktp.jpg', 'image/jpeg'],
      ['signature', await png(signatureSvg(7)), 'tanda-tangan.png', 'image/png'],
      ['statement_video', DEMO_STATEMENT_VIDEO_MP4, 'pernyataan.mp4', 'video/mp4'],
    ];
    const paths: Record<string, string> = {};
    for (const [kind, bytes, name, mime] of documents) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), name);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const res = await app.inject({
        method: 'POST',
        url: `/v2/kyc/upload/${id}`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: {
          authorization: `Bearer ${customerToken}`,
          'content-type': String(request.headers.get('content-type')),
        },
      });
      if (res.statusCode !== 200) {
        throw new Error(`demo customer: upload ${kind} answered ${res.statusCode} ${res.body}`);
      }
      paths[kind] = (res.json() as { data: string }).data;
    }
    await call('PUT', `/v2/kyc/attachment/${id}`, customerToken, { ...paths, ...SAMPLE_CUSTOMER.attachment });
    await call('PATCH', `/v2/kyc/submission/${id}`, customerToken, { kyc: 1, flag_register: 1 });

    // The broker's review checklist (decision 0131): each document opened, then every item accepted.
    for (const key of Object.values(paths)) {
      const file = await app.inject({
        method: 'GET',
        url: `/v1/get/file?path=${encodeURIComponent(key)}`,
        headers: { authorization: `Bearer ${staffToken}` },
      });
      if (file.statusCode !== 200)
        throw new Error(`demo customer: opening ${key} answered ${file.statusCode}`);
    }
    for (const item of RESUBMISSION_ITEMS)
      await call('PUT', `/v1/admin-broker/kyc/${id}/checklist/${item}`, staffToken, {});

    // The broker's 'Verifikasi Peserta': the trading account, the trade username and its password
    // (the published demo password, mailed to the customer like every approval's).
    await call('PATCH', `/v1/admin-broker/kyc/approve/${id}`, staffToken, {
      nasabah_id: id,
      username: DEMO_TRADE_USERNAME,
      password: DEMO_PASSWORD,
      account_no: DEMO_TRADE_ACCOUNT_NO,
    });

    await reportDemoTrading(app);
    return { created: true };
  } finally {
    for (const token of [customerToken, staffToken]) {
      const claims = await app.sessions.verify(token);
      if (claims) await app.sessions.revoke(claims.sid);
    }
  }
}

/**
 * What the exchange reports for the demo account, written as the integration API writes it (its
 * repository resolves the trading account number to the participant): 18 trades over the last
 * weeks and the latest balances.
 */
async function reportDemoTrading(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.db.transaction(async (tx) => {
    const account = (await accountsByNo(tx, [DEMO_TRADE_ACCOUNT_NO])).get(DEMO_TRADE_ACCOUNT_NO);
    if (!account) throw new Error('demo customer: the approved trading account is not found');
    await tx.insert(goldTransactions).values(
      demoTrades(now).map((t) => ({
        ...t,
        userId: account.userId,
        kycCustomerId: account.kycCustomerId,
        platformId: account.platformId,
      })),
    );
    await applyBalanceReport(tx, account.userId, DEMO_BALANCES, now);
  });
}
