import { MSG } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG, publicConfigReply } from '../../../testing/public-config';
import { mockApi, renderScreen } from '../../../testing/render';
import LandingPage from './landing-page';

describe('LandingPage', () => {
  it("shows the broker's identity and customer-service contacts from configuration", async () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<LandingPage />, { path: '/' });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(PUBLIC_CONFIG.company_name);
    expect(
      within(footer).getByText(`${MSG.footerLicense}: ${PUBLIC_CONFIG.company_license_no}`),
    ).toBeTruthy();
    expect(within(footer).getByText(PUBLIC_CONFIG.company_address)).toBeTruthy();
    expect(within(footer).getByText(MSG.footerCustomerService)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '021-555-0100' }).getAttribute('href')).toBe(
      'tel:0215550100',
    );
    expect(within(footer).getByRole('link', { name: 'cs@pialang.test' }).getAttribute('href')).toBe(
      'mailto:cs@pialang.test',
    );
    const whatsapp = within(footer).getByRole('link', { name: '0811 2233 4455' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/6281122334455');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    // Nothing of the demo broker is hard-coded.
    expect(footer.textContent).not.toContain('Kilau Emas');
  });

  it('puts every part of the page in a landmark: the brand bar is the banner (decision 0128)', async () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<LandingPage />, { path: '/' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: MSG.buttonLogin }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await screen.findByRole('contentinfo');
  });

  it('keeps the two ways in while the configuration cannot be loaded', async () => {
    mockApi({ 'GET /v2/public/config': 'network' });
    renderScreen(<LandingPage />, { path: '/' });
    expect(screen.getAllByRole('link', { name: MSG.buttonRegister })[0]?.getAttribute('href')).toBe(
      '/register',
    );
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('link')).toBeNull();
  });
});
