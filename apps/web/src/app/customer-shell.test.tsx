import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { mockApi, renderScreen } from '../testing/render';
import CustomerShell from './customer-shell';

beforeEach(() => session.signIn('token-1', null));
afterEach(() => session.clear());

describe('CustomerShell', () => {
  it('has the brand and the navigation', () => {
    mockApi({});
    renderScreen(<CustomerShell />, { path: '/beranda' });
    const nav = screen.getAllByRole('navigation', { name: MSG.navMain })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: MSG.dashboardTitle }).getAttribute('href')).toBe('/beranda');
    expect(within(nav).getByRole('link', { name: MSG.navProfile }).getAttribute('href')).toBe('/profil-saya');
    expect(screen.getByRole('link', { name: 'Kilau' })).toBeTruthy();
  });

  it.each([
    ['answers', { body: { status_code: '00' } }],
    ['cannot be reached', 'network' as const],
  ])('Keluar ends the session when the server %s', async (_case, reply) => {
    const api = mockApi({ 'POST /v2/user/logout': reply });
    localStorage.setItem('platform_id', 'p1');
    const view = renderScreen(<CustomerShell />, { path: '/beranda' });
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: MSG.buttonLogout })[0] as HTMLElement);
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(api.callsTo('POST /v2/user/logout')).toHaveLength(1);
    expect(session.token()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
