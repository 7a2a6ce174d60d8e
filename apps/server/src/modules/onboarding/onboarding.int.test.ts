import { randomUUID } from 'node:crypto';
import { customerDetailReplySchema, MSG, STATUS_NASABAH, STEP_SECTIONS } from '@kilau/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, kycAcceptances, kycCustomers, storedFiles, users } from '../../db/schema';
import { OnboardingReadService } from './onboarding-read.service';
import {
  attachmentForm,
  bankAccountForm,
  contact,
  type Method,
  man,
  nik,
  png,
  REQUIRED_FILES,
  useOnboardingHarness,
  woman,
} from './testing/onboarding-harness';

describe('KYC onboarding', () => {
  const h = useOnboardingHarness();
  const { call, save, newCustomer, record, register, bankForm, personal, work, financial, md } = h;
  const { uploads, uploadPng } = h;

  it('documents every onboarding call in the OpenAPI document', async () => {
    const res = await call('GET', '/docs/json', null);
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of [
      '/v2/kyc/customer/platform',
      '/v1/nasabah/cimb',
      '/v2/kyc/customer/platform/{customerId}',
      '/v2/kyc/customer/{customerId}',
      '/v2/kyc/financial/{customerId}',
      '/v2/kyc/bank/account/{customerId}',
      '/v2/kyc/emergency_contact/{customerId}',
      '/v2/kyc/attachment/{customerId}',
      '/v2/kyc/submission/{customerId}',
    ])
      expect(paths, p).toHaveProperty([p]);
    expect(paths['/v2/kyc/customer/{customerId}'].put.requestBody).toBeDefined();
  });

  describe('bank registration: POST /v2/kyc/customer/platform', () => {
    it('is for logged-in customers only', async () => {
      expect((await call('POST', '/v2/kyc/customer/platform', null, bankForm())).statusCode).toBe(401);
    });

    it('answers 422 with every field message and the first as err_message_id', async () => {
      const { token } = await newCustomer();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ fullname: 'A'.repeat(41), ktp_no: '12345' }),
      );
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.err_message_id).toBe(MSG.fullnameMax40);
      expect(body.error).toEqual(
        expect.arrayContaining([
          { field: 'fullname', message: MSG.fullnameMax40 },
          { field: 'ktp_no', message: 'No KTP minimal 16 karakter' },
        ]),
      );
    });

    it('requires both consents for bank 037 (Pernyataan Belum disetujui)', async () => {
      const { token } = await newCustomer();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ has_agree_savings_terms: false }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        err_message_id: 'Pernyataan Belum disetujui',
        error: [{ field: 'has_agree_savings_terms' }],
      });
    });

    it('refuses a birth date less than 17 years ago', async () => {
      const { token } = await newCustomer();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ date_of_birth: '2015-01-01' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().err_message_id).toBe(MSG.birthDateMinAge);
    });

    it('creates the record in state open, records the consents with their versions and answers 00', async () => {
      const { id: userId, token } = await newCustomer();
      const person = woman();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ ...person, referral_code: 'kilau001' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: '00',
        message: 'Selamat, Akun anda berhasil didaftarkan',
        data: { _id: expect.any(String), state: 'open' },
      });
      const row = await record(res.json().data._id);
      expect(row).toMatchObject({
        userId,
        bankCode: '037',
        state: 'open',
        statusNasabah: null,
        referralCode: 'KILAU001',
        fullname: 'Rina Kartika',
      });
      expect(row.personal).toMatchObject({ ktp_no: person.ktp_no, mothers_name: 'Sri Wahyuni' });
      const acc = await h.t.db.select().from(kycAcceptances).where(eq(kycAcceptances.customerId, row.id));
      expect(acc.map((a) => a.document).sort()).toEqual(['ketentuan-tabungan', 'rekening-peserta']);
      for (const a of acc) {
        expect(a.version).toMatch(/\S/);
        expect(a.ip).toBe('127.0.0.1');
      }
      const [audit] = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'onboarding.register'), eq(auditLog.targetId, row.id)));
      expect(audit?.outcome).toBe('success');
      // The login routing reads the state from the list.
      const list = await call('GET', '/v2/kyc/customer/platform', token);
      expect(list.json().data).toEqual([expect.objectContaining({ _id: row.id, state: 'open' })]);
    });

    it('answers 2002 when the customer already has a record on that platform', async () => {
      const { token } = await newCustomer();
      const person = man();
      await register(token, person);
      const again = await call('POST', '/v2/kyc/customer/platform', token, bankForm(person));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status_code: 2002, err_message_id: 'Akun Sudah Terdaftar' });
    });

    it('answers 2001 when another customer holds the KTP number, but lets the holder use it on another platform', async () => {
      const holder = await newCustomer();
      const person = nik('1995-01-12', true);
      await register(holder.token, person);
      const other = await newCustomer();
      const res = await call('POST', '/v2/kyc/customer/platform', other.token, bankForm(person));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 2001, err_message_id: 'No KTP Sudah Terdaftar' });
      const onJafets = await call(
        'POST',
        '/v2/kyc/customer/platform',
        holder.token,
        bankForm({ ...person, platform_id: h.jafetsId }),
      );
      expect(onJafets.json().status_code).toBe('00');
      const [failure] = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'onboarding.register'), eq(auditLog.actorId, other.id)));
      expect(failure).toMatchObject({
        outcome: 'failure',
        details: expect.objectContaining({ status_code: 2001 }),
      });
    });

    it('lets only one of two customers registering one KTP number at once have it', async () => {
      const [x, y] = [await newCustomer(), await newCustomer()];
      const person = nik('1991-09-09', false);
      const replies = await Promise.all(
        [x, y].map((c) => call('POST', '/v2/kyc/customer/platform', c.token, bankForm(person))),
      );
      expect(replies.map((r) => r.json().status_code).sort()).toEqual([2001, '00'].sort());
      const holders = await h.t.db
        .select({ id: kycCustomers.id })
        .from(kycCustomers)
        .where(sql`${kycCustomers.personal}->>'ktp_no' = ${person.ktp_no}`);
      expect(holders).toHaveLength(1);
    });

    it('answers 9001 when the NIK’s structure is not valid (unknown region, impossible date)', async () => {
      const { token } = await newCustomer();
      for (const ktp of ['9904114506900003', '3204119906900003']) {
        const res = await call('POST', '/v2/kyc/customer/platform', token, bankForm({ ktp_no: ktp }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          status_code: 9001,
          err_message_id: 'Pastikan data yang anda masukkan benar',
        });
      }
    });

    it('answers 2010 for a KTP number on a blacklisted record', async () => {
      const listed = await newCustomer();
      const listedNik = nik('1988-03-23', false);
      await h.t.db.insert(kycCustomers).values({
        userId: listed.id,
        platformId: h.gofxId,
        bankCode: '037',
        state: 'approved',
        statusNasabah: STATUS_NASABAH.blacklisted,
        personal: { ktp_no: listedNik.ktp_no },
      });
      const { token } = await newCustomer();
      const res = await call('POST', '/v2/kyc/customer/platform', token, bankForm(listedNik));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: 2010,
        err_message_id: 'KTP Number rejected by the system!',
      });
    });

    it('answers 1001 for an unknown promoter code and creates nothing', async () => {
      const { id, token } = await newCustomer();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ ...man(), referral_code: 'NOPE0000' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 1001, err_message_id: MSG.promoterCodeNotFound });
      expect(await h.t.db.select().from(kycCustomers).where(eq(kycCustomers.userId, id))).toHaveLength(0);
    });

    it('saves a NIK that does not match the birth date, with a warning for the customer and the reviewer', async () => {
      const { token } = await newCustomer();
      const res = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ ktp_no: '3204116506910005', date_of_birth: '1990-06-05' }),
      );
      expect(res.json()).toMatchObject({
        status_code: '00',
        warnings: [{ field: 'ktp_no', message: MSG.nikBirthDateMismatch }],
      });
      const row = await record(res.json().data._id);
      expect(row.personal.nik_check).toMatchObject({ warnings: ['birth_date'] });
    });

    it('saves a NIK with a regency code retired by a split, with the region warning recorded (decision 0009)', async () => {
      // Kab. Merauke before the 2022 Papua split: 91.01 is 93.01 now, the person's NIK is not.
      const merauke = { ktp_no: '9101014506800901', date_of_birth: '1980-06-05' };
      const { token } = await newCustomer();
      const res = await call('POST', '/v2/kyc/customer/platform', token, bankForm(merauke));
      expect(res.json()).toMatchObject({
        status_code: '00',
        warnings: [{ field: 'ktp_no', message: MSG.nikRegionUnknown }],
      });
      const id = res.json().data._id as string;
      expect((await record(id)).personal.nik_check).toMatchObject({ warnings: ['region'] });

      // Step 1 saves it too, the warning on the KTP number and recorded for the reviewer.
      const step = await call('PUT', `/v2/kyc/customer/platform/${id}`, token, personal('037', merauke));
      expect(step.statusCode).toBe(200);
      expect(step.json()).toEqual({
        status_code: '00',
        message: MSG.nikWarningRecorded,
        warnings: [{ field: 'ktp_no', message: MSG.nikRegionUnknown }],
      });
      const row = await record(id);
      expect(row.state).toBe('customer');
      expect(row.personal).toMatchObject({ ktp_no: merauke.ktp_no, nik_check: { warnings: ['region'] } });
    });

    it('refuses an unknown platform or bank with 422', async () => {
      const { token } = await newCustomer();
      const p = await call(
        'POST',
        '/v2/kyc/customer/platform',
        token,
        bankForm({ platform_id: randomUUID() }),
      );
      expect(p.statusCode).toBe(422);
      expect(p.json().error).toEqual([{ field: 'platform_id', message: MSG.platformNotChosen }]);
      const b = await call('POST', '/v2/kyc/customer/platform', token, bankForm({ bank_code: '999' }));
      expect(b.statusCode).toBe(422);
    });
  });

  describe('the steps and the submission of one customer', () => {
    /** Registered, then each section a step saves, in the default flow's order. */
    const STAGES = ['registered', ...STEP_SECTIONS] as const;
    type Stage = (typeof STAGES)[number];

    /**
     * A new customer who walked the steps through `stage` with their own calls: every test starts
     * from a record of its own, so each can run alone and none depends on another's leftovers.
     */
    async function customerAfter(stage: Stage) {
      const a = await newCustomer();
      const aNik = woman();
      const id = await register(a.token, aNik);
      const mine = (over: object = {}) => personal('037', aNik, over);
      const reached = (s: Stage) => STAGES.indexOf(s) <= STAGES.indexOf(stage);
      if (reached('personal')) await save(a.token, `/v2/kyc/customer/platform/${id}`, mine());
      if (reached('employment')) await save(a.token, `/v2/kyc/customer/${id}`, work());
      if (reached('financial')) await save(a.token, `/v2/kyc/financial/${id}`, financial());
      if (reached('bank_account')) await save(a.token, `/v2/kyc/bank/account/${id}`, bankAccountForm);
      if (reached('emergency_contact')) await save(a.token, `/v2/kyc/emergency_contact/${id}`, contact);
      if (reached('attachment'))
        await save(
          a.token,
          `/v2/kyc/attachment/${id}`,
          attachmentForm(await uploads(a.id, id, REQUIRED_FILES)),
        );
      const submit = () => h.submit(a.token, id, { kyc: 1, flag_register: 1 });
      return { a, id, aNik, mine, submit };
    }

    it('answers 2005 while the personal data is missing', async () => {
      const { submit } = await customerAfter('registered');
      expect((await submit()).json()).toEqual({
        status_code: 2005,
        message: 'Silahkan lengkapi Data Pribadi',
      });
    });

    it('personal step: checks master data against the bank, saves, state customer', async () => {
      const { a, id, mine, submit } = await customerAfter('registered');
      const wrong = await call(
        'PUT',
        `/v2/kyc/customer/platform/${id}`,
        a.token,
        mine({ gender_type: md['gender:P:022'], religion_type: md.occupation }),
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toEqual([
        { field: 'gender_type', message: MSG.genderRequired },
        { field: 'religion_type', message: MSG.religionRequired },
      ]);
      const place = await call(
        'PUT',
        `/v2/kyc/customer/platform/${id}`,
        a.token,
        mine({ place_of_birth: 'B'.repeat(26) }),
      );
      expect(place.statusCode).toBe(422);
      expect(place.json().err_message_id).toBe(MSG.placeOfBirthMax);

      const res = await call('PUT', `/v2/kyc/customer/platform/${id}`, a.token, mine());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', message: MSG.stepSaved });
      const row = await record(id);
      expect(row.state).toBe('customer');
      expect(row.personal).toMatchObject({ place_of_birth: 'Bandung', citizenship: 'wni', dependent_no: 1 });
      expect((await submit()).json()).toEqual({ status_code: 2006, message: 'Data Pekerjaan' });
    });

    it('personal step: a yes to the PEP question must name the function; a no drops it; the read-back carries the answer', async () => {
      const { a, id, mine } = await customerAfter('registered');
      const put = (body: object) => call('PUT', `/v2/kyc/customer/platform/${id}`, a.token, mine(body));
      const unnamed = await put({ is_pep: true });
      expect(unnamed.statusCode).toBe(422);
      expect(unnamed.json().error).toEqual([{ field: 'pep_position', message: MSG.pepPositionRequired }]);
      const tooLong = await put({ is_pep: true, pep_position: 'J'.repeat(151) });
      expect(tooLong.json().error).toEqual([{ field: 'pep_position', message: MSG.pepPositionMax }]);

      expect((await put({ is_pep: true, pep_position: ' Istri: Hakim Agung ' })).statusCode).toBe(200);
      expect((await record(id)).personal).toMatchObject({ is_pep: true, pep_position: 'Istri: Hakim Agung' });
      const read = async () =>
        (await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, a.token)).json().data.customer;
      expect(await read()).toMatchObject({ is_pep: true, pep_position: 'Istri: Hakim Agung' });

      // A call that leaves the question out (as records made before it) keeps the answer given.
      await put({});
      expect((await record(id)).personal).toMatchObject({ is_pep: true, pep_position: 'Istri: Hakim Agung' });
      await put({ is_pep: false, pep_position: 'Istri: Hakim Agung' });
      expect((await record(id)).personal).toMatchObject({ is_pep: false, pep_position: '' });
      expect(await read()).toMatchObject({ is_pep: false, pep_position: null });
    });

    it('personal step: a gender that does not match the NIK is saved with a warning recorded for the reviewer', async () => {
      const { a, id, mine } = await customerAfter('registered');
      const res = await call(
        'PUT',
        `/v2/kyc/customer/platform/${id}`,
        a.token,
        mine({ gender_type: md['gender:L:037'] }),
      );
      expect(res.json()).toEqual({
        status_code: '00',
        message: MSG.nikWarningRecorded,
        warnings: [{ field: 'gender_type', message: MSG.nikGenderMismatch }],
      });
      expect((await record(id)).personal.nik_check).toMatchObject({ warnings: ['gender'] });
      await call('PUT', `/v2/kyc/customer/platform/${id}`, a.token, mine());
      expect((await record(id)).personal.nik_check).toMatchObject({ warnings: [] });
    });

    it('personal step: 2001 when the KTP number is another customer’s', async () => {
      const { a, id, aNik, mine } = await customerAfter('registered');
      const taken = nik('1995-02-12', true);
      await register((await newCustomer()).token, taken);
      const res = await call('PUT', `/v2/kyc/customer/platform/${id}`, a.token, mine(taken));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 2001, err_message_id: 'No KTP Sudah Terdaftar' });
      expect((await record(id)).personal.ktp_no).toBe(aNik.ktp_no);
    });

    it('work step: checks the regions’ chain and the platform’s master data', async () => {
      const { a, id } = await customerAfter('personal');
      const region = await call(
        'PUT',
        `/v2/kyc/customer/${id}`,
        a.token,
        work({ identity_address: { ...work().identity_address, regency_type: '32.73' } }),
      );
      expect(region.statusCode).toBe(422);
      expect(region.json().error).toEqual([
        { field: 'identity_address.district_type', message: MSG.regionMismatch },
      ]);
      const foreign = await call(
        'PUT',
        `/v2/kyc/customer/${id}`,
        a.token,
        work({ occupation_type: md['occupation:jafets'] }),
      );
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error).toEqual([{ field: 'occupation_type', message: MSG.occupationRequired }]);
      const unticked = await call(
        'PUT',
        `/v2/kyc/customer/${id}`,
        a.token,
        work({ has_acknowledge_profile: false }),
      );
      expect(unticked.statusCode).toBe(422);
      expect(unticked.json().err_message_id).toBe('Pernyataan Belum disetujui');
    });

    it('work step: saves work and address, records the confirmations and the profile acknowledgement', async () => {
      const { a, id, submit } = await customerAfter('personal');
      const res = await call('PUT', `/v2/kyc/customer/${id}`, a.token, work({ work_month: '' }));
      expect(res.json()).toEqual({ status_code: '00', message: MSG.stepSaved });
      const row = await record(id);
      expect(row.state).toBe('employment');
      expect(row.employment).toMatchObject({ company_name: 'PT Sinar Nusantara', work_month: 0 });
      expect(row.identityAddress).toMatchObject({ village_type: '32.04.11.2001', postcode: '40921' });
      const docs = (await h.t.db.select().from(kycAcceptances).where(eq(kycAcceptances.customerId, id))).map(
        (r) => r.document,
      );
      expect(docs).toEqual(
        expect.arrayContaining([
          'pernyataan:has_confirm_employment',
          'pernyataan:has_confirm_costumer',
          'pemilik-manfaat',
          'profil-perusahaan',
        ]),
      );
      expect((await submit()).json()).toEqual({ status_code: 2007, message: 'Data Keuangan' });
    });

    it('financial step: GET is empty before, PUT saves, GET reads back with names', async () => {
      const { a, id, submit } = await customerAfter('employment');
      const before = await call('GET', `/v2/kyc/financial/${id}`, a.token);
      expect(before.json().data.financial).toMatchObject({ fund_type: null, has_confirm_financial: false });
      const missing = await call('PUT', `/v2/kyc/financial/${id}`, a.token, financial({ salary_type: '' }));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().err_message_id).toBe(MSG.salaryRequired);
      await save(a.token, `/v2/kyc/financial/${id}`, financial());
      const after = await call('GET', `/v2/kyc/financial/${id}`, a.token);
      expect(after.json()).toEqual({
        status_code: '00',
        data: {
          financial: {
            fund_type: { data_id: md.fund, name: 'Pilihan fund' },
            salary_type: { data_id: md.salary, name: 'Pilihan salary' },
            monthly_transaction_type: {
              data_id: md.monthly_transaction,
              name: 'Pilihan monthly_transaction',
            },
            purpose_fund_type: { data_id: md.purpose_fund, name: 'Pilihan purpose_fund' },
            purpose_open_account_type: {
              data_id: md.purpose_open_account,
              name: 'Pilihan purpose_open_account',
            },
            has_investment_experience: true,
            has_trading_experience: false,
            building_asset: { address: 'Jl. Melati No. 3', postcode: '40921', njop_value: '350000000' },
            cash_asset: { bank_name: 'Bank Artha Graha', balance: '25000000' },
            has_confirm_financial: true,
          },
        },
      });
      expect((await record(id)).state).toBe('financial');
      // The next missing section of the six-step flow is the bank account.
      expect((await submit()).json()).toEqual({ status_code: 2011, message: MSG.submitMissingBankAccount });
    });

    it('a step saved again never moves the state back', async () => {
      const { a, id, mine } = await customerAfter('financial');
      await save(a.token, `/v2/kyc/customer/platform/${id}`, mine());
      expect((await record(id)).state).toBe('financial');
    });

    it('bank-account step: a record whose bank form did not carry bank 037’s terms is asked them here', async () => {
      const { a, id } = await customerAfter('financial');
      // A record registered before the bank form's terms were carried to this step (decision
      // 0135): its bank account holds no agreement.
      await h.t.db.update(kycCustomers).set({ bankAccount: {} }).where(eq(kycCustomers.id, id));
      const res = await call('PUT', `/v2/kyc/bank/account/${id}`, a.token, { has_confirm_bank: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        err_message_id: 'Pernyataan Belum disetujui',
        error: [{ field: 'has_agree_account_terms' }, { field: 'has_agree_savings_terms' }],
      });
      await save(a.token, `/v2/kyc/bank/account/${id}`, bankAccountForm);
      expect((await call('GET', `/v2/kyc/bank/account/${id}`, a.token)).json()).toEqual({
        status_code: '00',
        data: {
          bank: {
            bank_code: '037',
            name: 'Bank Artha Graha',
            bank_type: 'konvensional',
            account_name: null,
            account_no: null,
            has_confirm_bank: true,
            has_agree_account_terms: true,
            has_agree_savings_terms: true,
          },
        },
      });
      expect((await record(id)).state).toBe('account');
    });

    it('emergency-contact step: validates, saves, reads back', async () => {
      const { a, id, submit } = await customerAfter('bank_account');
      const bad = await call('PUT', `/v2/kyc/emergency_contact/${id}`, a.token, {
        ...contact,
        phonenumber: '08123',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().err_message_id).toBe(MSG.contactPhoneInvalid);
      await save(a.token, `/v2/kyc/emergency_contact/${id}`, contact);
      expect((await call('GET', `/v2/kyc/emergency_contact/${id}`, a.token)).json()).toEqual({
        status_code: '00',
        data: { emergency_contact: contact },
      });
      expect((await record(id)).state).toBe('contact');
      expect((await submit()).json()).toEqual({ status_code: 2009, message: 'Data Lampiran' });
    });

    it('attachments: 406 without a signature, 407 without a dispute body, 422 for the rest', async () => {
      const { a, id } = await customerAfter('emergency_contact');
      const paths = await uploads(a.id, id, REQUIRED_FILES);
      const { signature: _s, ...unsigned } = paths;
      const r406 = await call('PUT', `/v2/kyc/attachment/${id}`, a.token, attachmentForm(unsigned));
      expect(r406.statusCode).toBe(400);
      expect(r406.json()).toMatchObject({
        status_code: 406,
        err_message_id: 'Tanda Tangan tidak boleh kosong',
      });
      const r407 = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm(paths, { dispute_body: '' }),
      );
      expect(r407.json()).toMatchObject({
        status_code: 407,
        err_message_id: 'Anda belum memilih Badan Penyelesaian Perselisihan dan Domisili Hukum pada poin 24',
      });
      const { ktp: _k, ...noKtp } = paths;
      const r422 = await call('PUT', `/v2/kyc/attachment/${id}`, a.token, attachmentForm(noKtp));
      expect(r422.statusCode).toBe(422);
      expect(r422.json()).toMatchObject({
        err_message_id: 'Pastikan semua inputan sudah terisi',
        error: [{ field: 'ktp', message: MSG.uploadKtpRequired }],
      });
      const step4 = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm(paths, { agreement_step: 4 }),
      );
      expect(step4.statusCode).toBe(422);
      expect((await record(id)).state).toBe('contact');
    });

    it('attachments: a path must be this record’s upload of that kind', async () => {
      const { a, id } = await customerAfter('emergency_contact');
      const paths = await uploads(a.id, id, REQUIRED_FILES);
      const other = await newCustomer();
      const otherId = await register(other.token, man());
      const foreign = await uploads(other.id, otherId, ['ktp']);
      const r1 = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm({ ...paths, ktp: foreign.ktp ?? '' }),
      );
      expect(r1.statusCode).toBe(422);
      expect(r1.json().error).toEqual([{ field: 'ktp', message: MSG.attachmentFileUnknown }]);
      const r2 = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm({ ...paths, ktp: paths.photo ?? '' }),
      );
      expect(r2.statusCode).toBe(422);
      expect(r2.json().error).toEqual([{ field: 'ktp', message: MSG.attachmentFileUnknown }]);
      const r3 = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm({ ...paths, kk: 'kyc/made-up.png' }),
      );
      expect(r3.json().error).toEqual([{ field: 'kk', message: MSG.attachmentFileUnknown }]);
    });

    it('attachments: saved with the agreement and clause 24 recorded; GET restores the confirmation', async () => {
      const { a, id } = await customerAfter('emergency_contact');
      const paths = await uploads(a.id, id, [...REQUIRED_FILES, 'kk', 'npwp']);
      const res = await call(
        'PUT',
        `/v2/kyc/attachment/${id}`,
        a.token,
        attachmentForm(paths, {
          dispute_body: 'pengadilan_negeri',
          dispute_detail: 'Pengadilan Negeri Bandung',
        }),
      );
      expect(res.json()).toEqual({ status_code: '00', message: MSG.stepSaved });
      const got = (await call('GET', `/v2/kyc/attachment/${id}`, a.token)).json();
      expect(got.data.attachment).toMatchObject({
        ktp: paths.ktp,
        signature: paths.signature,
        statement_video: paths.statement_video,
        kk: paths.kk,
        partner_signature: null,
        other: null,
        has_confirm_attachment: true,
        agreement_step: 5,
        dispute_body: 'pengadilan_negeri',
        dispute_detail: 'Pengadilan Negeri Bandung',
      });
      const [agreement] = await h.t.db
        .select()
        .from(kycAcceptances)
        .where(and(eq(kycAcceptances.customerId, id), eq(kycAcceptances.document, 'perjanjian-amanat')))
        .orderBy(desc(kycAcceptances.acceptedAt));
      expect(agreement).toMatchObject({
        version: expect.any(String),
        details: {
          agreement_step: 5,
          clause_24: { dispute_body: 'pengadilan_negeri', dispute_detail: 'Pengadilan Negeri Bandung' },
        },
      });
      expect((await record(id)).state).toBe('attachment');
    });

    it('the platform lookup answers data.customer with typed fields and data.employment for prefill', async () => {
      const { a, id } = await customerAfter('attachment');
      const detail = await new OnboardingReadService(h.t.app).customerDetail(a.id, h.gofxId);
      const parsed = customerDetailReplySchema.parse({ status_code: '00', data: detail });
      expect(parsed.data.customer).toMatchObject({
        _id: id,
        state: 'attachment',
        bank: { bank_code: '037', name: 'Bank Artha Graha', has_confirm_bank: true },
        gender_type: { data_id: md['gender:P:037'], name: 'Perempuan' },
        marriage_type: { data_id: md['marriage:BELUM_KAWIN:037'], name: 'Belum Kawin' },
        identity_address: {
          province_type: { data_id: '32', name: expect.stringMatching(/^jawa barat$/i) },
          village_type: { data_id: '32.04.11.2001', name: expect.stringMatching(/^sangkanhurip$/i) },
        },
        has_confirm_costumer: true,
      });
      expect(parsed.data.employment).toMatchObject({
        occupation_type: { data_id: md.occupation, name: 'Pilihan occupation' },
        company_name: 'PT Sinar Nusantara',
        // Every tick of step 2 comes back, so a returning customer does not tick them again.
        has_confirm_employment: true,
        has_confirm_beneficial_owner: true,
        has_acknowledge_profile: true,
      });
      expect(await new OnboardingReadService(h.t.app).customerDetail(a.id, h.jafetsId)).toBeUndefined();
    });

    it('submits: state submitted, status 2, submitted_at, audited, a mail saying what comes next; then 2004 everywhere', async () => {
      const { a, id, mine, submit } = await customerAfter('attachment');
      const res = await submit();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status_code: '00', message: MSG.submitDone });
      const row = await record(id);
      expect(row).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
      expect(row.submittedAt).toBeInstanceOf(Date);
      // The customer is told by e-mail what happens next: the review, a possible video call, the result.
      const [account] = await h.t.db.select().from(users).where(eq(users.id, a.id));
      const mail = await h.t.lastMessageTo(account?.email ?? '');
      expect(mail?.subject).toBe(MSG.submittedEmailSubject);
      expect(mail?.text).toContain('GOFX');
      expect(mail?.text).toContain(MSG.waitingNextVideo);
      expect(mail?.text).toContain(MSG.waitingNextResult);
      expect(mail?.text).toMatch(/hari kerja/);
      const [audit] = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'onboarding.submit'), eq(auditLog.targetId, id)));
      expect(audit).toMatchObject({ actorId: a.id, outcome: 'success' });

      expect((await submit()).json()).toEqual({ status_code: '2004', message: 'Data sudah di submit' });
      const paths = await uploads(a.id, id, REQUIRED_FILES);
      for (const [url, body] of [
        [`/v2/kyc/customer/platform/${id}`, mine()],
        [`/v2/kyc/customer/${id}`, work()],
        [`/v2/kyc/financial/${id}`, financial()],
        [`/v2/kyc/bank/account/${id}`, bankAccountForm],
        [`/v2/kyc/emergency_contact/${id}`, contact],
        [`/v2/kyc/attachment/${id}`, attachmentForm(paths)],
      ] as const) {
        const r = await call('PUT', url, a.token, body);
        expect(r.json(), url).toEqual({ status_code: '2004', message: 'Data sudah di submit' });
      }
      // An upload to the submitted record is refused too (409, status 2004) and stores nothing.
      const filesBefore = await h.t.db.select().from(storedFiles).where(eq(storedFiles.customerId, id));
      const fd = new FormData();
      fd.append('kind', 'ktp');
      fd.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'ktp.png');
      const multipart = new Request('http://localhost/', { method: 'POST', body: fd });
      const upload = await call(
        'POST',
        `/v2/kyc/upload/${id}`,
        a.token,
        Buffer.from(await multipart.arrayBuffer()),
        { 'content-type': String(multipart.headers.get('content-type')) },
      );
      expect(upload.statusCode).toBe(409);
      expect(upload.json()).toMatchObject({ status_code: '2004', err_message_id: MSG.stepAlreadySubmitted });
      expect(await h.t.db.select().from(storedFiles).where(eq(storedFiles.customerId, id))).toHaveLength(
        filesBefore.length,
      );
      expect((await record(id)).version).toBe(row.version);
      const list = await call('GET', '/v2/kyc/customer/platform', a.token);
      expect(list.json().data).toEqual([expect.objectContaining({ _id: id, state: 'submitted' })]);
    });
  });

  describe('two customers', () => {
    it('never reach each other’s record: 404 on every call', async () => {
      const owner = await newCustomer();
      const ownerNik = nik('2000-01-01', false);
      const ownerRecord = await register(owner.token, ownerNik, { platform_id: h.jafetsId });
      const intruder = await newCustomer();
      const before = await record(ownerRecord);
      const paths = await uploads(owner.id, ownerRecord, REQUIRED_FILES);
      const calls: [Method, string, object | undefined][] = [
        ['PUT', `/v2/kyc/customer/platform/${ownerRecord}`, personal('037', ownerNik)],
        ['PUT', `/v2/kyc/customer/${ownerRecord}`, work()],
        ['GET', `/v2/kyc/financial/${ownerRecord}`, undefined],
        ['PUT', `/v2/kyc/financial/${ownerRecord}`, financial()],
        ['GET', `/v2/kyc/bank/account/${ownerRecord}`, undefined],
        ['PUT', `/v2/kyc/bank/account/${ownerRecord}`, { has_confirm_bank: true }],
        ['GET', `/v2/kyc/emergency_contact/${ownerRecord}`, undefined],
        ['PUT', `/v2/kyc/emergency_contact/${ownerRecord}`, contact],
        ['GET', `/v2/kyc/attachment/${ownerRecord}`, undefined],
        ['PUT', `/v2/kyc/attachment/${ownerRecord}`, attachmentForm(paths)],
        ['PATCH', `/v2/kyc/submission/${ownerRecord}`, {}],
        ['GET', '/v2/kyc/financial/not-a-uuid', undefined],
        ['PATCH', `/v2/kyc/submission/${randomUUID()}`, {}],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(method, url, intruder.token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.kycRecordNotFound });
      }
      const after = await record(ownerRecord);
      expect(after.version).toBe(before.version);
      expect(after.state).toBe('open');
      // And without a session, nothing at all.
      expect((await call('GET', `/v2/kyc/financial/${ownerRecord}`, null)).statusCode).toBe(401);
    });
  });

  describe('CIMB registration: POST /v1/nasabah/cimb', () => {
    const cimbForm = (over: object = {}) => ({
      platform_id: h.gofxId,
      bank_code: '022',
      account_name: 'Dimas Pratama',
      account_no: '800123456789',
      date_of_birth: '1985-08-17',
      is_syariah: false,
      has_agree_account_terms: true,
      ...over,
    });

    it('only takes 022 or 023 and an account number of digits', async () => {
      const { token } = await newCustomer();
      const res = await call(
        'POST',
        '/v1/nasabah/cimb',
        token,
        cimbForm({ bank_code: '037', account_no: '12ab' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.map((e: { field: string }) => e.field)).toEqual(['bank_code', 'account_no']);
    });

    it('walks from the CIMB form to submission and waits for the bank’s approval (status 7)', async () => {
      const c = await newCustomer();
      const reg = await call('POST', '/v1/nasabah/cimb', c.token, cimbForm());
      expect(reg.json()).toMatchObject({
        status_code: '00',
        message: MSG.registrationSuccess,
        data: { state: 'open' },
      });
      const id = reg.json().data._id as string;
      const dup = await call('POST', '/v1/nasabah/cimb', c.token, cimbForm());
      expect(dup.json()).toMatchObject({ status_code: 2002 });

      const bank = (await call('GET', `/v2/kyc/bank/account/${id}`, c.token)).json().data.bank;
      expect(bank).toMatchObject({
        bank_code: '022',
        name: 'CIMB Niaga',
        account_no: '800123456789',
        bank_type: 'konvensional',
      });

      const husband = personal('022', man(), {
        fullname: 'Dimas Pratama',
        gender_type: md['gender:L:022'],
        marriage_type: md['marriage:KAWIN:022'],
      });
      await save(c.token, `/v2/kyc/customer/platform/${id}`, husband);
      await save(c.token, `/v2/kyc/customer/${id}`, work());
      await save(c.token, `/v2/kyc/financial/${id}`, financial());
      // The account came with the CIMB form; the customer still confirms it on the bank step.
      await save(c.token, `/v2/kyc/bank/account/${id}`, { has_confirm_bank: true });
      await save(c.token, `/v2/kyc/emergency_contact/${id}`, contact);
      // Married: the partner's signature is required too (406).
      const paths = await uploads(c.id, id, [...REQUIRED_FILES, 'partner_signature']);
      const { partner_signature: _p, ...single } = paths;
      const r406 = await call('PUT', `/v2/kyc/attachment/${id}`, c.token, attachmentForm(single));
      expect(r406.json()).toMatchObject({ status_code: 406, err_message_id: MSG.partnerSignatureRequired });
      await save(c.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));

      // Two submissions at once: one wins, the other sees it already submitted.
      const both = await Promise.all([h.submit(c.token, id), h.submit(c.token, id)]);
      expect(both.map((r) => r.json().status_code).sort()).toEqual(['00', '2004']);
      const row = await record(id);
      expect(row).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.waitingBank });
      const submits = await h.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'onboarding.submit'), eq(auditLog.targetId, id)));
      expect(submits).toHaveLength(1);
    });
  });

  describe('the state drives the customer lookup the login routes on', () => {
    it('walks open → customer → employment → … → submitted in GET /v2/kyc/customer/platform', async () => {
      const c = await newCustomer();
      const seen: string[] = [];
      const state = async () => {
        const res = await call('GET', '/v2/kyc/customer/platform', c.token);
        seen.push(res.json().data[0]?.state);
      };
      const person = nik('1992-05-15', true);
      const id = await register(c.token, person);
      await state();
      await call('PUT', `/v2/kyc/customer/platform/${id}`, c.token, personal('037', person));
      await state();
      await call('PUT', `/v2/kyc/customer/${id}`, c.token, work());
      await state();
      await call('PUT', `/v2/kyc/financial/${id}`, c.token, financial());
      await state();
      await call('PUT', `/v2/kyc/bank/account/${id}`, c.token, bankAccountForm);
      await state();
      await call('PUT', `/v2/kyc/emergency_contact/${id}`, c.token, contact);
      await state();
      // The photos and the signature through the upload call itself; the video as a stored row.
      const paths: Record<string, string> = await uploads(c.id, id, ['statement_video']);
      for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
        paths[kind] = await uploadPng(c.token, id, kind);
      await save(c.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
      await state();
      await h.submit(c.token, id);
      await state();
      expect(seen).toEqual([
        'open',
        'customer',
        'employment',
        'financial',
        'account',
        'contact',
        'attachment',
        'submitted',
      ]);
    });

    it('a rejected record may be corrected and submitted again (status back to new)', async () => {
      const c = await newCustomer();
      const person = nik('1980-08-08', false);
      const id = await register(c.token, person);
      await h.t.db
        .update(kycCustomers)
        .set({ state: 'reject', statusNasabah: STATUS_NASABAH.rejected })
        .where(eq(kycCustomers.id, id));
      const own = personal('037', person, { gender_type: md['gender:L:037'] });
      await save(c.token, `/v2/kyc/customer/platform/${id}`, own);
      expect(await record(id)).toMatchObject({ state: 'reject', statusNasabah: STATUS_NASABAH.rejected });
      // Still incomplete: a rejected record is checked like any other.
      expect((await h.submit(c.token, id)).json().status_code).toBe(2006);
      await save(c.token, `/v2/kyc/customer/${id}`, work());
      await save(c.token, `/v2/kyc/financial/${id}`, financial());
      await save(c.token, `/v2/kyc/bank/account/${id}`, bankAccountForm);
      await save(c.token, `/v2/kyc/emergency_contact/${id}`, contact);
      const paths = await uploads(c.id, id, REQUIRED_FILES);
      await save(c.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));
      expect(await record(id)).toMatchObject({ state: 'reject', statusNasabah: STATUS_NASABAH.rejected });
      expect((await h.submit(c.token, id)).json().status_code).toBe('00');
      expect(await record(id)).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
    });
  });
});
