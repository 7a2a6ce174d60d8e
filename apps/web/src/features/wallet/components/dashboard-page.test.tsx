import { MSG } from '@kilau/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG, publicConfigReply } from '../../../testing/public-config';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import DashboardPage from './dashboard-page';

const POSGO = {
  status_code: '00',
  data: {
    giropos_balance: '25750000.00',
    giropos_usd_blance: '1650.25',
    rdk_balance: '12500000.00',
    usd_balance: '820.5',
  },
};
const GOLD = {
  status_code: '00',
  data: {
    micro_balance_idr: '1500000.00',
    premium_balance_idr: '98500000.00',
    micro_balance_usd: '95.10',
    premium_balance_usd: '6240.40',
    micro_grams: '1.25',
    premium_grams: '100',
  },
};
const trade = (
  id: string,
  contractId: number,
  direction: 'buy' | 'sell',
  quantity: number,
  currency: 'IDR' | 'USD',
  amount: string,
) => ({
  id,
  attributes: {
    createdAt: '2026-03-02T07:05:00.000Z',
    contractId,
    settlementAmount: amount,
    direction,
    currency,
    quantity,
  },
});
const TRADES = {
  status_code: '00',
  total: 2,
  data: [trade('t1', 1, 'buy', 2, 'IDR', '312000000'), trade('t3', 5, 'sell', 300, 'IDR', '410750')],
};
const TX_PATH = 'GET /v1/abx/transactions?limit=10&offset=0&currency=IDR';
const TX_USD_PATH = 'GET /v1/abx/transactions?limit=10&offset=0&currency=USD';
const USD_TRADES = { status_code: '00', total: 1, data: [trade('t2', 6, 'sell', 5, 'USD', '410.75')] };

const record = (state: string) => ({
  _id: 'c-1',
  state,
  platform: { platform_id: 'p-1', name: 'GOFX' },
  bank: { bank_code: '037', name: 'Bank Artha Graha' },
});
const list = (...records: ReturnType<typeof record>[]) => ({ body: { status_code: '00', data: records } });
/** The record detail as the server sends it; the dashboard reads only its state and flow. */
const detail = (state: string, saved: string[], flow = 'default') => ({
  body: {
    status_code: '00',
    data: {
      customer: { ...record(state), flow, saved_sections: saved, fullname: 'Siti' },
      employment: null,
    },
  },
});

const approvedDetail = {
  body: {
    status_code: '00',
    data: {
      customer: {
        ...record('approved'),
        flow: 'default',
        saved_sections: [],
        fullname: 'Siti',
        trade_account_no: '8800123456',
        trade_username: 'siti.trading',
      },
      employment: null,
    },
  },
};

function mockDashboard(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /v2/kyc/customer/platform': list(record('approved')),
    'GET /v2/kyc/customer/platform/p-1': approvedDetail,
    'GET /v2/public/config': publicConfigReply,
    'GET /v1/user/posgo_balance': { body: POSGO },
    'GET /v1/user/gold_saving': { body: GOLD },
    [TX_PATH]: { body: TRADES },
    [TX_USD_PATH]: { body: USD_TRADES },
    ...overrides,
  });
}

describe('DashboardPage', () => {
  it('a customer just approved, before any trade, sees the trading account and the next steps, not zeros', async () => {
    const zero = (data: Record<string, string>) =>
      Object.fromEntries(Object.keys(data).map((k) => [k, k.endsWith('grams') ? '0' : '0.00']));
    mockDashboard({
      'GET /v1/user/posgo_balance': { body: { status_code: '00', data: zero(POSGO.data) } },
      'GET /v1/user/gold_saving': { body: { status_code: '00', data: zero(GOLD.data) } },
      [TX_PATH]: { body: { status_code: '00', total: 0, data: [] } },
      [TX_USD_PATH]: { body: { status_code: '00', total: 0, data: [] } },
    });
    renderScreen(<DashboardPage />, { path: '/beranda' });
    const panel = await screen.findByRole('region', { name: MSG.accountReadyTitle });
    expect(await within(panel).findByText('8800123456')).toBeTruthy();
    expect(within(panel).getByText('siti.trading')).toBeTruthy();
    expect(within(panel).getByText(MSG.accountReadyStepPassword)).toBeTruthy();
    expect(within(panel).getByText(MSG.accountReadyStepBalances)).toBeTruthy();
    const start = await within(panel).findByRole('link', { name: MSG.accountReadyStartTrading });
    expect(start.getAttribute('href')).toBe(PUBLIC_CONFIG.trading_url);
    expect(screen.queryByRole('region', { name: MSG.balanceGiroPos })).toBeNull();
    expect(screen.queryByText(/Rp 0/)).toBeNull();
  });

  it('shows IDR balances in Indonesian format, then USD in US format', async () => {
    mockDashboard();
    renderScreen(<DashboardPage />, { path: '/beranda' });

    const giro = await screen.findByRole('region', { name: MSG.balanceGiroPos });
    expect(await within(giro).findByText('Rp 25.750.000')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: MSG.balanceRdk })).getByText('Rp 12.500.000'),
    ).toBeTruthy();
    const gold = await screen.findByRole('region', { name: MSG.balanceGold });
    expect(await within(gold).findByText('Rp 100.000.000')).toBeTruthy();
    expect(within(gold).getByText('Rp 1.500.000')).toBeTruthy();
    expect(within(gold).getByText(/1,25 gr/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));

    expect(within(giro).getByText('$1,650.25')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: MSG.balanceRdk })).getByText('$820.50')).toBeTruthy();
    expect(within(gold).getByText('$6,335.50')).toBeTruthy();
    expect(within(gold).queryByText(/Rp/)).toBeNull();
  });

  it('lists the last transactions with date, Keterangan, amount in the trade currency and type', async () => {
    const api = mockDashboard();
    renderScreen(<DashboardPage />, { path: '/beranda' });

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([MSG.colNo, MSG.colDate, MSG.colDescription, MSG.colAmount, MSG.colType]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Beli 2 × 100 gr')).toBeTruthy();
    expect(first.getByText('Rp 312.000.000')).toBeTruthy();
    // In WIB whatever the viewer's zone, so that the server's render and the browser's agree.
    expect(first.getByText('02 Maret 2026 14:05 WIB')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Jual 300 × 0,01 gr')).toBeTruthy();
    expect(second.getByText('Rp 410.750')).toBeTruthy();
    expect(second.getByText(MSG.directionSell)).toBeTruthy();
    expect(api.callsTo(TX_PATH)).toHaveLength(1);
  });

  it('lists only the trades of the chosen currency: no dollars in the IDR view', async () => {
    const api = mockDashboard();
    renderScreen(<DashboardPage />, { path: '/beranda' });
    const table = await screen.findByRole('table');
    await within(table).findByText('Rp 312.000.000');
    expect(within(table).queryByText(/\$/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));
    expect(await within(screen.getByRole('table')).findByText('Jual 5 × KAU 1 gr')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('$410.75')).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText(/Rp/)).toBeNull();
    expect(api.callsTo(TX_USD_PATH)).toHaveLength(1);
  });

  it.each([
    ['no record yet', list(), null, '/konfirmasi-account', MSG.dashboardResumeTitle],
    [
      'personal data saved',
      list(record('customer')),
      detail('customer', ['personal']),
      '/register-datapekerjaan',
      MSG.dashboardResumeTitle,
    ],
    [
      'financial data saved',
      list(record('financial')),
      detail('financial', ['personal', 'employment', 'financial']),
      '/register-datarekening',
      MSG.dashboardResumeTitle,
    ],
    [
      'work saved, 4-step flow',
      list(record('employment')),
      detail('employment', ['personal', 'employment'], 'short'),
      '/register-datalampiran',
      MSG.dashboardResumeTitle,
    ],
    [
      'submitted',
      list(record('submitted')),
      detail('submitted', [
        'personal',
        'employment',
        'financial',
        'bank_account',
        'emergency_contact',
        'attachment',
      ]),
      '/register-waiting',
      MSG.dashboardSubmittedButton,
    ],
    [
      'a fix asked by the reviewer',
      list(record('fix')),
      detail('fix', [
        'personal',
        'employment',
        'financial',
        'bank_account',
        'emergency_contact',
        'attachment',
      ]),
      '/register-perbaikan',
      MSG.fixDashboardButton,
    ],
  ])(
    'while onboarding (%s) links to where to go on, and shows no balances',
    async (_, records, one, route, button) => {
      const api = mockDashboard({
        'GET /v2/kyc/customer/platform': records,
        ...(one ? { 'GET /v2/kyc/customer/platform/p-1': one } : {}),
      });
      const { location } = renderScreen(<DashboardPage />, { path: '/beranda' });
      const link = await screen.findByRole('link', { name: button });
      expect(screen.queryByRole('region', { name: MSG.balanceGiroPos })).toBeNull();
      expect(screen.queryByText(/Rp 0/)).toBeNull();
      expect(api.callsTo('GET /v1/user/posgo_balance')).toHaveLength(0);
      fireEvent.click(link);
      expect(location()).toBe(route);
    },
  );

  it('has cards for a phone and the table from the sm breakpoint, chosen by the style sheet', async () => {
    // Not by a media query in script: the server renders this list without knowing the screen
    // (decision 0118), so both are in the markup and Mantine's classes show one of them.
    mockDashboard();
    renderScreen(<DashboardPage />, { path: '/beranda' });

    const cards = await screen.findByRole('list');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByText('Beli 2 × 100 gr')).toBeTruthy();
    expect(cards.closest('.mantine-hidden-from-sm')).not.toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Beli 2 × 100 gr')).toBeTruthy();
    expect(table.closest('.mantine-visible-from-sm')).not.toBeNull();
  });

  it('shows an error with a retry when a query fails, and recovers', async () => {
    // Failing for the dashboard's first look and for the card (which asks again), then answering.
    mockDashboard({
      'GET /v1/user/posgo_balance': [
        apiError(500, 500, MSG.serverError),
        apiError(500, 500, MSG.serverError),
        { body: POSGO },
      ],
    });
    renderScreen(<DashboardPage />, { path: '/beranda' });

    const giro = await screen.findByRole('region', { name: MSG.balanceGiroPos });
    const retry = await within(giro).findByRole('button', { name: MSG.buttonRetry });
    expect(within(giro).getByText(MSG.serverError)).toBeTruthy();
    fireEvent.click(retry);
    expect(await within(giro).findByText('Rp 25.750.000')).toBeTruthy();
  });

  it('says so when there are no transactions', async () => {
    mockDashboard({ [TX_PATH]: { body: { status_code: '00', total: 0, data: [] } } });
    renderScreen(<DashboardPage />, { path: '/beranda' });
    expect(await screen.findByText(MSG.noTransactions)).toBeTruthy();
  });
});
