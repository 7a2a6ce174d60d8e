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
import { pdfText } from '../../test/pdf';
import { ratingHistory } from '../risk-rating';
import { useReviewHarness } from './testing/review-harness';

const PASSWORD = 'Emas#Kilau2026';
const REASON = 'Data lengkap dan sesuai; jabatan publik keluarga sudah dijelaskan oleh nasabah.';
const FUNDS = 'Gaji bulanan sebagai dosen di Universitas Gadjah Mada sejak 2012.';
const WEALTH = 'Tabungan gaji dan warisan sebidang tanah di Sleman dari kakek pada 2019.';
const NOTE =
  'Slip gaji dan rekening koran 12 bulan sesuai; warisan tanah di Sleman dibuktikan akta; tidak ada berita negatif.';

let seq = 0;
const credentials = () => {
  seq += 1;
  return { username: `tinggi.emas${seq}`, password: PASSWORD, account_no: `77001234${seq}` };
};

describe('approving a Tinggi participant', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  /**
   * The declaration of source of funds and wealth as it is made: the reviewer asks it through a
   * resubmission request, the customer uploads the document, declares and resubmits.
   */
  async function declareFunds(reviewer: string, p: { id: string; customer: { token: string } }) {
    const asked = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, reviewer, {
      items: [{ item: 'funds_declaration', decision: 'resubmit', note: 'Mohon lampirkan rekening koran.' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const fileId = await h.uploadPng(p.customer.token, p.id, 'funds_declaration');
    const declared = await api('PUT', `/v2/kyc/resubmission/${p.id}/funds-declaration`, p.customer.token, {
      source_of_funds: FUNDS,
      source_of_wealth: WEALTH,
      file_id: fileId,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const done = await h.submit(p.customer.token, p.id);
    expect(done.json(), done.body).toMatchObject({ status_code: '00' });
    return fileId;
  }

  /**
   * A customer whose father is a regional official, rated Tinggi at submission, ready for approval;
   * with `declared`, they have also declared their source of funds when asked.
   */
  async function pepParticipant(fullname: string, reviewer: string, declared = true) {
    const p = await submittedParticipant({
      fullname,
      answers: { personal: { is_pep: true, pep_position: 'Ayah: Bupati Sleman' } },
    });
    const [rating] = await ratingHistory(h.t.db, p.id);
    expect(rating?.level).toBe('tinggi');
    await readyForApproval(reviewer, p.id);
    if (declared) await declareFunds(reviewer, p);
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
    expect(detail.pep_answer).toBe(`${MSG.pepAnswerYes}: Ayah: Bupati Sleman`);

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
    // The customer's declaration is kept with the proposal, as the proposer read it.
    expect(proposal.edd).toMatchObject({
      checks: [...EDD_CHECKS],
      note: NOTE,
      declaration: { source_of_funds: FUNDS, source_of_wealth: WEALTH },
    });

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
    expect(listed).toMatchObject({
      can_decide: true,
      edd: { note: NOTE, declaration: { source_of_funds: FUNDS } },
    });
    const approved = await decide(senior.token, proposal.id, 'super-admin');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await h.record(p.id)).toMatchObject({
      statusNasabah: STATUS_NASABAH.accepted,
      tradeAccountNo: creds.account_no,
    });

    // The auditor's case file reports the PEP answer, the EDD the approval rested on and the
    // customer's declaration; the bank's copy has the answer and nothing of the EDD.
    const text = async (prefix: string, token: string) => {
      const res = await h.t.app.inject({
        method: 'GET',
        url: `/v1/${prefix}/kyc/${p.id}/case-file`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    };
    const brokers = await text('admin-broker', maker.token);
    expect(brokers).toContain(`${MSG.pepAnswerYes}: Ayah: Bupati Sleman`);
    expect(brokers).toContain(MSG.eddTitle);
    expect(brokers).toContain('tanah di Sleman dibuktikan akta');
    expect(brokers).toContain(FUNDS);
    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const banks = await text('admin-bank', bank.token);
    expect(banks).toContain(`${MSG.pepAnswerYes}: Ayah: Bupati Sleman`);
    expect(banks).not.toContain(MSG.eddTitle);
    expect(banks).not.toContain(FUNDS);
  });

  it('asks the customer’s declaration of source of funds and wealth before a proposal, as a request kind of its own', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await pepParticipant('Tinggi Belum Menyatakan', maker.token, false);
    const detailOf = async () =>
      kycDetailReplySchema.parse(
        (await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, maker.token)).json(),
      ).data.customer;

    // Without it the proposal is not offered, and the call refuses it with its own reason.
    const before = await detailOf();
    expect(before.edd_declaration).toBeNull();
    expect(before.unavailable_actions).toContainEqual({
      action: 'propose_approve',
      reason: MSG.eddDeclarationMissing,
    });
    const early = await propose(maker.token, {
      kind: 'approve',
      customer_id: p.id,
      reason: REASON,
      ...credentials(),
      edd: { checks: [...EDD_CHECKS], note: NOTE },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ err_message_id: MSG.eddDeclarationMissing });

    // The reviewer asks it; the declaration is asked, never 'accepted' as a checklist item.
    const accepted = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, maker.token, {
      items: [{ item: 'funds_declaration', decision: 'accepted' }],
    });
    expect(accepted.statusCode).toBe(422);
    expect(accepted.body).toContain(MSG.fundsDeclarationOnlyAsked);
    const asked = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, maker.token, {
      items: [{ item: 'funds_declaration', decision: 'resubmit' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // The customer sees what is asked and why, cannot resubmit before declaring, and is told
    // in Indonesian what is wrong with a declaration too short or naming another file.
    const token = p.customer.token;
    const list = await api('GET', `/v2/kyc/resubmission/${p.id}`, token);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        item: 'funds_declaration',
        label: MSG.resubmissionItemFundsDeclaration,
        reason_label: MSG.fundsDeclarationWhy,
        fixed: false,
        declaration: null,
      }),
    ]);
    expect(list.body).not.toContain('tinggi');
    const tooSoon = await h.submit(token, p.id);
    expect(tooSoon.json()).toMatchObject({ status_code: 2058 });
    const ktpPath = await h.uploadPng(token, p.id, 'funds_declaration');
    const short = await api('PUT', `/v2/kyc/resubmission/${p.id}/funds-declaration`, token, {
      source_of_funds: 'gaji',
      source_of_wealth: WEALTH,
      file_id: ktpPath,
    });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain(MSG.fundsDeclarationFundsRequired);
    const foreign = await api('PUT', `/v2/kyc/resubmission/${p.id}/funds-declaration`, token, {
      source_of_funds: FUNDS,
      source_of_wealth: WEALTH,
      file_id: '7d1c1f55-8a7e-4b7a-9d1e-2f3c4b5a6d7e',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ err_message_id: MSG.fundsDeclarationFileInvalid });
    const made = await api('PUT', `/v2/kyc/resubmission/${p.id}/funds-declaration`, token, {
      source_of_funds: FUNDS,
      source_of_wealth: WEALTH,
      file_id: ktpPath,
    });
    expect(made.statusCode, made.body).toBe(200);
    const fixed = await api('GET', `/v2/kyc/resubmission/${p.id}`, token);
    expect(fixed.json().data.items[0]).toMatchObject({
      fixed: true,
      declaration: { source_of_funds: FUNDS, source_of_wealth: WEALTH, file_id: ktpPath },
    });
    const done = await h.submit(token, p.id);
    expect(done.json(), done.body).toMatchObject({ status_code: '00' });

    // Once resubmitted the reviewer reads it beside the EDD, with its document, and may propose.
    const after = await detailOf();
    expect(after.status_nasabah).toBe(STATUS_NASABAH.new);
    expect(after.edd_declaration).toMatchObject({
      source_of_funds: FUNDS,
      source_of_wealth: WEALTH,
      file_id: ktpPath,
    });
    expect(after.allowed_actions).toContain('propose_approve');
    const file = await api('GET', `/v1/get/file?id=${ktpPath}`, maker.token);
    expect(file.statusCode).toBe(200);
    const history = await api('GET', `/v1/admin-broker/kyc/${p.id}/resubmissions`, maker.token);
    expect(history.json().data[0].items[0]).toMatchObject({
      item: 'funds_declaration',
      new_file_id: ktpPath,
      changes: [
        { field: MSG.fundsDeclarationFundsLabel, after: FUNDS },
        { field: MSG.fundsDeclarationWealthLabel, after: WEALTH },
      ],
    });

    // The bank's staff learn nothing of it: not in the history, the timeline or the file route.
    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const bankHistory = await api('GET', `/v1/admin-bank/kyc/${p.id}/resubmissions`, bank.token);
    expect(bankHistory.statusCode).toBe(200);
    expect(bankHistory.body).not.toContain('funds_declaration');
    const bankTimeline = await api('GET', `/v1/admin-bank/kyc/${p.id}/timeline`, bank.token);
    expect(bankTimeline.statusCode).toBe(200);
    expect(bankTimeline.body, bankTimeline.body).not.toContain(MSG.resubmissionItemFundsDeclaration);
    const bankFile = await api('GET', `/v1/get/file?id=${ktpPath}`, bank.token);
    expect(bankFile.statusCode).toBeGreaterThanOrEqual(400);
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
