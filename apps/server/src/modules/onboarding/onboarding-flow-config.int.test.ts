/**
 * The onboarding flow is configuration (ONBOARDING_FLOW_RULES, architecture.md §5): here gofx walks the
 * 4-step 'short' flow (personal, work, attachments, review) and jafets, with no rule, the default
 * six steps. The submission check and the platform lookup both follow the configured rule.
 */
import { customerDetailReplySchema, MSG, STATUS_NASABAH } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { attachmentForm, nik, useOnboardingHarness } from './testing/onboarding-harness';

describe('onboarding flow from ONBOARDING_FLOW_RULES (gofx: short)', () => {
  const h = useOnboardingHarness({
    env: { ONBOARDING_FLOW_RULES: JSON.stringify([{ platform: 'gofx', flow: 'short' }]) },
  });
  const { call, save, submit, newCustomer, record, register, personal, work, md } = h;
  const { uploads, uploadPng } = h;

  it('submits a gofx record after personal, work and attachments, without financial, bank account or contact', async () => {
    const c = await newCustomer();
    const person = nik('1993-04-21', true);
    const id = await register(c.token, person);
    expect((await submit(c.token, id)).json()).toEqual({
      status_code: 2005,
      message: 'Silahkan lengkapi Data Pribadi',
    });
    await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
    expect((await submit(c.token, id)).json()).toEqual({ status_code: 2006, message: 'Data Pekerjaan' });
    await save(c.token, `/v2/kyc/customer/${id}`, work());
    // The short flow has no financial or contact step: the next missing section is the attachments.
    expect((await submit(c.token, id)).json()).toEqual({ status_code: 2009, message: 'Data Lampiran' });

    // The photos and the signature through the upload call itself; the video as a stored row.
    const paths: Record<string, string> = await uploads(c.id, id, ['statement_video']);
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature'])
      paths[kind] = await uploadPng(c.token, id, kind);
    await save(c.token, `/v2/kyc/attachment/${id}`, attachmentForm(paths));

    const res = await submit(c.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: '00', message: MSG.submitDone });
    const row = await record(id);
    expect(row).toMatchObject({ state: 'submitted', statusNasabah: STATUS_NASABAH.new });
    expect(row.submittedAt).toBeInstanceOf(Date);
    // Nothing of the steps the flow skips; the bank account holds only bank 037's terms, agreed on
    // the bank form (decision 0135).
    expect({ financial: row.financial, bank: row.bankAccount, contact: row.emergencyContact }).toEqual({
      financial: {},
      bank: { has_agree_account_terms: true, has_agree_savings_terms: true },
      contact: {},
    });
    const [audit] = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'onboarding.submit'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ outcome: 'success', details: expect.objectContaining({ flow: 'short' }) });
  });

  it('answers the flow in GET /v2/kyc/customer/platform/{platformId}: short on gofx', async () => {
    const c = await newCustomer();
    const id = await register(c.token, nik('1994-07-30', false));
    const res = await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, c.token);
    expect(res.statusCode).toBe(200);
    const parsed = customerDetailReplySchema.parse(res.json());
    expect(parsed.data.customer).toMatchObject({ _id: id, state: 'open', flow: 'short' });
  });

  it('keeps jafets (no rule) on the default flow: flow default, and 2007 while the financial data is missing', async () => {
    const c = await newCustomer();
    const person = nik('1989-11-02', true);
    const id = await register(c.token, person, { platform_id: h.jafetsId });
    const res = await call('GET', `/v2/kyc/customer/platform/${h.jafetsId}`, c.token);
    expect(res.statusCode).toBe(200);
    expect(customerDetailReplySchema.parse(res.json()).data.customer).toMatchObject({
      _id: id,
      flow: 'default',
    });

    await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
    await save(
      c.token,
      `/v2/kyc/customer/${id}`,
      work({
        occupation_type: md['occupation:jafets'],
        industrial_type: md['industrial:jafets'],
        position_type: md['position:jafets'],
      }),
    );
    expect((await submit(c.token, id)).json()).toEqual({ status_code: 2007, message: 'Data Keuangan' });
  });
});
