import { type ManagingBankDetail, MSG, ROLES } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { managingBankAccount } from '../../../testing/backoffice';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import ManagingBankDetailPage from './managing-bank-detail-page';
import { RejectModal, VerifyModal } from './managing-bank-modals';

const ID = '00000000-0000-4000-8000-000000000001';

function detail(over: Partial<ManagingBankDetail['managing_bank']> = {}): { body: unknown } {
  const data: ManagingBankDetail = {
    managing_bank: managingBankAccount(1, {
      id: ID,
      fullname: 'Ayu Lubis',
      bank: { bank_code: '022', name: 'CIMB Niaga' },
      account_no: '0227004847',
      account_name: 'Ayu Lubis',
      ...over,
    }),
    trade_account: { account_no: '88100037', username: 'trader37', etb_no: null, hin_demo: 'DEMO7037' },
    documents: { ktp: 'kyc/k/ktp.jpg', photo_with_ktp: 'kyc/k/pwk.jpg', signature: null },
    allowed_actions: over.status && over.status !== 'UNVERIFIED' ? [] : ['verify', 'reject'],
    unavailable_actions: [],
  };
  return { body: { status_code: '00', data } };
}
const file = (path: string) => `GET /v1/managing-bank/file?path=${encodeURIComponent(path)}`;
const image = { body: {} };
const broken = { status: 500, body: { status_code: 500, err_message_id: MSG.technicalProblem } };
/** The file store down: the server answers 503 with its message (decision 0079), shown as it is. */
const storeDown = { status: 503, body: { status_code: 503, err_message_id: MSG.storageUnavailableRead } };

describe('managing-bank detail', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }),
    );
    session.signIn('t', ROLES.brokerAdmin, 'broker');
  });
  afterEach(() => localStorage.clear());

  it('shows the account, the trade account and the documents; a failed picture says so and retries', async () => {
    mockApi({
      [`GET /v1/managing-bank/${ID}`]: detail(),
      [file('kyc/k/ktp.jpg')]: image,
      [file('kyc/k/pwk.jpg')]: [storeDown, image],
    });
    renderScreen(<ManagingBankDetailPage />, {
      path: `/list-bank-account-detail/${ID}`,
      route: '/list-bank-account-detail/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Ayu Lubis', level: 1 })).toBeTruthy();
    expect(screen.getByText('CIMB Niaga (022)')).toBeTruthy();
    expect(screen.getByText('88100037')).toBeTruthy();
    expect(await screen.findByRole('img', { name: MSG.galleryKtp })).toBeTruthy();
    expect(screen.getByText(MSG.managingBankNoDocument)).toBeTruthy();
    expect(await screen.findByText(MSG.storageUnavailableRead)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByRole('img', { name: MSG.galleryPhotoWithKtp })).toBeTruthy();
  });

  it('offers no decision on a decided account, and shows who decided it', async () => {
    mockApi({
      [`GET /v1/managing-bank/${ID}`]: detail({
        status: 'REJECTED',
        note: 'Nama pemilik rekening berbeda dengan nama pada KTP peserta.',
        verified_at: '2026-11-21T03:00:00.000Z',
        verified_by: { fullname: 'Admin Pialang' },
      }),
      [file('kyc/k/ktp.jpg')]: image,
      [file('kyc/k/pwk.jpg')]: image,
    });
    renderScreen(<ManagingBankDetailPage />, {
      path: `/list-bank-account-detail/${ID}`,
      route: '/list-bank-account-detail/:id',
    });
    expect(await screen.findByText('Admin Pialang')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.managingBankVerify })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.managingBankReject })).toBeNull();
  });

  it('answers a failed load with an Indonesian error and a retry, never a blank screen', async () => {
    mockApi({
      [`GET /v1/managing-bank/${ID}`]: [broken, detail()],
      [file('kyc/k/ktp.jpg')]: image,
      [file('kyc/k/pwk.jpg')]: image,
    });
    renderScreen(<ManagingBankDetailPage />, {
      path: `/list-bank-account-detail/${ID}`,
      route: '/list-bank-account-detail/:id',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.technicalProblem);
    await userEvent.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByRole('heading', { name: 'Ayu Lubis', level: 1 })).toBeTruthy();
  });
});

describe('managing-bank dialogs', () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());
  const summary = 'Ayu Lubis · CIMB Niaga 0227004847';

  it('reject: asks for a 30-character note, sends it, and tells a 409 in Indonesian with the note kept', async () => {
    const api = mockApi({ [`PUT /v1/managing-bank/${ID}`]: apiError(409, 409, MSG.managingBankConflict) });
    renderScreen(<RejectModal accountId={ID} summary={summary} opened onClose={() => {}} />);
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'tidak sesuai');
    await userEvent.click(screen.getByRole('button', { name: MSG.managingBankReject }));
    expect(await screen.findByText(MSG.reasonMin)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    const note = 'Nama pemilik rekening berbeda dengan nama pada KTP peserta.';
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste(note);
    await userEvent.click(screen.getByRole('button', { name: MSG.managingBankReject }));
    expect((await screen.findAllByText(MSG.managingBankConflict)).length).toBeGreaterThan(0);
    expect(api.callsTo(`PUT /v1/managing-bank/${ID}`)[0]?.body).toEqual({ status: 'REJECTED', note });
    expect((box as HTMLTextAreaElement).value).toBe(note);
  });

  it('verify: asks to confirm, sends VERIFIED and reports success', async () => {
    const api = mockApi({
      [`PUT /v1/managing-bank/${ID}`]: {
        body: { status_code: '00', data: { id: ID, status: 'VERIFIED', activity_id: 'a1' } },
      },
    });
    const closed = vi.fn();
    renderScreen(<VerifyModal accountId={ID} summary={summary} opened onClose={closed} />);
    expect(await screen.findByText(MSG.managingBankVerifyConfirm)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.managingBankVerify }));
    expect(await screen.findByText(MSG.managingBankVerified)).toBeTruthy();
    expect(closed).toHaveBeenCalled();
    expect(api.callsTo(`PUT /v1/managing-bank/${ID}`)[0]?.body).toEqual({ status: 'VERIFIED' });
  });
});
