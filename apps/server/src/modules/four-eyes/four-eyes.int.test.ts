/**
 * Four eyes as staff walk it (decision 0111), through the real calls: a broker admin proposes, a
 * second person approves or declines, and the decision's effect (the customer's login, their
 * status, the audit trail) happens only then. The proposer can never check their own proposal, a
 * role that may not decide is refused, two checkers at once leave exactly one winner.
 */
import {
  counterActionReplySchema,
  MSG,
  proposalCountReplySchema,
  proposalListReplySchema,
  proposalReplySchema,
  ROLES,
  reviewActionReplySchema,
  SC,
  STATUS_NASABAH,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, fourEyesProposals, screeningRuns } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, type Participant, useReviewHarness } from '../review/testing/review-harness';

const REASON = 'Peserta terbukti memakai identitas orang lain menurut laporan bank mitra.';
const REASON_BACK = 'Laporan bank mitra dicabut; identitas peserta terbukti miliknya sendiri.';

let seq = 0;

/**
 * Names and birth dates far apart: a participant blacklisted here is on Kilau's own list at once,
 * and the next participant must not resemble them (the screening would hold their approval).
 */
const PEOPLE = [
  ['Bambang Sutrisno', '1961-03-05'],
  ['Siti Rahmawati', '1972-11-21'],
  ['Yohanes Pattiradjawane', '1983-07-09'],
  ['Ni Kadek Ayu Lestari', '1994-01-30'],
  ['Fransiskus Xaverius Lumbantobing', '1968-09-12'],
  ['Cut Nyak Meutia Hasibuan', '1979-05-17'],
  ['Gregorius Ondy Wattimena', '1988-12-02'],
  ['Theresia Kurniawati Djohan', '1990-04-26'],
  ['Ahmad Fauzan Siregar', '1975-08-14'],
  ['Maria Goreti Sembiring', '1966-02-08'],
] as const;

describe('four eyes', () => {
  const { h, staff, api, readyForApproval } = useReviewHarness();

  /** A customer who registers and submits as the next of PEOPLE (a fresh NIK). */
  async function submitted(platform: 'gofx' | 'jafets' = 'gofx'): Promise<Participant> {
    const [fullname, dob] = PEOPLE[seq++ % PEOPLE.length] ?? PEOPLE[0];
    const customer = await registerCustomer(h.t, { fullname });
    const person = nik(dob, false);
    const id = await h.register(customer.token, person, {
      platform_id: platform === 'jafets' ? h.jafetsId : h.gofxId,
      fullname,
    });
    await fillAndSubmit(h, customer.token, id, person, { fullname, jafets: platform === 'jafets' });
    return { customer, id, ktp_no: person.ktp_no };
  }

  /** A participant approved directly (no list match, no risk): status 4, ready to be blacklisted. */
  async function accepted(): Promise<Participant> {
    const p = await submitted();
    const broker = await staff(ROLES.brokerAdmin);
    await readyForApproval(broker.token, p.id);
    const res = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: `empat.mata${seq}`,
      password: 'Trading#2026',
      account_no: `88007700${seq}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return p;
  }

  const login = (p: Participant) =>
    api('POST', '/v2/user/auth', undefined, { email: p.customer.email, password: p.customer.password });

  const auditOf = (customerId: string, action: string) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customerId), eq(auditLog.action, action)));

  it('the product’s blacklist call proposes; the proposer cannot approve it; another broker admin does, and only then the customer is blocked', async () => {
    const p = await accepted();
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);

    const res = await api('PUT', `/v1/nasabah/blacklist/${p.id}`, maker.token, { description: REASON });
    expect(res.statusCode, res.body).toBe(200);
    const reply = counterActionReplySchema.parse(res.json());
    expect(reply.data.message).toBe(MSG.proposalSubmitted);
    // Nothing happened yet: the customer still signs in.
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
    expect((await login(p)).statusCode).toBe(200);
    const [proposeRow] = await auditOf(p.id, 'four_eyes.propose');
    expect(proposeRow).toMatchObject({ id: reply.activity_id, actorId: maker.id });
    expect(proposeRow?.details).toMatchObject({ kind: 'blacklist', reason: REASON });

    const pending = proposalListReplySchema.parse(
      (await api('GET', `/v1/admin-broker/proposals?customer_id=${p.id}`, maker.token)).json(),
    ).data.proposals;
    expect(pending).toHaveLength(1);
    const proposal = pending[0];
    expect(proposal).toMatchObject({
      kind: 'blacklist',
      status: 'pending',
      reason: REASON,
      customer_id: p.id,
      proposed_by: { id: maker.id },
      can_decide: false,
      cannot_decide_reason: MSG.proposalOwn,
    });

    const own = await api('POST', `/v1/admin-broker/proposals/${proposal?.id}/approve`, maker.token, {});
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      status_code: SC.proposalSamePerson,
      err_message_id: MSG.proposalSamePerson,
    });
    const ownDecline = await api('POST', `/v1/admin-broker/proposals/${proposal?.id}/decline`, maker.token, {
      reason: REASON_BACK,
    });
    expect(ownDecline.json()).toMatchObject({ status_code: SC.proposalSamePerson });

    const ok = await api('POST', `/v1/admin-broker/proposals/${proposal?.id}/approve`, checker.token, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(proposalReplySchema.parse(ok.json()).data.proposal).toMatchObject({
      status: 'approved',
      decided_by: { id: checker.id },
      can_decide: false,
    });
    expect(await h.record(p.id)).toMatchObject({
      statusNasabah: STATUS_NASABAH.blacklisted,
      description: REASON,
    });
    expect((await login(p)).json()).toMatchObject({ status_code: SC.loginBlocked });
    // The trail names both: the checker acted, the proposer proposed.
    const [blacklisted] = await auditOf(p.id, 'kyc.blacklist');
    expect(blacklisted).toMatchObject({ actorId: checker.id });
    expect(blacklisted?.details).toMatchObject({ proposed_by: maker.id, proposal_id: proposal?.id });
    const [approved] = await auditOf(p.id, 'four_eyes.approve');
    expect(approved).toMatchObject({ actorId: checker.id });
    expect(approved?.details).toMatchObject({ kind: 'blacklist', proposed_by: maker.id });

    // Kilau's own list changed: every active participant is screened against it again.
    const runs = await h.t.db.select().from(screeningRuns).where(eq(screeningRuns.startedBy, checker.id));
    expect(runs).toMatchObject([{ trigger: 'blacklist_change', source: 'kilau' }]);

    // Decided: a second approval is told so.
    const again = await api('POST', `/v1/admin-broker/proposals/${proposal?.id}/approve`, checker.token, {});
    expect(again.json()).toMatchObject({ status_code: SC.proposalNotPending });
  });

  it('unblacklist: proposed by a broker admin, approved by the super admin; a second pending one of the same kind is refused', async () => {
    const p = await accepted();
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const superAdmin = await staff(ROLES.superAdmin);
    await api('PUT', `/v1/admin-broker/kyc/block/${p.id}`, maker.token, { description: REASON });
    const [bl] = await h.t.db.select().from(fourEyesProposals).where(eq(fourEyesProposals.customerId, p.id));
    await api('POST', `/v1/admin-broker/proposals/${bl?.id}/approve`, checker.token, {});
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.blacklisted);

    // The unblock call of docs/product/back-office.md § Calls has no body: it still proposes, with a reason saying so.
    const un = await api('PUT', `/v1/admin-broker/kyc/unblock/${p.id}`, maker.token);
    expect(un.statusCode, un.body).toBe(200);
    reviewActionReplySchema.parse(un.json());
    const twice = await api('POST', '/v1/admin-broker/proposals', checker.token, {
      kind: 'unblacklist',
      customer_id: p.id,
      reason: REASON_BACK,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      status_code: SC.proposalNotPending,
      err_message_id: MSG.proposalPendingExists,
    });

    const list = proposalListReplySchema.parse(
      (
        await api('GET', `/v1/super-admin/proposals?scope=to_decide&customer_id=${p.id}`, superAdmin.token)
      ).json(),
    ).data.proposals;
    expect(list.map((x) => [x.kind, x.reason, x.can_decide])).toEqual([
      ['unblacklist', MSG.proposalUnblacklistDefaultReason, true],
    ]);
    const ok = await api('POST', `/v1/super-admin/proposals/${list[0]?.id}/approve`, superAdmin.token, {
      reason: REASON_BACK,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await h.record(p.id)).toMatchObject({ statusNasabah: STATUS_NASABAH.accepted, state: 'approved' });
    expect((await login(p)).statusCode).toBe(200);
    const [row] = await auditOf(p.id, 'kyc.unblacklist');
    expect(row).toMatchObject({ actorId: superAdmin.id });
    expect(row?.details).toMatchObject({ proposed_by: maker.id });
  });

  it('refuses a role that may not propose or decide: the viewer neither proposes a blacklist nor approves one; the super admin proposes nothing', async () => {
    const p = await accepted();
    const maker = await staff(ROLES.brokerAdmin);
    const viewer = await staff(ROLES.brokerViewer);
    const superAdmin = await staff(ROLES.superAdmin);
    const body = { kind: 'blacklist', customer_id: p.id, reason: REASON };
    expect((await api('POST', '/v1/admin-broker/proposals', viewer.token, body)).statusCode).toBe(403);
    expect((await api('POST', '/v1/super-admin/proposals', superAdmin.token, body)).statusCode).toBe(403);
    const made = await api('POST', '/v1/admin-broker/proposals', maker.token, body);
    expect(made.statusCode, made.body).toBe(201);
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;
    const denied = await api('POST', `/v1/admin-broker/proposals/${id}/approve`, viewer.token, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ err_message_id: MSG.proposalRoleCannotDecide });
    // The viewer reads it, and is told why they cannot decide it.
    const seen = proposalListReplySchema.parse(
      (await api('GET', `/v1/admin-broker/proposals?customer_id=${p.id}`, viewer.token)).json(),
    ).data.proposals;
    expect(seen[0]).toMatchObject({ can_decide: false, cannot_decide_reason: MSG.proposalRoleCannotDecide });
    // A blacklist of a participant who is not registered (new) makes no sense now.
    const fresh = await submitted();
    const wrong = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      ...body,
      customer_id: fresh.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ err_message_id: MSG.proposalNotApplicable });
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
  });

  it('two checkers at once: one wins, the other gets 409 2044; one blacklist, one approval in the trail', async () => {
    const p = await accepted();
    const maker = await staff(ROLES.brokerAdmin);
    const a = await staff(ROLES.brokerAdmin);
    const b = await staff(ROLES.superAdmin);
    const made = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'blacklist',
      customer_id: p.id,
      reason: REASON,
    });
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;
    const replies = await Promise.all([
      api('POST', `/v1/admin-broker/proposals/${id}/approve`, a.token, {}),
      api('POST', `/v1/super-admin/proposals/${id}/approve`, b.token, {}),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({
      status_code: SC.proposalNotPending,
      err_message_id: MSG.proposalNotPending,
    });
    expect(await auditOf(p.id, 'kyc.blacklist')).toHaveLength(1);
    expect(await auditOf(p.id, 'four_eyes.approve')).toHaveLength(1);
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.blacklisted);
  });

  it('declines with a reason: nothing happens to the participant; the proposal is closed and audited', async () => {
    const p = await accepted();
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const made = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'blacklist',
      customer_id: p.id,
      reason: REASON,
    });
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;
    expect(
      (await api('POST', `/v1/admin-broker/proposals/${id}/decline`, checker.token, {})).statusCode,
    ).toBe(422);
    const res = await api('POST', `/v1/admin-broker/proposals/${id}/decline`, checker.token, {
      reason: REASON_BACK,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(proposalReplySchema.parse(res.json()).data.proposal).toMatchObject({
      status: 'declined',
      decision_reason: REASON_BACK,
      decided_by: { id: checker.id },
    });
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
    expect((await login(p)).statusCode).toBe(200);
    const [row] = await auditOf(p.id, 'four_eyes.decline');
    expect(row).toMatchObject({ actorId: checker.id });
    expect(row?.details).toMatchObject({ kind: 'blacklist', reason: REASON_BACK, proposed_by: maker.id });
    // Closed: a new proposal of the same kind may be made again.
    const anew = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'blacklist',
      customer_id: p.id,
      reason: REASON,
    });
    expect(anew.statusCode).toBe(201);
  });

  it('lists per scope and counts what the caller may decide, inside their platform', async () => {
    const onGofx = await accepted();
    const maker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const gofxChecker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const jafetsChecker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const viewer = await staff(ROLES.brokerViewer, { platform: 'gofx' });
    const count = async (token: string) =>
      proposalCountReplySchema.parse((await api('GET', '/v1/admin-broker/proposals/count', token)).json())
        .data.to_decide;
    const before = { gofx: await count(gofxChecker.token), jafets: await count(jafetsChecker.token) };
    const made = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'blacklist',
      customer_id: onGofx.id,
      reason: REASON,
    });
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;
    expect(await count(gofxChecker.token)).toBe(before.gofx + 1);
    // Another platform's broker does not see it, nor can decide it by its id.
    expect(await count(jafetsChecker.token)).toBe(before.jafets);
    expect(
      (await api('POST', `/v1/admin-broker/proposals/${id}/approve`, jafetsChecker.token, {})).statusCode,
    ).toBe(404);
    // The viewer decides no blacklist: not in their count; the proposer's own is not in theirs.
    expect(await count(viewer.token)).toBe(0);
    const toDecideOfMaker = proposalListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/proposals?scope=to_decide', maker.token)).json(),
    ).data.proposals;
    expect(toDecideOfMaker.map((x) => x.id)).not.toContain(id);
    const mine = proposalListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/proposals?scope=mine', maker.token)).json(),
    ).data;
    expect(mine.proposals.map((x) => x.id)).toEqual([id]);
    expect(mine.total).toBe(1);
    const toDecide = proposalListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/proposals?scope=to_decide', gofxChecker.token)).json(),
    ).data.proposals;
    expect(toDecide.map((x) => x.id)).toContain(id);
    // Decided: out of the pending lists and the count.
    await api('POST', `/v1/admin-broker/proposals/${id}/approve`, gofxChecker.token, {});
    expect(await count(gofxChecker.token)).toBe(before.gofx);
    const done = proposalListReplySchema.parse(
      (await api('GET', '/v1/admin-broker/proposals?status=approved&scope=mine', maker.token)).json(),
    ).data.proposals;
    expect(done.map((x) => x.id)).toEqual([id]);
  });
});
