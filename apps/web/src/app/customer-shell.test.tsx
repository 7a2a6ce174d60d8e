import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client';
import { session } from '../lib/session';
import { PUBLIC_CONFIG, publicConfigReply } from '../testing/public-config';
import { apiError, mockApi, renderScreen } from '../testing/render';
import CustomerShell from './customer-shell';

beforeEach(() => session.signIn('token-1', null));
afterEach(() => session.clear());

describe('CustomerShell', () => {
  it('has the brand and the navigation', () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<CustomerShell />, { path: '/beranda' });
    const nav = screen.getAllByRole('navigation', { name: MSG.navMain })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: MSG.dashboardTitle }).getAttribute('href')).toBe('/beranda');
    expect(within(nav).getByRole('link', { name: MSG.navProfile }).getAttribute('href')).toBe('/profil-saya');
    expect(within(nav).getByRole('link', { name: MSG.navDataRights }).getAttribute('href')).toBe(
      '/data-saya',
    );
    expect(screen.getByRole('link', { name: 'Kilau' })).toBeTruthy();
  });

  it("shows the broker's identity and contacts in the footer, WhatsApp as a wa.me link", async () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<CustomerShell />, { path: '/beranda' });
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText(PUBLIC_CONFIG.company_name);
    expect(
      within(footer).getByText(`${MSG.footerLicense}: ${PUBLIC_CONFIG.company_license_no}`),
    ).toBeTruthy();
    expect(within(footer).getByText(PUBLIC_CONFIG.company_address)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: PUBLIC_CONFIG.cs_phone })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: PUBLIC_CONFIG.cs_email })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: PUBLIC_CONFIG.cs_whatsapp }).getAttribute('href')).toBe(
      'https://wa.me/6281122334455',
    );
  });

  it.each([
    ['answers', { body: { status_code: '00' } }],
    ['cannot be reached', 'network' as const],
  ])('Keluar ends the session when the server %s', async (_case, reply) => {
    const api = mockApi({ 'POST /v2/user/logout': reply, 'GET /v2/public/config': publicConfigReply });
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

  it('Keluar is not mistaken for a session ended elsewhere when a call of the tab comes back refused meanwhile', async () => {
    const refusedMeanwhile = () =>
      apiRequest('GET', '/v1/user/profile', { schema: z.object({}) }).catch(() => undefined);
    let endedBehindModal: boolean | null = null;
    mockApi({
      'GET /v2/public/config': publicConfigReply,
      'GET /v1/user/profile': apiError(401, 401, 'Unauthorized'),
      // The server ends the session; a call this tab had in flight is refused before the reply.
      'POST /v2/user/logout': async () => {
        await refusedMeanwhile();
        endedBehindModal = session.get().ended;
        return { body: { status_code: '00' } };
      },
    });
    const view = renderScreen(<CustomerShell />, { path: '/beranda' });
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: MSG.buttonLogout })[0] as HTMLElement);
    await waitFor(() => expect(view.location()).toBe('/login'));
    // The page never went behind 'Sesi Berakhir' on its way out.
    expect(endedBehindModal).toBe(false);
    expect(screen.queryByRole('dialog', { name: MSG.inactivityTitle })).toBeNull();
  });
});
