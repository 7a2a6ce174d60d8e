import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG, publicConfigReply } from '../../../testing/public-config';
import { mockApi, renderScreen } from '../../../testing/render';
import WelcomePage from './welcome-page';

describe('WelcomePage', () => {
  it('says the identity verification comes next, not trading, and leads to Masuk', async () => {
    mockApi({});
    const { location } = renderScreen(<WelcomePage />, { path: '/welcome' });
    const text = screen.getByText(MSG.welcomeText).textContent ?? '';
    expect(text).toMatch(/verifikasi identitas/);
    expect(text).not.toMatch(/sudah dapat mulai bertransaksi/);
    // Before any KYC there is nothing to trade with: no link to the trading site.
    expect(screen.queryByRole('link', { name: /Transaksi/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: MSG.buttonLogin }));
    expect(location()).toBe('/login');
  });

  it('is the account-approved page from the approval e-mail, with Start Transaction to the trading site', async () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<WelcomePage />, { path: '/welcome?akun=disetujui', route: '/welcome' });
    expect(screen.getByRole('heading', { name: MSG.welcomeApprovedTitle })).toBeTruthy();
    const start = await screen.findByRole('link', { name: MSG.welcomeStartTrading });
    expect(start.getAttribute('href')).toBe(PUBLIC_CONFIG.trading_url);
    expect(start.getAttribute('target')).toBe('_blank');
  });
});
