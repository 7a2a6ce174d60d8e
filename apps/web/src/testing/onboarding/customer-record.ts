/** A customer record as GET /v2/kyc/customer/platform{,/platformId} answer it, for the step tests. */
import { type CustomerState, isStepSaved, STEP_SECTIONS } from '@kilau/shared';
import type { mockApi } from '../render';

/** The sections a record in this state holds when no step was skipped. */
export const sectionsOf = (state: CustomerState) => STEP_SECTIONS.filter((s) => isStepSaved(s, state));

export const PLATFORM_ID = 'p-1';
export const CUSTOMER_ID = 'c-1';

/** A master-data option or region as a saved section names it. */
export const typed = (data_id: string, name: string) => ({ data_id, name });

/** The work step as saved, every confirmation given (the employment section of `detailReply`). */
export const SAVED_WORK = {
  occupation_type: typed('o-1', 'Karyawan Swasta'),
  industrial_type: typed('i-1', 'Perdagangan'),
  position_type: typed('j-1', 'Staf'),
  company_name: 'Toko Maju',
  work_month: 24,
  has_confirm_employment: true,
  has_confirm_beneficial_owner: true,
  has_acknowledge_profile: true,
};

/** The KTP address as saved with the work step (fields of `detailReply`'s customer). */
export const SAVED_ADDRESS = {
  identity_address: {
    address: 'Jl. Melati No. 5',
    rt: '003',
    rw: '007',
    postcode: '40921',
    province_type: typed('32', 'Jawa Barat'),
    regency_type: typed('32.04', 'Kabupaten Bandung'),
    district_type: typed('32.04.11', 'Katapang'),
    village_type: typed('32.04.11.2001', 'Sangkanhurip'),
  },
  has_confirm_costumer: true,
};

const BANK_NAMES: Record<string, string> = { '037': 'Bank Artha Graha', '022': 'CIMB Niaga' };
const bankOf = (bankCode: string) => ({ bank_code: bankCode, name: BANK_NAMES[bankCode] ?? 'OCBC' });

export function summaryReply(state = 'customer', bankCode = '037') {
  return {
    body: {
      status_code: '00',
      data: [
        {
          _id: CUSTOMER_ID,
          state,
          platform: { platform_id: PLATFORM_ID, name: 'Kilau' },
          bank: bankOf(bankCode),
        },
      ],
    },
  };
}

export function detailReply(over: Record<string, unknown> = {}, employment: unknown = null) {
  return {
    body: {
      status_code: '00',
      data: {
        customer: {
          _id: CUSTOMER_ID,
          state: 'customer',
          flow: 'default',
          saved_sections: sectionsOf((over.state as CustomerState | undefined) ?? 'customer'),
          platform: { platform_id: PLATFORM_ID, name: 'Kilau' },
          bank: {
            bank_code: '037',
            name: 'Bank Artha Graha',
            bank_type: 'konvensional',
            has_confirm_bank: false,
          },
          fullname: 'Siti Aminah',
          mothers_name: 'Sri Wahyuni',
          date_of_birth: '1990-05-17',
          place_of_birth: 'Bandung',
          ktp_no: '3204115705900001',
          ktp_issued_date: '2015-01-02',
          citizenship: 'wni',
          npwp_no: null,
          gender_type: typed('g-p', 'Perempuan'),
          religion_type: typed('r-1', 'Islam'),
          marriage_type: typed('m-1', 'Belum Kawin'),
          education_type: typed('e-1', 'S1'),
          dependent_no: 2,
          is_pep: false,
          pep_position: null,
          referral_code: null,
          has_confirm_costumer: false,
          identity_address: null,
          status_nasabah: null,
          description: null,
          created_at: '2026-01-01T00:00:00Z',
          ...over,
        },
        employment,
      },
    },
  };
}

export function options(type: string, rows: [string, string][]) {
  return {
    body: { status_code: '00', data: rows.map(([id, label]) => ({ _id: id, code: id, [type]: label })) },
  };
}

/**
 * The replies the step 3–5 screen tests share: a customer record on platform p-1 at bank `bankCode`
 * whose personal data was saved without the optional choices.
 */
export function recordRoutes(bankCode = '037', state: CustomerState = 'employment') {
  return {
    'GET /v2/kyc/customer/platform': summaryReply(state, bankCode),
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detailReply({
      state,
      bank: { ...bankOf(bankCode), bank_type: 'konvensional', has_confirm_bank: false },
      mothers_name: 'Fatimah',
      ktp_issued_date: '2020-01-02',
      gender_type: null,
      religion_type: null,
      marriage_type: null,
      education_type: null,
      dependent_no: 0,
      has_confirm_costumer: true,
      created_at: '2026-11-01T00:00:00.000Z',
    }),
  } satisfies Parameters<typeof mockApi>[0];
}

/** GET /v2/master_data/{type}/p-1 with two options labelled "<Type> A" and "<Type> B". */
export function masterDataRoute(type: string) {
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  return {
    [`GET /v2/master_data/${type}/${PLATFORM_ID}`]: {
      body: {
        status_code: '00',
        data: ['A', 'B'].map((x) => ({
          _id: `${type}-${x.toLowerCase()}`,
          code: x,
          [type]: `${label} ${x}`,
        })),
      },
    },
  };
}
