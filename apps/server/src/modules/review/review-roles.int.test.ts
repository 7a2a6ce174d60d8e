/**
 * Who may call what (decision 0056): every review route called with no token, a customer's token
 * and a token of each staff role, against an explicit table; then the record scopes: a broker of
 * one platform and a bank admin of one bank cannot read or act on anyone else's participant.
 */
import {
  MANAGING_BANK_READ_ROLES,
  MANAGING_BANK_VERIFY_ROLES,
  ROLES,
  type StaffRole,
  TRADE_READ_ROLES,
} from '@kilau/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Participant, useReviewHarness } from './testing/review-harness';

const STAFF_ROLES = [
  ROLES.superAdmin,
  ROLES.brokerAdmin,
  ROLES.bankAdmin,
  ROLES.tradeDesk,
  ROLES.videoOfficer,
  ROLES.brokerViewer,
] as const;
type Caller = 'none' | 'customer' | StaffRole;

const REASON = 'Dokumen identitas tidak terbaca dengan jelas, mohon unggah ulang.';

/** route → the staff roles allowed (everyone else: 401 without a token, 403 with one). */
interface RouteCase {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST';
  url: string;
  roles: readonly number[];
  body?: object;
}

const broker = [ROLES.brokerAdmin, ROLES.brokerViewer];
const NO_ID = '00000000-0000-4000-8000-000000000000';

function expectedTable(id: string): RouteCase[] {
  const read = (prefix: string, roles: StaffRole[]) => [
    { method: 'GET' as const, url: `/v1/${prefix}/platform`, roles },
    { method: 'GET' as const, url: `/v1/${prefix}/kyc/total?status=2`, roles },
    { method: 'GET' as const, url: `/v1/${prefix}/kyc/customers/all?status=2`, roles },
    { method: 'GET' as const, url: `/v1/${prefix}/kyc/detail/${id}`, roles },
  ];
  return [
    ...read('super-admin', [ROLES.superAdmin]),
    { method: 'GET' as const, url: '/v1/super-admin/platform/app-name', roles: [ROLES.superAdmin] },
    ...read('admin-broker', [ROLES.brokerAdmin, ROLES.brokerViewer]),
    {
      method: 'GET' as const,
      url: '/v1/admin-broker/platform/app-name',
      roles: [ROLES.brokerAdmin, ROLES.brokerViewer],
    },
    ...read('admin-bank', [ROLES.bankAdmin]),
    {
      method: 'GET' as const,
      url: `/v1/admin-broker/kyc/print/amanah/${id}`,
      roles: [ROLES.brokerAdmin, ROLES.brokerViewer],
    },
    { method: 'GET' as const, url: `/v1/super-admin/kyc/print/simulasi/${id}`, roles: [ROLES.superAdmin] },
    { method: 'GET' as const, url: '/v1/super-admin/activity', roles: [ROLES.superAdmin] },
    {
      method: 'GET' as const,
      url: '/v1/super-admin/activity/00000000-0000-4000-8000-000000000000',
      roles: [ROLES.superAdmin],
    },
    { method: 'GET' as const, url: '/v1/super-admin/audit/verify', roles: [ROLES.superAdmin] },
    { method: 'GET' as const, url: '/v1/super-admin/jobs/failed', roles: [ROLES.superAdmin] },
    {
      method: 'POST' as const,
      url: '/v1/super-admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      roles: [ROLES.superAdmin],
    },
    // Actions: the body is wrong on purpose (422 for an allowed role), so no state changes.
    {
      method: 'PATCH' as const,
      url: `/v1/admin-broker/kyc/approve/${id}`,
      roles: [ROLES.brokerAdmin, ROLES.brokerViewer],
      body: {},
    },
    {
      method: 'PUT' as const,
      url: `/v1/admin-broker/kyc/reject/${id}`,
      roles: [ROLES.brokerAdmin, ROLES.brokerViewer],
      body: {},
    },
    { method: 'PUT' as const, url: `/v1/admin-broker/kyc/block/${id}`, roles: [ROLES.brokerAdmin], body: {} },
    { method: 'PUT' as const, url: `/v1/admin-broker/kyc/unblock/${id}`, roles: [ROLES.brokerAdmin] },
    {
      method: 'PUT' as const,
      url: '/v1/admin-broker/activity/00000000-0000-4000-8000-000000000000',
      roles: [ROLES.brokerAdmin, ROLES.brokerViewer],
      body: {},
    },
    // Four eyes (decision 0111): the broker's reviewers and the super admin, each under their
    // prefix; who may propose or decide which kind is the service's answer (403 there too).
    { method: 'GET' as const, url: '/v1/admin-broker/proposals', roles: broker },
    { method: 'GET' as const, url: '/v1/admin-broker/proposals/count', roles: broker },
    { method: 'POST' as const, url: '/v1/admin-broker/proposals', roles: broker, body: {} },
    { method: 'POST' as const, url: `/v1/admin-broker/proposals/${NO_ID}/approve`, roles: broker, body: {} },
    { method: 'POST' as const, url: `/v1/admin-broker/proposals/${NO_ID}/decline`, roles: broker, body: {} },
    { method: 'GET' as const, url: '/v1/super-admin/proposals', roles: [ROLES.superAdmin] },
    { method: 'GET' as const, url: '/v1/super-admin/proposals/count', roles: [ROLES.superAdmin] },
    { method: 'POST' as const, url: '/v1/super-admin/proposals', roles: [ROLES.superAdmin], body: {} },
    {
      method: 'POST' as const,
      url: `/v1/super-admin/proposals/${NO_ID}/approve`,
      roles: [ROLES.superAdmin],
      body: {},
    },
    {
      method: 'POST' as const,
      url: `/v1/super-admin/proposals/${NO_ID}/decline`,
      roles: [ROLES.superAdmin],
      body: {},
    },
    // Users directory and export (decision 0068).
    { method: 'GET' as const, url: '/v1/admin-broker/users', roles: [ROLES.superAdmin, ...broker] },
    { method: 'GET' as const, url: '/v1/admin-broker/users/export', roles: [ROLES.superAdmin, ...broker] },
    { method: 'GET' as const, url: '/v1/super-admin/user', roles: [ROLES.superAdmin] },
    // The counter (decision 0069): reads for the broker's staff and the video officer; the actions
    // as the review's.
    {
      method: 'GET' as const,
      url: '/v1/counter/get/list_nasabah?status=new',
      roles: [...broker, ROLES.videoOfficer],
    },
    { method: 'GET' as const, url: '/v1/counter/get/user/non_trading', roles: broker },
    { method: 'POST' as const, url: '/v1/counter/user/non_trading', roles: broker, body: {} },
    { method: 'POST' as const, url: '/v1/counter/approve/non_trading', roles: broker, body: {} },
    { method: 'PUT' as const, url: '/v1/counter/customer/rejected', roles: broker, body: {} },
    { method: 'PUT' as const, url: `/v1/nasabah/blacklist/${id}`, roles: [ROLES.brokerAdmin], body: {} },
    {
      method: 'POST' as const,
      url: '/v1/admin-bank/kyc/bank-approve/conventional',
      roles: [ROLES.bankAdmin],
      body: {},
    },
    {
      method: 'POST' as const,
      url: '/v1/admin-bank/kyc/bank-approve/syariah',
      roles: [ROLES.bankAdmin],
      body: {},
    },
    // The customer's data requests (decision 0113): the super admin and the broker admin, each
    // under their own prefix; never the broker viewer or the bank.
    { method: 'GET' as const, url: '/v1/admin-broker/data-requests', roles: [ROLES.brokerAdmin] },
    { method: 'GET' as const, url: `/v1/admin-broker/data-requests/${NO_ID}`, roles: [ROLES.brokerAdmin] },
    {
      method: 'POST' as const,
      url: `/v1/admin-broker/data-requests/${NO_ID}/decision`,
      roles: [ROLES.brokerAdmin],
      body: {},
    },
    { method: 'GET' as const, url: '/v1/super-admin/data-requests', roles: [ROLES.superAdmin] },
    { method: 'GET' as const, url: `/v1/super-admin/data-requests/${NO_ID}`, roles: [ROLES.superAdmin] },
    {
      method: 'POST' as const,
      url: `/v1/super-admin/data-requests/${NO_ID}/decision`,
      roles: [ROLES.superAdmin],
      body: {},
    },
    // Managing-bank records (decision 0071): read by 0, 1, 13 and 4, decided by 1 and 4.
    { method: 'GET' as const, url: '/v1/managing-bank', roles: MANAGING_BANK_READ_ROLES },
    { method: 'GET' as const, url: `/v1/managing-bank/${NO_ID}`, roles: MANAGING_BANK_READ_ROLES },
    { method: 'GET' as const, url: '/v1/managing-bank/file?path=x', roles: MANAGING_BANK_READ_ROLES },
    {
      method: 'PUT' as const,
      url: `/v1/managing-bank/${NO_ID}`,
      roles: MANAGING_BANK_VERIFY_ROLES,
      body: {},
    },
    // Trade transactions (decision 0070): the trade desk, the super admin and the broker roles.
    // A participant's screening against the lists (decision 0111): the broker's reviewers and the
    // super admin, each under their own prefix; never the bank.
    { method: 'GET' as const, url: `/v1/admin-broker/kyc/${id}/screening`, roles: broker },
    { method: 'GET' as const, url: `/v1/super-admin/kyc/${id}/screening`, roles: [ROLES.superAdmin] },
    { method: 'GET' as const, url: '/v1/trade-transaction', roles: TRADE_READ_ROLES },
    { method: 'GET' as const, url: '/v1/trade-transaction/app-name', roles: TRADE_READ_ROLES },
    { method: 'GET' as const, url: `/v1/trade-transaction/${NO_ID}`, roles: TRADE_READ_ROLES },
    // Video-call verification (decision 0072): the video officer alone.
    { method: 'PUT' as const, url: '/v1/counter/add_video', roles: [ROLES.videoOfficer], body: {} },
    {
      method: 'GET' as const,
      url: `/v1/counter/get/twilio_token?identity=${NO_ID}`,
      roles: [ROLES.videoOfficer],
    },
    {
      method: 'PUT' as const,
      url: '/v1/counter/customer/approve_video_call',
      roles: [ROLES.videoOfficer],
      body: {},
    },
    // Moving and cancelling a scheduled call (decision 0082): the video officer alone.
    { method: 'PUT' as const, url: '/v1/counter/video/reschedule', roles: [ROLES.videoOfficer], body: {} },
    { method: 'PUT' as const, url: '/v1/counter/video/cancel', roles: [ROLES.videoOfficer], body: {} },
    // The call's recording and the officer's detail (decision 0074): the video officer alone.
    {
      method: 'POST' as const,
      url: '/v1/counter/video/recordings',
      roles: [ROLES.videoOfficer],
      body: {},
    },
    {
      method: 'PUT' as const,
      url: `/v1/counter/video/recordings/${NO_ID}/chunks/0`,
      roles: [ROLES.videoOfficer],
      body: {},
    },
    {
      method: 'POST' as const,
      url: `/v1/counter/video/recordings/${NO_ID}/finish`,
      roles: [ROLES.videoOfficer],
      body: {},
    },
    { method: 'GET' as const, url: `/v1/counter/kyc/detail/${id}`, roles: [ROLES.videoOfficer] },
    // One's own profile: every staff role.
    { method: 'GET' as const, url: '/v1/staff/profile', roles: STAFF_ROLES },
    { method: 'PUT' as const, url: '/v1/staff/password', roles: STAFF_ROLES, body: {} },
    // The second factor (decision 0109): one's own security section and step-up, every staff role;
    // the two-person reset, the super admin alone (a wrong body or no such request: nothing changes).
    { method: 'GET' as const, url: '/v1/staff/security', roles: STAFF_ROLES },
    { method: 'POST' as const, url: '/v1/staff/step-up', roles: STAFF_ROLES, body: {} },
    { method: 'POST' as const, url: '/v1/staff/security/totp/confirm', roles: STAFF_ROLES, body: {} },
    { method: 'GET' as const, url: '/v1/staff/mfa-resets', roles: [ROLES.superAdmin] },
    { method: 'POST' as const, url: '/v1/staff/mfa-resets', roles: [ROLES.superAdmin], body: {} },
    { method: 'POST' as const, url: `/v1/staff/mfa-resets/${NO_ID}/approve`, roles: [ROLES.superAdmin] },
  ];
}

describe('review: role × route matrix', () => {
  const { submittedParticipant, staff, api } = useReviewHarness();
  let p: Participant;
  const tokens = new Map<Caller, string | undefined>();

  beforeAll(async () => {
    p = await submittedParticipant();
    tokens.set('none', undefined);
    tokens.set('customer', p.customer.token);
    // Each staff member unscoped (every platform; the bank admin of the participant's bank 037).
    for (const role of STAFF_ROLES) tokens.set(role, (await staff(role)).token);
  });

  it('answers every route with the table: 401 without a token, 403 for a role not listed, served otherwise', async () => {
    const mismatches: string[] = [];
    for (const route of expectedTable(p.id)) {
      for (const [caller, token] of tokens) {
        const res = await api(route.method, route.url, token, route.body);
        const allowed = typeof caller === 'number' && (route.roles as number[]).includes(caller);
        const expected = caller === 'none' ? [401] : allowed ? [200, 400, 404, 422] : [403];
        if (!expected.includes(res.statusCode)) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller}: ${res.statusCode} (expected ${expected.join('/')})`,
          );
        }
        // An allowed caller must get past the guard: never a 401/403.
        if (allowed && [401, 403].includes(res.statusCode)) mismatches.push(`${route.url} refused ${caller}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps a broker of one platform away from a participant of the other, by id, for reads and actions', async () => {
    const onJafets = await submittedParticipant({ platform: 'jafets' });
    const gofxBroker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const jafetsBroker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });

    expect(
      (await api('GET', `/v1/admin-broker/kyc/detail/${onJafets.id}`, gofxBroker.token)).statusCode,
    ).toBe(404);
    const reject = await api('PUT', `/v1/admin-broker/kyc/reject/${onJafets.id}`, gofxBroker.token, {
      description: REASON,
    });
    expect(reject.statusCode).toBe(404);
    const list = await api('GET', '/v1/admin-broker/kyc/customers/all?status=2', gofxBroker.token);
    const ids = (list.json().data.customers as { _id: string }[]).map((c) => c._id);
    expect(ids).toContain(p.id);
    expect(ids).not.toContain(onJafets.id);
    const platforms = await api('GET', '/v1/admin-broker/platform', gofxBroker.token);
    expect(platforms.json().data.platform.map((x: { app_name: string }) => x.app_name)).toEqual(['gofx']);

    expect(
      (await api('GET', `/v1/admin-broker/kyc/detail/${onJafets.id}`, jafetsBroker.token)).statusCode,
    ).toBe(200);
    expect((await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, jafetsBroker.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps a bank admin to their bank: 037 sees the 037 participant, 022 does not', async () => {
    const bank037 = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const bank022 = await staff(ROLES.bankAdmin, { bankCode: '022' });
    expect((await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank037.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank022.token)).statusCode).toBe(404);
    const total = await api('GET', '/v1/admin-bank/kyc/total?status=2', bank022.token);
    expect(total.json().data.total).toBe(0);
    // A bank admin sees no download and no actions.
    const d = await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank037.token);
    expect(d.json().data.customer.allowed_actions).toEqual([]);
  });
});
