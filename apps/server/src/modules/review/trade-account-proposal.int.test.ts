/**
 * The trading account number the server proposes to the reviewer who approves (decision 0137), on
 * participants who registered and submitted through the real calls: the platform's prefix and a
 * zero-padded sequence of ten digits, the next after the highest of that shape (numbers of other
 * shapes, like the demo's 8-digit 881000xx, do not count), read by the roles and in the scope of
 * the approve call. A proposal is not a reservation: two reviewers may read the same number, and
 * the approve call's refusal (the unique index) answers the second.
 */
import {
  MSG,
  proposalReplySchema,
  ROLES,
  STATUS_NASABAH,
  screeningReplySchema,
  tradeAccountProposalReplySchema,
} from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from './testing/review-harness';

const PASSWORD = 'Trading#2026';
const url = (id: string) => `/v1/admin-broker/kyc/${id}/trade-account-proposal`;

let seq = 0;
const username = () => `usul.akun${++seq}`;

describe('the proposed trading account number', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  async function proposalFor(token: string, id: string) {
    const res = await api('GET', url(id), token);
    expect(res.statusCode, res.body).toBe(200);
    return tradeAccountProposalReplySchema.parse(res.json()).data;
  }

  const approve = (token: string, id: string, accountNo: string) =>
    api('PATCH', `/v1/admin-broker/kyc/approve/${id}`, token, {
      nasabah_id: id,
      username: username(),
      password: PASSWORD,
      account_no: accountNo,
    });

  it('per platform: its prefix and the next number of ten digits; distinct once one is approved; a late approval with a number taken meanwhile is refused', async () => {
    const broker = await staff(ROLES.brokerAdmin);
    const a = await submittedParticipant();
    const b = await submittedParticipant();
    const c = await submittedParticipant();
    const onJafets = await submittedParticipant({ platform: 'jafets' });

    // The demo's approved participants hold 8-digit 881000xx: another shape, so GOFX starts at 1.
    expect(await h.record(a.id)).toMatchObject({ tradeAccountNo: null });
    expect(await proposalFor(broker.token, a.id)).toEqual({
      account_no: '8810000001',
      prefix: '881',
      length: 10,
    });
    expect((await proposalFor(broker.token, b.id)).account_no).toBe('8810000001');
    expect(await proposalFor(broker.token, onJafets.id)).toEqual({
      account_no: '8820000001',
      prefix: '882',
      length: 10,
    });

    await readyForApproval(broker.token, a.id);
    const first = await approve(broker.token, a.id, '8810000001');
    expect(first.statusCode, first.body).toBe(200);
    // Once a is approved, b and c are proposed the next number: distinct from a's.
    const forB = (await proposalFor(broker.token, b.id)).account_no;
    const forC = (await proposalFor(broker.token, c.id)).account_no;
    expect(forB).toBe('8810000002');
    expect(forC).toBe(forB);

    // b's reviewer approves first; c's approval, still holding the number it read, is refused
    // with the approve call's own message, and c then reads the next one.
    await readyForApproval(broker.token, b.id);
    await readyForApproval(broker.token, c.id);
    expect((await approve(broker.token, b.id, forB)).statusCode).toBe(200);
    const late = await approve(broker.token, c.id, forC);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ err_message_id: MSG.tradeAccountNoTaken });
    expect(await h.record(c.id)).toMatchObject({ statusNasabah: STATUS_NASABAH.new, tradeAccountNo: null });
    expect((await proposalFor(broker.token, c.id)).account_no).toBe('8810000003');
    // Another platform's sequence is its own.
    expect((await proposalFor(broker.token, onJafets.id)).account_no).toBe('8820000001');
  });

  it('two approvals at the same moment with the same proposed number: one 200, the other refused by the unique number', async () => {
    const one = await staff(ROLES.brokerAdmin);
    const two = await staff(ROLES.brokerViewer);
    const p = await submittedParticipant();
    const q = await submittedParticipant();
    await readyForApproval(one.token, p.id);
    await readyForApproval(two.token, q.id);
    const number = (await proposalFor(one.token, p.id)).account_no;
    expect((await proposalFor(two.token, q.id)).account_no).toBe(number);
    const replies = await Promise.all([approve(one.token, p.id, number), approve(two.token, q.id, number)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((r) => r.statusCode === 409);
    expect(loser?.json()).toMatchObject({ err_message_id: MSG.tradeAccountNoTaken });
    const records = [await h.record(p.id), await h.record(q.id)];
    expect(records.filter((r) => r.tradeAccountNo === number)).toHaveLength(1);
  });

  it('continues after the highest number of its shape; numbers of other lengths or prefixes do not count', async () => {
    const broker = await staff(ROLES.brokerAdmin);
    const typed = await submittedParticipant();
    const shorter = await submittedParticipant();
    const otherPrefix = await submittedParticipant();
    const next = await submittedParticipant();
    for (const p of [typed, shorter, otherPrefix]) await readyForApproval(broker.token, p.id);
    // A reviewer typed a number of the shape further on: the sequence continues after it.
    expect((await approve(broker.token, typed.id, '8810004200')).statusCode).toBe(200);
    // Of another shape: nine digits with the prefix, ten with another prefix.
    expect((await approve(broker.token, shorter.id, '881999999')).statusCode).toBe(200);
    expect((await approve(broker.token, otherPrefix.id, '8839999999')).statusCode).toBe(200);
    expect((await proposalFor(broker.token, next.id)).account_no).toBe('8810004201');
  });

  it('is read by the roles and in the scope of the approve call, for a participant waiting for approval only', async () => {
    const p = await submittedParticipant();
    const viewer = await staff(ROLES.brokerViewer);
    expect((await proposalFor(viewer.token, p.id)).prefix).toBe('881');
    for (const role of [ROLES.superAdmin, ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer]) {
      const res = await api('GET', url(p.id), (await staff(role)).token);
      expect(res.statusCode, `role ${role}`).toBe(403);
    }
    // A broker of the other platform does not see this participant at all.
    const jafetsBroker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const outside = await api('GET', url(p.id), jafetsBroker.token);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ err_message_id: MSG.participantNotFound });
    expect((await api('GET', url(p.id))).statusCode).toBe(401);
    // Once approved there is nothing to propose.
    await readyForApproval(viewer.token, p.id);
    const number = (await proposalFor(viewer.token, p.id)).account_no;
    expect((await approve(viewer.token, p.id, number)).statusCode).toBe(200);
    const after = await api('GET', url(p.id), viewer.token);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ err_message_id: MSG.newParticipantInvalid });
  });

  // Last in the file: it blacklists someone, which the checks of later approvals would see.
  it('a number held by a pending four-eyes approval is not proposed to anyone else', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const submitAs = async (fullname: string) => {
      const customer = await registerCustomer(h.t, { fullname });
      const person = nik('1962-04-05', false);
      const id = await h.register(customer.token, person, { platform_id: h.gofxId, fullname });
      await fillAndSubmit(h, customer.token, id, person, { fullname });
      return id;
    };
    // Someone approved, then blacklisted by two people: on Kilau's own list.
    const listed = await submitAs('Benyamin Siwabessy');
    await readyForApproval(maker.token, listed);
    const listedNo = (await proposalFor(maker.token, listed)).account_no;
    expect((await approve(maker.token, listed, listedNo)).statusCode).toBe(200);
    const blacklist = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'blacklist',
      customer_id: listed,
      reason: 'Peserta terbukti memalsukan dokumen identitas pada pembukaan rekening sebelumnya.',
    });
    const blacklistId = proposalReplySchema.parse(blacklist.json()).data.proposal.id;
    expect(
      (await api('POST', `/v1/admin-broker/proposals/${blacklistId}/approve`, checker.token, {})).statusCode,
    ).toBe(200);
    // A near-namesake matches; the match dismissed by two, their approval needs a second person.
    const twin = await submitAs('Benyamin Siwabesy');
    const screening = await api('GET', `/v1/admin-broker/kyc/${twin}/screening`, maker.token);
    const match = screeningReplySchema.parse(screening.json()).data.matches[0];
    if (!match) throw new Error('no match');
    const dismissal = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'dismiss_match',
      customer_id: twin,
      match_id: match.id,
      reason: 'Tanggal lahir sama, tetapi NIK dan foto KTP jelas orang yang berbeda.',
    });
    const dismissalId = proposalReplySchema.parse(dismissal.json()).data.proposal.id;
    expect(
      (await api('POST', `/v1/admin-broker/proposals/${dismissalId}/approve`, checker.token, {})).statusCode,
    ).toBe(200);
    await readyForApproval(maker.token, twin);
    const held = (await proposalFor(maker.token, twin)).account_no;
    const proposed = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'approve',
      customer_id: twin,
      reason: 'Kecocokan sudah dinyatakan bukan orang yang sama; data lain lengkap dan sesuai.',
      username: username(),
      password: PASSWORD,
      account_no: held,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    // While the proposal waits for its checker, its number is not proposed again.
    const other = await submittedParticipant();
    expect((await proposalFor(maker.token, other.id)).account_no).toBe(
      String(Number(held) + 1).padStart(10, '0'),
    );
  });
});
