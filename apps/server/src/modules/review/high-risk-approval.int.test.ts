/**
 * A Tinggi participant is approved through a proposal with enhanced due diligence, decided by a
 * senior (docs/product/risk-rating.md § Enhanced due diligence). The participant is made the way a
 * customer makes one: a yes to the PEP question on step 1, every step through the calls. Every
 * approve route is asked: the broker's, the counter's, the proposal and its decision.
 */
import {
  EDD_CHECKS,
  kycDetailReplySchema,
  MSG,
  proposalListReplySchema,
  proposalReplySchema,
  ROLES,
  STATUS_NASABAH,
} from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { ratingHistory } from '../risk-rating';
import { useReviewHarness } from './testing/review-harness';

const PASSWORD = 'Emas#Kilau2026';
const REASON = 'Data lengkap dan sesuai; jabatan publik keluarga sudah dijelaskan oleh nasabah.';
const NOTE =
  'Slip gaji dan rekening koran 12 bulan sesuai; warisan tanah di Sleman dibuktikan akta; tidak ada berita negatif.';

let seq = 0;
const credentials = () => {
  seq += 1;
  return { username: `tinggi.emas${seq}`, password: PASSWORD, account_no: `77001234${seq}` };
};

describe('approving a Tinggi participant', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  /** A customer whose father is a regional official, rated Tinggi at submission, ready for approval. */
  async function pepParticipant(fullname: string, reviewer: string) {
    const p = await submittedParticipant({
      fullname,
      answers: { personal: { is_pep: true, pep_position: 'Ayah: Bupati Sleman' } },
    });
    const [rating] = await ratingHistory(h.t.db, p.id);
    expect(rating?.level).toBe('tinggi');
    await readyForApproval(reviewer, p.id);
    return p;
  }

  const propose = (token: string, body: object, prefix = 'admin-broker') =>
    api('POST', `/v1/${prefix}/proposals`, token, body);
  const decide = (token: string, id: string, prefix = 'admin-broker') =>
    api('POST', `/v1/${prefix}/proposals/${id}/approve`, token, {});

  it('refuses the approve calls, asks EDD with every check that applies, and lets only the super admin decide', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await pepParticipant('Tinggi Anak Bupati', maker.token);

    // The detail offers the proposal, not the approval, and names the checks the EDD needs.
    const read = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, maker.token);
    const detail = kycDetailReplySchema.parse(read.json()).data.customer;
    expect(detail.risk_level).toBe('tinggi');
    expect(detail.allowed_actions).toContain('propose_approve');
    expect(detail.allowed_actions).not.toContain('approve');
    expect(detail.unavailable_actions).toContainEqual({ action: 'approve', reason: MSG.approveNeedsSenior });
    expect(detail.edd_checks).toEqual([...EDD_CHECKS]);

    // Neither approve call takes a Tinggi participant.
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, maker.token, {
      nasabah_id: p.id,
      ...credentials(),
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ err_message_id: MSG.approveBlockedHighRisk });
    const counter = await api('POST', '/v1/counter/approve/non_trading', maker.token, {
      nasabah_id: p.id,
      ...credentials(),
    });
    expect(counter.statusCode).toBe(409);
    expect(JSON.stringify(counter.json())).toContain(MSG.approveBlockedHighRisk);

    // A proposal without EDD, or with a check that applies left open, is refused.
    const base = { kind: 'approve', customer_id: p.id, reason: REASON };
    const bare = await propose(maker.token, { ...base, ...credentials() });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ err_message_id: MSG.eddRequired });
    const noPepCheck = await propose(maker.token, {
      ...base,
      ...credentials(),
      edd: { checks: EDD_CHECKS.filter((c) => c !== 'pep_function'), note: NOTE },
    });
    expect(noPepCheck.statusCode).toBe(422);
    expect(noPepCheck.json()).toMatchObject({ err_message_id: MSG.eddChecksIncomplete });
    const shortNote = await propose(maker.token, {
      ...base,
      ...credentials(),
      edd: { checks: [...EDD_CHECKS], note: 'sudah dicek' },
    });
    expect(shortNote.statusCode).toBe(422);

    const creds = credentials();
    const made = await propose(maker.token, {
      ...base,
      ...creds,
      edd: { checks: [...EDD_CHECKS], note: NOTE },
    });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = proposalReplySchema.parse(made.json()).data.proposal;
    expect(proposal.edd).toEqual({ checks: [...EDD_CHECKS], note: NOTE });

    // Another broker reviewer reads it but may not decide it, and does not count it as theirs to decide.
    const colleague = await staff(ROLES.brokerAdmin);
    const theirs = await api('GET', '/v1/admin-broker/proposals?scope=to_decide', colleague.token);
    expect(proposalListReplySchema.parse(theirs.json()).data.proposals.map((x) => x.id)).not.toContain(
      proposal.id,
    );
    const asColleague = await api('GET', `/v1/admin-broker/proposals?customer_id=${p.id}`, colleague.token);
    expect(proposalListReplySchema.parse(asColleague.json()).data.proposals[0]).toMatchObject({
      id: proposal.id,
      can_decide: false,
      cannot_decide_reason: MSG.proposalNeedsSenior,
    });
    const refused = await decide(colleague.token, proposal.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ err_message_id: MSG.proposalNeedsSenior });

    // The super admin has it to decide, with the EDD beside it, and approves: the account opens.
    const senior = await staff(ROLES.superAdmin);
    const queue = await api('GET', '/v1/super-admin/proposals?scope=to_decide', senior.token);
    const listed = proposalListReplySchema
      .parse(queue.json())
      .data.proposals.find((x) => x.id === proposal.id);
    expect(listed).toMatchObject({ can_decide: true, edd: { note: NOTE } });
    const approved = await decide(senior.token, proposal.id, 'super-admin');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await h.record(p.id)).toMatchObject({
      statusNasabah: STATUS_NASABAH.accepted,
      tradeAccountNo: creds.account_no,
    });
  });

  it('a broker admin flagged senior decides it as the super admin does; a broker viewer cannot be flagged', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await pepParticipant('Tinggi Diputus Senior', maker.token);
    const made = await propose(maker.token, {
      kind: 'approve',
      customer_id: p.id,
      reason: REASON,
      ...credentials(),
      edd: { checks: [...EDD_CHECKS], note: NOTE },
    });
    const proposal = proposalReplySchema.parse(made.json()).data.proposal;

    const senior = await staff(ROLES.brokerAdmin, { senior: true });
    const queue = await api('GET', '/v1/admin-broker/proposals?scope=to_decide', senior.token);
    expect(proposalListReplySchema.parse(queue.json()).data.proposals.map((x) => x.id)).toContain(
      proposal.id,
    );
    const count = await api('GET', '/v1/admin-broker/proposals/count', senior.token);
    expect(count.json().data.to_decide).toBeGreaterThanOrEqual(1);
    const approved = await decide(senior.token, proposal.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await h.record(p.id)).toMatchObject({ statusNasabah: STATUS_NASABAH.accepted });

    await expect(staff(ROLES.brokerViewer, { senior: true })).rejects.toThrow(/senior: only for role/);
  });

  it('refuses EDD for a participant who is not Tinggi, whose approval stays the broker’s', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await submittedParticipant({ fullname: 'Rendah Biasa Saja' });
    await readyForApproval(maker.token, p.id);
    const read = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, maker.token);
    const detail = kycDetailReplySchema.parse(read.json()).data.customer;
    expect(detail.edd_checks).toBeNull();
    expect(detail.allowed_actions).toContain('approve');
    const withEdd = await propose(maker.token, {
      kind: 'approve',
      customer_id: p.id,
      reason: REASON,
      ...credentials(),
      edd: { checks: [...EDD_CHECKS], note: NOTE },
    });
    expect(withEdd.statusCode).toBe(400);
    expect(withEdd.json()).toMatchObject({ err_message_id: MSG.eddNotRequired });
  });

  it('names no EDD and no level to the bank’s staff', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await pepParticipant('Tinggi Dilihat Bank', maker.token);
    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const read = await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank.token);
    expect(read.statusCode, read.body).toBe(200);
    const detail = kycDetailReplySchema.parse(read.json()).data.customer;
    expect(detail.risk_level).toBeNull();
    expect(detail.edd_checks).toBeNull();
    expect(read.body).not.toContain(MSG.approveNeedsSenior);
  });
});
