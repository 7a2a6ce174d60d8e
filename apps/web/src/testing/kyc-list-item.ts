import type { KycListItem } from '@kilau/shared';

/** A participant as the back-office lists answer one (`Peserta {n}`, registered, on GOFX). */
export function kycListItem(n: number, over: Partial<KycListItem> = {}): KycListItem {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    id_nasabah: 'u',
    fullname: `Peserta ${n}`,
    place_of_birth: 'Bandung',
    date_of_birth: '1990-06-05',
    phonenumber: '081234567890',
    email: `p${n}@kilau.test`,
    ktp_no: '3204114506900001',
    npwp_no: '',
    citizenship: 'wni',
    app_name: 'gofx',
    platform_name: 'GOFX',
    bank: { bank_code: '037', name: 'Bank Artha Graha' },
    status_nasabah: 4,
    account_closed: false,
    video_status: 'new',
    video_schedule: null,
    description: null,
    hin_demo: null,
    trade_account: { bank_account: { etb_no: null, account_no: '8800123' } },
    created_at: '2026-11-20T03:00:00.000Z',
    submitted_at: null,
    allowed_actions: [],
    unavailable_actions: [],
    claim: null,
    due_at: null,
    overdue: false,
    risk_level: null,
    ...over,
  };
}
