/**
 * Kilau's own blacklist as a source (decision 0111): a participant blacklisted in the back-office
 * (by two people) is on it at once; someone submitting with their name and birth date is flagged,
 * cannot be approved, and the reviewers read why. The screening read's roles and scope.
 */
import { MSG, ROLES, SC } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, screeningMatches, screeningStates } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from '../review/testing/review-harness';

const REASON = 'Peserta terbukti memalsukan dokumen identitas pada pembukaan rekening sebelumnya.';

describe('screening against Kilau’s blacklist', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  /** A customer who registers and submits with this name and birth date (a fresh NIK). */
  async function submitAs(fullname: string, dob: string, platform: 'gofx' | 'jafets' = 'gofx') {
    const customer = await registerCustomer(h.t, { fullname });
    const person = nik(dob, false);
    const id = await h.register(customer.token, person, {
      platform_id: platform === 'jafets' ? h.jafetsId : h.gofxId,
      fullname,
    });
    await fillAndSubmit(h, customer.token, id, person, { fullname, jafets: platform === 'jafets' });
    return { customer, id, person };
  }

  const approveBody = (id: string, n: number) => ({
    nasabah_id: id,
    username: `kilauuji${n}`,
    password: 'Trading#2026',
    account_no: `77001234${n}`,
  });

  it('a participant is screened at submission: state clear, audited, approvable', async () => {
    const p = await submittedParticipant();
    const [state] = await h.t.db.select().from(screeningStates).where(eq(screeningStates.customerId, p.id));
    expect(state?.screenedAt).toBeInstanceOf(Date);
    const audit = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, p.id), eq(auditLog.action, 'screening.screen')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'user', actorId: p.customer.id });
    expect(audit[0]?.details).toMatchObject({ trigger: 'submission', alerts: 0, open: 0 });

    const broker = await staff(ROLES.brokerAdmin);
    const read = await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, broker.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      summary: { state: 'clear', open_matches: 0, four_eyes_approval: false, frozen: false },
      matches: [],
      pending_proposals: [],
    });
    const detail = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    expect(detail.json().data.customer.allowed_actions).toContain('approve');
  });

  it('blacklisted by two people, then someone with that name and birth date submits: flagged, not approvable', async () => {
    const a = await staff(ROLES.brokerAdmin);
    const b = await staff(ROLES.brokerAdmin);
    const listed = await submitAs('Hendra Gunawan Saputra', '1979-04-21');
    await readyForApproval(a.token, listed.id);
    const approved = await api(
      'PATCH',
      `/v1/admin-broker/kyc/approve/${listed.id}`,
      a.token,
      approveBody(listed.id, 1),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const proposed = await api('POST', '/v1/admin-broker/proposals', a.token, {
      kind: 'blacklist',
      customer_id: listed.id,
      reason: REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const checked = await api(
      'POST',
      `/v1/admin-broker/proposals/${proposed.json().data.proposal.id}/approve`,
      b.token,
      {},
    );
    expect(checked.statusCode, checked.body).toBe(200);

    // Another spelling of the same name, the same birth date, on another platform.
    const twin = await submitAs('Hendra Gunawan Saputera', '1979-04-21', 'jafets');
    const matches = await h.t.db
      .select()
      .from(screeningMatches)
      .where(eq(screeningMatches.customerId, twin.id));
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ source: 'kilau', entryRef: listed.id, status: 'open' });
    // Never against their own record: the blacklisted participant has no match with themselves.
    const own = await h.t.db
      .select()
      .from(screeningMatches)
      .where(eq(screeningMatches.customerId, listed.id));
    expect(own.filter((m) => m.entryRef === listed.id)).toHaveLength(0);

    const found = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, twin.id), eq(auditLog.action, 'screening.match_found')));
    expect(found).toHaveLength(1);
    expect(found[0]?.details).toMatchObject({ source: 'kilau', how: 'new', trigger: 'submission' });
    // The audit row names the match, never the listed person's data.
    expect(JSON.stringify(found[0]?.details)).not.toContain('Hendra');

    // Every item checked (decision 0131): what holds the approval is the match alone.
    await readyForApproval(a.token, twin.id);
    const blocked = await api(
      'PATCH',
      `/v1/admin-broker/kyc/approve/${twin.id}`,
      a.token,
      approveBody(twin.id, 2),
    );
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({
      status_code: SC.screeningOpenMatch,
      err_message_id: MSG.approveBlockedScreening,
    });
    const detail = await api('GET', `/v1/admin-broker/kyc/detail/${twin.id}`, a.token);
    expect(detail.json().data.customer.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.approveBlockedScreening,
    });

    const read = await api('GET', `/v1/admin-broker/kyc/${twin.id}/screening`, a.token);
    expect(read.statusCode, read.body).toBe(200);
    const data = read.json().data;
    expect(data.summary).toMatchObject({ state: 'open_match', open_matches: 1 });
    expect(data.matches[0]).toMatchObject({
      source: 'kilau',
      status: 'open',
      version: null,
      entry: { name: 'Hendra Gunawan Saputra', documents: [{ type: 'NIK', number: listed.person.ktp_no }] },
      subject: { name: 'Hendra Gunawan Saputera', birth_date: '1979-04-21', nationality: 'ID' },
    });
    expect(data.matches[0].score).toBeGreaterThanOrEqual(0.7);
    expect(data.matches[0].breakdown.tokens.length).toBeGreaterThan(0);
  });

  it('the screening is read by the broker’s reviewers and the super admin, in their scope only', async () => {
    const p = await submittedParticipant({ platform: 'jafets' });
    const gofxBroker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const viewer = await staff(ROLES.brokerViewer);
    const superAdmin = await staff(ROLES.superAdmin);
    const bank = await staff(ROLES.bankAdmin);
    expect((await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, viewer.token)).statusCode).toBe(200);
    expect((await api('GET', `/v1/super-admin/kyc/${p.id}/screening`, superAdmin.token)).statusCode).toBe(
      200,
    );
    // Another platform's broker: the same 404 as a participant that does not exist.
    const out = await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, gofxBroker.token);
    expect(out.statusCode).toBe(404);
    expect(out.json().err_message_id).toBe(MSG.participantNotFound);
    // The bank's staff never read what the lists say.
    expect((await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, bank.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/admin-bank/kyc/${p.id}/screening`, bank.token)).statusCode).toBe(404);
    // A broker under the super admin's prefix is refused.
    expect((await api('GET', `/v1/super-admin/kyc/${p.id}/screening`, viewer.token)).statusCode).toBe(403);
  });
});
