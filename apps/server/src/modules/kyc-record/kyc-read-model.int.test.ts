/**
 * The read model on a record filled in the way a customer fills it: options picked from the
 * master-data lists the forms load, regions from the Kemendagri cascade, every step saved through
 * its call. What people read (the printed forms, the profile, the read-back) must show names and
 * Indonesian dates, never the ids and codes the steps store.
 */
import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf';
import { PRINT_FORMS } from '../documents/forms-pdf';
import { useOnboardingHarness, woman } from '../onboarding/testing/onboarding-harness';
import { readKycRecord } from './kyc-read-model';
import { findOwnRecord } from './kyc-record.repository';

/** The PDF's text with its lines joined, so that wrapped phrases still match. */
const pdfFlatText = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A dotted Kemendagri code ('31.71', '31.71.01', '31.71.01.1001') or a bare province code after a comma. */
const REGION_CODE = /\b\d{2}\.\d{2}(\.\d{2}(\.\d{4})?)?\b|,\s*\d{2}\s*(,|$)/;

describe('the KYC read model on a record made through the step calls', () => {
  const h = useOnboardingHarness();

  /** The id of the option with this label, from the list the form loads. */
  async function pick(token: string, type: string, scope: string, label: string): Promise<string> {
    const res = await h.call('GET', `/v2/master_data/${type}/${scope}`, token);
    expect(res.statusCode, `${type} list`).toBe(200);
    const options = res.json().data as Record<string, string>[];
    const found = options.find((o) => o[type] === label);
    if (!found?._id)
      throw new Error(`no ${type} option '${label}' (${options.map((o) => o[type]).join(', ')})`);
    return found._id;
  }

  /** A customer who walked bank registration and steps 1–2 with real options (Bandung, Katapang). */
  async function customerAfterWorkStep() {
    const { id: userId, token } = await h.newCustomer();
    const person = woman();
    const customerId = await h.register(token, person);
    const personal = h.personal('037', person, {
      gender_type: await pick(token, 'gender', '037', 'Perempuan'),
      religion_type: await pick(token, 'religion', '037', 'Islam'),
      marriage_type: await pick(token, 'marriage', '037', 'Belum Kawin'),
      education_type: await pick(token, 'education', '037', 'Sarjana (S1)'),
    });
    await h.save(token, `/v2/kyc/customer/platform/${customerId}`, personal);
    await h.save(
      token,
      `/v2/kyc/customer/${customerId}`,
      h.work({
        occupation_type: await pick(token, 'occupation', h.gofxId, 'Karyawan Swasta'),
        industrial_type: await pick(token, 'industrial', h.gofxId, 'Aktivitas Keuangan dan Asuransi'),
        position_type: await pick(token, 'position', h.gofxId, 'Staf/Karyawan'),
      }),
    );
    return { userId, token, customerId, person };
  }

  it('prints amanah, simulasi and formCimb with names and Indonesian dates, no id or region code', async () => {
    const { token, customerId } = await customerAfterWorkStep();
    for (const name of PRINT_FORMS) {
      const res = await h.call('GET', `/v2/kyc/print/${name}/${customerId}`, token);
      expect(res.statusCode, name).toBe(200);
      const text = await pdfFlatText(res.rawPayload);
      expect(text, name).not.toMatch(UUID);
      expect(text, name).not.toMatch(REGION_CODE);
      expect(text, name).toContain('Rina Kartika');
      expect(text, name).toContain(
        'Jl. Raya Katapang No. 12, Sangkanhurip, Katapang, Kabupaten Bandung, Jawa Barat 40921',
      );
      // Signed where the KTP address is, on today's date in Indonesian.
      expect(text, name).toMatch(/Kabupaten Bandung, \d{2} [A-Z][a-z]+ \d{4}/);
      if (name !== 'formCimb') {
        expect(text, name).toContain('Karyawan Swasta');
        expect(text, name).toContain('05 Juni 1990');
      }
    }
  });

  it('shows the job and the address by name on the profile and its PDF after step 2', async () => {
    const { token, person } = await customerAfterWorkStep();
    const view = await h.call('GET', '/v1/user/get/kyc', token);
    expect(view.json().data).toMatchObject({
      personal_data: {
        full_name: 'Rina Kartika',
        address: 'Jl. Raya Katapang No. 12, Sangkanhurip, Katapang, Kabupaten Bandung, Jawa Barat 40921',
        // The NIK masked but for its last four digits.
        identity_owner: `************${person.ktp_no.slice(-4)}`,
      },
      work: { job: 'Karyawan Swasta' },
    });
    const pdf = await h.call('GET', '/v1/user/get/kyc/pdf', token);
    const text = await pdfFlatText(pdf.rawPayload);
    expect(text).toContain('Karyawan Swasta');
    expect(text).not.toMatch(UUID);
    expect(text).not.toMatch(REGION_CODE);
  });

  it('resolves every id and code of all sections, and carries the NIK warnings of the save', async () => {
    const { userId, token, customerId, person } = await customerAfterWorkStep();
    // A man's gender on a woman's NIK: saved, with the warning for the reviewer.
    await h.save(
      token,
      `/v2/kyc/customer/platform/${customerId}`,
      h.personal('037', person, {
        gender_type: await pick(token, 'gender', '037', 'Laki-laki'),
        religion_type: await pick(token, 'religion', '037', 'Islam'),
        marriage_type: await pick(token, 'marriage', '037', 'Belum Kawin'),
        education_type: await pick(token, 'education', '037', 'Sarjana (S1)'),
      }),
    );
    await h.save(
      token,
      `/v2/kyc/financial/${customerId}`,
      h.financial({
        fund_type: await pick(token, 'fund', h.gofxId, 'Gaji'),
      }),
    );
    const record = await findOwnRecord(h.t.db, userId, customerId);
    if (!record) throw new Error('record missing');
    const m = await readKycRecord(h.t.db, record, { flowRules: [] });
    expect(m.personal.gender_type?.name).toBe('Laki-laki');
    expect(m.personal.education_type?.name).toBe('Sarjana (S1)');
    expect(m.identity_address.village_type).toEqual({ data_id: '32.04.11.2001', name: 'Sangkanhurip' });
    expect(m.identity_address.regency_type?.name).toBe('Kabupaten Bandung');
    expect(m.employment.position_type?.name).toBe('Staf/Karyawan');
    expect(m.financial.fund_type?.name).toBe('Gaji');
    expect(m.display).toMatchObject({
      date_of_birth: '05 Juni 1990',
      ktp_issued_date: '10 Maret 2015',
      citizenship: 'WNI',
      regency: 'Kabupaten Bandung',
    });
    expect(m.nik_warnings).toEqual([{ code: 'gender', message: MSG.nikGenderMismatchStaff }]);
    expect(m.saved).toMatchObject({ personal: true, employment: true, financial: true, attachment: false });
    // Every name the model resolved is a name: no id left where a person reads.
    const names = JSON.stringify([m.personal, m.identity_address, m.employment, m.financial]).match(
      /"name":"[^"]*"/g,
    );
    expect(names?.length).toBeGreaterThan(10);
    for (const n of names ?? []) expect(n).not.toMatch(UUID);
  });
});
