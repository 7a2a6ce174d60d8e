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

  it('changes the email in its side panel: format checked, saved, profile reloaded', async () => {
    const { user, api } = setup({ 'PUT /v1/user/profile': { body: { status_code: '00' } } });
    await user.click(await screen.findByRole('button', { name: MSG.profileChangeEmail }));
    const panel = await screen.findByRole('dialog', { name: MSG.profileChangeEmail });
    const input = within(panel).getByLabelText(new RegExp(MSG.profileNewEmail));
    await user.clear(input);
    await user.type(input, 'bukan-email');
    await user.click(within(panel).getByRole('button', { name: MSG.buttonSave }));
    expect(await within(panel).findByText(MSG.profileEmailFormat)).toBeTruthy();
    expect(api.callsTo('PUT /v1/user/profile')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'baru@kilau.test');
    await user.click(within(panel).getByRole('button', { name: MSG.buttonSave }));
    await waitFor(() => expect(api.callsTo('PUT /v1/user/profile')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/user/profile')[0]?.body).toEqual({ email: 'baru@kilau.test' });
    expect(await screen.findByText(MSG.profileSaved)).toBeTruthy();
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
