/**
 * Case ownership as reviewers live it (decision 0112), through the real calls with real staff
 * sessions on participants who registered and submitted: 'Ambil' races, who may release and
 * reassign, decisions refused to everyone but the holder, the claim shown in lists and detail,
 * the sorted list and its filters, and the audit trail of every change of holder.
 */
import { caseClaimReplySchema, kycListReplySchema, MSG, ROLES, SC, STATUS_NASABAH } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';

const REASON = 'Foto KTP tidak terbaca dengan jelas, mohon ajukan kembali dengan foto yang lebih tajam.';

describe('case ownership: claims', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  const claimAudit = (id: string, action: string) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

  it('two reviewers take one file at once: exactly one holds it, the other is told who', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await submittedParticipant();
      const a = await staff(ROLES.brokerAdmin);
      const b = await staff(ROLES.brokerViewer);
      const replies = await Promise.all([
        api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, a.token),
        api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, b.token),
      ]);
      const won = replies.filter((r) => r.statusCode === 200);
      const lost = replies.filter((r) => r.statusCode === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const claim = caseClaimReplySchema.parse(won[0]?.json()).data.claim;
      expect(claim.staff_id).toBe(replies[0]?.statusCode === 200 ? a.id : b.id);
      expect(lost[0]?.json()).toMatchObject({
        status_code: SC.caseHeldByOther,
        err_message_id: MSG.caseHeldByOther.replace('{name}', claim.name),
      });
      expect(await claimAudit(p.id, 'case.claimed')).toHaveLength(1);
      // Taking it again is harmless for the holder, and not audited twice.
      const again = await api(
        'POST',
        `/v1/admin-broker/kyc/${p.id}/claim`,
        claim.staff_id === a.id ? a.token : b.token,
      );
      expect(again.statusCode).toBe(200);
      expect(caseClaimReplySchema.parse(again.json()).data.claim.claimed_at).toBe(claim.claimed_at);
      expect(await claimAudit(p.id, 'case.claimed')).toHaveLength(1);
    }
  });

  it('the holder is shown in the list row and the detail', async () => {
    const p = await submittedParticipant();
    const a = await staff(ROLES.brokerAdmin);
    expect((await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, a.token)).statusCode).toBe(200);
    const list = kycListReplySchema.parse(
      (
        await api(
          'GET',
          '/v1/super-admin/kyc/customers/all?status=2&limit=100',
          (
            await staff(ROLES.superAdmin)
          ).token,
        )
      ).json(),
    );
    const row = list.data.customers.find((c) => c._id === p.id);
    expect(row?.claim).toMatchObject({ staff_id: a.id, name: expect.stringMatching(/^Staf Uji/) });
    expect(row?.due_at).not.toBeNull();
    expect(row?.overdue).toBe(false);
    const detail = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, a.token);
    expect(detail.json().data.customer.claim).toMatchObject({ staff_id: a.id });
  });

  it('only files waiting for the caller can be taken: the broker’s 2, the bank’s 7', async () => {
    const p = await submittedParticipant();
    const bank = await staff(ROLES.bankAdmin);
    const refused = await api('POST', `/v1/admin-bank/kyc/${p.id}/claim`, bank.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ err_message_id: MSG.caseNotWaitingForYou });
    const missing = await api(
      'POST',
      '/v1/admin-broker/kyc/00000000-0000-4000-8000-000000000009/claim',
      (await staff(ROLES.brokerAdmin)).token,
    );
    expect(missing.statusCode).toBe(404);
    // Out of the caller's platform: not found, as the review's detail.
    const jafetsReviewer = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    expect((await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, jafetsReviewer.token)).statusCode).toBe(
      404,
    );
    // The video officer and the super admin take no file.
    const superAdmin = await staff(ROLES.superAdmin);
    expect((await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, superAdmin.token)).statusCode).toBe(403);
  });

  it('a decision on someone else’s file is refused naming the holder; the holder’s closes the case', async () => {
    const p = await submittedParticipant();
    const holder = await staff(ROLES.brokerAdmin);
    const other = await staff(ROLES.brokerAdmin);
    const claimed = caseClaimReplySchema.parse(
      (await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, holder.token)).json(),
    );
    const held = {
      status_code: SC.caseHeldByOther,
      err_message_id: MSG.caseHeldByOther.replace('{name}', claimed.data.claim.name),
    };
    const reject = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, other.token, {
      description: REASON,
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject(held);
    // The holder has checked every item (decision 0131): what refuses the other's approval is the hold.
    await readyForApproval(holder.token, p.id);
    const approve = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, other.token, {
      nasabah_id: p.id,
      username: 'pemegang1',
      password: 'Trading#2026',
      account_no: '88005551',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject(held);
    const counter = await api('PUT', '/v1/counter/customer/rejected', other.token, {
      nasabah_id: p.id,
      reject_desc: REASON,
    });
    expect(counter.statusCode).toBe(409);
    expect(counter.json()).toMatchObject(held);
    const proposal = await api('POST', '/v1/admin-broker/proposals', other.token, {
      kind: 'blacklist',
      customer_id: p.id,
      reason: REASON,
    });
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json()).toMatchObject(held);
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);

    const ok = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, holder.token, { description: REASON });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await h.record(p.id);
    expect(after).toMatchObject({ statusNasabah: STATUS_NASABAH.rejected, claimedBy: null, dueAt: null });
  });

  it('an unheld file is decided directly, as before', async () => {
    const p = await submittedParticipant();
    const a = await staff(ROLES.brokerAdmin);
    const ok = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, a.token, { description: REASON });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('release: by the holder or a supervisor, never by another reviewer; audited', async () => {
    const p = await submittedParticipant();
    const holder = await staff(ROLES.brokerViewer);
    const viewer = await staff(ROLES.brokerViewer);
    const supervisor = await staff(ROLES.brokerAdmin);
    const superAdmin = await staff(ROLES.superAdmin);
    const url = `/v1/admin-broker/kyc/${p.id}/claim`;
    expect((await api('DELETE', url, holder.token)).json()).toMatchObject({
      status_code: SC.caseNotHeld,
      err_message_id: MSG.caseNotHeld,
    });
    await api('POST', url, holder.token);
    const denied = await api('DELETE', url, viewer.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ err_message_id: MSG.caseReleaseForbidden });
    const own = await api('DELETE', url, holder.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: MSG.caseReleased });
    await api('POST', url, holder.token);
    expect((await api('DELETE', url, supervisor.token)).statusCode).toBe(200);
    await api('POST', url, holder.token);
    expect((await api('DELETE', `/v1/super-admin/kyc/${p.id}/claim`, superAdmin.token)).statusCode).toBe(200);
    expect((await h.record(p.id)).claimedBy).toBeNull();
    const released = await claimAudit(p.id, 'case.released');
    expect(released.map((r) => r.actorId).sort()).toEqual([holder.id, supervisor.id, superAdmin.id].sort());
    expect(released.every((r) => r.targetType === 'kyc_customer')).toBe(true);
  });

  it('reassign: a supervisor hands the file to a reviewer who may review it', async () => {
    const p = await submittedParticipant();
    const holder = await staff(ROLES.brokerAdmin);
    const next = await staff(ROLES.brokerViewer);
    const supervisor = await staff(ROLES.brokerAdmin);
    const superAdmin = await staff(ROLES.superAdmin);
    const jafetsOnly = await staff(ROLES.brokerViewer, { platform: 'jafets' });
    const bank = await staff(ROLES.bankAdmin);
    await api('POST', `/v1/admin-broker/kyc/${p.id}/claim`, holder.token);
    // A viewer is no supervisor: the route is not theirs.
    const byViewer = await api('PUT', `/v1/admin-broker/kyc/${p.id}/claim`, next.token, {
      staff_id: next.id,
    });
    expect(byViewer.statusCode).toBe(403);
    for (const wrong of [jafetsOnly.id, bank.id]) {
      const refused = await api('PUT', `/v1/super-admin/kyc/${p.id}/claim`, superAdmin.token, {
        staff_id: wrong,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ err_message_id: MSG.caseReassignTargetInvalid });
    }
    const moved = await api('PUT', `/v1/admin-broker/kyc/${p.id}/claim`, supervisor.token, {
      staff_id: next.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const reply = caseClaimReplySchema.parse(moved.json());
    expect(reply.message).toBe(MSG.caseReassigned.replace('{name}', reply.data.claim.name));
    expect((await h.record(p.id)).claimedBy).toBe(next.id);
    const [audit] = await claimAudit(p.id, 'case.reassigned');
    expect(audit).toMatchObject({ actorId: supervisor.id, details: { from_id: holder.id, to_id: next.id } });
    // The directory offers the file's reviewers only: gofx's, not jafets', not the bank's.
    const dir = await api('GET', `/v1/super-admin/staff-directory?customer_id=${p.id}`, superAdmin.token);
    const ids = (dir.json().data as { staff_id: string }[]).map((r) => r.staff_id);
    expect(ids).toEqual(expect.arrayContaining([holder.id, next.id, supervisor.id]));
    expect(ids).not.toContain(jafetsOnly.id);
    expect(ids).not.toContain(bank.id);
  });

  it('lists: soonest due first, mine, unclaimed', async () => {
    const reviewer = await staff(ROLES.brokerAdmin);
    const first = await submittedParticipant();
    await submittedParticipant();
    await api('POST', `/v1/admin-broker/kyc/${first.id}/claim`, reviewer.token);
    const page = (query: string) =>
      api('GET', `/v1/admin-broker/kyc/customers/all?limit=100&${query}`, reviewer.token).then(
        (r) => kycListReplySchema.parse(r.json()).data.customers,
      );
    const byDue = await page('status=2&sort=due');
    const dues = byDue.map((c) => c.due_at);
    expect(dues.every((d) => d !== null)).toBe(true);
    expect([...dues].sort()).toEqual(dues);
    const mine = await page('status=2&claim=mine');
    expect(mine.map((c) => c._id)).toEqual([first.id]);
    const unclaimed = await page('status=2&claim=unclaimed&sort=due');
    expect(unclaimed.some((c) => c._id === first.id)).toBe(false);
    expect(unclaimed.every((c) => c.claim === null)).toBe(true);
    expect(await page('status=2&overdue=1')).toEqual([]);
    // A page past the files with a due time reads on through those without.
    const all = await page('sort=due&status=4');
    expect(all.every((c) => c.due_at === null)).toBe(true);
  });
});
