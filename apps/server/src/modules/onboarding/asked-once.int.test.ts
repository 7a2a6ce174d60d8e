/**
 * What the customer answered once is carried by the server to the later calls (decision 0135):
 * the full name of the account to the bank form, bank 037's two terms from the bank form to the
 * bank-account step, the promoter code from the platform choice to steps 1 and the attachments, and
 * the beneficial-owner statement of the work step into the attachments' agreement. Every record is
 * made through the calls a customer's browser makes.
 */
import { MSG } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycAcceptances } from '../../db/schema';
import { contact, nik, useOnboardingHarness } from './testing/onboarding-harness';

describe('asked once, carried by the server', () => {
  const h = useOnboardingHarness();
  const { call, save, newCustomer, record, register, bankForm, personal, work, financial } = h;

  const acceptancesOf = async (customerId: string, document: string) =>
    h.t.db
      .select()
      .from(kycAcceptances)
      .where(and(eq(kycAcceptances.customerId, customerId), eq(kycAcceptances.document, document)));

  describe('the full name of the account on the bank form', () => {
    it('a bank form without a name takes the name the customer registered the account with', async () => {
      const c = await newCustomer({ fullname: 'Dewi Lestari' });
      const { fullname: _left, ...form } = bankForm(nik('1992-04-09', true));
      const res = await call('POST', '/v2/kyc/customer/platform', c.token, form);
      expect(res.json()).toMatchObject({ status_code: '00' });
      const row = await record(res.json().data._id);
      expect(row.fullname).toBe('Dewi Lestari');
      expect(row.personal).toMatchObject({ fullname: 'Dewi Lestari' });
      // Step 1 reads it back, to be corrected there to the KTP's spelling if need be.
      const detail = await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, c.token);
      expect(detail.json().data.customer.fullname).toBe('Dewi Lestari');
    });

    it('an account name the bank form cannot take (over 40 letters) is asked on the form: 422 on fullname', async () => {
      const long = 'Raden Ayu Siti Nurhaliza Kusumawardhani Putri';
      expect(long.length).toBeGreaterThan(40);
      const c = await newCustomer({ fullname: long });
      const { fullname: _left, ...form } = bankForm(nik('1990-01-21', true));
      const res = await call('POST', '/v2/kyc/customer/platform', c.token, form);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        err_message_id: MSG.fullnameMax40,
        error: [{ field: 'fullname', message: MSG.fullnameMax40 }],
      });
      // Typed on the form (shortened), the name is the one sent.
      const typed = await call(
        'POST',
        '/v2/kyc/customer/platform',
        c.token,
        bankForm({ ...nik('1990-01-21', true), fullname: 'Siti Nurhaliza Kusumawardhani' }),
      );
      expect(typed.json()).toMatchObject({ status_code: '00' });
      expect((await record(typed.json().data._id)).fullname).toBe('Siti Nurhaliza Kusumawardhani');
    });
  });

  describe("bank 037's two terms", () => {
    it('agreed on the bank form, they are read back on the bank-account step, which needs only its confirmation', async () => {
      const c = await newCustomer({ fullname: 'Dewi Lestari' });
      const person = nik('1989-11-30', true);
      const id = await register(c.token, person);
      const before = (await call('GET', `/v2/kyc/bank/account/${id}`, c.token)).json();
      expect(before.data.bank).toMatchObject({
        has_confirm_bank: false,
        has_agree_account_terms: true,
        has_agree_savings_terms: true,
      });
      await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
      await save(c.token, `/v2/kyc/customer/${id}`, work());
      await save(c.token, `/v2/kyc/financial/${id}`, financial());
      // The step's payload as the product has it: the confirmation alone.
      await save(c.token, `/v2/kyc/bank/account/${id}`, { has_confirm_bank: true });
      const after = (await call('GET', `/v2/kyc/bank/account/${id}`, c.token)).json();
      expect(after.data.bank).toMatchObject({
        has_confirm_bank: true,
        has_agree_account_terms: true,
        has_agree_savings_terms: true,
      });
      expect((await record(id)).state).toBe('account');
      // Each term was accepted once, on the bank form, with its text's version.
      for (const document of ['rekening-peserta', 'ketentuan-tabungan']) {
        const rows = await acceptancesOf(id, document);
        expect(rows, document).toHaveLength(1);
        expect(rows[0]?.version).toMatch(/\S/);
      }
    });
  });

  describe('the promoter code of the platform choice', () => {
    it('steps 1 and the attachments leave it out; the record keeps the code it was registered with', async () => {
      const c = await newCustomer({ fullname: 'Dewi Lestari' });
      const person = nik('1993-07-02', true);
      const id = await register(c.token, person, { referral_code: 'KILAU001' });
      await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
      await save(c.token, `/v2/kyc/customer/${id}`, work());
      await save(c.token, `/v2/kyc/financial/${id}`, financial());
      await save(c.token, `/v2/kyc/bank/account/${id}`, { has_confirm_bank: true });
      await save(c.token, `/v2/kyc/emergency_contact/${id}`, contact);
      const paths = await h.uploads(c.id, id, h.REQUIRED_FILES);
      await save(c.token, `/v2/kyc/attachment/${id}`, h.attachmentForm(paths));
      expect((await record(id)).referralCode).toBe('KILAU001');
      const attachment = (await call('GET', `/v2/kyc/attachment/${id}`, c.token)).json();
      expect(attachment.data.attachment.referral_code).toBe('KILAU001');
    });
  });

  describe('the beneficial-owner statement of the work step', () => {
    it('is not counted among the statements approved on the attachments once the work step gave it', async () => {
      const c = await newCustomer({ fullname: 'Dewi Lestari' });
      const person = nik('1987-03-15', true);
      const id = await register(c.token, person);
      await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
      await save(c.token, `/v2/kyc/customer/${id}`, work());
      const paths = await h.uploads(c.id, id, h.REQUIRED_FILES);
      await save(c.token, `/v2/kyc/attachment/${id}`, h.attachmentForm(paths));
      const [owner] = await acceptancesOf(id, 'pemilik-manfaat');
      expect(owner?.details).toMatchObject({ statement: 'has_confirm_beneficial_owner' });
      const [agreement] = await acceptancesOf(id, 'perjanjian-amanat');
      expect(agreement?.details).toMatchObject({
        agreement_step: 5,
        statements: [2, 4, 5],
        carried: { 'pemilik-manfaat': 'employment' },
      });
    });

    it('is approved on the attachments when the work step has not given it yet', async () => {
      const c = await newCustomer({ fullname: 'Dewi Lestari' });
      const person = nik('1986-12-01', true);
      const id = await register(c.token, person);
      await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
      const paths = await h.uploads(c.id, id, h.REQUIRED_FILES);
      await save(c.token, `/v2/kyc/attachment/${id}`, h.attachmentForm(paths));
      const [agreement] = await acceptancesOf(id, 'perjanjian-amanat');
      expect(agreement?.details).toMatchObject({ statements: [2, 3, 4, 5] });
      expect(agreement?.details).not.toHaveProperty('carried');
    });
  });
});
