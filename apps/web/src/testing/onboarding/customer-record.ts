/** A customer record as GET /v2/kyc/customer/platform{,/platformId} answer it, for the step tests. */
import { type CustomerState, isStepSaved, STEP_SECTIONS } from '@kilau/shared';

/** The sections a record in this state holds when no step was skipped. */
export const sectionsOf = (state: CustomerState) => STEP_SECTIONS.filter((s) => isStepSaved(s, state));

export const PLATFORM_ID = 'p-1';
export const CUSTOMER_ID = 'c-1';

export function summaryReply(state = 'customer') {
  return {
    body: {
      status_code: '00',
      data: [
        {
          _id: CUSTOMER_ID,
          state,
          platform: { platform_id: PLATFORM_ID, name: 'Kilau' },
          bank: { bank_code: '037', name: 'Bank Artha Graha' },
        },
      ],
    },
  };
}

const typed = (data_id: string, name: string) => ({ data_id, name });

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
