/**
 * What the submission requires in the default (six-step) flow, walked through the step calls the
 * way a customer's browser makes them: a record with every section but the participant bank
 * account is not submittable (2011), and becomes so once that step is confirmed.
 */
import { customerDetailReplySchema, MSG, STATUS_NASABAH } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import {
  attachmentForm,
  bankAccountForm,
  contact,
  nik,
  useOnboardingHarness,
} from './testing/onboarding-harness';

describe('submission requirements of the default flow', () => {
  const h = useOnboardingHarness();
  const { call, save, submit, newCustomer, record, register, personal, work, financial, uploads, uploadPng } =
    h;
  const savedSections = async (token: string) => {
    const res = await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, token);
    return customerDetailReplySchema.parse(res.json()).data.customer.saved_sections;
  };

  it('refuses a record without the bank-account step (2011) and submits it once the step is saved', async () => {
    const c = await newCustomer();
    const person = nik('1991-02-14', true);
    const id = await register(c.token, person);
    await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
    await save(c.token, `/v2/kyc/customer/${id}`, work());
    await save(c.token, `/v2/kyc/financial/${id}`, financial());
    // The customer skips the bank-account step (the step links allow it) and fills the rest.
    await save(c.token, `/v2/kyc/emergency_contact/${id}`, contact);
    const paths: Record<string, string> = await uploads(c.id, id, ['statement_video']);
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await uploadPng(c.token, id, kind);
    await save(c.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));

    const refused = await submit(c.token, id);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status_code: 2011, message: MSG.submitMissingBankAccount });
    const waiting = await record(id);
    expect(waiting.submittedAt).toBeNull();
    expect(waiting.state).not.toBe('submitted');
    // The customer lookup names the saved sections, so the screens resume at the skipped step.
    expect(await savedSections(c.token)).toEqual([
      'personal',
      'employment',
      'financial',
      'emergency_contact',
      'attachment',
    ]);

    await save(c.token, `/v2/kyc/bank/account/${id}`, bankAccountForm);
    const done = await submit(c.token, id);
    expect(done.json()).toEqual({ status_code: '00', message: MSG.submitDone });
    expect(await record(id)).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
  });

  it('asks for the sections in flow order: the bank account after the finance, before the contact', async () => {
    const c = await newCustomer();
    const person = nik('1987-09-03', false);
    const id = await register(c.token, person);
    // The bank registration alone saves no step.
    expect(await savedSections(c.token)).toEqual([]);
    await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
    await save(c.token, `/v2/kyc/customer/${id}`, work());
    expect((await submit(c.token, id)).json()).toMatchObject({ status_code: 2007 });
    await save(c.token, `/v2/kyc/financial/${id}`, financial());
    expect((await submit(c.token, id)).json()).toMatchObject({ status_code: 2011 });
    await save(c.token, `/v2/kyc/bank/account/${id}`, bankAccountForm);
    expect((await submit(c.token, id)).json()).toEqual({ status_code: 2008, message: 'Data Kontak Darurat' });
  });
});
