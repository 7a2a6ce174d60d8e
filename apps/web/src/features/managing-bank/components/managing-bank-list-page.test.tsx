import { type ManagingBank, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { managingBankAccount, staffPlatformsReply } from '../../../testing/backoffice';
import { mockApi, renderScreen } from '../../../testing/render';
import ManagingBankListPage from './managing-bank-list-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const account = managingBankAccount;
const platforms = staffPlatformsReply([
  { _id: 'p1', app_name: 'gofx', name: 'GOFX' },
  { _id: 'p2', app_name: 'jafets', name: 'JAFETS' },
]);
const page = (rows: ManagingBank[], count = rows.length, n = 1) => ({
  body: { status_code: '00', data: { managing_bank: rows, page_metadata: { count, page: n, limit: 10 } } },
});
const url = (q: string) => `GET /v1/managing-bank?${q}`;
const FIRST = 'page=1&limit=10&sort_by=created_at&sort_dir=desc';

describe('managing-bank list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('shows the accounts with their status and a Detail link, in WIB', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      [url(FIRST)]: page([
        account(1),
        account(2, { status: 'VERIFIED' }),
        account(3, { status: 'REJECTED' }),
      ]),
    });
    renderScreen(<ManagingBankListPage />, { path: '/list-bank-account' });
    const row = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText(MSG.managingBankStatusUnverified)).toBeTruthy();
    expect(within(row).getByText('037701')).toBeTruthy();
    // 03:00 UTC is 10:00 WIB, the day over the time.
    expect(within(row).getByText(/20 November 2026/).textContent).toMatch(/10:00 WIB$/);
    expect(
      within(row)
        .getByRole('link', { name: `${MSG.actionDetail} Peserta 1` })
        .getAttribute('href'),
    ).toBe('/list-bank-account-detail/00000000-0000-4000-8000-000000000001');
    const verified = screen.getByText('Peserta 2').closest('tr') as HTMLElement;
    expect(within(verified).getByText(MSG.managingBankStatusVerified)).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('keeps the status, platform, sort and page in the URL and asks for them', async () => {
    session.signIn('t', ROLES.bankAdmin, 'bankadmin');
    const many = Array.from({ length: 10 }, (_, i) => account(i + 1));
    const api = mockApi({
      'GET /v1/admin-bank/platform': platforms,
      [url(FIRST)]: page(many, 12),
      [url(`${FIRST}&status=UNVERIFIED`)]: page(many, 12),
      [url(`${FIRST}&status=UNVERIFIED&app_name=jafets`)]: page(many, 12),
      [url('page=1&limit=10&sort_by=account_name&sort_dir=asc&status=UNVERIFIED&app_name=jafets')]: page(
        many,
        12,
      ),
      [url('page=2&limit=10&sort_by=account_name&sort_dir=asc&status=UNVERIFIED&app_name=jafets')]: page(
        [account(11), account(12)],
        12,
        2,
      ),
    });
    const view = renderScreen(<ManagingBankListPage />, { path: '/list-bank-account' });
    await screen.findByText('Peserta 1');
    await userEvent.click(screen.getByRole('radio', { name: MSG.managingBankStatusUnverified }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=UNVERIFIED'));
    await userEvent.selectOptions(await screen.findByLabelText(MSG.filterPlatform), 'jafets');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=UNVERIFIED&app=jafets'));
    await userEvent.click(screen.getByRole('button', { name: MSG.managingBankColAccountName }));
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(
        '?status=UNVERIFIED&app=jafets&sort=account_name&dir=asc',
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByText('Peserta 11');
    expect(view.router.state.location.search).toContain('page=2');
    expect(
      api.callsTo(url('page=2&limit=10&sort_by=account_name&sort_dir=asc&status=UNVERIFIED&app_name=jafets')),
    ).toHaveLength(1);
  });

  it('says No Data for an empty list, and an Indonesian error with a retry when the call fails', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    mockApi({
      'GET /v1/super-admin/platform': platforms,
      [url(FIRST)]: [
        { status: 500, body: { status_code: '500', err_message_id: MSG.technicalProblem } },
        page([]),
      ],
    });
    renderScreen(<ManagingBankListPage />, { path: '/list-bank-account' });
    const retry = await screen.findByRole('button', { name: MSG.buttonRetry });
    expect(screen.getByRole('alert').textContent).toContain(MSG.technicalProblem);
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText(MSG.noData)).toBeTruthy());
  });
});
