/**
 * What the checker reads before deciding (decision 0133), through the real calls: the super admin
 * uploads a DTTOT list; a participant whose name is a spelling variant of an entry submits and is
 * flagged; a reviewer proposes a dismissal with a long reason; the checker opens the proposal and
 * reads the whole reason, the participant's data and identity documents beside the list entry, the
 * match's breakdown, and whether anything changed since. A document resubmitted meanwhile is named,
 * and the approval then lapses as the evidence binding says. Only the roles and the scope of the
 * proposal list read it; a decline needs the checker's reason.
 */
import {
  MSG,
  proposalEvidenceReplySchema,
  proposalReplySchema,
  ROLES,
  SC,
  screeningReplySchema,
} from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from '../review/testing/review-harness';
import { uploadList } from '../watchlists/testing/upload-list';

/** Longer than any list row shows: the checker must read it whole. */
const DISMISS = [
  'Nama mirip dengan entri DTTOT dan tahun lahirnya sama, tetapi NIK berbeda, tempat lahir',
  'berbeda, nama ibu kandung berbeda, dan wajah pada foto KTP serta foto diri jelas orang lain.',
  'Saya sudah membandingkan tanda tangan dan alamat KTP dengan uraian entri: tidak ada yang sama.',
  'Kesimpulan: bukan orang yang sama; akhir alasan ini harus terbaca utuh oleh pemeriksa.',
].join(' ');
const DECLINE = 'Foto KTP kurang jelas untuk membandingkan wajah; minta pengaju memeriksa ulang dulu.';

/** Synthetic DTTOT entries (as PPATK's sheet lays them out); each test submits a namesake of one. */
const ENTRIES = [
  ['Hendrikus Wattimury', 'IDD-7001', 'Ambon', '06/06/1962'],
  ['Yosafat Pattipeilohy', 'IDD-7002', 'Saparua', '10/10/1974'],
  ['Ignatius Rumaropen', 'IDD-7003', 'Biak', '20/01/1980'],
  ['Servatius Manusama', 'IDD-7004', 'Tual', '04/04/1966'],
] as const;

function dttotCsv(): Buffer {
  const header = 'No;Nama;Deskripsi;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat';
  const rows = ENTRIES.map(([name, code, place, born], i) =>
    [String(i + 1), name, 'Anggota kelompok fiktif', 'Orang', code, place, born, 'Indonesia', place].join(
      ';',
    ),
  );
  return Buffer.from(['DAFTAR TERDUGA TERORIS (DATA UJI, FIKTIF)', '', header, ...rows, ''].join('\n'));
}

describe('the evidence of a proposal', () => {
  const { h, staff, api } = useReviewHarness();

  beforeAll(async () => {
    const admin = await staff(ROLES.superAdmin);
    const { upload } = await uploadList(h.t, admin.token, 'dttot', { name: 'dttot.csv', bytes: dttotCsv() });
    expect(upload?.status).toBe('stored');
  });

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

  /** A namesake of a DTTOT entry, flagged at submission, and a dismissal proposed by a reviewer. */
  async function dismissalProposed(twinName: string, dob: string) {
    const twin = await submitAs(twinName, dob);
    const maker = await staff(ROLES.brokerViewer);
    const screening = screeningReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${twin.id}/screening`, maker.token)).json(),
    ).data;
    const match = screening.matches.find((m) => m.source === 'dttot');
    if (!match) throw new Error(`no DTTOT match for ${twinName}`);
    const made = await api('POST', '/v1/admin-broker/proposals', maker.token, {
      kind: 'dismiss_match',
      customer_id: twin.id,
      match_id: match.id,
      reason: DISMISS,
    });
    expect(made.statusCode, made.body).toBe(201);
    const proposal = proposalReplySchema.parse(made.json()).data.proposal;
    return { twin, maker, match, proposal };
  }

  const read = async (prefix: 'admin-broker' | 'super-admin', id: string, token: string) => {
    const res = await api('GET', `/v1/${prefix}/proposals/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return proposalEvidenceReplySchema.parse(res.json()).data;
  };

  it('a dismissal: the whole reason, the participant’s data and documents beside the list entry, the breakdown, nothing changed; the reading is audited', async () => {
    const { twin, match, proposal } = await dismissalProposed('Hendrikus Watimury', '1962-06-06');
    const checker = await staff(ROLES.brokerAdmin);
    const { proposal: p, evidence } = await read('admin-broker', proposal.id, checker.token);
    expect(p).toMatchObject({ id: proposal.id, kind: 'dismiss_match', reason: DISMISS, can_decide: true });
    expect(p.reason.length).toBeGreaterThan(300);

    // The participant as the record holds them now, and the identity documents they sent.
    expect(evidence.participant).toMatchObject({
      fullname: 'Hendrikus Watimury',
      ktp_no: twin.person.ktp_no,
      date_of_birth_text: '06 Juni 1962',
      citizenship_text: 'WNI',
    });
    expect(evidence.participant.address_line).not.toBe('');
    const record = await h.record(twin.id);
    const attached = record.attachment as Record<string, string>;
    expect(evidence.documents).toEqual([
      { key: 'photo', path: attached.photo, changed: false },
      { key: 'ktp', path: attached.ktp, changed: false },
      { key: 'photo_with_ktp', path: attached.photo_with_ktp, changed: false },
    ]);
    // The match decided on: the DTTOT entry as published, and why it matched.
    expect(evidence.match).toMatchObject({
      id: match.id,
      source: 'dttot',
      status: 'open',
      entry: { ref: 'IDD-7001', name: 'Hendrikus Wattimury', birth_places: ['Ambon'] },
      subject: { name: 'Hendrikus Watimury', nik: twin.person.ktp_no },
      pending_proposal: { id: proposal.id },
    });
    expect(evidence.match?.breakdown.tokens.length).toBeGreaterThan(0);
    expect(evidence.changes).toEqual({ changed: false, itemized: true, documents: [], sections: [] });

    // The super admin, who also decides dismissals, reads the same under their prefix.
    const admin = await staff(ROLES.superAdmin);
    expect((await read('super-admin', proposal.id, admin.token)).evidence.match?.id).toBe(match.id);

    // A viewing of the participant's personal data, audited like the detail's.
    const views = await h.t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'participant.view'),
          eq(auditLog.actorId, checker.id),
          eq(auditLog.targetId, twin.id),
        ),
      );
    expect(views).toHaveLength(1);
  });

  it('read like the list: the broker side and the super admin; the bank, the desk and the officer are refused, another platform answers 404', async () => {
    const { proposal } = await dismissalProposed('Josafat Pattipeilohy', '1974-10-10');
    const url = (prefix: string) => `/v1/${prefix}/proposals/${proposal.id}`;
    for (const role of [ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer]) {
      const someone = await staff(role);
      for (const prefix of ['admin-broker', 'super-admin', 'admin-bank']) {
        const res = await api('GET', url(prefix), someone.token);
        expect([403, 404], `${role} ${prefix}: ${res.body}`).toContain(res.statusCode);
        expect(res.body).not.toContain('Pattipeilohy');
      }
    }
    const jafets = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const other = await api('GET', url('admin-broker'), jafets.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Pattipeilohy');
    const nobody = await api(
      'GET',
      '/v1/admin-broker/proposals/00000000-0000-4000-8000-000000000999',
      jafets.token,
    );
    expect(nobody.statusCode).toBe(404);
    // The maker reads their own proposal's evidence too, told they may not decide it.
    const viewer = await staff(ROLES.brokerViewer);
    expect((await read('admin-broker', proposal.id, viewer.token)).proposal.can_decide).toBe(false);
  });

  it('a KTP resubmitted since the proposal is named; approving then lapses it, and a lapsed proposal tells no changes', async () => {
    const { twin, proposal } = await dismissalProposed('Ignatius Rumaropan', '1980-01-20');
    const reviewer = await staff(ROLES.brokerAdmin);
    const asked = await api('POST', `/v1/admin-broker/kyc/${twin.id}/resubmission`, reviewer.token, {
      items: [{ item: 'ktp', decision: 'resubmit', reason: 'blurry' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const token = twin.customer.token;
    const newKtp = await h.uploadPng(token, twin.id, 'ktp');
    const attached = (await h.record(twin.id)).attachment as Record<string, string>;
    const saved = await api(
      'PUT',
      `/v2/kyc/attachment/${twin.id}`,
      token,
      h.attachmentForm({
        ktp: newKtp,
        photo: attached.photo ?? '',
        photo_with_ktp: attached.photo_with_ktp ?? '',
        signature: attached.signature ?? '',
        statement_video: attached.statement_video ?? '',
      }),
    );
    expect(saved.json(), saved.body).toMatchObject({ status_code: '00' });
    expect((await h.submit(token, twin.id)).json()).toMatchObject({ status_code: '00' });

    const checker = await staff(ROLES.brokerAdmin);
    const { evidence } = await read('admin-broker', proposal.id, checker.token);
    expect(evidence.changes).toEqual({ changed: true, itemized: true, documents: ['ktp'], sections: [] });
    expect(evidence.documents.find((d) => d.key === 'ktp')).toEqual({
      key: 'ktp',
      path: newKtp,
      changed: true,
    });
    expect(evidence.documents.filter((d) => d.changed).map((d) => d.key)).toEqual(['ktp']);

    // What the screen said is what the approval finds: the evidence changed, the proposal lapses.
    const late = await api('POST', `/v1/admin-broker/proposals/${proposal.id}/approve`, checker.token, {});
    expect(late.json()).toMatchObject({ status_code: SC.proposalLapsed });
    const after = await read('admin-broker', proposal.id, checker.token);
    expect(after.proposal.status).toBe('lapsed');
    expect(after.evidence.changes).toBeNull();
  });

  it('a decline needs the checker’s reason: refused in Indonesian without one, closed with one', async () => {
    const { proposal } = await dismissalProposed('Servatius Manusamma', '1966-04-04');
    const checker = await staff(ROLES.brokerAdmin);
    const url = `/v1/admin-broker/proposals/${proposal.id}/decline`;
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await api('POST', url, checker.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ err_message_id: MSG.reasonRequired });
    }
    const short = await api('POST', url, checker.token, { reason: 'tidak' });
    expect(short.json()).toMatchObject({ err_message_id: MSG.reasonMin });
    const { evidence } = await read('admin-broker', proposal.id, checker.token);
    expect(evidence.match?.status).toBe('open');

    const res = await api('POST', url, checker.token, { reason: DECLINE });
    expect(res.statusCode, res.body).toBe(200);
    expect(proposalReplySchema.parse(res.json()).data.proposal).toMatchObject({
      status: 'declined',
      decision_reason: DECLINE,
    });
  });
});
