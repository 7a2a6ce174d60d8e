import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import PlatformChoicePage from './platform-choice-page';

const PLATFORMS = {
  status_code: '00',
  data: {
    platform: [
      { _id: 'p-gofx', name: 'GOFX', app_name: 'gofx' },
      { _id: 'p-jafets', name: 'Jafets', app_name: 'jafets' },
    ],
  },
};
const REFERRAL = 'POST /v2/kyc/customer/referral';

function setup(
  referral: Parameters<typeof mockApi>[0][string] = {
    body: { status_code: '00', referral_code: 'KILAU001' },
  },
) {
  const api = mockApi({ 'GET /v2/master_data/platform': { body: PLATFORMS }, [REFERRAL]: referral });
  const view = renderScreen(<PlatformChoicePage />, { path: '/konfirmasi-account' });
  return { api, view, user: userEvent.setup() };
}

const codeInput = () => screen.getByLabelText(MSG.promoterCodeLabel);
const submit = () => screen.getByRole('button', { name: MSG.buttonNext });

describe('PlatformChoicePage', () => {
  it('is titled Pembukaan RPED and lists the platforms', async () => {
    setup();
    expect(screen.getByRole('heading', { name: MSG.platformTitle })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /GOFX/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Jafets/ })).toBeTruthy();
  });

  it('asks for a platform before going on', async () => {
    const { user, view } = setup();
    await screen.findByRole('radio', { name: /GOFX/ });
    await user.click(submit());
    expect(await screen.findByText(MSG.platformNotChosen)).toBeTruthy();
    expect(view.location()).toBe('/konfirmasi-account');
  });

  it('checks an 8-character code on the server, stores the choice and goes to /choose-bank', async () => {
    const { user, api, view } = setup();
    await user.click(await screen.findByRole('radio', { name: /Jafets/ }));
    await user.type(codeInput(), 'KILAU001');
    expect(await screen.findByText(MSG.promoterCodeValid)).toBeTruthy();
    expect(api.callsTo(REFERRAL).map((c) => c.body)).toEqual([{ referral_code: 'KILAU001' }]);

    await user.click(submit());
    await waitFor(() => expect(view.location()).toBe('/choose-bank'));
    expect(localStorage.getItem('platform_id')).toBe('p-jafets');
    expect(localStorage.getItem('referral_code')).toBe('KILAU001');
    // The verdict is remembered: submitting does not ask again.
    expect(api.callsTo(REFERRAL)).toHaveLength(1);
  });

  it('shows the server message for an unknown code (1001) and stays', async () => {
    const { user, view } = setup(apiError(400, 1001, MSG.promoterCodeNotFound));
    await user.click(await screen.findByRole('radio', { name: /GOFX/ }));
    await user.type(codeInput(), 'NOPE0000');
    expect(await screen.findByText(MSG.promoterCodeNotFound)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(MSG.promoterCodeNotFound)).toBeTruthy();
    expect(view.location()).toBe('/konfirmasi-account');
    expect(localStorage.getItem('platform_id')).toBeNull();
  });

  it('shows the length message for 5 characters without asking the server', async () => {
    const { user, api, view } = setup();
    await user.click(await screen.findByRole('radio', { name: /GOFX/ }));
    await user.type(codeInput(), 'ABCDE');
    await user.click(submit());
    expect(await screen.findByText(MSG.promoterCodeLength)).toBeTruthy();
    expect(api.callsTo(REFERRAL)).toHaveLength(0);
    expect(view.location()).toBe('/konfirmasi-account');
  });

  it('shows the length message when the server answers 422', async () => {
    const { user } = setup(apiError(422, 422, 'Validation failed'));
    await user.click(await screen.findByRole('radio', { name: /GOFX/ }));
    await user.type(codeInput(), 'ABCDEFGH');
    expect(await screen.findByText(MSG.promoterCodeLength)).toBeTruthy();
  });

  it('accepts an empty code: goes on without a server check and without storing a code', async () => {
    localStorage.setItem('referral_code', 'OLDCODE1');
    const { user, api, view } = setup();
    await user.click(await screen.findByRole('radio', { name: /GOFX/ }));
    await user.click(submit());
    await waitFor(() => expect(view.location()).toBe('/choose-bank'));
    expect(api.callsTo(REFERRAL)).toHaveLength(0);
    expect(localStorage.getItem('platform_id')).toBe('p-gofx');
    expect(localStorage.getItem('referral_code')).toBeNull();
  });
});
