/**
 * A closed account is closed everywhere (decision 0130), on customers made through the real calls:
 * one approved by the broker (so their managing-bank account waits for verification), one still
 * waiting for review, held by a reviewer and with a video call scheduled. Both ask for deletion
 * through the data-rights route and the broker admin decides it. Then every list, the detail and
 * the users export (the .xlsx parsed) name them 'Ditutup', no decision route succeeds, the bank
 * account no longer waits, the claim and the call are gone with their audit rows, and the request
 * names who decided it.
 */
import { DAY_MS, MSG, ROLES, SC, statusNasabahText, userStatusText } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditLog, kycCustomers, managingBankAccounts } from '../../db/schema';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

const REASON = 'Data identitas tidak sesuai dengan dokumen yang diunggah peserta.';

describe('a closed account is closed everywhere', () => {
  const { h, submittedParticipant, approvedParticipant, staff, api } = useReviewHarness();

  const auditOf = (action: string, targetId: string) =>
    h.t.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  async function askDeletion(p: Participant): Promise<string> {
    const made = await api('POST', '/v1/user/data-requests', p.customer.token, {
      kind: 'deletion',
      password: p.customer.password,
      note: 'Saya ingin menutup akun',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data._id as string;
  }

  const listed = async (token: string, status: number, id: string) => {
    const res = await api(
      'GET',
      `/v1/admin-broker/kyc/customers/all?status=${status}&offset=0&limit=100`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.customers as { _id: string }[]).find((c) => c._id === id) as
      | Record<string, unknown>
      | undefined;
  };

  it('names it Ditutup on every list, detail and export, refuses every decision with 409, and calls off what waited on it', async () => {
    // Approved by the broker: its managing-bank account waits for verification (decision 0071).
    const approved = await approvedParticipant('7700990011', 'tutup.uji1', { fullname: 'Sekar Ayu Lestari' });
    const { broker } = approved;
    const waiting = await submittedParticipant({ fullname: 'Bayu Adi Nugroho', female: false });
    const reviewer = await staff(ROLES.brokerAdmin);
    const officer = await staff(ROLES.videoOfficer);
    const superAdmin = await staff(ROLES.superAdmin);
    const bankList = async () =>
      (await api('GET', '/v1/managing-bank?status=UNVERIFIED&limit=100', broker.token)).json().data
        .managing_bank as { id: string; kyc_customer_id: string }[];
    const account = (await bankList()).find((a) => a.kyc_customer_id === approved.id);
    expect(account).toBeDefined();
    // The other is held by a reviewer and has a video call booked for tomorrow.
    const claimed = await api('POST', `/v1/admin-broker/kyc/${waiting.id}/claim`, reviewer.token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const booked = await api('PUT', '/v1/counter/add_video', officer.token, {
      nasabah_id: waiting.id,
      video_schedule: new Date(Date.now() + DAY_MS).toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    // Before: open accounts, offered their decisions.
    expect((await listed(broker.token, 4, approved.id))?.allowed_actions).toContain('blacklist');
    expect((await listed(broker.token, 4, approved.id))?.account_closed).toBe(false);

    // Both ask for deletion; the broker admin decides both.
    for (const p of [approved, waiting]) {
      const id = await askDeletion(p);
      const decided = await api('POST', `/v1/admin-broker/data-requests/${id}/decision`, broker.token, {
        outcome: 'done',
        note: '',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      // 'Diputuskan oleh' is the staff member's name, never their id.
      expect(decided.json().data.handled_by_name).toMatch(/^Staf Uji \d+$/);
      const shown = await api('GET', `/v1/super-admin/data-requests/${id}`, superAdmin.token);
      expect(shown.json().data.handled_by_name).toBe(decided.json().data.handled_by_name);
    }

    // The lists: still found by staff, named 'Ditutup', nothing offered.
    for (const [p, status] of [
      [approved, 4],
      [waiting, 2],
    ] as const) {
      const row = await listed(broker.token, status, p.id);
      expect(row, `${p.id} still listed`).toBeDefined();
      expect(row?.account_closed).toBe(true);
      expect(statusNasabahText(row?.status_nasabah as number, row?.account_closed as boolean)).toBe(
        'Ditutup',
      );
      expect(row?.allowed_actions).toEqual([]);
      expect(row?.unavailable_actions).toEqual([]);
      expect(row?.claim).toBeNull();
      expect(row?.due_at).toBeNull();
    }
    expect((await listed(broker.token, 2, waiting.id))?.video_status).toBe('new');
    // The detail, for the broker and the super admin.
    for (const [prefix, token] of [
      ['admin-broker', broker.token],
      ['super-admin', superAdmin.token],
    ] as const) {
      const detail = await api('GET', `/v1/${prefix}/kyc/detail/${approved.id}`, token);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data.customer).toMatchObject({ account_closed: true, allowed_actions: [] });
    }

    // The users directory and its export say 'Ditutup', not 'Aktif'.
    const users = await api(
      'GET',
      `/v1/admin-broker/users?keyword=${encodeURIComponent(approved.customer.email)}`,
      superAdmin.token,
    );
    expect(users.statusCode, users.body).toBe(200);
    const directory = users.json().data.body.users as { email: string; status: 'closed' }[];
    expect(directory.map((u) => u.status)).toEqual(['closed']);
    expect(userStatusText('closed')).toBe('Ditutup');
    const exported = await api(
      'GET',
      `/v1/admin-broker/users/export?keyword=${encodeURIComponent(approved.customer.email)}`,
      superAdmin.token,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).slice(2) as unknown[][];
    expect(rows.map((r) => [r[5], r[6]])).toEqual([[approved.customer.email, 'Ditutup']]);

    // The bank account waits no more: out of the list, its decision refused.
    expect((await bankList()).some((a) => a.kyc_customer_id === approved.id)).toBe(false);
    const bankDetail = await api('GET', `/v1/managing-bank/${account?.id}`, broker.token);
    expect(bankDetail.json().data.allowed_actions).toEqual([]);
    const closedRefusal = { status_code: SC.accountClosed, err_message_id: MSG.accountClosedNoDecision };
    const verify = await api('PUT', `/v1/managing-bank/${account?.id}`, broker.token, { status: 'VERIFIED' });
    expect(verify.statusCode, verify.body).toBe(409);
    expect(verify.json()).toMatchObject(closedRefusal);

    // No decision route succeeds: each answers the one 409 in Indonesian, and nothing changes.
    const refused = [
      api('PATCH', `/v1/admin-broker/kyc/approve/${waiting.id}`, broker.token, {
        nasabah_id: waiting.id,
        username: 'tutup.uji2',
        password: 'Trading#2026',
        account_no: '7700990012',
      }),
      api('PUT', `/v1/admin-broker/kyc/reject/${waiting.id}`, broker.token, { description: REASON }),
      api('PUT', `/v1/admin-broker/kyc/block/${approved.id}`, broker.token, { description: REASON }),
      api('POST', `/v1/admin-broker/kyc/${waiting.id}/resubmission`, broker.token, {
        items: [{ item: 'ktp', decision: 'resubmit', reason: 'blurry' }],
      }),
      api('POST', `/v1/admin-broker/kyc/${waiting.id}/claim`, reviewer.token),
      api('PUT', '/v1/counter/add_video', officer.token, {
        nasabah_id: waiting.id,
        video_schedule: new Date(Date.now() + DAY_MS).toISOString(),
      }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject(closedRefusal);
    }
    const [after] = await h.t.db.select().from(kycCustomers).where(eq(kycCustomers.id, waiting.id));
    expect(after).toMatchObject({ statusNasabah: 2, claimedBy: null, videoStatus: 'new', videoLink: null });
    const [bankRow] = await h.t.db
      .select({ status: managingBankAccounts.status })
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, approved.id));
    expect(bankRow?.status).toBe('UNVERIFIED');

    // What was called off is in the trail: the claim and the call on the participant's own rows,
    // the managing-bank account on the decision's.
    const released = await auditOf('case.released', waiting.id);
    expect(released).toEqual([
      {
        actorId: broker.id,
        details: expect.objectContaining({ holder_id: reviewer.id, reason: 'account_closed' }),
      },
    ]);
    const cancelled = await auditOf('video.cancel', waiting.id);
    expect(cancelled).toEqual([
      { actorId: broker.id, details: expect.objectContaining({ reason: 'account_closed' }) },
    ]);
    const decisions = await h.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'data_request.decide'));
    expect(decisions.map((d) => d.details.cancelled)).toEqual([
      { claims: [], video_calls: [], managing_bank_accounts: [account?.id] },
      { claims: [waiting.id], video_calls: [waiting.id], managing_bank_accounts: [] },
    ]);
  });
});
