/**
 * Screening against the uploaded lists through the real calls (decision 0111): the super admin
 * uploads PPATK-shaped DTTOT files (synthetic people, testdata/), customers submit, reviewers and
 * the bank try to approve, a second person decides a match. What a reviewer, the bank and an
 * auditor see: the flag with its breakdown, the 409 with the reason, the rescreen's progress, a
 * decision that holds while the evidence holds and opens again when the list changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, ROLES, SC, screeningReplySchema, screeningRunReplySchema } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, screeningMatches } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { verifyAuditChain } from '../audit/audit-chain';
import { attachmentForm, nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from '../review/testing/review-harness';
import { storeList } from '../watchlists/testing/upload-list';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'testdata', name));
const REASON = 'Tanggal lahir sama tetapi NIK, alamat, dan foto berbeda; bukan orang yang sama.';

describe('screening against the uploaded lists', () => {
  const { h, staff, api, fillCimbSteps, readyForApproval } = useReviewHarness();
  let superAdmin: string;
  let broker: { id: string; token: string };
  let checker: { id: string; token: string };
  let seq = 0;

  beforeAll(async () => {
    superAdmin = (await staff(ROLES.superAdmin)).token;
    broker = await staff(ROLES.brokerAdmin);
    checker = await staff(ROLES.brokerAdmin);
  });

  /** The super admin uploads a list file; the rescreen it starts runs to its end. */
  async function upload(source: 'dttot', file: string) {
    const { run, version } = await storeList(h.t, superAdmin, source, { name: file, bytes: fixture(file) });
    await h.t.flushJobs();
    const progress = await api('GET', `/v1/super-admin/screening/runs/${run.id}`, superAdmin);
    return { version, run: screeningRunReplySchema.parse(progress.json()).data.run };
  }

  async function submitAs(fullname: string, dob: string, female = false) {
    const customer = await registerCustomer(h.t, { fullname });
    const person = nik(dob, female);
    const id = await h.register(customer.token, person, { platform_id: h.gofxId, fullname });
    await fillAndSubmit(h, customer.token, id, person, { fullname });
    return { customer, id, person };
  }

  /** A CIMB customer (bank 022, their existing account): submitted, waiting for the bank. */
  async function cimbAs(fullname: string, dob: string) {
    const customer = await registerCustomer(h.t, { fullname });
    const person = nik(dob, false);
    const reg = await api('POST', '/v1/nasabah/cimb', customer.token, {
      platform_id: h.gofxId,
      bank_code: '022',
      account_name: fullname,
      account_no: `8099${String(++seq).padStart(8, '0')}`,
      date_of_birth: person.date_of_birth,
      is_syariah: false,
      has_agree_account_terms: true,
    });
    expect(reg.json(), reg.body).toMatchObject({ status_code: '00' });
    const id = reg.json().data._id as string;
    await fillCimbSteps({ customer, id, person });
    // A real video: the bank's reviewer opens it before accepting it (decision 0131).
    const paths: Record<string, string> = { statement_video: await h.uploadVideo(customer.token, id) };
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await h.uploadPng(customer.token, id, kind);
    await h.save(customer.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
    expect((await h.submit(customer.token, id)).json()).toMatchObject({ status_code: '00' });
    return { customer, id, person };
  }

  const approve = (id: string) =>
    api('PATCH', `/v1/admin-broker/kyc/approve/${id}`, broker.token, {
      nasabah_id: id,
      username: `layar${++seq}`,
      password: 'Trading#2026',
      account_no: `66001234${seq}`,
    });

  async function screening(id: string) {
    const res = await api('GET', `/v1/admin-broker/kyc/${id}/screening`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    return screeningReplySchema.parse(res.json()).data;
  }

  const auditOf = (id: string, action: string) =>
    h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)))
      .orderBy(auditLog.seq);

  it('a spelling variant of a listed person submits and is flagged: the match, its breakdown, the audit row', async () => {
    const { version, run } = await upload('dttot', 'dttot-screening-v1.csv');
    expect(run).toMatchObject({ trigger: 'list_upload', source: 'dttot', status: 'done' });

    const p = await submitAs('Rizal Efendi Siregar', '1985-03-12');
    const data = await screening(p.id);
    expect(data.summary).toMatchObject({ state: 'open_match', open_matches: 1, four_eyes_approval: false });
    const [m] = data.matches;
    expect(m).toMatchObject({
      source: 'dttot',
      status: 'open',
      entry: { ref: 'IDD-0004', name: 'Rizal Effendi Siregar', nationalities: ['ID'] },
      subject: {
        name: 'Rizal Efendi Siregar',
        birth_date: '1985-03-12',
        nationality: 'ID',
        nik: p.person.ktp_no,
      },
      version: { id: version.id, version_no: version.version_no },
      decided_by: null,
      pending_proposal: null,
    });
    expect(m?.score).toBeGreaterThanOrEqual(0.7);
    // Why: the name parts side by side, and the birth date that supports it.
    expect(m?.breakdown).toMatchObject({ matched_name: 'Rizal Effendi Siregar', matched_alias: false });
    expect(m?.breakdown.tokens.map((t) => t.subject)).toEqual(expect.arrayContaining(['rizal', 'siregar']));
    expect(m?.breakdown.qualifiers.map((q) => q.kind)).toContain('birth_date');

    const [found] = await auditOf(p.id, 'screening.match_found');
    expect(found?.details).toMatchObject({
      source: 'dttot',
      entry_ref: 'IDD-0004',
      how: 'new',
      trigger: 'submission',
    });
    const [screened] = await auditOf(p.id, 'screening.screen');
    expect(screened?.details).toMatchObject({ trigger: 'submission', open: 1 });
    // Every loaded list: this DTTOT, the demo's UN list (decision 0131) and Kilau's own.
    const sources = (screened?.details as { sources?: string[] } | undefined)?.sources ?? [];
    expect([...sources].sort()).toEqual(['dttot', 'kilau', 'un']);
  });

  it('an open match blocks the broker’s approval and the bank’s; the broker’s actions say why, the bank’s a neutral hold', async () => {
    const p = await submitAs('Rizal Efendy Siregar', '1985-03-12');
    // Every item checked (decision 0131): what holds the approvals below is the match alone.
    await readyForApproval(broker.token, p.id);
    const refused = await approve(p.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: SC.screeningOpenMatch,
      err_message_id: MSG.approveBlockedScreening,
    });
    expect((await h.record(p.id)).statusNasabah).toBe(2);
    // The counter's approval is the same decision, refused for the same reason.
    const counter = await api('POST', '/v1/counter/approve/non_trading', broker.token, {
      nasabah_id: p.id,
      username: 'rizal_counter',
      password: 'Trade#Kilau2026',
      account_no: '8812345099',
    });
    expect(counter.statusCode, counter.body).toBe(409);
    expect(counter.body).toContain(MSG.approveBlockedScreening);
    expect((await h.record(p.id)).statusNasabah).toBe(2);
    const list = await api('GET', '/v1/admin-broker/kyc/customers/all?status=2', broker.token);
    const row = (list.json().data.customers as { _id: string; unavailable_actions: unknown[] }[]).find(
      (c) => c._id === p.id,
    );
    expect(row?.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.approveBlockedScreening,
    });

    const cimb = await cimbAs('Risal Effendi Siregar', '1985-03-12');
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    // The bank never reads screening (decision 0121): one neutral hold, in the detail and the refusal.
    const detail = await api('GET', `/v1/admin-bank/kyc/detail/${cimb.id}`, bank.token);
    expect(detail.json().data.customer.unavailable_actions).toContainEqual({
      action: 'bank_approve',
      reason: MSG.bankApprovalHeld,
    });
    await readyForApproval(bank.token, cimb.id, 'admin-bank');
    const bankRefused = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: cimb.id,
    });
    expect(bankRefused.statusCode).toBe(409);
    expect(bankRefused.json()).toMatchObject({ status_code: 409, err_message_id: MSG.bankApprovalHeld });
    expect((await h.record(cimb.id)).statusNasabah).toBe(7);
  });

  it('a correction of the name screens again: the match no longer found is cleared, and the resubmission can be approved', async () => {
    const p = await submitAs('Bambang Suprapto', '1970-08-17');
    expect((await screening(p.id)).summary.state).toBe('open_match');
    const reject = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: 'Nama pada formulir tidak sesuai dengan KTP; mohon perbaiki sesuai KTP Anda.',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    await h.save(
      p.customer.token,
      `/v2/kyc/customer/platform/${p.id}`,
      h.personal('037', p.person, { fullname: 'Hartono Wibisono' }),
    );
    const [match] = await h.t.db.select().from(screeningMatches).where(eq(screeningMatches.customerId, p.id));
    expect(match?.status).toBe('cleared');
    const corrections = (await auditOf(p.id, 'screening.screen')).filter(
      (r) => (r.details as { trigger?: string }).trigger === 'correction',
    );
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ actorType: 'user', actorId: p.customer.id });

    expect((await h.submit(p.customer.token, p.id)).json()).toMatchObject({ status_code: '00' });
    expect((await screening(p.id)).summary).toMatchObject({ state: 'clear', open_matches: 0 });
    await readyForApproval(broker.token, p.id);
    const approved = await approve(p.id);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('an upload that lists an existing participant flags them on the rescreen; the run reaches done and is audited', async () => {
    const p = await submitAs('Dewi Anggraeni Lestari', '1990-06-05', true);
    expect((await screening(p.id)).summary.state).toBe('clear');

    const { run } = await upload('dttot', 'dttot-screening-v2.csv');
    expect(run.status).toBe('done');
    expect(run.total).toBeGreaterThan(0);
    expect(run.screened).toBe(run.total);
    expect(run.flagged).toBeGreaterThanOrEqual(1);
    expect(run.finished_at).not.toBeNull();

    const data = await screening(p.id);
    expect(data.summary).toMatchObject({ state: 'open_match', open_matches: 1 });
    expect(data.matches[0]).toMatchObject({ source: 'dttot', entry: { ref: 'IDD-0102' }, status: 'open' });
    const [found] = await auditOf(p.id, 'screening.match_found');
    expect(found?.details).toMatchObject({ trigger: 'rescreen', run_id: run.id, how: 'new' });
    // The run's rows, written many to a statement, keep the audit trail's chain whole.
    expect((await verifyAuditChain(h.t.db)).ok).toBe(true);
    const [audited] = await auditOf(run.id, 'screening.rescreen_run');
    expect(audited?.details).toMatchObject({ trigger: 'list_upload', source: 'dttot', screened: run.total });
  });

  it('a dismissed match stays dismissed on a rescreen with the same evidence, and opens again when the entry changes', async () => {
    const [p] = await h.t.db
      .select({ id: screeningMatches.customerId, matchId: screeningMatches.id })
      .from(screeningMatches)
      .where(eq(screeningMatches.entryRef, 'IDD-0102'));
    if (!p) throw new Error('the participant flagged by the rescreen is missing');

    const proposed = await api('POST', '/v1/admin-broker/proposals', broker.token, {
      kind: 'dismiss_match',
      customer_id: p.id,
      match_id: p.matchId,
      reason: REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const checked = await api(
      'POST',
      `/v1/admin-broker/proposals/${proposed.json().data.proposal.id}/approve`,
      checker.token,
      {},
    );
    expect(checked.statusCode, checked.body).toBe(200);
    let data = await screening(p.id);
    expect(data.matches[0]).toMatchObject({
      status: 'dismissed',
      decided_by: { id: broker.id },
      checked_by: { id: checker.id },
      decision_reason: REASON,
    });
    expect(data.summary).toMatchObject({
      state: 'clear',
      four_eyes_approval: true,
      high_risk_reasons: [MSG.screeningHighRiskDismissed],
    });

    // Another entry of the list changed; this one did not: the decision holds.
    await upload('dttot', 'dttot-screening-v3.csv');
    data = await screening(p.id);
    expect(data.matches[0]?.status).toBe('dismissed');
    // A dismissed match makes the approval a four-eyes decision: the direct call is refused.
    await readyForApproval(broker.token, p.id);
    const direct = await approve(p.id);
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({
      status_code: SC.fourEyesRequired,
      err_message_id: MSG.approveNeedsFourEyes,
    });
    const detail = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    expect(detail.json().data.customer.allowed_actions).toContain('propose_approve');
    expect(detail.json().data.customer.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.approveNeedsFourEyes,
    });

    // The entry itself changed (another birth place): the match is open again, its decision gone.
    await upload('dttot', 'dttot-screening-v4.csv');
    data = await screening(p.id);
    expect(data.matches[0]).toMatchObject({ status: 'open', decided_by: null, checked_by: null });
    expect(data.matches[0]?.entry.birth_places).toEqual(['Cimahi']);
    const reopened = (await auditOf(p.id, 'screening.match_found')).filter(
      (r) => (r.details as { how?: string }).how === 'reopened',
    );
    expect(reopened).toHaveLength(1);
    expect((await approve(p.id)).json()).toMatchObject({ status_code: SC.screeningOpenMatch });

    const [dismissed] = await auditOf(p.id, 'screening.match_dismissed');
    expect(dismissed?.details).toMatchObject({
      match_id: p.matchId,
      proposed_by: broker.id,
      checked_by: checker.id,
    });
  });
});
