/**
 * Step-up, 'Keamanan akun' and the reset (decision 0109), as an auditor checks them: every
 * decision route refuses a session whose last factor is older than 15 minutes (403, 2032) and
 * lets it through after POST /v1/staff/step-up; the security section's changes need a recent
 * factor, the last factor cannot go, revoking other sessions works; a reset needs two different
 * super admins and then forces enrolment; the server's command resets at once. Staff sign in
 * through the real calls.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG, ROLES, SC, type StaffRole } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, staffRecoveryCodes, staffTotpSecrets } from '../../db/schema';
import { NoGeo } from '../../plugins/geo';
import { AuditService } from '../audit/audit.service';
import { useReviewHarness } from '../review/testing/review-harness';
import { resetStaffMfaByUsername } from './staff-mfa.service';
import { nextTotpCode, rememberTotp, staffSession } from './testing/staff-login';

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Every route that needs a recent factor, with one role allowed to call it. */
const STEP_UP_ROUTES: {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  url: string;
  role: StaffRole;
  /** The path as the route index writes it, when a parameter is not an id. */
  indexed?: string;
}[] = [
  { method: 'PATCH', url: `/v1/admin-broker/kyc/approve/${NO_ID}`, role: ROLES.brokerAdmin },
  { method: 'PUT', url: `/v1/admin-broker/kyc/reject/${NO_ID}`, role: ROLES.brokerAdmin },
  { method: 'PUT', url: `/v1/admin-broker/kyc/block/${NO_ID}`, role: ROLES.brokerAdmin },
  { method: 'PUT', url: `/v1/admin-broker/kyc/unblock/${NO_ID}`, role: ROLES.brokerAdmin },
  { method: 'PUT', url: `/v1/nasabah/blacklist/${NO_ID}`, role: ROLES.brokerAdmin },
  { method: 'POST', url: '/v1/admin-broker/proposals', role: ROLES.brokerAdmin },
  { method: 'POST', url: `/v1/admin-broker/proposals/${NO_ID}/approve`, role: ROLES.brokerAdmin },
  { method: 'POST', url: `/v1/admin-broker/proposals/${NO_ID}/decline`, role: ROLES.brokerAdmin },
  { method: 'POST', url: '/v1/super-admin/proposals', role: ROLES.superAdmin },
  { method: 'POST', url: `/v1/super-admin/proposals/${NO_ID}/approve`, role: ROLES.superAdmin },
  { method: 'POST', url: `/v1/super-admin/proposals/${NO_ID}/decline`, role: ROLES.superAdmin },
  {
    method: 'POST',
    url: '/v1/super-admin/watchlists/dttot',
    role: ROLES.superAdmin,
    indexed: '/v1/super-admin/watchlists/{source}',
  },
  { method: 'POST', url: '/v1/counter/approve/non_trading', role: ROLES.brokerAdmin },
  // The risk model's versions (decision 0189): proposing and deciding, not drafting or trying.
  ...(['propose', 'activate', 'decline'] as const).map((action) => ({
    method: 'POST' as const,
    url: `/v1/super-admin/risk-models/kebijakan-1/${action}`,
    role: ROLES.superAdmin,
    indexed: `/v1/super-admin/risk-models/{version}/${action}`,
  })),
  { method: 'PUT', url: '/v1/counter/customer/rejected', role: ROLES.brokerAdmin },
  { method: 'POST', url: '/v1/admin-bank/kyc/bank-approve/conventional', role: ROLES.bankAdmin },
  { method: 'POST', url: '/v1/admin-bank/kyc/bank-approve/syariah', role: ROLES.bankAdmin },
  { method: 'PUT', url: `/v1/managing-bank/${NO_ID}`, role: ROLES.bankAdmin },
  { method: 'GET', url: '/v1/admin-broker/users/export', role: ROLES.brokerAdmin },
  { method: 'POST', url: `/v1/admin-broker/data-requests/${NO_ID}/decision`, role: ROLES.brokerAdmin },
  { method: 'POST', url: `/v1/super-admin/data-requests/${NO_ID}/decision`, role: ROLES.superAdmin },
  { method: 'POST', url: '/v1/staff/security/totp', role: ROLES.tradeDesk },
  { method: 'POST', url: '/v1/staff/security/totp/confirm', role: ROLES.tradeDesk },
  { method: 'DELETE', url: '/v1/staff/security/totp', role: ROLES.tradeDesk },
  { method: 'POST', url: '/v1/staff/security/recovery-codes', role: ROLES.tradeDesk },
  { method: 'POST', url: '/v1/staff/security/passkeys/options', role: ROLES.tradeDesk },
  { method: 'POST', url: '/v1/staff/security/passkeys', role: ROLES.tradeDesk },
  { method: 'DELETE', url: `/v1/staff/security/passkeys/${NO_ID}`, role: ROLES.tradeDesk },
  { method: 'POST', url: '/v1/staff/mfa-resets', role: ROLES.superAdmin },
  { method: 'POST', url: `/v1/staff/mfa-resets/${NO_ID}/approve`, role: ROLES.superAdmin },
  // The partners' endpoints (decision 0114): where the events go and their signing secrets.
  {
    method: 'POST',
    url: `/v1/super-admin/integrations/${NO_ID}/endpoints`,
    role: ROLES.superAdmin,
    indexed: '/v1/super-admin/integrations/{partnerId}/endpoints',
  },
  { method: 'PUT', url: `/v1/super-admin/webhook-endpoints/${NO_ID}`, role: ROLES.superAdmin },
  // A new partner and its API key (decision 0127).
  { method: 'POST', url: '/v1/super-admin/integrations', role: ROLES.superAdmin },
  { method: 'POST', url: `/v1/super-admin/webhook-endpoints/${NO_ID}/rotate-secret`, role: ROLES.superAdmin },
  // Every decision and every bulk read of personal data (decision 0124): the resubmission request,
  // accepting the video, opening a demo account, and the whole case file as a PDF.
  { method: 'POST', url: `/v1/admin-broker/kyc/${NO_ID}/resubmission`, role: ROLES.brokerAdmin },
  { method: 'PUT', url: '/v1/counter/customer/approve_video_call', role: ROLES.videoOfficer },
  { method: 'POST', url: '/v1/counter/user/non_trading', role: ROLES.brokerAdmin },
  { method: 'GET', url: `/v1/admin-broker/kyc/${NO_ID}/case-file`, role: ROLES.brokerAdmin },
  { method: 'GET', url: `/v1/admin-bank/kyc/${NO_ID}/case-file`, role: ROLES.bankAdmin },
  { method: 'GET', url: `/v1/super-admin/kyc/${NO_ID}/case-file`, role: ROLES.superAdmin },
  // A monitoring case: its four-eyes decision (decision 0209) and the whole case as a PDF.
  { method: 'POST', url: `/v1/compliance/monitoring/cases/${NO_ID}/decision`, role: ROLES.complianceOfficer },
  {
    method: 'POST',
    url: `/v1/compliance/monitoring/decisions/${NO_ID}/approve`,
    role: ROLES.complianceOfficer,
  },
  {
    method: 'POST',
    url: `/v1/compliance/monitoring/decisions/${NO_ID}/decline`,
    role: ROLES.complianceOfficer,
  },
  { method: 'GET', url: `/v1/compliance/monitoring/cases/${NO_ID}/pdf`, role: ROLES.complianceOfficer },
  { method: 'GET', url: `/v1/compliance/reports/${NO_ID}/goaml.xml`, role: ROLES.complianceOfficer },
  { method: 'GET', url: `/v1/compliance/reports/${NO_ID}/pdf`, role: ROLES.complianceOfficer },
  // A report to PPATK: its four-eyes approval proposed (decision 0212) and its sending recorded.
  { method: 'POST', url: `/v1/compliance/reports/${NO_ID}/approval`, role: ROLES.complianceOfficer },
  { method: 'POST', url: `/v1/compliance/reports/${NO_ID}/submission`, role: ROLES.complianceOfficer },
  // The scenario set's versions (decision 0214): proposing and deciding, as the risk model's.
  ...(['propose', 'activate', 'decline'] as const).map((action) => ({
    method: 'POST' as const,
    url: `/v1/compliance/scenario-sets/pantau-1/${action}`,
    role: ROLES.complianceOfficer,
    indexed: `/v1/compliance/scenario-sets/{version}/${action}`,
  })),
  // A reviewer's acceptance of an item of the review checklist (decision 0131).
  {
    method: 'PUT',
    url: `/v1/admin-broker/kyc/${NO_ID}/checklist/ktp`,
    role: ROLES.brokerAdmin,
    indexed: '/v1/admin-broker/kyc/{id}/checklist/{item}',
  },
  {
    method: 'PUT',
    url: `/v1/admin-bank/kyc/${NO_ID}/checklist/ktp`,
    role: ROLES.bankAdmin,
    indexed: '/v1/admin-bank/kyc/{id}/checklist/{item}',
  },
];

describe('step-up and account security', () => {
  const { h, staff, api } = useReviewHarness();
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (method: string, url: string, token: string, payload?: object) =>
    h.t.app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
      headers: { authorization: `Bearer ${token}` },
    });

  /**
   * 16 minutes later, the session kept alive as the web keeps it: its access token (5.5 minutes)
   * refreshed every 4 minutes.
   */
  async function factorGoesStale(sessions: { token: string }[]) {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.now() + 4 * 60_000 + 5_000);
      for (const s of sessions) {
        const res = await api('GET', '/v1/auth/refresh', s.token);
        expect(res.statusCode, res.body).toBe(200);
        s.token = res.json().token;
      }
    }
  }

  it('refuses every decision without a factor in the last 15 minutes, and lets it through after a step-up', async () => {
    const roles = [...new Set(STEP_UP_ROUTES.map((r) => r.role))];
    const sessions = new Map<StaffRole, { token: string; username: string }>();
    for (const role of roles) sessions.set(role, await staff(role));
    // Fresh from the login: the factor counts as a step-up.
    const fresh = sessions.get(ROLES.brokerAdmin);
    expect((await call('GET', '/v1/admin-broker/users/export', fresh?.token ?? '')).statusCode).toBe(200);
    await factorGoesStale([...sessions.values()]);
    for (const route of STEP_UP_ROUTES) {
      const res = await call(route.method, route.url, sessions.get(route.role)?.token ?? '');
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().err_message_id).toBe(MSG.stepUpRequired);
      expect(String(res.json().status_code)).toBe(String(SC.stepUpRequired));
    }
    const security = await api('GET', '/v1/staff/security', fresh?.token);
    expect(security.json().data.step_up_until).toBeNull();
    for (const s of sessions.values()) {
      const wrong = await call('POST', '/v1/staff/step-up', s.token, { method: 'totp', code: '000000' });
      expect(wrong.json()).toMatchObject({ status_code: SC.mfaCodeWrong });
      const res = await call('POST', '/v1/staff/step-up', s.token, {
        method: 'totp',
        code: await nextTotpCode(h.t.app, s.username),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.parse(res.json().step_up_until)).toBeGreaterThan(Date.now() + 14 * 60_000);
    }
    for (const route of STEP_UP_ROUTES) {
      const res = await call(route.method, route.url, sessions.get(route.role)?.token ?? '');
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
    const [row] = await h.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.step_up'), eq(auditLog.outcome, 'success')));
    expect(row?.details).toMatchObject({ factor: 'totp' });
  });

  it('marks exactly these routes as step-up in the route index', () => {
    const index = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/routes.md'), 'utf8');
    const marked = index
      .split('\n')
      .filter((l) => l.endsWith('+ step-up |'))
      .map((l) => {
        const [, method, p] = l.split('|').map((c) => c.trim());
        return `${method} ${p?.replace(/`/g, '')}`;
      })
      .sort();
    const expected = STEP_UP_ROUTES.map(
      (r) => `${r.method} ${r.indexed ?? r.url.replace(NO_ID, '{id}')}`,
    ).sort();
    expect(marked).toEqual(expected);
  });

  it("'Keamanan akun': a new TOTP secret replaces the old once confirmed, the last factor stays, new recovery codes, other sessions out", async () => {
    // A second login of the same account needs the next 30-second step: the fake clock moves to it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const me = await staff(ROLES.tradeDesk);
    const other = (await staffSession(h.t.app, me.username, me.password)).token;
    const before = (await api('GET', '/v1/staff/security', me.token)).json().data;
    expect(before).toMatchObject({ totp: { enrolled: true }, recovery_codes_left: 10, other_sessions: 1 });
    expect(before.step_up_until).not.toBeNull();
    // The last factor cannot go.
    const remove = await call('DELETE', '/v1/staff/security/totp', me.token);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ status_code: SC.mfaLastFactor });
    // A new secret: pending until a code from it confirms it.
    const setup = await call('POST', '/v1/staff/security/totp', me.token);
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().secret as string;
    const code = await nextTotpCode(h.t.app, me.username, secret);
    expect((await call('POST', '/v1/staff/security/totp/confirm', me.token, { code })).statusCode).toBe(200);
    rememberTotp(h.t.app, me.username, secret);
    expect((await staffSession(h.t.app, me.username, me.password, { secret })).token).toBeTruthy();
    // New recovery codes: the old ones stop working.
    const codes = await call('POST', '/v1/staff/security/recovery-codes', me.token);
    expect(codes.json().recovery_codes).toHaveLength(10);
    const revoked = await call('POST', '/v1/staff/security/sessions/revoke-others', me.token);
    expect(revoked.json().revoked).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/v1/staff/security', other)).statusCode).toBe(401);
    expect((await api('GET', '/v1/staff/security', me.token)).json().data.other_sessions).toBe(0);
  });

  it('resets a lost factor only with a second super admin; the account enrols again; the command resets at once', async () => {
    // A second code for the account within one 30-second step: the helper moves this clock on
    // (testing/staff-login.ts) instead of waiting for the next step in real time.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const first = await staff(ROLES.superAdmin);
    const second = await staff(ROLES.superAdmin);
    const lost = await staff(ROLES.brokerAdmin);
    const reason = 'Ponsel hilang, aplikasi autentikator tidak dapat dipulihkan.';
    const req = await call('POST', '/v1/staff/mfa-resets', first.token, { username: lost.username, reason });
    expect(req.statusCode, req.body).toBe(200);
    const id = req.json().id as string;
    const unknown = await call('POST', '/v1/staff/mfa-resets', first.token, {
      username: 'tidak.ada',
      reason,
    });
    expect(unknown.statusCode).toBe(404);
    const broker = await call('POST', '/v1/staff/mfa-resets', lost.token, {
      username: lost.username,
      reason,
    });
    expect(broker.statusCode).toBe(403);
    const list = await call('GET', '/v1/staff/mfa-resets', second.token);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, staff_username: lost.username, requested_by: first.username, reason }),
    ]);
    const self = await call('POST', `/v1/staff/mfa-resets/${id}/approve`, first.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ status_code: SC.mfaResetSameApprover });
    // Nothing changed yet: the account still logs in with its factor.
    expect((await api('GET', '/v1/staff/security', lost.token)).statusCode).toBe(200);
    const ok = await call('POST', `/v1/staff/mfa-resets/${id}/approve`, second.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api('GET', '/v1/staff/security', lost.token)).statusCode).toBe(401);
    expect(await h.t.db.select().from(staffTotpSecrets).where(eq(staffTotpSecrets.staffId, lost.id))).toEqual(
      [],
    );
    expect(
      await h.t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, lost.id)),
    ).toEqual([]);
    const login = await api('POST', '/v1/auth', undefined, {
      username: lost.username,
      password: lost.password,
    });
    expect(login.json()).toMatchObject({ status: 'mfa_enrolment_required' });
    const trail = await h.t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, lost.id));
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'staff.mfa_reset_request', actorId: first.id },
        { action: 'staff.mfa_reset_approve', actorId: second.id },
      ]),
    );
    expect((await call('GET', '/v1/staff/mfa-resets', second.token)).json().data).toEqual([]);

    // The server's command: at once, as the system.
    const again = await staffSession(h.t.app, lost.username, lost.password);
    await resetStaffMfaByUsername(h.t.db, lost.username, new AuditService(new NoGeo()));
    expect((await api('GET', '/v1/staff/security', again.token)).statusCode).toBe(401);
    const next = await api('POST', '/v1/auth', undefined, {
      username: lost.username,
      password: lost.password,
    });
    expect(next.json()).toMatchObject({ status: 'mfa_enrolment_required' });
    const [cli] = await h.t.db
      .select({ actorType: auditLog.actorType })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.reset_mfa'), eq(auditLog.targetId, lost.id)));
    expect(cli?.actorType).toBe('system');
    await expect(resetStaffMfaByUsername(h.t.db, 'tidak.ada', new AuditService(new NoGeo()))).rejects.toThrow(
      /no staff account/,
    );
  });
});
