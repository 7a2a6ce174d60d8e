import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
