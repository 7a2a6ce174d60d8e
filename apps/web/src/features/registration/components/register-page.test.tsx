import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, field, mockApi, renderScreen } from '../../../testing/render';
import RegisterPage from './register-page';

const input = field;

describe('RegisterPage client rules', () => {
  it('shows the catalogue’s messages for an empty form', async () => {
    mockApi({});
    renderScreen(<RegisterPage />, { path: '/register' });
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText('Nama lengkap tidak boleh kosong')).toBeTruthy();
    expect(screen.getByText('Email tidak boleh kosong')).toBeTruthy();
    expect(screen.getByText(MSG.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.phoneRequired)).toBeTruthy();
    expect(screen.getByText('Password tidak boleh kosong')).toBeTruthy();
    expect(input(MSG.fullnameLabel).getAttribute('aria-invalid')).toBe('true');
  });

  it('strips spaces from the username and non-digits from the phone as they are typed', async () => {
    mockApi({ 'POST /v2/user/register/check': { body: { status_code: '00' } } });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.usernameLabel), 'budi santoso');
    await user.type(input(MSG.phoneLabel), '0812-3456 abc7890');
    expect(input(MSG.usernameLabel).value).toBe('budisantoso');
    expect(input(MSG.phoneLabel).value).toBe('081234567890');
  });

  it('checks the phone length, the e-mail format and the confirmation', async () => {
    mockApi({ 'POST /v2/user/register/check': { body: { status_code: '00' } } });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.emailLabel), 'budi@');
    await user.type(input(MSG.phoneLabel), '08123');
    await user.type(input(MSG.passwordLabel), 'Rahasia123');
    await user.type(input(MSG.confirmPasswordLabel), 'Rahasia124');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText('Format email salah')).toBeTruthy();
    expect(screen.getByText('No telepon minimal 10 karakter')).toBeTruthy();
    expect(screen.getByText('Password tidak sama, silahkan masukkan ulang password')).toBeTruthy();
    await user.clear(input(MSG.phoneLabel));
    await user.type(input(MSG.phoneLabel), '081234567890123');
    await user.tab();
    expect(await screen.findByText('maksimal 14 karakter')).toBeTruthy();
  });

  it('says a taken e-mail is registered when the field loses focus', async () => {
    const api = mockApi({ 'POST /v2/user/register/check': apiError(400, 400, MSG.alreadyRegistered) });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.emailLabel), 'budi@example.com');
    await user.tab();
    expect(
      await screen.findByText('Email/Username/No Telepon yang anda gunakan sudah terdaftar'),
    ).toBeTruthy();
    expect(api.callsTo('POST /v2/user/register/check')[0]?.body).toEqual({ email: 'budi@example.com' });
  });

  it('shows the first entry of the error list when the server refuses', async () => {
    mockApi({
      'POST /v2/user/register/check': { body: { status_code: '00' } },
      'POST /v2/user/register': apiError(422, 422, 'fallback', {
        error: [{ field: 'fullname', message: 'Nama lengkap maksimal 50 karakter' }],
      }),
    });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.fullnameLabel), 'Budi Santoso');
    await user.type(input(MSG.emailLabel), 'budi@example.com');
    await user.type(input(MSG.usernameLabel), 'budisantoso');
    await user.type(input(MSG.phoneLabel), '081234567890');
    await user.type(input(MSG.passwordLabel), 'Rahasia123!');
    await user.type(input(MSG.confirmPasswordLabel), 'Rahasia123!');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Nama lengkap maksimal 50 karakter'),
    );
  });

  it('a registration left at its code, registered again: the OTP screen says so and offers a new code at once', async () => {
    mockApi({
      'POST /v2/user/register/check': { body: { status_code: '00' } },
      'POST /v2/user/register': {
        body: {
          status_code: '00',
          phonenumber: '081234567890',
          token: 'reg-token',
          otp_expires_in: 120,
          resend_in: 0,
          resumed: true,
        },
      },
    });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.fullnameLabel), 'Budi Santoso');
    await user.type(input(MSG.emailLabel), 'budi@example.com');
    await user.type(input(MSG.usernameLabel), 'budisantoso');
    await user.type(input(MSG.phoneLabel), '081234567890');
    await user.type(input(MSG.passwordLabel), 'Rahasia123!');
    await user.type(input(MSG.confirmPasswordLabel), 'Rahasia123!');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.registerResumeNotice)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.otpResendLink })).toBeTruthy();
  });
  it("'Ubah nomor' closes the SMS-code dialog back to the form with everything kept, and sends the corrected number", async () => {
    const api = mockApi({
      'POST /v2/user/register/check': { body: { status_code: '00' } },
      'POST /v2/user/register': [
        {
          body: {
            status_code: '00',
            phonenumber: '081234567809',
            token: 'a',
            otp_expires_in: 120,
            resend_in: 30,
          },
        },
        {
          body: {
            status_code: '00',
            phonenumber: '081234567890',
            token: 'b',
            otp_expires_in: 120,
            resend_in: 30,
          },
        },
      ],
    });
    renderScreen(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(input(MSG.fullnameLabel), 'Budi Santoso');
    await user.type(input(MSG.emailLabel), 'budi@example.com');
    await user.type(input(MSG.usernameLabel), 'budisantoso');
    await user.type(input(MSG.phoneLabel), '081234567809');
    await user.type(input(MSG.passwordLabel), 'Rahasia123!');
    await user.type(input(MSG.confirmPasswordLabel), 'Rahasia123!');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await user.click(await screen.findByRole('button', { name: MSG.otpChangeNumber }));
    await waitFor(() => expect(screen.queryByText(MSG.otpTitle)).toBeNull());
    expect(input(MSG.fullnameLabel).value).toBe('Budi Santoso');
    expect(input(MSG.emailLabel).value).toBe('budi@example.com');
    expect(input(MSG.passwordLabel).value).toBe('Rahasia123!');
    await user.clear(input(MSG.phoneLabel));
    await user.type(input(MSG.phoneLabel), '081234567890');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.otpTitle)).toBeTruthy();
    expect(api.callsTo('POST /v2/user/register')[1]?.body).toMatchObject({
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
  });
});
