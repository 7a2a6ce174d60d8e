/**
 * Managing-bank accounts as staff use them, on participants who registered, submitted and were
 * approved through the real calls: the scoped list with its filters, sort and pages, the detail,
 * the documents' route, the one decision on an account (with its audit row, the 400 after it and
 * the 409 of a race), and who may call what.
 */
import {
  MANAGING_BANK_COUNT_LIMIT,
  type ManagingBank,
  MSG,
  managingBankDetailReplySchema,
  managingBankListReplySchema,
  managingBankUpdateReplySchema,
  ROLES,
  type StaffRole,
} from '@kilau/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, managingBankAccounts } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';

const NOTE = 'Nama pemilik rekening tidak sama dengan nama pada KTP peserta, mohon periksa kembali.';

let seq = 0;

describe('managing-bank accounts', () => {
  const {
    h,
    submittedParticipant,
    approvedParticipant: approved,
    cimbParticipant,
    staff,
    api,
    readyForApproval,
  } = useReviewHarness();

  /** A broker of every platform, for the approvals of the CIMB participants (after their bank's). */
  let approver: { id: string; token: string };
  beforeAll(async () => {
    approver = await staff(ROLES.brokerAdmin);
  });

  /**
   * A participant approved through the API (the review harness's approvedParticipant): the approval
   * itself opens their managing-bank account.
   */
  async function approvedParticipant(opts: { platform?: 'gofx' | 'jafets' } = {}) {
    seq += 1;
    const tradeUsername = `trader${seq}x${String(Date.now() % 100000).padStart(5, '0')}`;
    const tradeAccountNo = `77${String(Date.now() % 1_000_000).padStart(6, '0')}${seq}`;
    const p = await approved(tradeAccountNo, tradeUsername, opts);
    const [row] = await h.t.db
      .select()
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, p.id));
    if (!row) throw new Error('the approval opened no managing-bank account');
    expect(row.status).toBe('UNVERIFIED');
    return { p, accountId: row.id, tradeAccountNo, tradeUsername };
  }

  /**
   * A participant of CIMB Niaga (022), who registered with their existing account's number, approved
   * by the bank and then by the broker: an account that has a number to verify (decision 0084).
   */
  async function approvedWithAccountNo() {
    const p = await cimbParticipant();
    const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    await readyForApproval(bank.token, p.id, 'admin-bank');
    const bankApprove = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', bank.token, {
      nasabah_id: p.id,
    });
    expect(bankApprove.statusCode, bankApprove.body).toBe(200);
    seq += 1;
    await readyForApproval(approver.token, p.id);
    const approve = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, approver.token, {
      nasabah_id: p.id,
      username: `cimbtrader${seq}x${String(Date.now() % 100000).padStart(5, '0')}`,
      password: 'Trading#2026',
      account_no: `78${String(Date.now() % 1_000_000).padStart(6, '0')}${seq}`,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const [row] = await h.t.db
      .select()
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.kycCustomerId, p.id));
    if (!row) throw new Error('the approval opened no managing-bank account');
    expect(row.accountNo).toMatch(/^8001\d+$/);
    return { p, accountId: row.id };
  }

  const list = async (token: string, query = '') => {
    const res = await api('GET', `/v1/managing-bank${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return managingBankListReplySchema.parse(res.json()).data;
  };
  const ids = (rows: ManagingBank[]) => rows.map((r) => r.id);

  it('lists the accounts in scope with status and platform filters, sort, pages and the count', async () => {
    const admin = await staff(ROLES.superAdmin);
    // The demo customer's account, which its approval opened when the demo data was seeded.
    const seeded = ids((await list(admin.token)).managing_bank);
    expect(seeded).toHaveLength(1);
    const a = await approvedParticipant();
    const b = await approvedParticipant();
    const c = await approvedParticipant({ platform: 'jafets' });

    const all = await list(admin.token);
    expect(all.page_metadata).toEqual({ count: 4, page: 1, limit: 10 });
    // Newest first by default.
    expect(ids(all.managing_bank)).toEqual([c.accountId, b.accountId, a.accountId, ...seeded]);
    expect(all.managing_bank[2]).toMatchObject({
      kyc_customer_id: a.p.id,
      fullname: a.p.customer.fullname,
      app_name: 'gofx',
      bank: { bank_code: '037', name: 'Bank Artha Graha' },
      account_name: a.p.customer.fullname,
      status: 'UNVERIFIED',
      note: null,
      verified_at: null,
      verified_by: null,
    });

    const oldest = await list(admin.token, '?sort_by=created_at&sort_dir=asc');
    expect(ids(oldest.managing_bank)).toEqual([...seeded, a.accountId, b.accountId, c.accountId]);
    const byName = await list(admin.token, '?sort_by=account_name&sort_dir=asc');
    const names = byName.managing_bank.map((r) => r.account_name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));

    // Pages: page is 1-based, used as given.
    const second = await list(admin.token, '?limit=2&page=2&sort_dir=asc');
    expect(second.page_metadata).toEqual({ count: 4, page: 2, limit: 2 });
    expect(ids(second.managing_bank)).toEqual([b.accountId, c.accountId]);
    expect((await list(admin.token, '?limit=2&page=5')).managing_bank).toEqual([]);

    const jafets = await list(admin.token, '?app_name=jafets');
    expect(ids(jafets.managing_bank)).toEqual([c.accountId]);
    expect((await list(admin.token, '?status=VERIFIED')).page_metadata.count).toBe(0);
    // Sorted by status: the waiting ones first, then verified, then rejected.
    await h.t.db
      .update(managingBankAccounts)
      .set({ status: 'REJECTED', note: NOTE })
      .where(eq(managingBankAccounts.id, a.accountId));
    await h.t.db
      .update(managingBankAccounts)
      .set({ status: 'VERIFIED' })
      .where(eq(managingBankAccounts.id, b.accountId));
    const byStatus = await list(admin.token, '?sort_by=status&sort_dir=asc');
    expect(byStatus.managing_bank.map((r) => r.status)).toEqual([
      'UNVERIFIED',
      'UNVERIFIED',
      'VERIFIED',
      'REJECTED',
    ]);
    const reversed = await list(admin.token, '?sort_by=status&sort_dir=desc');
    expect(reversed.managing_bank.map((r) => r.status)).toEqual([
      'REJECTED',
      'VERIFIED',
      'UNVERIFIED',
      'UNVERIFIED',
    ]);
    await h.t.db
      .update(managingBankAccounts)
      .set({ status: 'UNVERIFIED', note: null })
      .where(inArray(managingBankAccounts.id, [a.accountId, b.accountId]));

    const unverified = await list(admin.token, `?status=UNVERIFIED&limit=${MANAGING_BANK_COUNT_LIMIT}`);
    expect(unverified.page_metadata.count).toBe(4);

    // Only 1000 passes the 100 cap, and only sort fields and statuses the contract names.
    for (const q of ['?limit=101', '?limit=0', '?status=NEW', '?sort_by=account_no', '?page=0']) {
      expect((await api('GET', `/v1/managing-bank${q}`, admin.token)).statusCode, q).toBe(422);
    }

    // A broker of one platform sees only it.
    const jafetsBroker = await staff(ROLES.brokerViewer, { platform: 'jafets' });
    expect(ids((await list(jafetsBroker.token)).managing_bank)).toEqual([c.accountId]);
  });

  it('finds accounts with the back-office search (name, NIK, +62 phone), inside the scope and the count', async () => {
    const a = await approvedParticipant();
    const b = await approvedParticipant();
    const admin = await staff(ROLES.superAdmin);
    const found = async (q: string, token = admin.token) => {
      const page = await list(token, `?limit=100&q=${encodeURIComponent(q)}`);
      expect(page.page_metadata.count).toBe(page.managing_bank.length);
      return ids(page.managing_bank);
    };
    expect(await found(a.p.customer.fullname.toUpperCase())).toEqual([a.accountId]);
    expect(await found(b.p.ktp_no)).toEqual([b.accountId]);
    expect(await found(`+62${a.p.customer.phonenumber.slice(1)}`)).toEqual([a.accountId]);
    // Another platform's broker finds nothing of GOFX's accounts, whatever they type.
    const jafets = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    expect(await found(a.p.customer.fullname, jafets.token)).toEqual([]);
  });

  it('shows one account with the trade account and the documents’ paths; out of scope is 404', async () => {
    const a = await approvedParticipant();
    const broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const res = await api('GET', `/v1/managing-bank/${a.accountId}`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    const detail = managingBankDetailReplySchema.parse(res.json()).data;
    const record = await h.record(a.p.id);
    expect(detail.managing_bank.id).toBe(a.accountId);
    expect(detail.trade_account).toEqual({
      account_no: a.tradeAccountNo,
      username: a.tradeUsername,
      etb_no: null,
      hin_demo: null,
    });
    expect(detail.documents).toEqual({
      ktp: record.attachment.ktp,
      photo_with_ktp: record.attachment.photo_with_ktp,
      signature: record.attachment.signature,
    });
    expect(detail.documents.ktp).toBeTruthy();
    // The bank opens this participant's account: no number until it reports one, so nothing to verify.
    expect(detail.managing_bank.account_no).toBe('');
    expect(detail.allowed_actions).toEqual(['reject']);
    expect(detail.unavailable_actions).toEqual([
      { action: 'verify', reason: MSG.managingBankVerifyNoAccountNo },
    ]);

    const admin = await staff(ROLES.superAdmin);
    const asAdmin = managingBankDetailReplySchema.parse(
      (await api('GET', `/v1/managing-bank/${a.accountId}`, admin.token)).json(),
    );
    expect(asAdmin.data.allowed_actions).toEqual([]);

    const jafetsBroker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const other = await api('GET', `/v1/managing-bank/${a.accountId}`, jafetsBroker.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().err_message_id).toBe(MSG.managingBankNotFound);
    expect((await api('GET', '/v1/managing-bank/not-a-uuid', broker.token)).statusCode).toBe(404);
    expect(
      (await api('GET', '/v1/managing-bank/00000000-0000-4000-8000-000000000000', broker.token)).statusCode,
    ).toBe(404);
  });

  it('serves the documents of an account in scope, and nothing else', async () => {
    const a = await approvedParticipant();
    const pending = await submittedParticipant();
    const record = await h.record(a.p.id);
    const pendingRecord = await h.record(pending.id);
    const ktp = record.attachment.ktp ?? '';
    const file = (token: string, path: string) =>
      api('GET', `/v1/managing-bank/file?path=${encodeURIComponent(path)}`, token);

    const broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
    const res = await file(broker.token, ktp);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    for (const kind of ['photo_with_ktp', 'signature'] as const) {
      expect((await file(broker.token, record.attachment[kind] ?? '')).statusCode, kind).toBe(200);
    }
    const views = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.view'), eq(auditLog.actorId, broker.id)));
    expect(views).toHaveLength(3);

    // Another of the participant's files, not one the account is compared with.
    expect((await file(broker.token, record.attachment.photo ?? '')).statusCode).toBe(404);
    // A participant in scope without a managing-bank account.
    expect((await file(broker.token, pendingRecord.attachment.ktp ?? '')).statusCode).toBe(404);
    // Out of scope: another platform's broker, another bank's admin.
    const jafetsBroker = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    expect((await file(jafetsBroker.token, ktp)).statusCode).toBe(404);
    const bank022 = await staff(ROLES.bankAdmin, { bankCode: '022' });
    expect((await file(bank022.token, ktp)).statusCode).toBe(404);
    const bank037 = await staff(ROLES.bankAdmin, { bankCode: '037' });
    expect((await file(bank037.token, ktp)).statusCode).toBe(200);
    for (const path of ['../../etc/passwd', 'ktp/none.png']) {
      expect((await file(broker.token, path)).statusCode, path).toBe(404);
    }
  });

  it('audits every read of a document once per viewing, a crafted Range too', async () => {
    const a = await approvedParticipant();
    const ktp = (await h.record(a.p.id)).attachment.ktp ?? '';
    const read = (token: string, range?: string) =>
      h.t.app.inject({
        method: 'GET',
        url: `/v1/managing-bank/file?path=${encodeURIComponent(ktp)}`,
        headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) },
      });
    const whole = (await read((await staff(ROLES.superAdmin)).token)).rawPayload;
    expect(whole.length).toBeGreaterThan(60);
    for (const range of ['bytes=abc', 'bytes=-100000000', 'bytes=00-', 'BYTES=0-', 'bytes=40-']) {
      const broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
      const res = await read(broker.token, range);
      expect([200, 206], range).toContain(res.statusCode);
      expect(res.rawPayload.equals(range === 'bytes=40-' ? whole.subarray(40) : whole), range).toBe(true);
      // The same viewing: more ranges and a reload add no row.
      for (const again of ['bytes=0-', 'bytes=10-20', undefined]) await read(broker.token, again);
      const views = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'file.view'), eq(auditLog.actorId, broker.id)));
      expect(views, range).toHaveLength(1);
      expect(views[0]?.details).toMatchObject({ via: 'managing_bank', customer_id: a.p.id });
    }
  });

  it('refuses to verify an account without its number (409), and says why', async () => {
    const a = await approvedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const res = await api('PUT', `/v1/managing-bank/${a.accountId}`, broker.token, { status: 'VERIFIED' });
    expect(res.statusCode).toBe(409);
    expect(res.json().err_message_id).toBe(MSG.managingBankVerifyNoAccountNo);
    const [row] = await h.t.db
      .select()
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.id, a.accountId));
    expect(row?.status).toBe('UNVERIFIED');
    expect(await h.t.db.select().from(auditLog).where(eq(auditLog.targetId, a.accountId))).toHaveLength(0);
  });

  it('verifies an account once, with its audit row; a second decision is 400', async () => {
    const a = await approvedWithAccountNo();
    const broker = await staff(ROLES.brokerAdmin);
    const res = await api('PUT', `/v1/managing-bank/${a.accountId}`, broker.token, { status: 'VERIFIED' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = managingBankUpdateReplySchema.parse(res.json());
    expect(reply.data).toMatchObject({ id: a.accountId, status: 'VERIFIED' });

    const [row] = await h.t.db
      .select()
      .from(managingBankAccounts)
      .where(eq(managingBankAccounts.id, a.accountId));
    expect(row).toMatchObject({ status: 'VERIFIED', verifiedBy: broker.id, note: null });
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    const [audit] = await h.t.db.select().from(auditLog).where(eq(auditLog.id, reply.data.activity_id));
    expect(audit).toMatchObject({
      action: 'managing_bank.verify',
      actorType: 'staff',
      actorId: broker.id,
      targetType: 'managing_bank_account',
      targetId: a.accountId,
    });

    const again = await api('PUT', `/v1/managing-bank/${a.accountId}`, broker.token, {
      status: 'REJECTED',
      note: NOTE,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().err_message_id).toBe(MSG.managingBankNotUnverified);

    const shown = managingBankDetailReplySchema.parse(
      (await api('GET', `/v1/managing-bank/${a.accountId}`, broker.token)).json(),
    ).data;
    expect(shown.managing_bank).toMatchObject({
      status: 'VERIFIED',
      verified_by: { fullname: expect.any(String) },
    });
    expect(shown.allowed_actions).toEqual([]);
  });

  it('rejects an account with a note of 30–500 characters, kept and audited', async () => {
    const a = await approvedParticipant();
    const bank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    const url = `/v1/managing-bank/${a.accountId}`;
    for (const note of [undefined, '', 'Terlalu pendek', 'x'.repeat(501)]) {
      const res = await api('PUT', url, bank.token, { status: 'REJECTED', note });
      expect(res.statusCode, String(note)).toBe(422);
    }
    const short = await api('PUT', url, bank.token, { status: 'REJECTED', note: 'Terlalu pendek' });
    expect(JSON.stringify(short.json())).toContain(MSG.reasonMin);
    expect((await api('PUT', url, bank.token, { status: 'UNVERIFIED' })).statusCode).toBe(422);

    const res = await api('PUT', url, bank.token, { status: 'REJECTED', note: `  ${NOTE} ` });
    expect(res.statusCode, res.body).toBe(200);
    const activity = managingBankUpdateReplySchema.parse(res.json()).data.activity_id;
    const [audit] = await h.t.db.select().from(auditLog).where(eq(auditLog.id, activity));
    expect(audit).toMatchObject({ action: 'managing_bank.reject', actorId: bank.id, targetId: a.accountId });
    expect(audit?.details).toMatchObject({ note: NOTE, status: 'REJECTED', from_status: 'UNVERIFIED' });

    const rejected = await list(bank.token, '?status=REJECTED');
    expect(rejected.managing_bank.find((r) => r.id === a.accountId)).toMatchObject({
      status: 'REJECTED',
      note: NOTE,
    });
  });

  it('two decisions at once: exactly one wins and one audit row is written', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await approvedWithAccountNo();
      const broker = await staff(ROLES.brokerAdmin);
      const bank = await staff(ROLES.bankAdmin, { bankCode: '022' });
      const url = `/v1/managing-bank/${a.accountId}`;
      const replies = await Promise.all([
        api('PUT', url, broker.token, { status: 'VERIFIED' }),
        api('PUT', url, bank.token, { status: 'REJECTED', note: NOTE }),
      ]);
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      // The loser lost the guarded UPDATE (409) or read the winner's status first (400).
      expect([400, 409]).toContain(codes[1]);
      const loser = replies.find((r) => r.statusCode !== 200);
      expect([MSG.managingBankConflict, MSG.managingBankNotUnverified]).toContain(
        loser?.json().err_message_id,
      );
      const rows = await h.t.db.select().from(auditLog).where(eq(auditLog.targetId, a.accountId));
      expect(rows).toHaveLength(1);
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const res = await h.t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const params = (op: { parameters?: { name: string }[] }) => (op.parameters ?? []).map((p) => p.name);
    expect(params(paths['/v1/managing-bank'].get)).toEqual(
      expect.arrayContaining(['status', 'app_name', 'page', 'limit', 'sort_by', 'sort_dir']),
    );
    expect(paths['/v1/managing-bank'].get.responses).toHaveProperty('200');
    expect(params(paths['/v1/managing-bank/file'].get)).toContain('path');
    expect(paths['/v1/managing-bank/{id}'].get.responses).toHaveProperty('200');
    expect(paths['/v1/managing-bank/{id}'].put.requestBody).toBeDefined();
    expect(paths['/v1/managing-bank/{id}'].put.responses).toHaveProperty('409');
  });

  describe('who may call what', () => {
    let a: Awaited<ReturnType<typeof approvedParticipant>>;
    let ktp = '';
    const tokens = new Map<'none' | 'customer' | StaffRole, string | undefined>();
    beforeAll(async () => {
      a = await approvedParticipant();
      ktp = (await h.record(a.p.id)).attachment.ktp ?? '';
      tokens.set('none', undefined);
      tokens.set('customer', a.p.customer.token);
      for (const role of Object.values(ROLES)) tokens.set(role, (await staff(role)).token);
    });

    it('reads for 0, 1, 4 and 13; decides for 1 and 4; 401 without a token, 403 otherwise', async () => {
      const read = [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.bankAdmin, ROLES.brokerViewer];
      const routes = [
        { method: 'GET' as const, url: '/v1/managing-bank', roles: read },
        { method: 'GET' as const, url: `/v1/managing-bank/${a.accountId}`, roles: read },
        {
          method: 'GET' as const,
          url: `/v1/managing-bank/file?path=${encodeURIComponent(ktp)}`,
          roles: read,
        },
        // The body is wrong on purpose (422 for an allowed role), so nothing changes.
        {
          method: 'PUT' as const,
          url: `/v1/managing-bank/${a.accountId}`,
          roles: [ROLES.brokerAdmin, ROLES.bankAdmin],
          body: { status: 'REJECTED' },
        },
      ];
      const mismatches: string[] = [];
      for (const route of routes) {
        for (const [caller, token] of tokens) {
          const res = await api(route.method, route.url, token, route.body);
          const allowed = typeof caller === 'number' && (route.roles as number[]).includes(caller);
          const expected = caller === 'none' ? 401 : !allowed ? 403 : route.method === 'PUT' ? 422 : 200;
          if (res.statusCode !== expected)
            mismatches.push(
              `${route.method} ${route.url} as ${caller}: ${res.statusCode} (expected ${expected})`,
            );
        }
      }
      expect(mismatches).toEqual([]);
    });

    it('keeps a bank admin of another bank away: empty list, 404 for the account and its decision', async () => {
      const bank022 = await staff(ROLES.bankAdmin, { bankCode: '022' });
      // Only CIMB Niaga's own accounts (made by other tests here), never this 037 one.
      const theirs = (await list(bank022.token, '?limit=100')).managing_bank;
      expect(theirs.map((r) => r.bank?.bank_code).every((c) => c === '022')).toBe(true);
      expect(ids(theirs)).not.toContain(a.accountId);
      expect((await api('GET', `/v1/managing-bank/${a.accountId}`, bank022.token)).statusCode).toBe(404);
      const put = await api('PUT', `/v1/managing-bank/${a.accountId}`, bank022.token, { status: 'VERIFIED' });
      expect(put.statusCode).toBe(404);
      const [row] = await h.t.db
        .select()
        .from(managingBankAccounts)
        .where(eq(managingBankAccounts.id, a.accountId));
      expect(row?.status).toBe('UNVERIFIED');
    });
  });
});
