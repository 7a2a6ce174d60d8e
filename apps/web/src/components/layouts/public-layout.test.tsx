import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { PublicLayout } from './public-layout';

describe('PublicLayout', () => {
  it('puts every part of the page in a landmark: the brand, the card, the © line (decision 0128)', () => {
    renderScreen(
      <PublicLayout>
        <p>isi halaman</p>
      </PublicLayout>,
    );
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Kilau' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('isi halaman')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} Kilau/)).toBeTruthy();
  });
});
