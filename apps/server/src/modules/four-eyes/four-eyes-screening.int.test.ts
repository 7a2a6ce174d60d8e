/**
 * Four eyes on the screening (decision 0111), through the real calls: a participant is flagged
 * because they resemble someone on Kilau's own blacklist; a match is dismissed or confirmed by two
 * people; a participant with a dismissed match is approved only through a proposal, whose password
 * is sealed until the checker's approval; a proposal whose evidence changed lapses. What the
 * customer sees of a confirmed match is the ordinary blocked login, nothing of the list.
 */
import {
  kycDetailReplySchema,
  MSG,
  proposalReplySchema,
  ROLES,
  riskFactorText,
  SC,
  SOURCE_LABELS,
  STATUS_NASABAH,
  screeningReplySchema,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, fourEyesProposals, riskStates } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from '../review/testing/review-harness';
import { ratingHistory } from '../risk-rating';

const REASON = 'Peserta terbukti memalsukan dokumen identitas pada pembukaan rekening sebelumnya.';
const DISMISS = 'Tanggal lahir sama, tetapi NIK, tempat lahir, dan foto KTP jelas orang yang berbeda.';
const CONFIRM = 'NIK dan foto KTP sama dengan peserta dalam daftar hitam; orang yang sama dengan ejaan lain.';
const APPROVE = 'Kecocokan sudah dinyatakan bukan orang yang sama; data lain lengkap dan sesuai.';
const PASSWORD = 'Emas#Kilau2026';

let seq = 0;

describe('four eyes on the screening', () => {
  const { h, staff, api, readyForApproval } = useReviewHarness();

  async function submitAs(fullname: string, dob: string) {
    const customer = await registerCustomer(h.t, { fullname });
    const person = nik(dob, false);
    const id = await h.register(customer.token, person, { platform_id: h.gofxId, fullname });
    await fillAndSubmit(h, customer.token, id, person, { fullname });
    return { customer, id, person };
  }

  const credentials = () => {
    seq += 1;
    return { username: `saring.emas${seq}`, password: PASSWORD, account_no: `66001234${seq}` };
  };

  /** Someone approved, then blacklisted by two people: on Kilau's own list from then on. */
  async function blacklisted(fullname: string, dob: string) {
    const a = await staff(ROLES.brokerAdmin);
    const b = await staff(ROLES.brokerAdmin);
    const listed = await submitAs(fullname, dob);
    await readyForApproval(a.token, listed.id);
    const ok = await api('PATCH', `/v1/admin-broker/kyc/approve/${listed.id}`, a.token, {
      nasabah_id: listed.id,
      ...credentials(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const proposed = await api('POST', '/v1/admin-broker/proposals', a.token, {
      kind: 'blacklist',
      customer_id: listed.id,
      reason: REASON,
    });
    const id = proposalReplySchema.parse(proposed.json()).data.proposal.id;
    expect((await api('POST', `/v1/admin-broker/proposals/${id}/approve`, b.token, {})).statusCode).toBe(200);
    return listed;
  }

  const screening = async (customerId: string, token: string) => {
    const res = await api('GET', `/v1/admin-broker/kyc/${customerId}/screening`, token);
    expect(res.statusCode, res.body).toBe(200);
    return screeningReplySchema.parse(res.json()).data;
  };

  const propose = (token: string, body: object) => api('POST', '/v1/admin-broker/proposals', token, body);
  const decide = (token: string, id: string, how: 'approve' | 'decline' = 'approve', body: object = {}) =>
    api('POST', `/v1/admin-broker/proposals/${id}/${how}`, token, body);

  it('a dismissed match: proposed and approved by two; the approval then needs a second person too, and the proposal’s approval opens the account with the mailed link', async () => {
    await blacklisted('Rudolf Manuhutu', '1963-03-03');
    const twin = await submitAs('Rudolf Manuhuttu', '1963-03-03');
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const viewer = await staff(ROLES.brokerViewer);
    const before = await screening(twin.id, maker.token);
    expect(before.summary).toMatchObject({ state: 'open_match', open_matches: 1 });
    const match = before.matches[0];
    if (!match) throw new Error('no match');

    // The approve proposal is refused while the match is open, like the direct approve.
    const early = await propose(viewer.token, {
      kind: 'approve',
      customer_id: twin.id,
      reason: APPROVE,
      ...credentials(),
    });
    expect(early.json()).toMatchObject({ status_code: SC.screeningOpenMatch });

    const made = await propose(viewer.token, {
      kind: 'dismiss_match',
      customer_id: twin.id,
      match_id: match.id,
      reason: DISMISS,
    });
    expect(made.statusCode, made.body).toBe(201);
    const dismissal = proposalReplySchema.parse(made.json()).data.proposal;
    expect(dismissal).toMatchObject({ kind: 'dismiss_match', match_id: match.id, match_source: 'kilau' });
    // The panel shows it pending on the match, and the viewer may not decide a dismissal.
    const pending = await screening(twin.id, viewer.token);
    expect(pending.pending_proposals.map((p) => p.id)).toEqual([dismissal.id]);
    const otherViewer = await staff(ROLES.brokerViewer);
    const denied = await decide(otherViewer.token, dismissal.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ err_message_id: MSG.proposalRoleCannotDecide });
    // A match of another participant is not theirs to propose on.
    const stranger = await submitAs('Kornelis Rumbewas', '1987-09-19');
    const wrong = await propose(maker.token, {
      kind: 'dismiss_match',
      customer_id: stranger.id,
      match_id: match.id,
      reason: DISMISS,
    });
    expect(wrong.statusCode).toBe(404);

    const ok = await decide(checker.token, dismissal.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await screening(twin.id, maker.token);
    expect(after.summary).toMatchObject({ open_matches: 0, four_eyes_approval: true });
    expect(after.matches[0]).toMatchObject({
      status: 'dismissed',
      decided_by: { id: viewer.id },
      checked_by: { id: checker.id },
      decision_reason: DISMISS,
    });
    const [dismissedRow] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, twin.id), eq(auditLog.action, 'screening.match_dismissed')));
    expect(dismissedRow).toMatchObject({ actorId: checker.id });
    expect(dismissedRow?.details).toMatchObject({ proposed_by: viewer.id, proposal_id: dismissal.id });
    // The dismissal rates the participant again: the dismissed match is a reason of the rating,
    // one entry of its history after the submission's (docs/product/risk-rating.md).
    const [rated, submitted] = await ratingHistory(h.t.db, twin.id);
    expect(submitted).toMatchObject({ trigger: 'submission', level: 'rendah' });
    expect(rated).toMatchObject({ trigger: 'screening', score: 2 + 3, level: 'menengah' });
    expect(rated?.factors.map(riskFactorText)).toContain(
      `Kecocokan daftar pantauan yang ditolak: ${MSG.watchlistSourceKilau}`,
    );

    // A direct approval is refused now, every item checked (decision 0131); the detail offers the
    // proposal instead, which the checked items let through.
    await readyForApproval(maker.token, twin.id);
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${twin.id}`, maker.token, {
      nasabah_id: twin.id,
      ...credentials(),
    });
    expect(direct.json()).toMatchObject({ status_code: SC.fourEyesRequired });
    const detail = kycDetailReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/detail/${twin.id}`, maker.token)).json(),
    ).data.customer;
    expect(detail.allowed_actions).toContain('propose_approve');
    expect(detail.allowed_actions).not.toContain('approve');

    const creds = credentials();
    const asked = await propose(maker.token, {
      kind: 'approve',
      customer_id: twin.id,
      reason: APPROVE,
      ...creds,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approval = proposalReplySchema.parse(asked.json()).data.proposal;
    expect(approval.approve).toEqual({ username: creds.username, account_no: creds.account_no });
    // The password is kept sealed to this proposal, never in clear, and in no reply or audit row.
    const [stored] = await h.t.db
      .select()
      .from(fourEyesProposals)
      .where(eq(fourEyesProposals.id, approval.id));
    expect(stored?.payload.password_sealed).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(asked.body).not.toContain(PASSWORD);

    const done = await decide(viewer.token, approval.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await h.record(twin.id)).toMatchObject({
      statusNasabah: STATUS_NASABAH.accepted,
      tradeAccountNo: creds.account_no,
    });
    const mail = await h.t.lastMessageTo(twin.customer.email);
    expect(mail?.subject).toBe(MSG.approvalEmailSubject);
    expect(mail?.text).toMatch(/\/sandi-akun\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).not.toContain(PASSWORD);
    const [approvedRow] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, twin.id), eq(auditLog.action, 'kyc.approve')));
    expect(approvedRow).toMatchObject({ actorId: viewer.id });
    expect(approvedRow?.details).toMatchObject({ proposed_by: maker.id, proposal_id: approval.id });
    // Used: the sealed password is gone.
    const [closed] = await h.t.db
      .select()
      .from(fourEyesProposals)
      .where(eq(fourEyesProposals.id, approval.id));
    expect(closed).toMatchObject({ status: 'approved' });
    expect(closed?.payload).not.toHaveProperty('password_sealed');
  });

  it('a confirmed match: blacklisted from the new list, frozen, logged out; the customer’s login says nothing of the list; only a four-eyes unblacklist thaws it', async () => {
    await blacklisted('Wahyu Hidayatullah', '1970-07-07');
    const twin = await submitAs('Wahyu Hidayatulloh', '1970-07-07');
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.superAdmin);
    const match = (await screening(twin.id, maker.token)).matches[0];
    if (!match) throw new Error('no match');
    const mailBefore = await h.t.lastMessageTo(twin.customer.email);
    const ratedAt = async () =>
      (await h.t.db.select().from(riskStates).where(eq(riskStates.customerId, twin.id)))[0]?.ratedAt;
    const ratedBefore = await ratedAt();

    const made = await propose(maker.token, {
      kind: 'confirm_match',
      customer_id: twin.id,
      match_id: match.id,
      reason: CONFIRM,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;
    const ok = await api('POST', `/v1/super-admin/proposals/${id}/approve`, checker.token, {});
    expect(ok.statusCode, ok.body).toBe(200);

    const record = await h.record(twin.id);
    expect(record).toMatchObject({ statusNasabah: STATUS_NASABAH.blacklisted });
    expect(record.frozenAt).toBeInstanceOf(Date);
    const read = await screening(twin.id, maker.token);
    expect(read.summary).toMatchObject({ frozen: true });
    expect(read.matches[0]).toMatchObject({ status: 'confirmed', checked_by: { id: checker.id } });
    // The decided match was read by the risk rating again.
    expect((await ratedAt())?.getTime()).toBeGreaterThan(ratedBefore?.getTime() ?? Number.POSITIVE_INFINITY);
    // The customer: logged out, and their login answers the ordinary blocked code and text.
    expect((await api('GET', `/v2/kyc/customer/platform/${h.gofxId}`, twin.customer.token)).statusCode).toBe(
      401,
    );
    const login = await api('POST', '/v2/user/auth', undefined, {
      email: twin.customer.email,
      password: twin.customer.password,
    });
    expect(login.json()).toMatchObject({ status_code: SC.loginBlocked });
    for (const label of [...Object.values(SOURCE_LABELS), 'daftar', 'pantauan', 'PBB', 'DTTOT'])
      expect(login.body.toLowerCase()).not.toContain(label.toLowerCase());
    // No mail tells them anything.
    expect(await h.t.lastMessageTo(twin.customer.email)).toEqual(mailBefore);

    // Frozen: every decision but the unblacklist is refused, the direct ones as the proposals.
    const reject = await api('PUT', `/v1/admin-broker/kyc/reject/${twin.id}`, maker.token, {
      description: REASON,
    });
    expect(reject.json()).toMatchObject({ status_code: SC.recordFrozen });
    const other = await propose(maker.token, { kind: 'blacklist', customer_id: twin.id, reason: REASON });
    expect(other.json()).toMatchObject({ status_code: SC.recordFrozen });
    const un = await api('PUT', `/v1/admin-broker/kyc/unblock/${twin.id}`, maker.token, {
      description: DISMISS,
    });
    expect(un.statusCode, un.body).toBe(200);
    const [pending] = await h.t.db
      .select()
      .from(fourEyesProposals)
      .where(and(eq(fourEyesProposals.customerId, twin.id), eq(fourEyesProposals.status, 'pending')));
    expect(
      (await api('POST', `/v1/super-admin/proposals/${pending?.id}/approve`, checker.token, {})).statusCode,
    ).toBe(200);
    // Never approved before the match: back to the broker's new list, thawed.
    const thawed = await h.record(twin.id);
    expect(thawed).toMatchObject({ statusNasabah: STATUS_NASABAH.new, state: 'submitted', frozenAt: null });
    // The two people overturned the confirmation: the match is dismissed under their names, so the
    // participant can be approved again, by two people.
    const after = await screening(twin.id, maker.token);
    expect(after.matches.map((m) => m.status)).toEqual(['dismissed']);
    expect(after.matches[0]).toMatchObject({
      decided_by: { id: maker.id },
      checked_by: { id: checker.id },
      decision_reason: DISMISS,
    });
    expect(after.summary).toMatchObject({ state: 'clear', frozen: false, four_eyes_approval: true });
    await readyForApproval(maker.token, twin.id);
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${twin.id}`, maker.token, {
      nasabah_id: twin.id,
      ...credentials(),
    });
    expect(direct.json()).toMatchObject({ status_code: SC.fourEyesRequired });
  });

  it('an evidence change lapses the proposal: the checker gets 409 2043, the proposal is lapsed and its sealed password erased', async () => {
    await blacklisted('Benediktus Simanjuntak', '1977-07-17');
    const twin = await submitAs('Benedictus Simanjuntak', '1977-07-17');
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const match = (await screening(twin.id, maker.token)).matches[0];
    if (!match) throw new Error('no match');
    const dismissal = proposalReplySchema.parse(
      (
        await propose(maker.token, {
          kind: 'dismiss_match',
          customer_id: twin.id,
          match_id: match.id,
          reason: DISMISS,
        })
      ).json(),
    ).data.proposal;
    expect((await decide(checker.token, dismissal.id)).statusCode).toBe(200);
    await readyForApproval(maker.token, twin.id);
    const approval = proposalReplySchema.parse(
      (
        await propose(maker.token, {
          kind: 'approve',
          customer_id: twin.id,
          reason: APPROVE,
          ...credentials(),
        })
      ).json(),
    ).data.proposal;

    // Meanwhile another reviewer rejects the participant: the record the proposal judged is gone.
    const reviewer = await staff(ROLES.brokerViewer);
    const rejected = await api('PUT', `/v1/admin-broker/kyc/reject/${twin.id}`, reviewer.token, {
      description: REASON,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const late = await decide(checker.token, approval.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status_code: SC.proposalLapsed, err_message_id: MSG.proposalLapsed });
    const [row] = await h.t.db.select().from(fourEyesProposals).where(eq(fourEyesProposals.id, approval.id));
    expect(row).toMatchObject({ status: 'lapsed', decidedBy: checker.id });
    expect(row?.payload).not.toHaveProperty('password_sealed');
    const [lapse] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, twin.id), eq(auditLog.action, 'four_eyes.lapse')));
    expect(lapse).toMatchObject({ actorId: checker.id });
    expect(lapse?.details).toMatchObject({ proposal_id: approval.id, kind: 'approve' });
    expect((await h.record(twin.id)).statusNasabah).toBe(STATUS_NASABAH.rejected);
    // Lapsed is closed: deciding again is told so.
    expect((await decide(checker.token, approval.id)).json()).toMatchObject({
      status_code: SC.proposalNotPending,
    });
  });

  it('an approval proposal for someone who needs no second person is refused: the direct approve is theirs', async () => {
    const plain = await submitAs('Paulus Tanamal', '1981-01-11');
    const maker = await staff(ROLES.brokerAdmin);
    // Every item checked (decision 0131): what refuses the proposal is that no second person is needed.
    await readyForApproval(maker.token, plain.id);
    const res = await propose(maker.token, {
      kind: 'approve',
      customer_id: plain.id,
      reason: APPROVE,
      ...credentials(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ err_message_id: MSG.proposalApproveNotNeeded });
  });
});
