import { MSG, ROLES } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberStaffSignOut } from '../../../lib/staff/staff-sign-out';
import { field, mockApi, renderScreen } from '../../../testing/render';
import { AdminLoginPage, type StaffSecondStep } from './staff-login-page';

// These walks never reach the second factor (the app hands the real step in; its walk is in app/).
const secondStep: StaffSecondStep = { Step: () => null };

const OFF = { body: { provider: 'off' } };
const signedIn = (username: string) => ({
  body: {
    status_code: '00',
    status: 'active',
    token: 'tok',
    role: ROLES.superAdmin,
    username,
    fullname: 'Super Admin',
    platform: null,
    bank_code: null,
  },
});

async function logIn(username: string) {
  const user = userEvent.setup();
  await user.type(field(MSG.staffUsernameLabel), username);
  await user.type(field(MSG.staffPasswordLabel), 'Kilau#Demo2026');
  await user.click(screen.getByRole('button', { name: MSG.staffLoginButton }));
}

describe('the staff login after the idle timeout (decision 0127)', () => {
  afterEach(() => sessionStorage.clear());

  it('says why the staff member was signed out, and returns them to the page they were on', async () => {
    rememberStaffSignOut({ reason: 'idle', from: '/nsb-baru?page=2', username: 'superadmin' });
    mockApi({ 'GET /v2/captcha/challenge': OFF, 'POST /v1/auth': signedIn('superadmin') });
    const { router } = renderScreen(<AdminLoginPage secondStep={secondStep} />, { path: '/login-admin' });
    expect(await screen.findByText(MSG.staffSignedOutIdle)).toBeTruthy();
    await logIn('superadmin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nsb-baru'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says nothing on an ordinary visit, and opens the role’s first page', async () => {
    mockApi({ 'GET /v2/captcha/challenge': OFF, 'POST /v1/auth': signedIn('superadmin') });
    const { location } = renderScreen(<AdminLoginPage secondStep={secondStep} />, { path: '/login-admin' });
    await screen.findByRole('button', { name: MSG.staffLoginButton });
    expect(screen.queryByText(MSG.staffSignedOutIdle)).toBeNull();
    await logIn('superadmin');
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('never follows a place outside the back office, nor another staff member’s', async () => {
    rememberStaffSignOut({ reason: 'idle', from: '//evil.example/admin', username: 'superadmin' });
    mockApi({ 'GET /v2/captcha/challenge': OFF, 'POST /v1/auth': signedIn('superadmin') });
    const first = renderScreen(<AdminLoginPage secondStep={secondStep} />, { path: '/login-admin' });
    await screen.findByText(MSG.staffSignedOutIdle);
    await logIn('superadmin');
    await waitFor(() => expect(first.location()).toBe('/admin'));
    first.unmount();

    rememberStaffSignOut({ reason: 'idle', from: '/integrasi', username: 'superadmin2' });
    const second = renderScreen(<AdminLoginPage secondStep={secondStep} />, { path: '/login-admin' });
    await screen.findByText(MSG.staffSignedOutIdle);
    await logIn('superadmin');
    await waitFor(() => expect(second.location()).toBe('/admin'));
  });
});
