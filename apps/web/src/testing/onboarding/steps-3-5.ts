/** Replies the step 3–5 screen tests share: a customer record on platform p-1 at bank `bankCode`. */
import { type CustomerState, isStepSaved, STEP_SECTIONS } from '@kilau/shared';
import type { mockApi } from '../render';

export const CUSTOMER_ID = 'c-1';
export const PLATFORM_ID = 'p-1';

const BANK_NAMES: Record<string, string> = { '037': 'Bank Artha Graha', '022': 'CIMB Niaga' };

export function recordRoutes(bankCode = '037', state: CustomerState = 'employment') {
  const bank = { bank_code: bankCode, name: BANK_NAMES[bankCode] ?? 'OCBC' };
  const platform = { platform_id: PLATFORM_ID, name: 'Kilau' };
  return {
    'GET /v2/kyc/customer/platform': {
      body: { status_code: '00', data: [{ _id: CUSTOMER_ID, state, platform, bank }] },
    },
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: {
      body: {
        status_code: '00',
        data: {
          customer: {
            _id: CUSTOMER_ID,
            state,
            flow: 'default',
            // The sections a record in this state holds when no step was skipped.
            saved_sections: STEP_SECTIONS.filter((s) => isStepSaved(s, state)),
            platform,
            bank: { ...bank, bank_type: 'konvensional', has_confirm_bank: false },
            fullname: 'Siti Aminah',
            mothers_name: 'Fatimah',
            date_of_birth: '1990-05-17',
            place_of_birth: 'Bandung',
            ktp_no: '3204115705900001',
            ktp_issued_date: '2020-01-02',
            citizenship: 'wni',
            npwp_no: null,
            gender_type: null,
            religion_type: null,
            marriage_type: null,
            education_type: null,
            dependent_no: 0,
            referral_code: null,
            has_confirm_costumer: true,
            identity_address: null,
            status_nasabah: null,
            description: null,
            created_at: '2026-11-01T00:00:00.000Z',
          },
          employment: null,
        },
      },
    },
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
