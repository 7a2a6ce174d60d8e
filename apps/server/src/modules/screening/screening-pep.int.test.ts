/**
 * A PEP list through the real calls (decision 0193): the super admin uploads OpenSanctions'
 * FollowTheMoney export of (made-up) Indonesian officials, a customer with a regent's name and
 * birth date submits through the onboarding calls and is flagged with the position the list
 * gives; two reviewers confirm the match. It blacklists and freezes nothing; the rating turns
 * Tinggi naming the position, and the approval goes through a proposal with EDD that asks after
 * the public function. The bank's staff and the customer see nothing of it. A new version that
 * changes the entry reopens the match, and the participant is rated again ('list').
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EDD_CHECKS,
  kycDetailReplySchema,
  MSG,
  ROLES,
  riskReplySchema,
  runFindingsReplySchema,
  STATUS_NASABAH,
  screeningReplySchema,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screeningMatches } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { ensureRequiredLists } from '../review-checklist/testing/ready-for-approval';
import { ratingHistory } from '../risk-rating';
import { storeList } from '../watchlists/testing/upload-list';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../watchlists/testdata', name));
const REASON = 'Nama, tanggal lahir, dan tempat lahir sama dengan Bupati Kabupaten Sleman pada daftar PEP.';
const NOTE =
  'Sumber dana dari gaji dan tunjangan jabatan; harta dilaporkan di LHKPN; tidak ada berita negatif yang ditemukan.';
const POSITION = 'Bupati Kabupaten Sleman';

let seq = 0;
const credentials = () => {
  seq += 1;
  return { username: `pep.bupati${seq}`, password: 'Emas#Kilau2026', account_no: `77101234${seq}` };
};

describe('a PEP list', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();
  let superAdmin: string;
  let broker: { id: string; token: string };
  let checker: { id: string; token: string };

  beforeAll(async () => {
    superAdmin = (await staff(ROLES.superAdmin)).token;
    broker = await staff(ROLES.brokerAdmin);
    checker = await staff(ROLES.brokerAdmin);
    // The sanctions lists are there first: without them nobody counts as screened.
    await ensureRequiredLists(h.t, superAdmin);
  });

  async function upload(file: string) {
    const stored = await storeList(h.t, superAdmin, 'pep', { name: file, bytes: fixture(file) });
    await h.t.flushJobs();
    return stored;
  }

  async function screening(id: string) {
    const res = await api('GET', `/v1/admin-broker/kyc/${id}/screening`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    return screeningReplySchema.parse(res.json()).data;
  }

  async function decideMatch(kind: 'confirm_match' | 'dismiss_match', customerId: string, matchId: string) {
    const proposed = await api('POST', '/v1/admin-broker/proposals', broker.token, {
      kind,
      customer_id: customerId,
      match_id: matchId,
      reason: REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const id = proposed.json().data.proposal.id as string;
    const checked = await api('POST', `/v1/admin-broker/proposals/${id}/approve`, checker.token, {});
    expect(checked.statusCode, checked.body).toBe(200);
  }

  it('is uploaded as a version with its entries; the lists’ status does not miss it before', async () => {
    const before = await api('GET', '/v1/super-admin/watchlists/status', superAdmin);
    expect(before.json().data.lists.map((l: { source: string }) => l.source)).toEqual(['un', 'dttot']);
    const { version, run } = await upload('pep-v1.ftm.jsonl');
    expect(version).toMatchObject({ source: 'pep', file_format: 'jsonl', entries: 12, individuals: 12 });
    expect(run).toMatchObject({ trigger: 'list_upload', source: 'pep' });
  });

  it('flags the regent, is confirmed by two people, blacklists nobody, and makes them Tinggi with EDD', async () => {
    const p = await submittedParticipant({
      fullname: 'Bambang Sutrisno Wibowo',
      dateOfBirth: '1964-03-12',
      female: false,
    });
    let data = await screening(p.id);
    const [m] = data.matches;
    expect(m).toMatchObject({
      source: 'pep',
      status: 'open',
      entry: { ref: 'Q98765001', name: 'Bambang Sutrisno Wibowo', positions: [POSITION] },
    });
    if (!m) throw new Error('no PEP match');
    // An open PEP match holds the approval until it is decided, as any open alert.
    expect(data.summary).toMatchObject({ state: 'open_match', open_matches: 1 });
    await readyForApproval(broker.token, p.id);
    const held = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      ...credentials(),
    });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ err_message_id: MSG.approveBlockedScreening });

    await decideMatch('confirm_match', p.id, m.id);
    data = await screening(p.id);
    expect(data.matches[0]).toMatchObject({ status: 'confirmed', decided_by: { id: broker.id } });
    // Not blacklisted, not frozen: the screening is clear; what the match weighs is the rating's.
    expect(data.summary).toMatchObject({ state: 'clear', frozen: false, open_matches: 0 });
    expect(await h.record(p.id)).toMatchObject({ statusNasabah: STATUS_NASABAH.new, frozenAt: null });

    // The rating: Tinggi, the reason naming the position from the list.
    const risk = await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, broker.token);
    expect(risk.statusCode, risk.body).toBe(200);
    const current = riskReplySchema.parse(risk.json()).data.current;
    expect(current).toMatchObject({ level: 'tinggi', trigger: 'screening' });
    expect(current?.reasons.map((r) => r.text)).toContain(
      `Orang yang populer secara politis (PEP): cocok dengan daftar PEP (${POSITION})`,
    );

    // Approved only through a proposal with EDD, the public function's check included.
    const read = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    const detail = kycDetailReplySchema.parse(read.json()).data.customer;
    expect(detail.edd_checks).toEqual([...EDD_CHECKS]);
    expect(detail.edd_checks).toContain('pep_function');
    expect(detail.allowed_actions).not.toContain('approve');
    expect(detail.unavailable_actions).toContainEqual({ action: 'approve', reason: MSG.approveNeedsSenior });
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      ...credentials(),
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ err_message_id: MSG.approveBlockedHighRisk });
    const base = { kind: 'approve', customer_id: p.id, reason: REASON };
    const bare = await api('POST', '/v1/admin-broker/proposals', broker.token, { ...base, ...credentials() });
    // Refused without EDD, and with the public function's check left open (the customer's own
    // declaration of their funds, when still missing, is asked for first).
    const firstAsked = (reason: string) => [reason, MSG.eddDeclarationMissing];
    expect(bare.statusCode).toBeGreaterThanOrEqual(409);
    expect(firstAsked(MSG.eddRequired)).toContain(bare.json().err_message_id);
    const noPepCheck = await api('POST', '/v1/admin-broker/proposals', broker.token, {
      ...base,
      ...credentials(),
      edd: { checks: EDD_CHECKS.filter((c) => c !== 'pep_function'), note: NOTE },
    });
    expect(noPepCheck.statusCode).toBeGreaterThanOrEqual(409);
    expect(firstAsked(MSG.eddChecksIncomplete)).toContain(noPepCheck.json().err_message_id);

    // The bank's staff read the record, never the list, the match or the level.
    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const bankRead = await api('GET', `/v1/admin-bank/kyc/detail/${p.id}`, bank.token);
    expect(bankRead.statusCode, bankRead.body).toBe(200);
    expect(kycDetailReplySchema.parse(bankRead.json()).data.customer).toMatchObject({
      risk_level: null,
      edd_checks: null,
    });
    for (const secret of [POSITION, 'PEP', 'Q98765001']) expect(bankRead.body).not.toContain(secret);
    const bankScreening = await api('GET', `/v1/admin-bank/kyc/${p.id}/screening`, bank.token);
    expect(bankScreening.statusCode).not.toBe(200);
    // Nor does the customer, in their own reads.
    for (const url of ['/v2/kyc/customer/platform', `/v2/kyc/financial/${p.id}`]) {
      const own = await api('GET', url, p.customer.token);
      expect(own.statusCode, own.body).toBe(200);
      for (const secret of [POSITION, 'PEP', 'Q98765001', 'tinggi']) expect(own.body).not.toContain(secret);
    }
  });

  it('a new version that changes the entry reopens the confirmed match and rates the participant again', async () => {
    const [row] = await h.t.db
      .select({ customerId: screeningMatches.customerId })
      .from(screeningMatches)
      .where(and(eq(screeningMatches.source, 'pep'), eq(screeningMatches.entryRef, 'Q98765001')));
    if (!row) throw new Error('the confirmed PEP match is missing');
    const { version, run } = await upload('pep-v2.ftm.jsonl');
    expect(version).toMatchObject({ version_no: 2, added: 1, removed: 1, changed: 2 });
    // 'Kecocokan baru' names the regent with the positions the new version gives.
    const found = await api('GET', `/v1/super-admin/screening/runs/${run.id}/findings`, superAdmin);
    expect(found.statusCode, found.body).toBe(200);
    const finding = runFindingsReplySchema
      .parse(found.json())
      .data.findings.find((f) => f.customer_id === row.customerId);
    expect(finding?.matches).toMatchObject([
      {
        source: 'pep',
        entry_ref: 'Q98765001',
        how: 'reopened',
        entry_positions: [POSITION, 'Ketua Asosiasi Pemerintah Kabupaten (fiktif)'],
      },
    ]);
    const data = await screening(row.customerId);
    expect(data.matches[0]).toMatchObject({ status: 'open', decided_by: null });
    expect(data.matches[0]?.entry.positions).toContain('Ketua Asosiasi Pemerintah Kabupaten (fiktif)');
    const [latest] = await ratingHistory(h.t.db, row.customerId);
    expect(latest).toMatchObject({ trigger: 'list' });
    expect(latest?.factors.map((f) => f.factor)).not.toContain('pep');
  });
});
