/**
 * The audit trail an auditor relies on: the super admin reads the review actions with operator,
 * participant, IP and city; the rows cannot be changed through the database's front door; the
 * hash chain shows where someone went round it; staff accounts made from the command line.
 */
import {
  AUDIT_STAFF_ACTIONS,
  activityDetailReplySchema,
  activityListReplySchema,
  activityOperatorsReplySchema,
  auditActionText,
  auditVerifyReplySchema,
  HOUR_MS,
  isAuditStaffAction,
  MSG,
  ROLES,
} from '@kilau/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, managingBankAccounts, staffUsers } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { createStaff, generateStaffPassword, staffProblems } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { verifyAuditChain } from './audit-chain';

const REASON = 'Nama ibu kandung tidak sesuai dengan dokumen pendukung yang diunggah.';

describe('audit trail', () => {
  const { h, submittedParticipant, cimbParticipant, staff, api, readyForApproval } = useReviewHarness();

  it('lists the review actions for the super admin with operator, participant, status, IP and city', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const rejected = await h.t.app.inject({
      method: 'PUT',
      url: `/v1/admin-broker/kyc/reject/${p.id}`,
      payload: { description: REASON },
      remoteAddress: '198.51.100.23',
      headers: { authorization: `Bearer ${broker.token}` },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const superAdmin = await staff(ROLES.superAdmin);
    const list = activityListReplySchema.parse(
      (
        await api('GET', '/v1/super-admin/activity?limit=10&skip=0&action=kyc.reject', superAdmin.token)
      ).json(),
    );
    const row = list.data.activity[0];
    expect(row).toMatchObject({
      fullname: p.customer.fullname,
      status: 5,
      action: 'kyc.reject',
      app_name: 'gofx',
      description: REASON,
      operator_id: { fullname: expect.stringMatching(/^Staf Uji/) },
    });
    expect(JSON.parse(row?.info ?? '{}')).toMatchObject({ userIP: '198.51.100.23' });
    const one = activityDetailReplySchema.parse(
      (await api('GET', `/v1/super-admin/activity/${row?._id}`, superAdmin.token)).json(),
    );
    expect(one.data.activity._id).toBe(row?._id);
    // Only the super admin reads it.
    expect((await api('GET', '/v1/super-admin/activity', broker.token)).statusCode).toBe(403);
  });

  it('lists every kind of staff action with its label, filtered by kind and by operator, paged', async () => {
    const superAdmin = await staff(ROLES.superAdmin);
    const broker = await staff(ROLES.brokerAdmin);
    const officer = await staff(ROLES.videoOfficer);
    // CIMB's staff approve their participants before the broker, and only an account with its
    // number can be verified (decisions 0069, 0084).
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    const rejected = await submittedParticipant();
    // A call scheduled but not yet accepted blocks the approval (decision 0083): its own participant.
    const scheduled = await submittedParticipant();
    const approved = await cimbParticipant();
    const reject = await api('PUT', `/v1/admin-broker/kyc/reject/${rejected.id}`, broker.token, {
      description: REASON,
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const schedule = await api('PUT', '/v1/counter/add_video', officer.token, {
      nasabah_id: scheduled.id,
      video_schedule: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const demo = await api('POST', '/v1/counter/user/non_trading', broker.token, {
      username: scheduled.customer.username,
      password: 'Demo#Akun2026',
      user_id: scheduled.id,
    });
    expect(demo.statusCode, demo.body).toBe(200);
    await readyForApproval(bank.token, approved.id, 'admin-bank');
    const bankApprove = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: approved.id,
    });
    expect(bankApprove.statusCode, bankApprove.body).toBe(200);
    await readyForApproval(broker.token, approved.id);
    const approve = await api('PATCH', `/v1/admin-broker/kyc/approve/${approved.id}`, broker.token, {
      nasabah_id: approved.id,
      username: 'audit.trader',
      password: 'Trading#2026',
      account_no: '8800990011',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const [account] = await h.t.db
      .select({ id: managingBankAccounts.id })
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, approved.id));
    const verify = await api('PUT', `/v1/managing-bank/${account?.id}`, bank.token, { status: 'VERIFIED' });
    expect(verify.statusCode, verify.body).toBe(200);
    const exported = await api('GET', '/v1/admin-broker/users/export', broker.token);
    expect(exported.statusCode).toBe(200);

    const page = async (query: string) => {
      const res = await api('GET', `/v1/super-admin/activity?limit=100&skip=0${query}`, superAdmin.token);
      expect(res.statusCode, res.body).toBe(200);
      return activityListReplySchema.parse(res.json()).data;
    };
    const all = await page('');
    const kinds = new Set(all.activity.map((a) => a.action));
    for (const kind of [
      'kyc.reject',
      'kyc.approve',
      'video.schedule',
      'demo_account.create',
      'managing_bank.verify',
      'users.export',
      'staff.login',
    ])
      expect(kinds, kind).toContain(kind);
    // Every kind on the list has its Indonesian label in the catalogue; hints are not actions.
    for (const kind of kinds) expect(isAuditStaffAction(kind), kind).toBe(true);
    expect(kinds).not.toContain('kyc.location_hint');
    // The managing-bank decision names the participant through the account.
    expect(all.activity.find((a) => a.action === 'managing_bank.verify')).toMatchObject({
      fullname: approved.customer.fullname,
      operator_id: { _id: bank.id },
    });

    // By kind.
    const schedules = await page('&action=video.schedule');
    expect(schedules.activity.map((a) => a.action)).toEqual(['video.schedule']);
    expect(schedules.activity[0]).toMatchObject({
      fullname: scheduled.customer.fullname,
      operator_id: { _id: officer.id },
    });
    expect(AUDIT_STAFF_ACTIONS['video.schedule']).toBe('Menjadwalkan video call');
    // By operator: only what this broker did, every kind of it.
    const byBroker = await page(`&operator=${broker.id}`);
    expect(new Set(byBroker.activity.map((a) => a.action))).toEqual(
      new Set([
        'staff.login_password',
        'staff.mfa_enrol',
        'staff.login',
        'kyc.reject',
        'demo_account.create',
        // The detail opened to check the items before the approval (decision 0131); the bank
        // accepted them all already, so the broker opens no file and accepts nothing again.
        'participant.view',
        'kyc.approve',
        'users.export',
      ]),
    );
    // The login names its second factor (decision 0109).
    const login = byBroker.activity.find((a) => a.action === 'staff.login');
    expect(login?.factor).toBe('totp');
    expect(auditActionText('staff.login', 'success', login)).toBe(
      `${MSG.auditActionStaffLogin} (${MSG.auditFactorTotp})`,
    );
    expect(byBroker.activity.every((a) => a.operator_id?._id === broker.id)).toBe(true);
    expect(byBroker.total).toBe(byBroker.activity.length);
    // Both, and paging keeps the total.
    const both = await page(`&operator=${broker.id}&action=kyc.approve`);
    expect(both.activity.map((a) => a.fullname)).toEqual([approved.customer.fullname]);
    const second = activityListReplySchema.parse(
      (
        await api('GET', `/v1/super-admin/activity?limit=2&skip=2&operator=${broker.id}`, superAdmin.token)
      ).json(),
    ).data;
    expect(second.total).toBe(byBroker.total);
    expect(second.activity.map((a) => a._id)).toEqual(byBroker.activity.slice(2, 4).map((a) => a._id));
    // A made-up operator matches nothing.
    expect((await page('&operator=bukan-id')).total).toBe(0);

    const operators = activityOperatorsReplySchema.parse(
      (await api('GET', '/v1/super-admin/activity/operators', superAdmin.token)).json(),
    ).data.operators;
    expect(operators.map((o) => o._id)).toEqual(expect.arrayContaining([broker.id, officer.id, bank.id]));
    expect((await api('GET', '/v1/super-admin/activity/operators', broker.token)).statusCode).toBe(403);
  });

  it('refuses UPDATE and DELETE of an audit row, and the chain check finds a row edited behind its back', async () => {
    await submittedParticipant();
    const superAdmin = await staff(ROLES.superAdmin);
    const verify = async () =>
      auditVerifyReplySchema.parse(
        (await api('GET', '/v1/super-admin/audit/verify', superAdmin.token)).json(),
      ).data;
    const before = await verify();
    expect(before).toMatchObject({ ok: true, broken_at: null });
    expect(before.checked).toBeGreaterThan(5);

    const [victim] = await h.t.db.select().from(auditLog).orderBy(auditLog.seq).limit(1).offset(3);
    await expect(
      h.t.db
        .update(auditLog)
        .set({ ip: '10.9.9.9' })
        .where(eq(auditLog.id, victim?.id ?? '')),
    ).rejects.toThrow();
    await expect(h.t.db.delete(auditLog).where(eq(auditLog.id, victim?.id ?? ''))).rejects.toThrow();

    // Someone with the database owner's rights lifts the guard and edits the row.
    await h.t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx
        .update(auditLog)
        .set({ ip: '10.9.9.9' })
        .where(eq(auditLog.id, victim?.id ?? ''));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const after = await verify();
    expect(after).toMatchObject({ ok: false, broken_at: victim?.seq });
    expect((await verifyAuditChain(h.t.db)).broken_at).toBe(victim?.seq);
  });

  it('creates a staff account from the command line with the password rules, and audits it', async () => {
    const weak = await staffProblems(h.t.db, {
      username: 'ani',
      fullname: 'Ani Wijaya',
      role: ROLES.bankAdmin,
      password: 'password',
    });
    expect(weak.join('\n')).toMatch(/bank: required/);
    expect(weak.join('\n')).toMatch(/password/);
    const password = generateStaffPassword();
    const id = await createStaff(h.t.db, {
      username: 'ani',
      fullname: 'Ani Wijaya',
      role: ROLES.brokerAdmin,
      platform: 'jafets',
      password,
    });
    const [row] = await h.t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.platformId).toBe(h.jafetsId);
    expect((await staffSession(h.t.app, 'ani', password)).token).toBeTruthy();
    const [audit] = await h.t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.action).toBe('staff.create');
    expect(JSON.stringify(audit)).not.toContain(password);
  });
});
