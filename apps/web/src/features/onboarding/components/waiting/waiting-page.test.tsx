import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigReply } from '../../../../testing/public-config';
import { mockApi, renderScreen } from '../../../../testing/render';
import WaitingPage from './waiting-page';

describe('WaitingPage', () => {
  it('says the data was entered, an admin verifies it, and shows the customer-service contacts', async () => {
    mockApi({
      'GET /v2/public/config': publicConfigReply,
    });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    expect(screen.getByRole('heading', { name: MSG.waitingTitle })).toBeTruthy();
    expect(screen.getByText(MSG.waitingText)).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '021-555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:0215550100');
    expect(screen.getByRole('link', { name: 'cs@pialang.test' }).getAttribute('href')).toBe(
      'mailto:cs@pialang.test',
    );
    expect(screen.queryByRole('button', { name: MSG.buttonLogout })).toBeNull();
  });

  it('says what comes next: the review and how long it takes, a possible video call announced by e-mail and SMS, the result', () => {
    mockApi({ 'GET /v2/public/config': publicConfigReply });
    renderScreen(<WaitingPage />, { path: '/register-waiting' });
    const next = screen.getByRole('region', { name: MSG.waitingNextTitle });
    expect(next.textContent).toMatch(/hari kerja/);
    expect(next.textContent).toContain(MSG.waitingNextVideo);
    expect(next.textContent).toContain(MSG.waitingNextResult);
  });
});
