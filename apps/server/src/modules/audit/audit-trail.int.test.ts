/**
 * The audit trail an auditor relies on: the super admin reads the review actions with operator,
 * participant, IP and city; the rows cannot be changed through the database's front door; the
 * hash chain shows where someone went round it; staff accounts made from the command line.
 */
import {
  activityDetailReplySchema,
  activityListReplySchema,
  auditVerifyReplySchema,
  ROLES,
} from '@kilau/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { createStaff, generateStaffPassword, staffProblems } from '../staff-auth/staff-accounts';
import { verifyAuditChain } from './audit-chain';

const REASON = 'Nama ibu kandung tidak sesuai dengan dokumen pendukung yang diunggah.';

describe('audit trail', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();

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
      (await api('GET', '/v1/super-admin/activity?limit=10&skip=0', superAdmin.token)).json(),
    );
    const row = list.data.activity[0];
    expect(row).toMatchObject({
      fullname: p.customer.fullname,
      status: 5,
      action: 'reject',
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
    const login = await api('POST', '/v1/auth', undefined, { username: 'ani', password });
    expect(login.statusCode, login.body).toBe(200);
    const [audit] = await h.t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.action).toBe('staff.create');
    expect(JSON.stringify(audit)).not.toContain(password);
  });
});
