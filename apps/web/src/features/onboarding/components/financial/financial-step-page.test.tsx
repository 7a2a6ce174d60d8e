import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, masterDataRoute, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { apiError, field, mockApi, renderScreen } from '../../../../testing/render';
import FinancialStepPage from './financial-step-page';

// A screen with five lists renders slowly in jsdom, the more so when other suites run beside it.
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5000 };

const TYPES = ['fund', 'salary', 'monthly_transaction', 'purpose_fund', 'purpose_open_account'] as const;
const PUT = `PUT /v2/kyc/financial/${CUSTOMER_ID}`;
const typed = (type: string, x: 'a' | 'b') => ({ data_id: `${type}-${x}`, name: `${type} ${x}` });

const EMPTY = {
  fund_type: null,
  salary_type: null,
  monthly_transaction_type: null,
  purpose_fund_type: null,
  purpose_open_account_type: null,
  has_investment_experience: false,
  has_trading_experience: false,
  building_asset: null,
  cash_asset: null,
  has_confirm_financial: false,
};
const SAVED = {
  fund_type: typed('fund', 'b'),
  salary_type: typed('salary', 'a'),
  monthly_transaction_type: typed('monthly_transaction', 'a'),
  purpose_fund_type: typed('purpose_fund', 'a'),
  purpose_open_account_type: typed('purpose_open_account', 'b'),
  has_investment_experience: true,
  has_trading_experience: false,
  building_asset: { address: 'Jl. Merdeka 1', postcode: '40115', njop_value: '1500000000' },
  cash_asset: null,
  has_confirm_financial: true,
};

function setup(saved: object = EMPTY, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...recordRoutes(),
    ...Object.assign({}, ...TYPES.map(masterDataRoute)),
    [`GET /v2/kyc/financial/${CUSTOMER_ID}`]: { body: { status_code: '00', data: { financial: saved } } },
    ...routes,
  });
  const view = renderScreen(<FinancialStepPage />, { path: '/register-datakeuangan' });
  return { api, view, user: userEvent.setup() };
}

/** Mantine's dropdown stays display:none in jsdom (no layout), so the option is clicked directly. */
async function pick(label: string, option: string) {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(field(label).value).toBe(option));
}

const save = () => screen.getByRole('button', { name: MSG.buttonSaveNext });

describe('FinancialStepPage', () => {
  it('requires the five selects and the confirmation, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: MSG.buttonSaveNext }, SLOW));
    for (const message of [
      MSG.fundRequired,
      MSG.salaryRequired,
      MSG.monthlyTransactionRequired,
      MSG.purposeFundRequired,
      MSG.purposeOpenAccountRequired,
      MSG.consentRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('prefills from the saved data (ids to labels, assets, ticks)', async () => {
    setup(SAVED);
    await waitFor(() => expect(field(MSG.fundLabel).value).toBe('Fund B'), SLOW);
    expect(field(MSG.purposeOpenAccountLabel).value).toBe('Purpose_open_account B');
    expect(field(MSG.investmentExperienceLabel).checked).toBe(true);
    expect(field(MSG.tradingExperienceLabel).checked).toBe(false);
    expect(field(MSG.buildingAddressLabel).value).toBe('Jl. Merdeka 1');
    expect(field(MSG.njopValueLabel).value).toBe('1.500.000.000');
    expect(screen.queryByLabelText(new RegExp(MSG.cashBalanceLabel))).toBeNull();
    expect(field(MSG.buildingAssetToggle).checked).toBe(true);
    expect(field(MSG.cashAssetToggle).checked).toBe(false);
    expect(field(MSG.confirmFinancialLabel).checked).toBe(true);
  });

  it('picks an option, formats rupiah while typing and sends digit strings', async () => {
    const { api, user, view } = setup(
      { ...SAVED, building_asset: null, has_confirm_financial: false },
      { [PUT]: { body: { status_code: '00' } } },
    );
    await waitFor(() => expect(field(MSG.fundLabel).value).toBe('Fund B'), SLOW);
    await pick(MSG.fundLabel, 'Fund A');
    await user.click(field(MSG.cashAssetToggle));
    await user.type(field(MSG.cashBankNameLabel), 'Bank Artha Graha');
    await user.type(field(MSG.cashBalanceLabel), '25x000500');
    expect(field(MSG.cashBalanceLabel).value).toBe('25.000.500');
    await user.click(field(MSG.tradingExperienceLabel));
    await user.click(field(MSG.confirmFinancialLabel));
    await user.click(save());
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      fund_type: 'fund-a',
      salary_type: 'salary-a',
      monthly_transaction_type: 'monthly_transaction-a',
      purpose_fund_type: 'purpose_fund-a',
      purpose_open_account_type: 'purpose_open_account-b',
      has_investment_experience: true,
      has_trading_experience: true,
      building_asset: null,
      cash_asset: { bank_name: 'Bank Artha Graha', balance: '25000500' },
      has_confirm_financial: true,
    });
    expect(await screen.findByText(MSG.stepSaved)).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/register-datarekening'), { timeout: 3000 });
  });

  it('checks an asset once its switch is on: address, 5-digit postcode and an amount', async () => {
    const { api, user } = setup({ ...SAVED, building_asset: null });
    await user.click(await waitFor(() => field(MSG.buildingAssetToggle), SLOW));
    // '#' is an address's (decision 0125); markup is not.
    await user.type(field(MSG.buildingAddressLabel), 'Jl. Merdeka #1 <b>');
    expect(field(MSG.buildingAddressLabel).value).toBe('Jl. Merdeka #1 <b>');
    await user.type(field(MSG.postcodeLabel), '40a1');
    expect(field(MSG.postcodeLabel).value).toBe('401');
    await user.click(save());
    expect(await screen.findByText(MSG.addressChars)).toBeTruthy();
    expect(screen.getByText(MSG.postcodeInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.amountInvalid)).toBeTruthy();
    // Switched off again, the asset is no longer checked nor sent.
    await user.click(field(MSG.buildingAssetToggle));
    expect(screen.queryByText(MSG.addressChars)).toBeNull();
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it.each([
    ['2004', { body: { status_code: '2004' } }, MSG.stepAlreadySubmitted],
    ['another code', { body: { status_code: '99' } }, MSG.stepSystemError],
    ['HTTP 400', apiError(400, 400, 'Bad request'), MSG.stepCheckInput],
    ['no connection', 'network' as const, MSG.networkError],
  ])('on %s shows its message and stays', async (_, reply, message) => {
    const { user, view } = setup(SAVED, { [PUT]: reply });
    await waitFor(() => expect(field(MSG.fundLabel).value).toBe('Fund B'), SLOW);
    await user.click(save());
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(view.location()).toBe('/register-datakeuangan');
    expect(field(MSG.buildingAddressLabel).value).toBe('Jl. Merdeka 1');
  });

  it("on 422 shows 'Cek kembali inputan anda' and marks the field", async () => {
    const { user } = setup(SAVED, {
      [PUT]: apiError(422, 422, MSG.masterDataNotFound, {
        error: [{ field: 'fund_type', message: MSG.masterDataNotFound }],
      }),
    });
    await waitFor(() => expect(field(MSG.fundLabel).value).toBe('Fund B'), SLOW);
    await user.click(save());
    expect(await screen.findByText(MSG.stepCheckInput)).toBeTruthy();
    expect(screen.getByText(MSG.masterDataNotFound)).toBeTruthy();
  });
});
