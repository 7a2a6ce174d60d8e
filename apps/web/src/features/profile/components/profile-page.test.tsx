import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import ProfilePage from './profile-page';

const PROFILE = {
  status_code: '00',
  data: {
    email: 'siti@kilau.test',
    phone_number: '081234567890',
    username: 'demonasabah',
    fullname: 'Siti Rahmawati',
    photo: null,
  },
};
const KYC = {
  status_code: '00',
  data: {
    personal_data: {
      full_name: 'Siti Rahmawati',
      address: 'Jl. Kemang Raya No. 12',
      identity_owner: 'Siti Rahmawati',
      phone_number: '081234567890',
    },
    work: { job: 'Karyawan Swasta' },
  },
};

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v1/user/profile': { body: PROFILE },
    'GET /v1/user/get/kyc': { body: KYC },
    ...routes,
  });
  renderScreen(<ProfilePage />, { path: '/profil-saya' });
  return { api, user: userEvent.setup() };
}

describe('ProfilePage', () => {
  it('shows initials without a photo, the email, phone and a masked password', async () => {
    setup();
    expect(await screen.findByText('siti@kilau.test')).toBeTruthy();
    expect(screen.getByText('SR')).toBeTruthy();
    expect(screen.getByText('081234567890', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(MSG.profilePasswordMasked)).toBeTruthy();
    expect(await screen.findByText('Karyawan Swasta')).toBeTruthy();
  });

  it("leads to 'Data Saya', where the customer asks for a copy, a correction or a deletion of their data", async () => {
    setup();
    const card = await screen.findByRole('region', { name: MSG.profileDataRightsTitle });
    expect(within(card).getByRole('link', { name: MSG.profileDataRightsLink }).getAttribute('href')).toBe(
      '/data-saya',
    );
  });

  it('email: asks for the current password, then says to check the new inbox; nothing changes yet', async () => {
    const message = 'Kami telah mengirim link konfirmasi ke baru@kilau.test.';
    const { user, api } = setup({
      'PUT /v1/user/profile': [
        apiError(401, 401, MSG.profileCurrentPasswordWrong),
        {
          body: {
            status_code: '00',
            message,
            field: 'email',
            value: 'baru@kilau.test',
            change_id: null,
            expires_in: 3600,
            resend_in: 0,
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: MSG.profileChangeEmail }));
    const panel = await screen.findByRole('dialog', { name: MSG.profileChangeEmail });
    const input = within(panel).getByLabelText(new RegExp(MSG.profileNewEmail));
    await user.clear(input);
    await user.type(input, 'bukan-email');
    await user.click(within(panel).getByRole('button', { name: MSG.profileSendVerification }));
    expect(await within(panel).findByText(MSG.profileEmailFormat)).toBeTruthy();
    expect(await within(panel).findByText(MSG.profileCurrentPasswordRequired)).toBeTruthy();
    expect(api.callsTo('PUT /v1/user/profile')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'baru@kilau.test');
    const password = within(panel).getByLabelText(new RegExp(MSG.profileCurrentPassword));
    await user.type(password, 'Salah#1234');
    await user.click(within(panel).getByRole('button', { name: MSG.profileSendVerification }));
    expect(await within(panel).findByText(MSG.profileCurrentPasswordWrong)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Kilau#Demo2026');
    await user.click(within(panel).getByRole('button', { name: MSG.profileSendVerification }));
    expect(await within(panel).findByText(MSG.profileCheckInboxTitle)).toBeTruthy();
    expect(within(panel).getByText(message)).toBeTruthy();
    expect(api.callsTo('PUT /v1/user/profile')[1]?.body).toEqual({
      email: 'baru@kilau.test',
      password: 'Kilau#Demo2026',
    });
    // The profile still shows the current address: the change waits for the link.
    expect(screen.getByText('siti@kilau.test')).toBeTruthy();
  });

  it('phone: the SMS code sent to the new number completes the change', async () => {
    const changeId = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
    const { user, api } = setup({
      'PUT /v1/user/profile': {
        body: {
          status_code: '00',
          message: 'Kode OTP telah dikirim lewat SMS ke 081299998888.',
          field: 'phone_number',
          value: '081299998888',
          change_id: changeId,
          expires_in: 300,
          resend_in: 30,
        },
      },
      'POST /v1/user/profile/phone/verify': [
        apiError(400, 9003, MSG.otpWrong),
        { body: { status_code: '00', message: MSG.profilePhoneChanged } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: MSG.profileChangePhone }));
    const panel = await screen.findByRole('dialog', { name: MSG.profileChangePhone });
    const input = within(panel).getByLabelText(new RegExp(MSG.profileNewPhone));
    await user.clear(input);
    await user.type(input, '0812-9999-8888');
    await user.type(within(panel).getByLabelText(new RegExp(MSG.profileCurrentPassword)), 'Kilau#Demo2026');
    await user.click(within(panel).getByRole('button', { name: MSG.profileSendVerification }));
    expect(await within(panel).findByText(/081299998888/)).toBeTruthy();
    expect(api.callsTo('PUT /v1/user/profile')[0]?.body).toEqual({
      phone_number: '081299998888',
      password: 'Kilau#Demo2026',
    });

    const otp = within(panel).getAllByRole('textbox')[0] ?? within(panel).getAllByRole('spinbutton')[0];
    if (!otp) throw new Error('no OTP boxes');
    await user.click(otp);
    await user.keyboard('111111');
    await user.click(within(panel).getByRole('button', { name: MSG.otpVerify }));
    expect(await within(panel).findByText(MSG.otpWrong)).toBeTruthy();

    await user.click(otp);
    await user.keyboard('123456');
    await user.click(within(panel).getByRole('button', { name: MSG.otpVerify }));
    expect(await screen.findByText(MSG.profilePhoneChanged)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/profile/phone/verify')[1]?.body).toEqual({
      change_id: changeId,
      otp: '123456',
    });
    await waitFor(() => expect(api.callsTo('GET /v1/user/profile')).toHaveLength(2));
  });

  it('password: repeat must match, and a 401 is shown as a wrong old password', async () => {
    const { user, api } = setup({
      'POST /v1/user/change_password': apiError(401, 401, MSG.profileOldPasswordWrong),
    });
    await user.click(await screen.findByRole('button', { name: MSG.profileChangePassword }));
    const panel = await screen.findByRole('dialog', { name: MSG.profileChangePassword });
    await user.type(within(panel).getByLabelText(new RegExp(MSG.profileOldPassword)), 'Salah#1234');
    await user.type(within(panel).getByLabelText(new RegExp(MSG.profileNewPassword)), 'Baru#12345');
    await user.type(within(panel).getByLabelText(new RegExp(MSG.profileRepeatPassword)), 'Beda#12345');
    await user.click(within(panel).getByRole('button', { name: MSG.buttonSave }));
    expect(await within(panel).findByText(MSG.profilePasswordMismatch)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/change_password')).toHaveLength(0);

    const repeat = within(panel).getByLabelText(new RegExp(MSG.profileRepeatPassword));
    await user.clear(repeat);
    await user.type(repeat, 'Baru#12345');
    await user.click(within(panel).getByRole('button', { name: MSG.buttonSave }));
    expect(await within(panel).findByText(MSG.profileOldPasswordWrong)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/change_password')[0]?.body).toEqual({
      password: 'Salah#1234',
      new_password: 'Baru#12345',
    });
    const old = within(panel).getByLabelText(new RegExp(MSG.profileOldPassword));
    expect(old.getAttribute('aria-invalid')).toBe('true');
    const describedBy = old.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MSG.profileOldPasswordWrong);
  });

  it('says so when there is no KYC record, without a download button', async () => {
    setup({ 'GET /v1/user/get/kyc': { body: { status_code: '00', data: null } } });
    expect(await screen.findByText(MSG.profileKycEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.profileDownloadPdf })).toBeNull();
  });

  it('downloads the KYC PDF through an object URL', async () => {
    const createObjectURL = vi.fn(() => 'blob:kyc');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup();
    const fetchPdf = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="profil-kyc.pdf"',
          },
        }),
    );
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/v1/user/get/kyc/pdf' ? fetchPdf() : original(input, init),
    );
    fireEvent.click(await screen.findByRole('button', { name: MSG.profileDownloadPdf }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('profil-kyc.pdf');
    expect(link.href).toBe('blob:kyc');
  });

  it('a failed download shows an error toast', async () => {
    setup({ 'GET /v1/user/get/kyc/pdf': apiError(404, 404, 'Not found') });
    fireEvent.click(await screen.findByRole('button', { name: MSG.profileDownloadPdf }));
    expect(await screen.findByText(MSG.profileDownloadFailed)).toBeTruthy();
  });
});
