/** Replies and records the back-office screen tests share. */
import type { ManagingBank } from '@kilau/shared';

/** GET /v1/{prefix}/platform: the platforms in the caller's scope (GOFX unless others are named). */
export function staffPlatformsReply(
  platform: { _id: string; app_name: string; name: string }[] = [
    { _id: 'p1', app_name: 'gofx', name: 'GOFX' },
  ],
) {
  return { body: { status_code: '00', data: { platform } } };
}

/** A managing-bank account as the list and the detail answer one (`Peserta {n}`, waiting, on GOFX). */
export function managingBankAccount(n: number, over: Partial<ManagingBank> = {}): ManagingBank {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kyc_customer_id: 'k',
    fullname: `Peserta ${n}`,
    app_name: 'gofx',
    platform_name: 'GOFX',
    bank: { bank_code: '037', name: 'Bank Artha Graha' },
    account_no: `03770${n}`,
    account_name: `Pemilik ${n}`,
    status: 'UNVERIFIED',
    note: null,
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    verified_at: null,
    verified_by: null,
    ...over,
  };
}
