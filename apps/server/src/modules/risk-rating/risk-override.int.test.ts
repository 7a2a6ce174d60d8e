/**
 * A manual override of a participant's level (decision 0196, docs/product/risk-rating.md § Manual
 * overrides): proposed by a broker reviewer with a reason and a last day, decided by a second person
 * (a senior when it lowers the level); while it runs every rating takes its level beside the
 * model's own; at its expiry the model rates the participant again. Participants and decisions are
 * made through the real calls.
 */
import {
  DAY_MS,
  EDD_CHECKS,
  HOUR_MS,
  kycDetailReplySchema,
  MSG,
  proposalReplySchema,
  ROLES,
  riskReplySchema,
} from '@kilau/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useReviewHarness } from '../review/testing/review-harness';
import { endExpiredOverrides, overrideClock } from './index';

const REASON = 'Nasabah pedagang emas tunai di pasar tradisional; dipantau ketat selama enam bulan.';
const LOWER =
  'Jabatan publik ayah sudah berakhir 2019 dan terverifikasi; risiko dinilai ulang oleh kepatuhan.';

/** A day `days` ahead of today in Jakarta, as the date field sends it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + 7 * HOUR_MS + days * DAY_MS).toISOString().slice(0, 10);

describe('a manual override of the risk level', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();
  afterEach(() => {
    overrideClock.now = () => new Date();
  });

  const propose = (token: string, body: object) => api('POST', '/v1/admin-broker/proposals', token, body);
  const risk = async (token: string, id: string, prefix = 'admin-broker') => {
    const res = await api('GET', `/v1/${prefix}/kyc/${id}/risk`, token);
    expect(res.statusCode, res.body).toBe(200);
    return riskReplySchema.parse(res.json()).data;
  };

  it('raised by two people, it decides the level until its last day; then the model rates again', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    const p = await submittedParticipant({ fullname: 'Penyesuaian Naik' });
    expect((await risk(maker.token, p.id)).current?.level).toBe('rendah');

    // Refused: a last day in the past, the level it already has, a role that may not propose.
    const base = { kind: 'risk_override', customer_id: p.id, reason: REASON };
    const past = await propose(maker.token, { ...base, level: 'tinggi', expires_on: dayAhead(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ err_message_id: MSG.riskOverrideExpiryRange });
    const same = await propose(maker.token, { ...base, level: 'rendah', expires_on: dayAhead(30) });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ err_message_id: MSG.riskOverrideSameLevel });
    const viewer = await staff(ROLES.brokerViewer);
    expect(
      (await propose(viewer.token, { ...base, level: 'tinggi', expires_on: dayAhead(30) })).statusCode,
    ).toBe(403);

    const made = await propose(maker.token, { ...base, level: 'tinggi', expires_on: dayAhead(30) });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = proposalReplySchema.parse(made.json()).data.proposal;
    expect(proposal.override).toMatchObject({ level: 'tinggi' });
    // The proposer never decides it; a raise is any broker admin's.
    expect(
      (await api('POST', `/v1/admin-broker/proposals/${proposal.id}/approve`, maker.token, {})).statusCode,
    ).toBe(409);
    const approved = await api(
      'POST',
      `/v1/admin-broker/proposals/${proposal.id}/approve`,
      checker.token,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const during = await risk(maker.token, p.id);
    expect(during.current).toMatchObject({ level: 'tinggi', model_level: 'rendah', trigger: 'override' });
    expect(during.override).toMatchObject({ level: 'tinggi', reason: REASON });
    // Tinggi now in the lists, and its approval needs EDD and a senior like any Tinggi's.
    const listed = await api(
      'GET',
      '/v1/admin-broker/kyc/customers/all?status=2&q=Penyesuaian%20Naik&risk_level=tinggi',
      maker.token,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain(p.id);
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, maker.token, {
      nasabah_id: p.id,
      username: 'naik.manual1',
      password: 'Emas#Kilau2026',
      account_no: '7700999001',
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ err_message_id: MSG.approveBlockedHighRisk });

    // Past its last day the expiry job ends it and the model's level returns.
    overrideClock.now = () => new Date(Date.now() + 31 * DAY_MS);
    expect(await endExpiredOverrides(h.t.db)).toBeGreaterThanOrEqual(1);
    const after = await risk(maker.token, p.id);
    expect(after.override).toBeNull();
    expect(after.current).toMatchObject({ level: 'rendah', model_level: null, trigger: 'override' });
  });

  it('lowering a level is a senior’s decision; the bank’s staff can neither propose nor see it', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const p = await submittedParticipant({
      fullname: 'Penyesuaian Turun',
      answers: { personal: { is_pep: true, pep_position: 'Ayah: mantan Camat Depok' } },
    });
    expect((await risk(maker.token, p.id)).current?.level).toBe('tinggi');
    const made = await propose(maker.token, {
      kind: 'risk_override',
      customer_id: p.id,
      reason: LOWER,
      level: 'menengah',
      expires_on: dayAhead(90),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = proposalReplySchema.parse(made.json()).data.proposal.id;

    const colleague = await staff(ROLES.brokerAdmin);
    const refused = await api('POST', `/v1/admin-broker/proposals/${id}/approve`, colleague.token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ err_message_id: MSG.proposalNeedsSenior });
    const senior = await staff(ROLES.superAdmin);
    const approved = await api('POST', `/v1/super-admin/proposals/${id}/approve`, senior.token, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await risk(senior.token, p.id, 'super-admin')).current).toMatchObject({
      level: 'menengah',
      model_level: 'tinggi',
    });

    // Still a PEP: approved only through a proposal with EDD, decided by a senior (decision 0202).
    await readyForApproval(maker.token, p.id);
    const read = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, maker.token);
    const detail = kycDetailReplySchema.parse(read.json()).data.customer;
    expect(detail.risk_level).toBe('menengah');
    expect(detail.allowed_actions).not.toContain('approve');
    expect(detail.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.approveNeedsSeniorPep,
    });
    expect(detail.edd_checks).toEqual([...EDD_CHECKS]);
    for (const [method, path] of [
      ['PATCH', `/v1/admin-broker/kyc/approve/${p.id}`],
      ['POST', '/v1/counter/approve/non_trading'],
    ] as const) {
      const direct = await api(method, path, maker.token, {
        nasabah_id: p.id,
        username: 'pep.turun1',
        password: 'Emas#Kilau2026',
        account_no: '7700990011',
      });
      expect(direct.statusCode, path).toBe(409);
      expect(JSON.stringify(direct.json()), path).toContain(MSG.approveBlockedPep);
    }

    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const bankProposes = await api('POST', '/v1/admin-bank/proposals', bank.token, {
      kind: 'risk_override',
      customer_id: p.id,
      reason: REASON,
      level: 'tinggi',
      expires_on: dayAhead(30),
    });
    expect(bankProposes.statusCode).toBeGreaterThanOrEqual(403);
    expect(
      (await api('GET', `/v1/admin-bank/kyc/${p.id}/risk`, bank.token)).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });
});
