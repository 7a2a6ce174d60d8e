/**
 * The review checklist and the lists every approval needs (decision 0131), walked as staff walk
 * them on participants who registered, onboarded and submitted through the real calls: nobody is
 * screened until the UN list and DTTOT are loaded; every item starts undecided; a document is
 * accepted only after the reviewer opened it; every approval call (the broker's, the counter's, a
 * four-eyes proposal, the bank's) is refused until every item of the current submission is
 * accepted; an item a resubmission changed is undecided again.
 */
import { MSG, ROLES, SC, STATUS_NASABAH } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { attachmentForm } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from '../review/testing/review-harness';
import { acceptChecklist, ensureRequiredLists } from './testing/ready-for-approval';

let accountSeq = 0;
const creds = (id: string) => {
  accountSeq += 1;
  return {
    nasabah_id: id,
    username: `daftarperiksa${accountSeq}`,
    password: 'Trading#2026',
    account_no: `88007700${String(accountSeq).padStart(2, '0')}`,
  };
};

describe('before the UN list and DTTOT are loaded', () => {
  // The reference data alone: the demo data brings its own lists.
  const { h, submittedParticipant, staff, api } = useReviewHarness({ seed: 'reference' });

  it('without the UN list and DTTOT nobody counts as screened, in amber, and no approval goes through', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const screening = await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, broker.token);
    expect(screening.json().data.summary).toMatchObject({
      state: 'not_screened',
      missing_lists: ['un', 'dttot'],
    });
    // The detail says so before anyone clicks.
    const detail = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    expect(detail.json().data.customer.unavailable_actions).toContainEqual({
      action: 'approve',
      reason: MSG.approveBlockedListsNotLoaded,
    });
    await acceptChecklist(h.t, broker.token, p.id);
    const refused = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_message_id).toContain(MSG.watchlistSourceDttot);
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);

    // Once a super admin uploaded both, the same participant is screened and approved.
    const admin = await staff(ROLES.superAdmin);
    await ensureRequiredLists(h.t, admin.token);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await api('GET', `/v1/admin-broker/kyc/${p.id}/screening`, broker.token);
    expect(after.json().data.summary).toMatchObject({ state: 'clear', missing_lists: [] });
  });
});

describe('the review checklist', () => {
  const { h, submittedParticipant, cimbParticipant, staff, api } = useReviewHarness();

  const checklist = async (token: string, id: string, prefix = 'admin-broker') => {
    const res = await api('GET', `/v1/${prefix}/kyc/${id}/checklist`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      items: { item: string; state: string; accepted_by_name: string | null }[];
      complete: boolean;
      may_check: boolean;
    };
  };
  const detailOf = async (token: string, id: string) =>
    (await api('GET', `/v1/admin-broker/kyc/detail/${id}`, token)).json().data.customer;

  it('starts undecided; a document is accepted only after the reviewer opened it, and who accepted it shows', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const first = await checklist(broker.token, p.id);
    expect(first.may_check).toBe(true);
    expect(first.complete).toBe(false);
    expect(first.items.map((i) => i.item)).toEqual([
      'ktp',
      'photo',
      'photo_with_ktp',
      'signature',
      'statement_video',
      'personal',
      'identity_address',
      'employment',
      'financial',
      'bank_account',
      'emergency_contact',
    ]);
    expect(new Set(first.items.map((i) => i.state))).toEqual(new Set(['undecided']));

    const unopened = await api('PUT', `/v1/admin-broker/kyc/${p.id}/checklist/ktp`, broker.token);
    expect(unopened.statusCode).toBe(409);
    expect(unopened.json()).toMatchObject({
      status_code: SC.checklistDocumentNotOpened,
      err_message_id: MSG.checklistDocumentNotOpened,
    });
    // Another reviewer's opening does not count for this one.
    const other = await staff(ROLES.brokerAdmin);
    const ktpKey = (await detailOf(broker.token, p.id)).attachment.ktp as string;
    expect(
      (await api('GET', `/v1/get/file?path=${encodeURIComponent(ktpKey)}`, other.token)).statusCode,
    ).toBe(200);
    expect((await api('PUT', `/v1/admin-broker/kyc/${p.id}/checklist/ktp`, broker.token)).statusCode).toBe(
      409,
    );

    expect(
      (await api('GET', `/v1/get/file?path=${encodeURIComponent(ktpKey)}`, broker.token)).statusCode,
    ).toBe(200);
    const accepted = await api('PUT', `/v1/admin-broker/kyc/${p.id}/checklist/ktp`, broker.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.items[0]).toMatchObject({
      item: 'ktp',
      state: 'accepted',
      accepted_by_name: expect.stringMatching(/^Staf Uji/),
    });
    // A data section is on the detail itself: accepted without a file to open.
    expect(
      (await api('PUT', `/v1/admin-broker/kyc/${p.id}/checklist/personal`, broker.token)).statusCode,
    ).toBe(200);
    const rows = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.item_accepted'), eq(auditLog.targetId, p.id)));
    expect(rows.map((r) => [r.actorId, (r.details as { item: string }).item])).toEqual([
      [broker.id, 'ktp'],
      [broker.id, 'personal'],
    ]);
    // A reader who does not review (the super admin) reads it and may not check.
    const admin = await staff(ROLES.superAdmin);
    const read = await checklist(admin.token, p.id, 'super-admin');
    expect(read.may_check).toBe(false);
    expect(read.items.filter((i) => i.state === 'accepted').map((i) => i.item)).toEqual(['ktp', 'personal']);
  });

  it('every approval call is refused until every item is accepted: the broker’s, the counter’s and a proposal', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const admin = await staff(ROLES.superAdmin);
    await ensureRequiredLists(h.t, admin.token);
    const direct = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(direct.statusCode).toBe(409);
    expect(direct.json()).toMatchObject({ status_code: SC.checklistIncomplete });
    expect(direct.json().err_message_id).toContain(MSG.resubmissionItemKtp);
    const counter = await api('POST', '/v1/counter/approve/non_trading', broker.token, creds(p.id));
    expect(counter.statusCode).toBe(409);
    expect(counter.body).toContain(MSG.resubmissionItemKtp);
    const proposal = await api('POST', '/v1/admin-broker/proposals', broker.token, {
      kind: 'approve',
      customer_id: p.id,
      reason: 'Dokumen lengkap; pengajuan persetujuan untuk diperiksa orang kedua.',
      ...creds(p.id),
    });
    expect(proposal.statusCode).toBe(409);
    expect(proposal.json()).toMatchObject({ status_code: SC.checklistIncomplete });
    expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);

    await acceptChecklist(h.t, broker.token, p.id);
    expect((await checklist(broker.token, p.id)).complete).toBe(true);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('the bank accepts its own participant’s items before its approval, which the broker’s then rests on', async () => {
    const p = await cimbParticipant();
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    const broker = await staff(ROLES.brokerAdmin);
    const refused = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: p.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(MSG.resubmissionItemKtp);
    expect((await checklist(bank.token, p.id, 'admin-bank')).may_check).toBe(true);
    await acceptChecklist(h.t, bank.token, p.id, 'admin-bank');
    const bankApproved = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: p.id,
    });
    expect(bankApproved.statusCode, bankApproved.body).toBe(200);
    // Waiting for the broker now: the bank's part is done, the items stay accepted.
    expect((await checklist(bank.token, p.id, 'admin-bank')).may_check).toBe(false);
    expect((await checklist(broker.token, p.id)).complete).toBe(true);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('an item a resubmission changed is undecided again, and the approval waits for it', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    await acceptChecklist(h.t, broker.token, p.id);
    const sent = await api('POST', `/v1/admin-broker/kyc/${p.id}/resubmission`, broker.token, {
      items: [{ item: 'ktp', decision: 'resubmit', reason: 'blurry' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const newKtp = await h.uploadPng(p.customer.token, p.id, 'ktp');
    const record = await h.record(p.id);
    const held = record.attachment as Record<string, unknown>;
    const kinds = ['ktp', 'photo', 'photo_with_ktp', 'signature', 'statement_video'];
    const files = Object.fromEntries(kinds.map((k) => [k, String(held[k] ?? '')]));
    const saved = await api(
      'PUT',
      `/v2/kyc/attachment/${p.id}`,
      p.customer.token,
      attachmentForm({ ...files, ktp: newKtp }),
    );
    expect(saved.json(), saved.body).toMatchObject({ status_code: '00' });
    expect((await h.submit(p.customer.token, p.id)).json()).toMatchObject({ status_code: '00' });

    const after = await checklist(broker.token, p.id);
    expect(after.complete).toBe(false);
    expect(after.items.filter((i) => i.state !== 'accepted')).toEqual([
      { item: 'ktp', state: 'changed', accepted_by_name: null, accepted_at: null },
    ]);
    const admin = await staff(ROLES.superAdmin);
    await ensureRequiredLists(h.t, admin.token);
    const refused = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(refused.json()).toMatchObject({ status_code: SC.checklistIncomplete });
    await acceptChecklist(h.t, broker.token, p.id);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, creds(p.id));
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
