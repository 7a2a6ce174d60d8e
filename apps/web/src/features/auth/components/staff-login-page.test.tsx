import { MSG, ROLES } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, field, mockApi, renderScreen } from '../../../testing/render';
import { AdminLoginPage, type StaffSecondStep } from './staff-login-page';

// These walks never reach the second factor (the app hands the real step in; its walk is in app/).
const secondStep: StaffSecondStep = { Step: () => null };

const OFF = { body: { provider: 'off' } };
const FAILED = apiError(400, 2018, MSG.staffLoginWrong);
const OK = {
  body: {
    status_code: '00',
    status: 'active',
    token: 'tok',
    role: ROLES.superAdmin,
    username: 'superadmin',
    fullname: 'Super Admin',
    platform: null,
    bank_code: null,
  },
};

describe('StaffLoginPage', () => {
  it('shows the one failure message and solves the hard challenge for the next attempt', async () => {
    const api = mockApi({
      'GET /v2/captcha/challenge': OFF,
      'GET /v2/captcha/challenge?strength=hard': OFF,
      'POST /v1/auth': [FAILED, OK],
    });
    const { location } = renderScreen(<AdminLoginPage secondStep={secondStep} />, { path: '/login-admin' });
    const user = userEvent.setup();
    await user.type(field(MSG.staffUsernameLabel), 'superadmin');
    await user.type(field(MSG.staffPasswordLabel), 'Salah#Sekali2026');
    await user.click(screen.getByRole('button', { name: MSG.staffLoginButton }));
    expect(await screen.findByText(MSG.staffLoginWrong)).toBeTruthy();
    expect(api.callsTo('GET /v2/captcha/challenge?strength=hard').length).toBeGreaterThan(0);

    await user.clear(field(MSG.staffPasswordLabel));
    await user.type(field(MSG.staffPasswordLabel), 'Kilau#Demo2026');
    await user.click(screen.getByRole('button', { name: MSG.staffLoginButton }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.callsTo('POST /v1/auth')).toHaveLength(2);
  });
});
