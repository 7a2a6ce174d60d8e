/**
 * What the server asks for before rendering a step with the customer's data (decision 0182): each
 * step's screen, given a query cache filled by its page data and carried over as the browser
 * receives it (dehydrated, through JSON, hydrated), renders its filled form at once and asks the
 * API for nothing more; a record the server cannot show as the browser would is refused, so the
 * page goes out as its frame.
 */
import { MSG, type StepId } from '@kilau/shared';
import { MantineProvider } from '@mantine/core';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import {
  CUSTOMER_ID,
  customerDetail,
  PLATFORM_ID,
  recordRoutes,
} from '../../../testing/onboarding/attachment';
import { mockApi } from '../../../testing/render';
import AttachmentPage from '../components/attachment/attachment-page';
import BankAccountStepPage from '../components/bank-account/bank-account-step-page';
import EmergencyContactStepPage from '../components/emergency-contact/emergency-contact-step-page';
import EmploymentStepPage from '../components/employment/employment-step-page';
import FinancialStepPage from '../components/financial/financial-step-page';
import PersonalStepPage from '../components/personal/personal-step-page';
import PreviewPage from '../components/preview/preview-page';
import { STEP_PAGE_DATA } from './step-page-data';

vi.setConfig({ testTimeout: 20_000 });

const list = (type: string, ids: string[]) => ({
  body: { status_code: '00', data: ids.map((id) => ({ _id: id, code: id, [type]: `${type} ${id}` })) },
});
const typed = (data_id: string, name: string) => ({ data_id, name });

/** Every GET a step of the attachment fixtures' customer (every step before the attachments saved) may send. */
const ROUTES = {
  ...recordRoutes(),
  ...Object.fromEntries(
    ['gender', 'religion', 'education'].map((t) => [`GET /v2/master_data/${t}/037`, list(t, [`${t[0]}1`])]),
  ),
  ...Object.fromEntries(
    [
      'occupation',
      'industrial',
      'position',
      'fund',
      'salary',
      'monthly_transaction',
      'purpose_fund',
      'purpose_open_account',
    ].map((t) => [`GET /v2/master_data/${t}/${PLATFORM_ID}`, list(t, [`${t}-1`])]),
  ),
  [`GET /v2/master_data/province/${PLATFORM_ID}`]: list('province', ['32']),
  [`GET /v2/master_data/regency/${PLATFORM_ID}/32`]: list('regency', ['32.73']),
  [`GET /v2/master_data/district/${PLATFORM_ID}/32.73`]: list('district', ['32.73.01']),
  [`GET /v2/master_data/village/${PLATFORM_ID}/32.73.01`]: list('village', ['32.73.01.1001']),
  [`GET /v2/kyc/financial/${CUSTOMER_ID}`]: {
    body: {
      status_code: '00',
      data: {
        financial: {
          fund_type: typed('fund-1', 'Gaji'),
          salary_type: typed('salary-1', 'Rp 5.000.000 – Rp 10.000.000'),
          monthly_transaction_type: typed('monthly_transaction-1', 'Kurang dari Rp 10.000.000'),
          purpose_fund_type: typed('purpose_fund-1', 'Investasi'),
          purpose_open_account_type: typed('purpose_open_account-1', 'Investasi'),
          has_investment_experience: true,
          has_trading_experience: false,
          building_asset: null,
          cash_asset: { bank_name: 'Bank Jago', balance: '25000000' },
          has_confirm_financial: true,
        },
      },
    },
  },
  [`GET /v2/kyc/bank/account/${CUSTOMER_ID}`]: {
    body: {
      status_code: '00',
      data: {
        bank: {
          bank_code: '037',
          name: 'Bank Artha Graha',
          bank_type: 'konvensional',
          account_name: null,
          account_no: '1234567890',
          has_confirm_bank: true,
          has_agree_account_terms: true,
          has_agree_savings_terms: true,
        },
      },
    },
  },
  [`GET /v2/kyc/emergency_contact/${CUSTOMER_ID}`]: {
    body: {
      status_code: '00',
      data: {
        emergency_contact: {
          fullname: 'Budi Hartono',
          address: 'Jl. Asia-Afrika No. 8',
          postcode: '40111',
          phonenumber: '081298765432',
          relationship: 'Kakak',
          has_confirm_emergency_contact: true,
        },
      },
    },
  },
  // Sent by the personal step once it runs, for the NIK's region: a POST, never the server's.
  'POST /v2/kyc/nik/check': {
    body: {
      status_code: '00',
      data: {
        valid: true,
        province: 'Jawa Barat',
        regency: 'Kota Bandung',
        district: 'Sukasari',
        province_code: '32',
        regency_code: '32.73',
        district_code: '32.73.01',
        birth_date: '1990-05-12',
        gender: 'P',
        warnings: [],
      },
    },
  },
};

/** Each screen, where it is mounted, and a value of the customer's it shows in its first render. */
const SCREENS: Record<StepId, { path: string; page: ReactElement; shows: () => HTMLElement }> = {
  personal: {
    path: '/register-datapribadi',
    page: <PersonalStepPage />,
    shows: () => screen.getByDisplayValue('Siti Rahma'),
  },
  employment: {
    path: '/register-datapekerjaan',
    page: <EmploymentStepPage />,
    shows: () => screen.getByDisplayValue('PT Maju Jaya'),
  },
  financial: {
    path: '/register-datakeuangan',
    page: <FinancialStepPage />,
    shows: () => screen.getByDisplayValue('Bank Jago'),
  },
  bank_account: {
    path: '/register-datarekening',
    page: <BankAccountStepPage />,
    shows: () => screen.getByText('1234567890'),
  },
  emergency_contact: {
    path: '/register-datakontak',
    page: <EmergencyContactStepPage />,
    shows: () => screen.getByDisplayValue('Budi Hartono'),
  },
  attachment: {
    path: '/register-datalampiran',
    page: <AttachmentPage />,
    shows: () => screen.getByRole('heading', { level: 1, name: MSG.attachTitle }),
  },
  review: {
    path: '/register-preview',
    page: <PreviewPage />,
    shows: () => screen.getByText('Jl. Asia-Afrika No. 8'),
  },
};

/** The cache as the browser gets it: dehydrated by the server's render, through JSON, hydrated. */
async function servedCache(step: StepId): Promise<QueryClient> {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  await STEP_PAGE_DATA[step](server);
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
  return browser;
}

function renderWith(client: QueryClient, { path, page }: { path: string; page: ReactElement }) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const gets = (calls: { key: string }[]) => calls.map((c) => c.key).filter((k) => k.startsWith('GET '));

beforeEach(() => {
  localStorage.clear();
});

describe('STEP_PAGE_DATA', () => {
  it.each(Object.keys(SCREENS) as StepId[])(
    '%s: the screen renders its data at once from the served cache and asks for nothing more',
    async (step) => {
      const api = mockApi(ROUTES);
      const client = await servedCache(step);
      const asked = api.calls.length;
      renderWith(client, SCREENS[step]);
      // The attachments' form is a chunk of its own, loaded while the page renders.
      if (step === 'attachment') await screen.findByRole('heading', { level: 1, name: MSG.attachTitle });
      expect(SCREENS[step].shows()).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(gets(api.calls.slice(asked))).toEqual([]);
    },
  );

  it("asks for the record, then the step's section and the lists its selects read", async () => {
    const api = mockApi(ROUTES);
    await STEP_PAGE_DATA.employment(new QueryClient());
    expect(gets(api.calls).sort()).toEqual(
      [
        'GET /v2/kyc/customer/platform',
        `GET /v2/kyc/customer/platform/${PLATFORM_ID}`,
        `GET /v2/master_data/occupation/${PLATFORM_ID}`,
        `GET /v2/master_data/industrial/${PLATFORM_ID}`,
        `GET /v2/master_data/position/${PLATFORM_ID}`,
        `GET /v2/master_data/province/${PLATFORM_ID}`,
        `GET /v2/master_data/regency/${PLATFORM_ID}/32`,
        `GET /v2/master_data/district/${PLATFORM_ID}/32.73`,
        `GET /v2/master_data/village/${PLATFORM_ID}/32.73.01`,
      ].sort(),
    );
  });

  describe('refuses a record the server cannot show as the browser would', () => {
    const summary = (records: unknown[]) => ({ body: { status_code: '00', data: records } });
    const record = (platform_id: string) => ({
      _id: CUSTOMER_ID,
      state: 'attachment',
      platform: { platform_id, name: 'Kilau Emas' },
      bank: { bank_code: '037', name: 'Bank Artha Graha' },
    });
    const detail = (over: Record<string, unknown>) => ({
      body: { status_code: '00', data: { customer: customerDetail(over), employment: null } },
    });

    it('records on two platforms: the one shown is the choice the browser keeps', async () => {
      mockApi({
        ...ROUTES,
        'GET /v2/kyc/customer/platform': summary([record(PLATFORM_ID), record('plat-2')]),
      });
      await expect(STEP_PAGE_DATA.personal(new QueryClient())).rejects.toThrow();
    });

    it('no record yet: the platform and bank are the choices the browser keeps', async () => {
      mockApi({ ...ROUTES, 'GET /v2/kyc/customer/platform': summary([]) });
      await expect(STEP_PAGE_DATA.personal(new QueryClient())).rejects.toThrow();
    });

    it('a record without its bank', async () => {
      mockApi({ ...ROUTES, [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detail({ bank: null }) });
      await expect(STEP_PAGE_DATA.personal(new QueryClient())).rejects.toThrow();
    });

    it('a record waiting for a fix', async () => {
      mockApi({ ...ROUTES, [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detail({ state: 'fix' }) });
      await expect(STEP_PAGE_DATA.review(new QueryClient())).rejects.toThrow();
    });
  });

  it('rejects when a GET fails', async () => {
    mockApi({ ...ROUTES, [`GET /v2/kyc/financial/${CUSTOMER_ID}`]: { status: 500, body: {} } });
    await expect(STEP_PAGE_DATA.financial(new QueryClient())).rejects.toThrow();
  });
});
