import { MSG, ROLES, SC } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { apiError, field, mockApi, renderScreen } from '../testing/render';
import { AdminLoginScreen } from './staff-login-screens';

const OFF = { body: { provider: 'off' } };
const SESSION = {
  status_code: '00',
  status: 'active',
  token: 'tok',
  role: ROLES.superAdmin,
  username: 'superadmin',
  fullname: 'Super Admin',
  platform: null,
  bank_code: null,
};
const challenge = (status: 'mfa_required' | 'mfa_enrolment_required', methods: string[]) => ({
  body: {
    status_code: '00',
    status,
    mfa_token: 'mfa-1',
    methods,
    username: 'superadmin',
    fullname: 'Super Admin',
  },
});
const WRONG = apiError(400, SC.mfaCodeWrong, 'Kode salah');
const ENDED = apiError(401, SC.mfaTokenEnded, 'Token berakhir');
const CODES = ['abcde-12345', 'fghij-67890'];

async function password(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(MSG.staffUsernameLabel), 'superadmin');
  await user.type(field(MSG.staffPasswordLabel), 'Kilau#Demo2026');
  await user.click(screen.getByRole('button', { name: MSG.staffLoginButton }));
}

afterEach(() => session.clear());

describe('the staff login’s second step', () => {
  it('keeps a refused code in its field, then completes the login with the next one, without the password again', async () => {
    const api = mockApi({
      'GET /v2/captcha/challenge': OFF,
      'POST /v1/auth': challenge('mfa_required', ['totp', 'recovery']),
      'POST /v1/auth/mfa/verify': [WRONG, { body: SESSION }],
    });
    const { location } = renderScreen(<AdminLoginScreen />, { path: '/login-admin' });
    const user = userEvent.setup();
    await password(user);

    expect(await screen.findByRole('heading', { name: MSG.mfaTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.mfaUsePasskey })).toBeNull();
    const code = await screen.findByLabelText(new RegExp(MSG.mfaCodeLabel));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: MSG.mfaVerifyButton }));
    expect(await screen.findByText(MSG.mfaCodeWrong)).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('123 456');
    expect(location()).toBe('/login-admin');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: MSG.mfaVerifyButton }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(session.token()).toBe('tok');
    expect(api.callsTo('POST /v1/auth/mfa/verify').map((c) => c.body)).toEqual([
      { mfa_token: 'mfa-1', method: 'totp', code: '123456' },
      { mfa_token: 'mfa-1', method: 'totp', code: '654321' },
    ]);
    expect(api.callsTo('POST /v1/auth')).toHaveLength(1);
  });

  it('takes a recovery code, and offers the passkey when the account has one', async () => {
    const api = mockApi({
      'GET /v2/captcha/challenge': OFF,
      'POST /v1/auth': challenge('mfa_required', ['totp', 'passkey', 'recovery']),
      'POST /v1/auth/mfa/verify': { body: SESSION },
    });
    const { location } = renderScreen(<AdminLoginScreen />, { path: '/login-admin' });
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByRole('button', { name: MSG.mfaUsePasskey })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.mfaUseRecovery }));
    await user.type(field(MSG.mfaRecoveryLabel), 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: MSG.mfaVerifyButton }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.callsTo('POST /v1/auth/mfa/verify')[0]?.body).toEqual({
      mfa_token: 'mfa-1',
      method: 'recovery',
      code: 'abcde-12345',
    });
  });

  it('goes back to the password with the reason when the token has ended, and solves the hard challenge for it', async () => {
    const api = mockApi({
      'GET /v2/captcha/challenge': OFF,
      'GET /v2/captcha/challenge?strength=hard': OFF,
      'POST /v1/auth': challenge('mfa_required', ['totp', 'recovery']),
      'POST /v1/auth/mfa/verify': ENDED,
    });
    renderScreen(<AdminLoginScreen />, { path: '/login-admin' });
    const user = userEvent.setup();
    await password(user);
    await user.type(await screen.findByLabelText(new RegExp(MSG.mfaCodeLabel)), '123456');
    await user.click(screen.getByRole('button', { name: MSG.mfaVerifyButton }));
    expect(await screen.findByText(MSG.mfaTokenEnded)).toBeTruthy();
    expect(field(MSG.staffPasswordLabel)).toBeTruthy();
    expect(session.token()).toBeNull();
    // Wrong codes may have held the account's second step: only a hard-challenge login counts then
    // (decision 0119).
    await waitFor(() =>
      expect(api.callsTo('GET /v2/captcha/challenge?strength=hard').length).toBeGreaterThan(0),
    );
  });

  it('makes a new account enrol the authenticator app and keep its recovery codes before the session starts', async () => {
    const api = mockApi({
      'GET /v2/captcha/challenge': OFF,
      'POST /v1/auth': challenge('mfa_enrolment_required', ['totp', 'passkey']),
      'POST /v1/auth/mfa/enrol/totp': {
        body: {
          status_code: '00',
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          otpauth_url: 'otpauth://totp/Kilau:superadmin?secret=JBSWY3DPEHPK3PXPJBSW',
          qr_data_url: 'data:image/png;base64,AAAA',
        },
      },
      'POST /v1/auth/mfa/enrol/totp/confirm': [WRONG, { body: { ...SESSION, recovery_codes: CODES } }],
    });
    const { location } = renderScreen(<AdminLoginScreen />, { path: '/login-admin' });
    const user = userEvent.setup();
    await password(user);
    expect(await screen.findByRole('heading', { name: MSG.mfaEnrolTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.mfaEnrolPasskey })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.mfaEnrolTotp }));

    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    expect(screen.getByRole('img', { name: MSG.mfaEnrolQrAlt }).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    await user.type(field(MSG.mfaCodeLabel), '12345');
    await user.click(screen.getByRole('button', { name: MSG.mfaEnrolConfirm }));
    expect(await screen.findByText(MSG.mfaTotpFormat)).toBeTruthy();
    expect(api.callsTo('POST /v1/auth/mfa/enrol/totp/confirm')).toHaveLength(0);
    await user.type(field(MSG.mfaCodeLabel), '6');
    await user.click(screen.getByRole('button', { name: MSG.mfaEnrolConfirm }));
    expect(await screen.findByText(MSG.mfaCodeWrong)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.mfaEnrolConfirm }));

    expect(await screen.findByRole('heading', { name: MSG.mfaRecoveryTitle })).toBeTruthy();
    for (const c of CODES) expect(screen.getByText(c)).toBeTruthy();
    // No session until the codes are kept.
    expect(session.token()).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.mfaRecoverySaved }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(session.token()).toBe('tok');
    expect(api.callsTo('POST /v1/auth/mfa/enrol/totp/confirm').at(-1)?.body).toEqual({
      mfa_token: 'mfa-1',
      code: '123456',
    });
  });
});
