/**
 * The made-up customers' data, written once for everyone who fills in a KYC record that belongs
 * to nobody: the demo seed, the server's tests and their harnesses, the browser tests and the
 * benchmarks (decision 0173). Specimen data: no real person, addresses in real Kemendagri regions
 * (their codes are what the onboarding steps store) and master-data options by their codes (the
 * seeded lists hold them).
 *
 * Two homes: Pondok Pinang, Kebayoran Lama, Jakarta Selatan (the demo customer, the seeded
 * participants, the browser tests) and Sangkanhurip, Katapang, Kabupaten Bandung (the server's
 * onboarding tests, the benchmarks, the production load test).
 *
 * This file imports nothing and uses only type syntax Node can strip: the benchmarks, plain
 * scripts, import it as `packages/shared/src/sample-customer.ts` on the declared Node.
 */

/**
 * A NIK that agrees with a birth date and gender (the layout in nik.ts: district, the birth day
 * plus 40 for a woman, month, two-digit year, serial), in the district of the dotted code, with
 * `serial` as its last four digits.
 */
export function sampleNik(district: string, birth: string, female: boolean, serial: number): string {
  const [year = '', month = '', day = ''] = birth.split('-');
  const nikDay = String(Number(day) + (female ? 40 : 0)).padStart(2, '0');
  return `${district.replaceAll('.', '')}${nikDay}${month}${year.slice(2)}${String(serial).padStart(4, '0')}`;
}

export const SAMPLE_CUSTOMER = {
  /** The mother's maiden name the sample customers give. */
  mothersName: 'Sri Wahyuni',
  /** The birth dates of the sample woman and man (YYYY-MM-DD). */
  birthDates: { woman: '1990-06-05', man: '1985-08-17' },
  /** The sample homes, as the employment step sends an identity address (codes of every level). */
  addresses: {
    /** Pondok Pinang, Kebayoran Lama, Kota Administrasi Jakarta Selatan. */
    jakarta: {
      address: 'Jl. Ciputat Raya No. 12',
      province_type: '31',
      regency_type: '31.74',
      district_type: '31.74.05',
      village_type: '31.74.05.1002',
      postcode: '12310',
    },
    /** Sangkanhurip, Katapang, Kabupaten Bandung. */
    bandung: {
      address: 'Jl. Raya Katapang No. 12',
      province_type: '32',
      regency_type: '32.04',
      district_type: '32.04.11',
      village_type: '32.04.11.2001',
      postcode: '40921',
    },
  },
  /** The master-data options the sample customers choose, by code (the seeded lists hold them). */
  optionCodes: {
    religion: 'ISLAM',
    marriage: 'BELUM_KAWIN',
    education: 'S1',
    occupation: 'SWASTA',
    industrial: 'K',
    position: 'STAF',
  },
  /** The Bandung customer's personal-data answers besides the name, birth date, NIK and option ids. */
  personal: {
    place_of_birth: 'Bandung',
    ktp_issued_date: '2015-03-10',
    citizenship: 'wni',
    npwp_no: '012345678901234',
    dependent_no: 1,
  },
  /** The employment step's answers besides the option ids and the address, with every tick. */
  employment: {
    company_name: 'PT Sinar Nusantara',
    work_month: 24,
    has_confirm_employment: true,
    has_confirm_costumer: true,
    has_confirm_beneficial_owner: true,
    has_acknowledge_profile: true,
  },
  /** The financial step's answers besides the option ids: both assets, the experience, the tick. */
  financial: {
    has_investment_experience: true,
    has_trading_experience: false,
    building_asset: { address: 'Jl. Melati No. 3', postcode: '40921', njop_value: 350000000 },
    cash_asset: { bank_name: 'Bank Artha Graha', balance: '25000000' },
    has_confirm_financial: true,
  },
  /** The bank-account step with every tick bank 037 asks for. */
  bankAccount: {
    has_confirm_bank: true,
    has_agree_account_terms: true,
    has_agree_savings_terms: true,
  },
  /** The Bandung customer's emergency contact. */
  emergencyContact: {
    fullname: 'Ahmad Fauzi',
    address: 'Jl. Merdeka No. 1-A',
    postcode: '40111',
    phonenumber: '081298765432',
    relationship: 'Saudara',
    has_confirm_emergency_contact: true,
  },
  /**
   * The attachments step's answers besides the file paths: confirmed, every agreement statement
   * approved (step 5) and BAKTI as the clause-24 dispute body.
   */
  attachment: {
    has_confirm_attachment: true,
    agreement_step: 5,
    dispute_body: 'bakti',
  },
  /** Given names the generated participants are named from (the demo seed, the rescreen benchmark). */
  givenNames: {
    female: [
      'Siti',
      'Dewi',
      'Rina',
      'Putri',
      'Ayu',
      'Lestari',
      'Wulan',
      'Indah',
      'Maya',
      'Fitri',
      'Nur',
      'Ratna',
    ],
    male: [
      'Budi',
      'Agus',
      'Dedi',
      'Eko',
      'Hendra',
      'Rudi',
      'Yusuf',
      'Fajar',
      'Bayu',
      'Rizky',
      'Andi',
      'Joko',
    ],
  },
} as const;
