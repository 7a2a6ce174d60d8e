import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bankInitials } from '../../../components/ui/bank-logo';
import { mockApi, renderScreen } from '../../../testing/render';
import ChooseBankPage from './choose-bank-page';

const LINKS = [
  { store: 'Google Play', url: 'https://play.google.com/store/apps/details?id=bank' },
  { store: 'App Store', url: 'https://apps.apple.com/id/app/bank/id1' },
];
const BANKS = {
  status_code: '00',
  data: {
    bank: [
      { bank_code: '037', name: 'Bank Artha Graha', requires_existing_account: false, app_links: [] },
      { bank_code: '022', name: 'CIMB Niaga', requires_existing_account: true, app_links: LINKS },
      { bank_code: '028', name: 'Bank Lain', requires_existing_account: false, app_links: [] },
    ],
  },
};

function setup() {
  mockApi({ 'GET /v2/master_data/bank': { body: BANKS } });
  return { view: renderScreen(<ChooseBankPage />, { path: '/choose-bank' }), user: userEvent.setup() };
}

describe('ChooseBankPage', () => {
  beforeEach(() => localStorage.setItem('platform_id', 'p-gofx'));

  it('shows the banks by the name rule of their code', async () => {
    setup();
    expect(screen.getByRole('heading', { name: MSG.chooseBankTitle })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Bank Artha Graha/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /CIMB Niaga/ })).toBeTruthy();
    // Any code other than 037, 022 and 023 is shown as OCBC.
    expect(screen.getByRole('button', { name: /OCBC/ })).toBeTruthy();
  });

  it('a bank without the account question goes straight to /bank-login', async () => {
    const { user, view } = setup();
    await user.click(await screen.findByRole('button', { name: /Bank Artha Graha/ }));
    await waitFor(() => expect(view.location()).toBe('/bank-login'));
    expect(localStorage.getItem('bank_code')).toBe('037');
  });

  it('asks about an existing account: Ya goes to /bank-login', async () => {
    const { user, view } = setup();
    await user.click(await screen.findByRole('button', { name: /CIMB Niaga/ }));
    expect(localStorage.getItem('bank_code')).toBe('022');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.hasBankAccountQuestion)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.hasBankAccountYes }));
    await waitFor(() => expect(view.location()).toBe('/bank-login'));
  });

  it('Belum shows the open-an-account message with the app links in a new tab', async () => {
    const { user, view } = setup();
    await user.click(await screen.findByRole('button', { name: /CIMB Niaga/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: MSG.hasBankAccountNo }));
    expect(await within(dialog).findByText(MSG.openBankAccountFirst)).toBeTruthy();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(LINKS.map((l) => l.url));
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(view.location()).toBe('/choose-bank');
  });

  it('without a chosen platform sends the customer to the platform choice', async () => {
    localStorage.removeItem('platform_id');
    const { view } = setup();
    await waitFor(() => expect(view.location()).toBe('/konfirmasi-account'));
  });
});

describe('bankInitials', () => {
  it.each([
    ['Bank Artha Graha', 'AG'],
    ['CIMB Niaga', 'CN'],
    ['CIMB Syariah', 'CS'],
    ['OCBC', 'OCBC'],
  ])('%s → %s', (name, initials) => expect(bankInitials(name)).toBe(initials));
});
