import { MSG } from '@kilau/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { apiError, field, mockApi, renderScreen } from '../../../testing/render';
import LoginPage from './login-page';

const CAPTCHA_OFF = { 'GET /v2/captcha/challenge': { body: { provider: 'off' } } };
const FOUND = { body: { status_code: '00', data: { data: { is_status: false } } } };
const TOKEN = { body: { status: 'active', status_code: '00', token: 'tok', role: null } };

async function fillAndSubmit(identifier = 'budi@example.com', password = 'Rahasia123!') {
  const user = userEvent.setup();
  await user.type(field(MSG.loginIdentifierLabel), identifier);
  await user.type(field(MSG.passwordLabel), password);
  await user.click(screen.getByRole('button', { name: MSG.buttonLogin }));
  return user;
}

describe('LoginPage', () => {
  it('shows the catalogue’s messages for empty and short fields', async () => {
    mockApi(CAPTCHA_OFF);
    renderScreen(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.buttonLogin }));
    expect(await screen.findByText('Email tidak boleh kosong')).toBeTruthy();
    expect(screen.getByText('Password tidak boleh kosong')).toBeTruthy();
  });

  it('is titled “Masuk · Kilau”', () => {
    mockApi(CAPTCHA_OFF);
    renderScreen(<LoginPage />, { path: '/login' });
    expect(document.title).toBe('Masuk · Kilau');
  });

  it('logs in by phone number and routes an approved customer to the dashboard', async () => {
    const api = mockApi({
      ...CAPTCHA_OFF,
      'POST /v2/user/auth/checkUser': FOUND,
      'POST /v2/user/auth': TOKEN,
      'GET /v2/kyc/customer/platform': {
        body: {
          status_code: '00',
          data: [{ _id: 'c1', state: 'approved', platform: { platform_id: 'p', name: 'P' }, bank: null }],
        },
      },
    });
    const { location } = renderScreen(<LoginPage />, { path: '/login' });
    await fillAndSubmit('081234567890');
    await waitFor(() => expect(location()).toBe('/beranda'));
    expect(api.callsTo('POST /v2/user/auth/checkUser')[0]?.body).toEqual({ phonenumber: '081234567890' });
    expect(api.callsTo('POST /v2/user/auth')[0]?.body).toEqual({
      phonenumber: '081234567890',
      password: 'Rahasia123!',
    });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('offers to continue a registration left at its SMS code (409, 1003) and hands it to the registration screen', async () => {
    mockApi({
      ...CAPTCHA_OFF,
      'POST /v2/user/auth/checkUser': FOUND,
      'POST /v2/user/auth': apiError(409, 1003, MSG.loginRegistrationUnverified, {
        registration: {
          email: 'budi@example.com',
          phonenumber: '081234567890',
          token: 'reg-token',
          otp_expires_in: 200,
          resend_in: 0,
        },
      }),
    });
    const { location, router } = renderScreen(<LoginPage />, { path: '/login' });
    const user = await fillAndSubmit();
    expect(await screen.findByText(MSG.loginRegistrationUnverified)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.loginContinueRegistration }));
    await waitFor(() => expect(location()).toBe('/register'));
    expect(router.state.location.state).toEqual({
      resume: { email: 'budi@example.com', phonenumber: '081234567890', token: 'reg-token', resend_in: 0 },
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the identifier was not found when checkUser answers 404', async () => {
    mockApi({ ...CAPTCHA_OFF, 'POST /v2/user/auth/checkUser': apiError(404, 404, 'x') });
    renderScreen(<LoginPage />, { path: '/login' });
    await fillAndSubmit('budi_santoso');
    expect((await screen.findByRole('alert')).textContent).toContain('Email atau username tidak ditemukan');
  });

  it('offers the activation link on 403 and opens the resend dialog', async () => {
    mockApi({
      ...CAPTCHA_OFF,
      'POST /v2/user/auth/checkUser': FOUND,
      'POST /v2/user/auth': apiError(403, 403, MSG.loginEmailNotActive, { status: 'new' }),
      'POST /v2/user/register/resend/email': { body: { status_code: 200 } },
    });
    renderScreen(<LoginPage />, { path: '/login' });
    const user = await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email belum aktif, Silahkan aktivasi email anda',
    );
    await user.click(screen.getByRole('button', { name: MSG.resendActivationLink }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.querySelector('input[type="email"]') as HTMLInputElement).value).toBe('budi@example.com');
    await user.click(screen.getByRole('button', { name: MSG.activationSendNewLink }));
    expect(await screen.findByText('Link berhasil dikirim, cek email anda')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps what was typed when the network fails', async () => {
    mockApi({ ...CAPTCHA_OFF, 'POST /v2/user/auth/checkUser': 'network' });
    renderScreen(<LoginPage />, { path: '/login' });
    await fillAndSubmit('budi@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.networkError);
    expect(field(MSG.loginIdentifierLabel).value).toBe('budi@example.com');
  });

  it('sends no captcha key when the provider is off and maps wrong-password codes', async () => {
    mockApi({
      ...CAPTCHA_OFF,
      'POST /v2/user/auth/checkUser': FOUND,
      'POST /v2/user/auth': apiError(400, 2019, 'locked'),
    });
    renderScreen(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Email atau Password salah');
  });
});

/** The login in the providers it renders in, for the server renderer and for hydration. */
function Tree() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

describe('LoginPage as the build renders it (before its scripts run)', () => {
  it('cannot be sent by the browser itself, and becomes the working form once hydrated', async () => {
    mockApi(CAPTCHA_OFF);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Tree />);
    document.body.append(container);
    const form = container.querySelector('form') as HTMLFormElement;
    // No submit button, and two text fields (which block implicit submission): Enter sends nothing.
    expect(form.querySelector('button[type=submit], input[type=submit], button:not([type])')).toBeNull();
    const fields = form.querySelectorAll('input');
    expect(fields).toHaveLength(2);
    for (const input of fields) expect(input.readOnly).toBe(true);
    const button = screen.getByRole('button', { name: MSG.buttonLogin });
    expect(button.getAttribute('aria-disabled')).toBe('true');

    const root = hydrateRoot(container, <Tree />);
    await waitFor(() => expect(button.getAttribute('type')).toBe('submit'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    for (const input of form.querySelectorAll('input')) expect(input.readOnly).toBe(false);
    root.unmount();
    container.remove();
  });
});
