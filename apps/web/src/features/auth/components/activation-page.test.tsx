import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, field, mockApi, renderScreen } from '../../../testing/render';
import ActivationPage from './activation-page';

const at = { path: '/aktivasi/abc', route: '/aktivasi/:id' };
const verifyKey = 'POST /v2/user/register/verify/email/abc';

describe('ActivationPage', () => {
  it('goes to /welcome on 00, activating only once', async () => {
    const api = mockApi({ [verifyKey]: { body: { data: { status_code: '00' } } } });
    const { location } = renderScreen(<ActivationPage />, at);
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(api.callsTo(verifyKey)).toHaveLength(1);
  });

  it('says the account is already active on 1002', async () => {
    mockApi({ [verifyKey]: { body: { data: { status_code: '1002' } } } });
    renderScreen(<ActivationPage />, at);
    expect(await screen.findByText('Akun sudah aktif')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.buttonLogin })).toBeTruthy();
  });

  it('offers a new link on 498 and goes to the login after a 200', async () => {
    const api = mockApi({
      [verifyKey]: { body: { data: { status_code: '498' } } },
      'POST /v2/user/register/resend/email': { body: { status_code: 200 } },
    });
    const { location } = renderScreen(<ActivationPage />, at);
    expect(await screen.findByText('Link Aktifasi sudah kadaluarsa.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG.activationSendNewLink }));
    expect(await screen.findByText('No email tidak bolah kosong')).toBeTruthy();
    await user.type(field(MSG.emailLabel), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: MSG.activationSendNewLink }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('POST /v2/user/register/resend/email')[0]?.body).toEqual({
      email: 'budi@example.com',
    });
  });

  it('calls an unknown link invalid', async () => {
    mockApi({ [verifyKey]: apiError(404, 404, MSG.activationInvalid) });
    renderScreen(<ActivationPage />, at);
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.activationInvalid);
  });
});
