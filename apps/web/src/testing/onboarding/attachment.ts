/** Replies the attachment, preview and waiting tests share (a customer at the attachment step). */
import { type CustomerState, isStepSaved, STEP_SECTIONS } from '@kilau/shared';
import type { MockReply } from '../render';

export const CUSTOMER_ID = '6f1c2b0e-7a39-4d55-9a53-0d9f5f0c1a11';
export const PLATFORM_ID = 'plat-1';

export function customerDetail(overrides: Record<string, unknown> = {}) {
  return {
    _id: CUSTOMER_ID,
    state: 'attachment',
    flow: 'default',
    // The sections a record in its state holds when no step was skipped.
    saved_sections: STEP_SECTIONS.filter((s) =>
      isStepSaved(s, (overrides.state as CustomerState | undefined) ?? 'attachment'),
    ),
    platform: { platform_id: PLATFORM_ID, name: 'Kilau Emas' },
    bank: { bank_code: '037', name: 'Bank Artha Graha', bank_type: 'konvensional', has_confirm_bank: true },
    fullname: 'Siti Rahma',
    mothers_name: 'Aminah',
    date_of_birth: '1990-05-12',
    place_of_birth: 'Bandung',
    ktp_no: '3204115205900001',
    ktp_issued_date: '2015-01-01',
    citizenship: 'wni',
    npwp_no: '123456789012345',
    gender_type: { data_id: 'g2', name: 'Perempuan' },
    religion_type: { data_id: 'r1', name: 'Islam' },
    marriage_type: { data_id: 'm1', name: 'Belum Kawin' },
    education_type: { data_id: 'e5', name: 'S1' },
    dependent_no: 0,
    is_pep: false,
    pep_position: null,
    referral_code: null,
    has_confirm_costumer: true,
    identity_address: {
      address: 'Jl. Merdeka 10',
      postcode: '40111',
      province_type: { data_id: '32', name: 'Jawa Barat' },
      regency_type: { data_id: '32.73', name: 'Kota Bandung' },
      district_type: { data_id: '32.73.01', name: 'Sukasari' },
      village_type: { data_id: '32.73.01.1001', name: 'Gegerkalong' },
    },
    status_nasabah: null,
    description: null,
    created_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export const EMPLOYMENT = {
  occupation_type: { data_id: 'o1', name: 'Karyawan Swasta' },
  industrial_type: { data_id: 'i1', name: 'Perdagangan' },
  position_type: { data_id: 'p1', name: 'Staf' },
  company_name: 'PT Maju Jaya',
  work_month: 24,
  has_confirm_employment: true,
  has_confirm_beneficial_owner: true,
  has_acknowledge_profile: true,
};

export function attachment(overrides: Record<string, unknown> = {}) {
  return {
    ktp: null,
    photo: null,
    photo_with_ktp: null,
    signature: null,
    statement_video: null,
    partner_signature: null,
    other: null,
    kk: null,
    npwp: null,
    referral_code: null,
    has_confirm_attachment: false,
    agreement_step: null,
    dispute_body: null,
    dispute_detail: null,
    ...overrides,
  };
}

export const COMPLETE_ATTACHMENT = attachment({
  ktp: `kyc/${CUSTOMER_ID}/ktp-1.jpg`,
  photo: `kyc/${CUSTOMER_ID}/photo-1.jpg`,
  photo_with_ktp: `kyc/${CUSTOMER_ID}/photo_with_ktp-1.jpg`,
  signature: `kyc/${CUSTOMER_ID}/signature-1.png`,
  statement_video: `kyc/${CUSTOMER_ID}/statement_video-1.mp4`,
  has_confirm_attachment: true,
  agreement_step: 5,
  dispute_body: 'bakti',
});

/** The customer-record and attachment replies of a customer at the attachment step. */
export function recordRoutes(
  opts: {
    detail?: Record<string, unknown>;
    attachment?: Record<string, unknown>;
    married?: boolean;
    /** The work step as saved (null: not saved yet); by default saved with every tick. */
    employment?: typeof EMPLOYMENT | null;
  } = {},
) {
  const reply = (body: unknown): MockReply => ({ body });
  return {
    'GET /v2/kyc/customer/platform': reply({
      status_code: '00',
      data: [
        {
          _id: CUSTOMER_ID,
          state: 'attachment',
          platform: { platform_id: PLATFORM_ID, name: 'Kilau Emas' },
          bank: { bank_code: '037', name: 'Bank Artha Graha' },
        },
      ],
    }),
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: reply({
      status_code: '00',
      data: {
        customer: customerDetail({
          ...(opts.married ? { marriage_type: { data_id: 'm2', name: 'Kawin' } } : {}),
          ...opts.detail,
        }),
        employment: opts.employment === undefined ? EMPLOYMENT : opts.employment,
      },
    }),
    'GET /v2/master_data/marriage/037': reply({
      status_code: '00',
      data: [
        { _id: 'm1', marriage: 'Belum Kawin', code: 'BELUM_KAWIN' },
        { _id: 'm2', marriage: 'Kawin', code: 'KAWIN' },
      ],
    }),
    [`GET /v2/kyc/attachment/${CUSTOMER_ID}`]: reply({
      status_code: '00',
      data: { attachment: opts.attachment ?? attachment() },
    }),
  };
}
