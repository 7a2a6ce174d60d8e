/**
 * Two staff members act on one participant at the same moment: exactly one action wins, exactly
 * one audit row is written, and the other gets 409 with a message that tells them to reload.
 */
import { MSG, ROLES } from '@kilau/shared';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { useReviewHarness } from './testing/review-harness';

const REASON = 'Foto selfie tidak menampilkan wajah dengan jelas, mohon unggah ulang foto terbaru.';

describe('review: simultaneous actions', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  it('approve and reject of the same participant at once: one 200, one 409, one audit row', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await submittedParticipant();
      const a = await staff(ROLES.brokerAdmin);
      const b = await staff(ROLES.brokerAdmin);
      await readyForApproval(a.token, p.id);
      const [approve, reject] = await Promise.all([
        api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, a.token, {
          nasabah_id: p.id,
          username: `trader${round}`,
          password: 'Trading#2026',
          account_no: `88001234${round}`,
        }),
        api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, b.token, { description: REASON }),
      ]);
      const codes = [approve.statusCode, reject.statusCode].sort();
      // The loser either lost the guarded UPDATE (409) or read the winner's status first (2011).
      expect(codes[0]).toBe(200);
      expect([400, 409]).toContain(codes[1]);
      const loser = approve.statusCode === 200 ? reject : approve;
      expect([MSG.reviewConflict, MSG.newParticipantInvalid]).toContain(loser.json().err_message_id);
      const rows = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, p.id), like(auditLog.action, 'kyc.%')));
      expect(rows.filter((r) => r.action === 'kyc.approve' || r.action === 'kyc.reject')).toHaveLength(1);
      const record = await h.record(p.id);
      expect(record.statusNasabah).toBe(approve.statusCode === 200 ? 4 : 5);
    }
  });

  it('two approvals at once: exactly one wins with a 200; the other is told', async () => {
    const p = await submittedParticipant();
    const a = await staff(ROLES.brokerAdmin);
    const body = { nasabah_id: p.id, username: 'trader', password: 'Trading#2026', account_no: '8800999' };
    await readyForApproval(a.token, p.id);
    const replies = await Promise.all([
      api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, a.token, body),
      api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, a.token, body),
    ]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'kyc.approve')));
    expect(rows).toHaveLength(1);
  });
});
