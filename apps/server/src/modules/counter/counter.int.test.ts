/**
 * The counter's calls, the demo accounts and the partner bank's approval (docs/product/back-office.md § Screens, Calls, Messages),
 * on participants made the way customers make them (the step calls; the CIMB form for the bank's).
 */
import { MSG, proposalListReplySchema, ROLES, STATUS_NASABAH } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycCustomers, users } from '../../db/schema';
import { pdfText } from '../../test/pdf';
import { verifyPassword } from '../credentials';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

const REASON = 'Foto KTP tidak terbaca dengan jelas, mohon unggah ulang foto yang lebih terang.';
const DEMO_PASSWORD = 'Demo#Kilau2026';

describe('counter calls, demo accounts and the bank’s approval', () => {
  const { h, submittedParticipant, cimbParticipant, staff, api, readyForApproval } = useReviewHarness();
  let broker: string;
  let p: Participant;

  beforeAll(async () => {
    broker = (await staff(ROLES.brokerAdmin)).token;
    // Blacklisted below, so named apart from the others: Kilau's own list would flag look-alikes.
    p = await submittedParticipant({ fullname: 'Sekar Ayu Pramesti', dateOfBirth: '1957-01-01' });
  });

  const record = async (id: string) => {
    const [row] = await h.t.db.select().from(kycCustomers).where(eq(kycCustomers.id, id));
    if (!row) throw new Error('no record');
    return row;
  };

  describe('demo accounts (/nsb-eksternal)', () => {
    const demoList = async () => {
      const res = await api(
        'GET',
        '/v1/counter/get/user/non_trading?platform=all&limit=100&offset=0',
        broker,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        user: { _id: string; username: string; flag_active: boolean; hin_demo: string | null }[];
        count: number;
      };
    };

    it('opens a demo account: a numbered account, the password only hashed and mailed as a one-time link, the demo gate open', async () => {
      const before = (await demoList()).user.find((u) => u._id === p.id);
      expect(before).toMatchObject({ username: p.customer.username, flag_active: false, hin_demo: null });

      const wrongUser = await api('POST', '/v1/counter/user/non_trading', broker, {
        username: 'orang_lain',
        password: DEMO_PASSWORD,
        user_id: p.id,
      });
      expect(wrongUser.json()).toMatchObject({ err_message_id: MSG.demoUsernameMismatch });
      const short = await api('POST', '/v1/counter/user/non_trading', broker, {
        username: p.customer.username,
        password: 'pendek',
        user_id: p.id,
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().error).toEqual([{ field: 'password', message: MSG.passwordMin8 }]);

      const made = await api('POST', '/v1/counter/user/non_trading', broker, {
        username: p.customer.username,
        password: DEMO_PASSWORD,
        user_id: p.id,
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ status_code: '00', message: MSG.demoCreated });
      const hin = made.json().data.hin_demo as string;
      expect(hin).toMatch(/^HD\d{8}$/);

      const row = await record(p.id);
      expect(row.hinDemo).toBe(hin);
      expect(row.demoPasswordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(row.demoPasswordHash ?? '', DEMO_PASSWORD)).toBe(true);
      const [user] = await h.t.db.select().from(users).where(eq(users.id, p.customer.id));
      expect(user?.demoAccountDoneAt).toBeInstanceOf(Date);
      const mail = await h.t.lastMessageTo(p.customer.email);
      expect(mail?.text).toContain(hin);
      expect(mail?.text).not.toContain(DEMO_PASSWORD);
      expect(mail?.text).toMatch(/\/sandi-akun\/[A-Za-z0-9_-]{43}/);
      const [audit] = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'demo_account.create'), eq(auditLog.targetId, p.id)));
      expect(audit?.details).toMatchObject({ hin_demo: hin });
      expect(JSON.stringify(audit?.details)).not.toContain(DEMO_PASSWORD);

      expect((await demoList()).user.find((u) => u._id === p.id)).toMatchObject({
        flag_active: true,
        hin_demo: hin,
      });
      const again = await api('POST', '/v1/counter/user/non_trading', broker, {
        username: p.customer.username,
        password: DEMO_PASSWORD,
        user_id: p.id,
      });
      expect(again.statusCode).toBe(409);
    });

    it('opens one account when two staff click at once', async () => {
      const q = await submittedParticipant();
      const body = { username: q.customer.username, password: DEMO_PASSWORD, user_id: q.id };
      const both = await Promise.all([
        api('POST', '/v1/counter/user/non_trading', broker, body),
        api('POST', '/v1/counter/user/non_trading', broker, body),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('prints the demo account number on the trading simulation form', async () => {
      // The form is for registered participants: approve through the counter first.
      await readyForApproval(broker, p.id);
      const approved = await api('POST', '/v1/counter/approve/non_trading', broker, {
        nasabah_id: p.id,
        username: 'trader_demo',
        password: 'Trade#Kilau2026',
        account_no: '8812345001',
      });
      expect(approved.json(), approved.body).toMatchObject({
        status_code: '00',
        data: { status: 200, message: MSG.counterUserAccepted },
      });
      const pdf = await api('GET', `/v1/admin-broker/kyc/print/simulasi/${p.id}`, broker);
      expect(pdf.statusCode).toBe(200);
      expect(await pdfText(pdf.rawPayload)).toContain((await record(p.id)).hinDemo ?? 'none');
      // A participant with a live account has left the demo list.
      expect((await demoList()).user.map((u) => u._id)).not.toContain(p.id);
    });
  });

  describe('list_nasabah and the counter’s actions', () => {
    it('lists by status word and splits on isTrading', async () => {
      const fresh = await submittedParticipant();
      const list = async (query: string) => {
        const res = await api('GET', `/v1/counter/get/list_nasabah?${query}`, broker);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { nasabah: { _id: string; status_nasabah: number }[]; count: number };
      };
      const news = await list('status=new&limit=100&offset=0&isTrading=false');
      expect(news.nasabah.map((n) => n._id)).toContain(fresh.id);
      expect(news.nasabah.every((n) => n.status_nasabah === STATUS_NASABAH.new)).toBe(true);
      const registered = await list('status=registered&limit=100&isTrading=true');
      expect(registered.nasabah.map((n) => n._id)).toContain(p.id);
      expect(
        (await list('status=registered&limit=100&isTrading=false')).nasabah.map((n) => n._id),
      ).not.toContain(p.id);
      expect((await api('GET', '/v1/counter/get/list_nasabah?status=rejected', broker)).statusCode).toBe(422);
      // The video officer reads the new list too (docs/product/back-office.md video list); the bank admin does not.
      const officer = (await staff(ROLES.videoOfficer)).token;
      expect((await api('GET', '/v1/counter/get/list_nasabah?status=new', officer)).statusCode).toBe(200);
      const bank = (await staff(ROLES.bankAdmin)).token;
      expect((await api('GET', '/v1/counter/get/list_nasabah?status=new', bank)).statusCode).toBe(403);
    });

    it('answers a failed approve with the server’s message in data.message', async () => {
      const res = await api('POST', '/v1/counter/approve/non_trading', broker, {
        nasabah_id: p.id,
        username: 'trader_lagi',
        password: 'Trade#Kilau2026',
        account_no: '8812345002',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 2011, data: { message: MSG.newParticipantInvalid } });
    });

    it('rejects with reject_desc and blacklists with a description', async () => {
      const q = await submittedParticipant();
      const short = await api('PUT', '/v1/counter/customer/rejected', broker, {
        nasabah_id: q.id,
        reject_desc: 'kurang',
      });
      expect(short.statusCode).toBe(422);
      const rejected = await api('PUT', '/v1/counter/customer/rejected', broker, {
        nasabah_id: q.id,
        reject_desc: REASON,
      });
      expect(rejected.json()).toMatchObject({ data: { message: MSG.counterRejectDone } });
      expect(await record(q.id)).toMatchObject({
        statusNasabah: STATUS_NASABAH.rejected,
        description: REASON,
      });

      // Four eyes (decision 0111): the call proposes; a second broker admin's approval blacklists.
      const blocked = await api('PUT', `/v1/nasabah/blacklist/${p.id}`, broker, { description: REASON });
      expect(blocked.json(), blocked.body).toMatchObject({ data: { message: MSG.proposalSubmitted } });
      expect((await record(p.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
      const checker = (await staff(ROLES.brokerAdmin)).token;
      const pending = proposalListReplySchema.parse(
        (await api('GET', `/v1/admin-broker/proposals?customer_id=${p.id}`, checker)).json(),
      ).data.proposals;
      const approved = await api('POST', `/v1/admin-broker/proposals/${pending[0]?.id}/approve`, checker, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await record(p.id)).statusNasabah).toBe(STATUS_NASABAH.blacklisted);
      const viewer = (await staff(ROLES.brokerViewer)).token;
      expect(
        (await api('PUT', `/v1/nasabah/blacklist/${p.id}`, viewer, { description: REASON })).statusCode,
      ).toBe(403);
    });
  });

  describe('the partner bank’s approval (status 7)', () => {
    it('a CIMB participant is approved by CIMB’s staff, then by the broker', async () => {
      const c = await cimbParticipant();
      expect((await record(c.id)).statusNasabah).toBe(STATUS_NASABAH.waitingBank);

      // The broker cannot approve before the bank has.
      const early = await api('PATCH', `/v1/admin-broker/kyc/approve/${c.id}`, broker, {
        nasabah_id: c.id,
        username: 'trader_cimb',
        password: 'Trade#Kilau2026',
        account_no: '8812345100',
      });
      expect(early.json()).toMatchObject({ status_code: 2011, err_message_id: MSG.waitingCimbApproval });

      const otherBank = (await staff(ROLES.bankAdmin, { bankCode: '037' })).token;
      const cimb = (await staff(ROLES.bankAdmin, { bankCode: '022' })).token;
      const body = { nasabah_id: c.id };
      expect(
        (await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', otherBank, body)).statusCode,
      ).toBe(404);
      const wrong = await api('POST', '/v1/admin-bank/kyc/bank-approve/syariah', cimb, body);
      expect(wrong.json()).toMatchObject({ data: { message: MSG.bankApproveWrongVariant } });
      expect(
        (await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', broker, body)).statusCode,
      ).toBe(403);

      const detail = await api('GET', `/v1/admin-bank/kyc/detail/${c.id}`, cimb);
      expect(detail.json().data.customer.allowed_actions).toEqual(['bank_approve']);
      await readyForApproval(cimb, c.id, 'admin-bank');
      const both = await Promise.all([
        api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', cimb, body),
        api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', cimb, body),
      ]);
      // The loser either saw the record already moved (400) or lost the guarded update (409).
      const codes = both.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 409]).toContain(codes[1]);
      expect(both.find((r) => r.statusCode === 200)?.json()).toMatchObject({
        data: { message: MSG.bankApproveDone },
      });
      expect(await record(c.id)).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
      const audits = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'kyc.bank_approve'), eq(auditLog.targetId, c.id)));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.details).toMatchObject({ from_status: 7, status_nasabah: 2, bank_code: '022' });

      await readyForApproval(broker, c.id);
      const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${c.id}`, broker, {
        nasabah_id: c.id,
        username: 'trader_cimb',
        password: 'Trade#Kilau2026',
        account_no: '8812345100',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await record(c.id)).statusNasabah).toBe(STATUS_NASABAH.accepted);
    });
  });
});
