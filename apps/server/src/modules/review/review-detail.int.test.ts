/**
 * The participant detail shows everything the customer submitted (docs/product/back-office.md § Records and fields), by name, to every
 * role that may open it: a married customer who registered with a promoter code, filled every
 * step, uploaded the spouse's signature, chose a district court in clause 24 and submitted through
 * the real calls; then staff opened their demo account and approved them with a trading account.
 */
import { kycDetailReplySchema, ROLES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { nextTestIp, registerCustomer } from '../../test/customer';
import { attachmentForm, nik } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from './testing/review-harness';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const REGION_CODE = /\b\d{2}\.\d{2}(\.\d{2})?\b/;

describe('the participant detail', () => {
  const { h, staff, api, readyForApproval } = useReviewHarness();

  async function marriedParticipant() {
    const customer = await registerCustomer(h.t);
    const person = nik('1990-06-05', true);
    const id = await h.register(customer.token, person, {
      platform_id: h.gofxId,
      fullname: customer.fullname,
      referral_code: 'KILAU001',
    });
    await h.save(
      customer.token,
      `/v2/kyc/customer/platform/${id}`,
      h.personal('037', person, { fullname: customer.fullname, marriage_type: h.md['marriage:KAWIN:037'] }),
    );
    await h.save(customer.token, `/v2/kyc/customer/${id}`, h.work());
    await h.save(
      customer.token,
      `/v2/kyc/financial/${id}`,
      h.financial({ cash_asset: { bank_name: 'Bank Mandiri', balance: '25000000' } }),
    );
    await h.save(customer.token, `/v2/kyc/bank/account/${id}`, h.bankAccountForm);
    await h.save(customer.token, `/v2/kyc/emergency_contact/${id}`, h.contact);
    // A real video: the reviewer opens it before accepting it (decision 0131).
    const paths: Record<string, string> = { statement_video: await h.uploadVideo(customer.token, id) };
    for (const kind of ['ktp', 'photo', 'photo_with_ktp', 'signature', 'partner_signature', 'npwp'])
      paths[kind] = await h.uploadPng(customer.token, id, kind);
    await h.save(
      customer.token,
      `/v2/kyc/attachment/${id}`,
      attachmentForm(paths, {
        dispute_body: 'pengadilan_negeri',
        dispute_detail: 'Pengadilan Negeri Bandung',
      }),
    );
    const done = await h.submit(customer.token, id);
    expect(done.json(), done.body).toMatchObject({ status_code: '00' });
    return { customer, id, paths };
  }

  it('shows every submitted section by name, the demo and the trading account, to the broker and the video officer alike', async () => {
    const p = await marriedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const demo = await api('POST', '/v1/counter/user/non_trading', broker.token, {
      username: p.customer.username,
      password: 'Demo#Akun2026',
      user_id: p.id,
    });
    expect(demo.statusCode, demo.body).toBe(200);
    const hin = demo.json().data.hin_demo as string;

    // The video officer reads the participant while they wait for review.
    const officer = await staff(ROLES.videoOfficer);
    const asOfficer = await api('GET', `/v1/counter/kyc/detail/${p.id}`, officer.token);
    expect(asOfficer.statusCode, asOfficer.body).toBe(200);
    const seenByOfficer = kycDetailReplySchema.parse(asOfficer.json()).data.customer;
    // …and opens the signatures and every other document it names (while the review is open).
    for (const kind of ['signature', 'partner_signature', 'npwp'] as const) {
      const file = await h.t.app.inject({
        method: 'GET',
        url: `/v1/get/file?path=${encodeURIComponent(seenByOfficer.attachment[kind] ?? '')}`,
        remoteAddress: nextTestIp(),
        headers: { authorization: `Bearer ${officer.token}` },
      });
      expect(file.statusCode, kind).toBe(200);
    }

    await readyForApproval(broker.token, p.id);
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${p.id}`, broker.token, {
      nasabah_id: p.id,
      username: 'rina.detail',
      password: 'Trading#2026',
      account_no: '8800777001',
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const res = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
    expect(res.statusCode, res.body).toBe(200);
    const d = kycDetailReplySchema.parse(res.json()).data.customer;
    expect(d).toMatchObject({
      status: 'approved',
      referral_code: 'KILAU001',
      promoter_name: 'Promotor Kilau Jakarta',
      bankType: 'konvensional',
      ktp_issued_date: '2015-03-10',
      ktp_issued_date_text: '10 Maret 2015',
      marriage_type: { name: 'Kawin' },
      domicile_address: { regency_type: { data_id: '32.04', name: 'Kabupaten Bandung' } },
      user: { app_name: 'gofx', phonenumber: p.customer.phonenumber },
      financial: {
        fund_type: { name: 'Pilihan fund' },
        salary_type: { name: 'Pilihan salary' },
        monthly_transaction_type: { name: 'Pilihan monthly_transaction' },
        purpose_fund_type: { name: 'Pilihan purpose_fund' },
        purpose_open_account_type: { name: 'Pilihan purpose_open_account' },
        cash_asset: { bank_name: 'Bank Mandiri', balance: '25000000' },
      },
      emergency_contact: {
        fullname: h.contact.fullname,
        address: h.contact.address,
        postcode: h.contact.postcode,
        phonenumber: h.contact.phonenumber,
        relationship: h.contact.relationship,
      },
      dispute: {
        body: 'pengadilan_negeri',
        name: 'Pengadilan Negeri',
        detail: 'Pengadilan Negeri Bandung',
      },
      trading_account: { account_no: '8800777001', username: 'rina.detail' },
      demo_account: { hin_demo: hin, created_at: expect.any(String) },
      attachment: {
        signature: p.paths.signature,
        partner_signature: p.paths.partner_signature,
        npwp: p.paths.npwp,
      },
    });
    expect(d.bank_account).toEqual({ account_name: '', account_no: '', is_syariah: null });
    // Every name is a name: no master-data id and no region code where a person reads.
    const names = JSON.stringify([d.financial, d.domicile_address, d.dispute, d.emergency_contact]).replace(
      /"data_id":"[^"]*"/g,
      '',
    );
    expect(names).not.toMatch(UUID);
    expect(names).not.toMatch(REGION_CODE);

    // The same read model for the video officer: the signatures and every document the broker sees.
    expect(seenByOfficer.attachment).toEqual(d.attachment);
    expect(seenByOfficer.financial).toEqual(d.financial);
    expect(seenByOfficer.allowed_actions).toEqual([]);
  });
});
