/**
 * Who sees which fact about a participant (decision 0121), over every reader, for every role. A
 * CIMB customer (bank 022) whose name is on the DTTOT list submits after the super admin uploaded
 * it; a broker reviewer writes a note and proposes to dismiss the match with an internal reason;
 * the bank writes a note of its own. Then each role reads the detail and its action hints, the
 * list, the screening panel, the timeline, the notes, 'Unduh berkas', the audit trail's rows about
 * the participant and the users export, and the bank partner's events are read as it receives them.
 * Screening, the proposal, its reason and the broker's note reach the broker's reviewers and the
 * super admin only; the bank reads the KYC data, the submission, its own note, and one neutral hold
 * where its approval waits (no tipping off, decision 0111).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  caseNotesReplySchema,
  MSG,
  ROLES,
  type StaffRole,
  screeningReplySchema,
  timelineReplySchema,
} from '@kilau/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp, registerCustomer } from '../../test/customer';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf';
import { createIntegrationPartner } from '../integration/partner-keys';
import { attachmentForm, nik } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from '../review/testing/review-harness';
import { type Receiver, startReceiver } from '../webhooks/testing/receiver';

const DTTOT_FILE = path.join(import.meta.dirname, '../screening/testdata/dttot-screening-v1.csv');
/** A spelling variant of the list's 'Rizal Effendi Siregar' (IDD-0004), born the same day. */
const LISTED_NAME = 'Rizal Efendi Siregar';
const LISTED_DOB = '1985-03-12';
/** Markers short enough to stay on one line of the PDF. */
const BROKER_NOTE = 'ZXPIALANG11 nama mirip entri daftar, tunggu pemeriksa kedua.';
const BANK_NOTE = 'ZXBANK22 rekening nasabah aktif sejak 2019.';
const INTERNAL_REASON =
  'ZXALASAN77 tanggal lahir sama, tetapi NIK dan alamat berbeda; bukan orang yang sama.';

/** What only the broker's reviewers and the super admin may read. */
const SCREENING_FACTS = [
  MSG.tlMatchFound.replace('{source}', 'DTTOT'),
  MSG.tlScreeningFound.replace('{count}', '1'),
  MSG.tlFourEyesPropose,
  MSG.approveBlockedScreening,
  'ZXALASAN77',
  'ZXPIALANG11',
  'IDD-0004',
];
const leaks = (text: string) => SCREENING_FACTS.filter((f) => text.includes(f));

type Reader = 'super' | 'broker' | 'viewer' | 'bank' | 'otherBank' | 'tradeDesk' | 'officer';
const ROLE_OF: Record<Reader, StaffRole> = {
  super: ROLES.superAdmin,
  broker: ROLES.brokerAdmin,
  viewer: ROLES.brokerViewer,
  bank: ROLES.bankAdmin,
  otherBank: ROLES.bankAdmin,
  tradeDesk: ROLES.tradeDesk,
  officer: ROLES.videoOfficer,
};
const PREFIX_OF: Record<Reader, string> = {
  super: 'super-admin',
  broker: 'admin-broker',
  viewer: 'admin-broker',
  bank: 'admin-bank',
  otherBank: 'admin-bank',
  tradeDesk: 'admin-broker',
  officer: 'admin-broker',
};
const ENTITLED: readonly Reader[] = ['super', 'broker', 'viewer'];

describe('who sees which fact about a participant', () => {
  const { h, staff, api, fillCimbSteps } = useReviewHarness({
    env: { WEBHOOK_ALLOW_PRIVATE_CIDRS: '127.0.0.1/32' },
  });
  const tokens = {} as Record<Reader, string>;
  let receiver: Receiver;
  let participant: { id: string; fullname: string };
  /** The dismissal proposed on the DTTOT match (its evidence is read below, decision 0133). */
  let proposalId = '';

  beforeAll(async () => {
    receiver = await startReceiver();
    for (const reader of Object.keys(ROLE_OF) as Reader[]) {
      const bankCode = reader === 'bank' ? '022' : reader === 'otherBank' ? '023' : undefined;
      tokens[reader] = (await staff(ROLE_OF[reader], bankCode ? { bankCode } : {})).token;
    }
    // CIMB's own receiver of the partners' events (decision 0114), for every type.
    const cimb = await createIntegrationPartner(h.t.db, 'Bank CIMB Niaga', { kind: 'bank', bank: '022' });
    const endpoint = await api('POST', `/v1/super-admin/integrations/${cimb.id}/endpoints`, tokens.super, {
      url: `${receiver.origin}/cimb`,
      description: 'Penerima CIMB',
      event_types: [
        'participant.submitted',
        'participant.approved',
        'participant.rejected',
        'participant.resubmission_requested',
        'participant.blacklisted',
        'participant.unblacklisted',
        'bank_account.verified',
      ],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);

    // The super admin uploads the DTTOT list through its route; its work runs to the end.
    const body = await multipartBody({ name: 'dttot.csv', bytes: readFileSync(DTTOT_FILE) });
    const uploaded = await h.t.app.inject({
      method: 'POST',
      url: '/v1/super-admin/watchlists/dttot',
      remoteAddress: nextTestIp(),
      payload: body.payload,
      headers: { authorization: `Bearer ${tokens.super}`, 'content-type': body.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await h.t.flushJobs();

    // The listed person registers with CIMB (their existing account) and submits: status 7.
    const customer = await registerCustomer(h.t, { fullname: LISTED_NAME });
    const person = nik(LISTED_DOB, false);
    const reg = await api('POST', '/v1/nasabah/cimb', customer.token, {
      platform_id: h.gofxId,
      bank_code: '022',
      account_name: LISTED_NAME,
      account_no: '800177700012',
      date_of_birth: person.date_of_birth,
      is_syariah: false,
      has_agree_account_terms: true,
    });
    expect(reg.json(), reg.body).toMatchObject({ status_code: '00' });
    const id = reg.json().data._id as string;
    await fillCimbSteps({ customer, id, person });
    const paths: Record<string, string> = await h.uploads(customer.id, id, ['statement_video']);
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await h.uploadPng(customer.token, id, kind);
    await h.save(customer.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
    expect((await h.submit(customer.token, id)).json()).toMatchObject({ status_code: '00' });
    participant = { id, fullname: LISTED_NAME };

    // The screening flagged them at submission: the premise of every assertion below.
    const screening = screeningReplySchema.parse(
      (await api('GET', `/v1/admin-broker/kyc/${id}/screening`, tokens.broker)).json(),
    ).data;
    expect(screening.summary.state).toBe('open_match');
    const match = screening.matches.find((m) => m.source === 'dttot');
    if (!match) throw new Error('the DTTOT match is missing');

    // A note on each side, and a four-eyes proposal with the broker's internal reason.
    for (const [reader, text] of [
      ['broker', BROKER_NOTE],
      ['bank', BANK_NOTE],
    ] as const) {
      const noted = await api('POST', `/v1/${PREFIX_OF[reader]}/kyc/${id}/notes`, tokens[reader], {
        body: text,
      });
      expect(noted.statusCode, noted.body).toBe(200);
    }
    const proposed = await api('POST', '/v1/admin-broker/proposals', tokens.broker, {
      kind: 'dismiss_match',
      customer_id: id,
      match_id: match.id,
      reason: INTERNAL_REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    proposalId = proposed.json().data.proposal.id;
    await h.t.flushJobs();
  });
  afterAll(() => receiver.close());

  const get = (reader: Reader, url: string) => api('GET', url, tokens[reader]);
  const base = (reader: Reader) => `/v1/${PREFIX_OF[reader]}/kyc/${participant.id}`;
  const detailUrl = (reader: Reader) =>
    reader === 'officer'
      ? `/v1/counter/kyc/detail/${participant.id}`
      : `/v1/${PREFIX_OF[reader]}/kyc/detail/${participant.id}`;

  it('the detail, its action hints and the list: the bank reads one neutral hold, never the screening reason', async () => {
    const bank = await get('bank', detailUrl('bank'));
    expect(bank.statusCode, bank.body).toBe(200);
    const customer = bank.json().data.customer;
    expect(customer.fullname).toBe(LISTED_NAME);
    expect(customer.allowed_actions).not.toContain('bank_approve');
    expect(customer.unavailable_actions).toContainEqual({
      action: 'bank_approve',
      reason: MSG.bankApprovalHeld,
    });
    expect(leaks(bank.body)).toEqual([]);
    const list = await get('bank', '/v1/admin-bank/kyc/customers/all?status=2');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(participant.id);
    expect(leaks(list.body)).toEqual([]);

    // Its approval is refused with the same hold: neither the screening's code nor its words.
    const refused = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', tokens.bank, {
      nasabah_id: participant.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status_code: 409, err_message_id: MSG.bankApprovalHeld });
    expect(refused.body.toLowerCase()).not.toMatch(/screening|dttot|kecocokan|daftar pantauan/);
    expect((await h.record(participant.id)).statusNasabah).toBe(7);

    // The broker's reviewers, the super admin and the officer read the same record; the other bank
    // and the trade desk do not reach it.
    for (const reader of [...ENTITLED, 'officer'] as const) {
      const res = await get(reader, detailUrl(reader));
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      expect(res.json().data.customer.fullname, reader).toBe(LISTED_NAME);
    }
    expect((await get('otherBank', detailUrl('otherBank'))).statusCode).toBe(404);
    expect((await get('tradeDesk', detailUrl('tradeDesk'))).statusCode).toBe(403);
  });

  it('the screening panel: the broker’s reviewers and the super admin; the bank as if it did not exist', async () => {
    for (const reader of ENTITLED) {
      const res = await get(reader, `${base(reader)}/screening`);
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      expect(res.body, reader).toContain('IDD-0004');
    }
    expect((await get('bank', `${base('bank')}/screening`)).statusCode).toBe(404);
    for (const reader of ['otherBank', 'tradeDesk', 'officer'] as const)
      expect([403, 404], reader).toContain((await get(reader, `${base(reader)}/screening`)).statusCode);
  });

  it('a proposal with its evidence: the broker’s reviewers and the super admin; the bank, the desk and the officer are refused', async () => {
    for (const reader of ENTITLED) {
      const res = await get(reader, `/v1/${PREFIX_OF[reader]}/proposals/${proposalId}`);
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      expect(res.body, reader).toContain('IDD-0004');
      expect(res.body, reader).toContain(INTERNAL_REASON);
    }
    for (const reader of ['bank', 'otherBank', 'tradeDesk', 'officer'] as const)
      for (const prefix of ['admin-bank', 'admin-broker', 'super-admin']) {
        const res = await get(reader, `/v1/${prefix}/proposals/${proposalId}`);
        expect([403, 404], `${reader} ${prefix}`).toContain(res.statusCode);
        expect(leaks(res.body), `${reader} ${prefix}`).toEqual([]);
        expect(res.body).not.toContain(INTERNAL_REASON);
      }
  });

  it('the timeline: the match, the proposal with its reason and both notes for the broker’s side; the bank its own note and the submission only', async () => {
    for (const reader of ENTITLED) {
      const res = await get(reader, `${base(reader)}/timeline`);
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      const events = timelineReplySchema.parse(res.json()).data;
      const titles = events.map((e) => e.title);
      expect(titles, reader).toContain(MSG.tlMatchFound.replace('{source}', 'DTTOT'));
      expect(events.find((e) => e.title === MSG.tlFourEyesPropose)?.detail, reader).toBe(INTERNAL_REASON);
      expect(
        events.filter((e) => e.kind === 'note').map((e) => e.detail),
        reader,
      ).toEqual(expect.arrayContaining([BROKER_NOTE, BANK_NOTE]));
    }
    const res = await get('bank', `${base('bank')}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const events = timelineReplySchema.parse(res.json()).data;
    expect(events.map((e) => e.title)).toContain(MSG.tlOnboardingSubmit);
    expect(events.filter((e) => e.kind === 'note').map((e) => e.detail)).toEqual([BANK_NOTE]);
    expect(events.filter((e) => e.kind === 'screening')).toEqual([]);
    expect(leaks(res.body)).toEqual([]);
    expect((await get('otherBank', `${base('otherBank')}/timeline`)).statusCode).toBe(404);
    for (const reader of ['tradeDesk', 'officer'] as const)
      expect((await get(reader, `${base(reader)}/timeline`)).statusCode, reader).toBe(403);
  });

  it('the notes: both sides’ for the broker’s reviewers and the super admin, the bank’s own for the bank', async () => {
    for (const reader of ENTITLED) {
      const res = await get(reader, `${base(reader)}/notes`);
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      const notes = caseNotesReplySchema.parse(res.json()).data.map((n) => n.body);
      expect(notes.sort(), reader).toEqual([BANK_NOTE, BROKER_NOTE].sort());
    }
    const bank = await get('bank', `${base('bank')}/notes`);
    expect(bank.statusCode, bank.body).toBe(200);
    expect(caseNotesReplySchema.parse(bank.json()).data.map((n) => n.body)).toEqual([BANK_NOTE]);
    expect((await get('otherBank', `${base('otherBank')}/notes`)).statusCode).toBe(404);
    for (const reader of ['tradeDesk', 'officer'] as const)
      expect((await get(reader, `${base(reader)}/notes`)).statusCode, reader).toBe(403);
  });

  it('the case file PDF: the decision history as its reader may see it', async () => {
    for (const reader of [...ENTITLED, 'bank'] as const) {
      const res = await get(reader, `${base(reader)}/case-file`);
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      const text = await pdfText(res.rawPayload, '-layout');
      expect(text, reader).toContain(LISTED_NAME);
      expect(text, reader).toContain('ZXBANK22');
      if (reader === 'bank') {
        expect(text).toContain(MSG.tlOnboardingSubmit);
        expect(leaks(text)).toEqual([]);
        expect(text).not.toContain('DTTOT');
      } else {
        expect(text, reader).toContain(MSG.tlMatchFound.replace('{source}', 'DTTOT'));
        expect(text, reader).toContain(MSG.tlFourEyesPropose);
        expect(text, reader).toContain('ZXALASAN77');
        expect(text, reader).toContain('ZXPIALANG11');
      }
    }
    expect((await get('otherBank', `${base('otherBank')}/case-file`)).statusCode).toBe(404);
    for (const reader of ['tradeDesk', 'officer'] as const)
      expect((await get(reader, `${base(reader)}/case-file`)).statusCode, reader).toBe(403);
  });

  it('the audit trail’s rows about the participant and the users export: the super admin’s and the broker’s, never the bank’s', async () => {
    const trail = await get('super', `/v1/super-admin/activity?participant=${participant.id}&limit=100`);
    expect(trail.statusCode, trail.body).toBe(200);
    const actions = (trail.json().data.activity as { action: string }[]).map((a) => a.action);
    expect(actions).toContain('four_eyes.propose');
    for (const reader of ['broker', 'viewer', 'bank', 'otherBank', 'tradeDesk', 'officer'] as const)
      expect(
        (await get(reader, `/v1/super-admin/activity?participant=${participant.id}`)).statusCode,
        reader,
      ).toBe(403);

    for (const reader of ENTITLED) {
      const res = await get(reader, '/v1/admin-broker/users/export');
      expect(res.statusCode, `${reader}: ${res.body}`).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const cells: string[] = [];
      book.worksheets[0]?.eachRow((row) => {
        row.eachCell((c) => {
          cells.push(String(c.value));
        });
      });
      expect(cells, reader).toContain(LISTED_NAME);
      expect(leaks(cells.join('\n')), reader).toEqual([]);
    }
    for (const reader of ['bank', 'otherBank', 'tradeDesk', 'officer'] as const)
      expect((await get(reader, '/v1/admin-broker/users/export')).statusCode, reader).toBe(403);
  });

  it('the bank partner’s events: the submission, thin, and nothing of the screening or the proposal', async () => {
    await h.t.flushJobs();
    const about = receiver.received.filter(
      (r) => r.path === '/cimb' && JSON.parse(r.body).data?.participant_id === participant.id,
    );
    expect(about.map((r) => JSON.parse(r.body).type)).toEqual(['participant.submitted']);
    for (const r of about) {
      expect(leaks(r.body)).toEqual([]);
      expect(r.body.toLowerCase()).not.toMatch(/screening|dttot|four_eyes|proposal/);
      expect(r.body).not.toContain(LISTED_NAME);
    }
  });

  it('a confirmed match: the bank reads the blacklist as an outcome, never its reason nor the match', async () => {
    const CONFIRM_REASON = 'ZXKONFIRM55 nama, tanggal lahir dan tempat lahir sama dengan entri DTTOT.';
    const screening = screeningReplySchema.parse(
      (await get('broker', `${base('broker')}/screening`)).json(),
    ).data;
    const proposed = await api('POST', '/v1/admin-broker/proposals', tokens.broker, {
      kind: 'confirm_match',
      customer_id: participant.id,
      match_id: screening.matches[0]?.id,
      reason: CONFIRM_REASON,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const checker = await staff(ROLES.brokerAdmin);
    const checked = await api(
      'POST',
      `/v1/admin-broker/proposals/${proposed.json().data.proposal.id}/approve`,
      checker.token,
      {},
    );
    expect(checked.statusCode, checked.body).toBe(200);
    await h.t.flushJobs();

    // The broker's side reads the reason on the record and the confirmation in the timeline.
    const broker = (await get('broker', detailUrl('broker'))).json().data.customer;
    expect(broker).toMatchObject({ status_nasabah: 6, description: CONFIRM_REASON });
    const brokerTimeline = await get('broker', `${base('broker')}/timeline`);
    expect(brokerTimeline.body).toContain(MSG.tlMatchConfirmed);

    // The bank reads that its customer is blacklisted, and nothing of why.
    const bank = await get('bank', detailUrl('bank'));
    expect(bank.json().data.customer).toMatchObject({ status_nasabah: 6, description: null });
    const bankTimeline = await get('bank', `${base('bank')}/timeline`);
    const events = timelineReplySchema.parse(bankTimeline.json()).data;
    expect(events.find((e) => e.title === MSG.tlBlacklist)).toMatchObject({ detail: null });
    for (const res of [bank, bankTimeline, await get('bank', '/v1/admin-bank/kyc/customers/all?status=6')]) {
      expect(leaks(res.body)).toEqual([]);
      expect(res.body).not.toContain('ZXKONFIRM55');
      expect(res.body).not.toContain(MSG.tlMatchConfirmed);
      expect(res.body).not.toContain(MSG.recordFrozen);
    }
    const pdf = await pdfText((await get('bank', `${base('bank')}/case-file`)).rawPayload, '-layout');
    expect(pdf).toContain(MSG.tlBlacklist);
    expect(pdf).not.toContain('ZXKONFIRM55');
    expect(pdf).not.toContain('DTTOT');

    // The bank partner hears the blacklist as it hears any: no reason, nothing of the list.
    const about = receiver.received.filter(
      (r) => r.path === '/cimb' && JSON.parse(r.body).data?.participant_id === participant.id,
    );
    const blacklisted = about.find((r) => JSON.parse(r.body).type === 'participant.blacklisted');
    expect(JSON.parse(blacklisted?.body ?? '{}').data).toMatchObject({
      status_nasabah: 6,
      reason_code: null,
    });
    for (const r of about) expect(r.body.toLowerCase()).not.toMatch(/screening|dttot|zxkonfirm|proposal/);
  });
});
