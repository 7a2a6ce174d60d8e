import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { apiError, field, mockApi, renderScreen } from '../../../../testing/render';
import BankAccountStepPage from './bank-account-step-page';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5000 };
const PUT = `PUT /v2/kyc/bank/account/${CUSTOMER_ID}`;

function account(bankCode: string, extra: object = {}) {
  return {
    status_code: '00',
    data: {
      bank: {
        bank_code: bankCode,
        name: bankCode === '037' ? 'Bank Artha Graha' : 'CIMB Niaga',
        bank_type: 'konvensional',
        account_name: null,
        account_no: null,
        has_confirm_bank: false,
        has_agree_account_terms: false,
        has_agree_savings_terms: false,
        ...extra,
      },
    },
  };
}

function legal(id: string, title: string) {
  return {
    [`GET /v2/legal/${id}?bank_code=037`]: {
      body: {
        status_code: '00',
        data: {
          id,
          version: '2026.11',
          title,
          sections: [{ title: 'Umum', clauses: [{ number: 1, paragraphs: [`Isi ${title}.`] }] }],
        },
      },
    },
  };
}

function setup(bankCode = '037', saved: object = {}, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...recordRoutes(bankCode, 'financial'),
    [`GET /v2/kyc/bank/account/${CUSTOMER_ID}`]: { body: account(bankCode, saved) },
    ...legal('rekening-peserta', 'Ketentuan Rekening Peserta'),
    ...legal('ketentuan-tabungan', 'Ketentuan dan Tarif Tabungan'),
    ...routes,
  });
  const view = renderScreen(<BankAccountStepPage />, { path: '/register-datarekening' });
  return { api, view, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: MSG.buttonSaveNext });

// jsdom lays nothing out: the legal text box gets a height so that it has to be scrolled.
const SIZES = { scrollHeight: 1200, clientHeight: 400 } as const;
beforeEach(() => {
  for (const [prop, value] of Object.entries(SIZES)) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'legal-scroll' ? value : 0;
      },
    });
  }
});
afterEach(() => {
  for (const prop of Object.keys(SIZES))
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
});

/** Opens a term by ticking it, scrolls its text to the end and agrees. */
async function readAndAgree(user: ReturnType<typeof userEvent.setup>, label: string, title: string) {
  await user.click(field(label));
  const dialog = await screen.findByRole('dialog', { name: title }, SLOW);
  const agree = within(dialog).getByRole('button', { name: MSG.legalAgree });
  expect(agree.hasAttribute('disabled')).toBe(true);
  expect(within(dialog).getByText(MSG.legalScrollToEnd)).toBeTruthy();
  const box = within(dialog).getByTestId('legal-scroll');
  box.scrollTop = 400;
  fireEvent.scroll(box);
  expect(agree.hasAttribute('disabled')).toBe(true);
  box.scrollTop = 800;
  fireEvent.scroll(box);
  await waitFor(() => expect(agree.hasAttribute('disabled')).toBe(false));
  await user.click(agree);
  await waitFor(() => expect(field(label).checked).toBe(true));
}

describe('BankAccountStepPage', () => {
  it('shows the participant account as the API defines it (number pending until the bank issues it)', async () => {
    setup('037', { account_name: 'Siti Aminah' });
    expect(await screen.findByText('Bank Artha Graha', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(`${MSG.bankTypeLabel}: ${MSG.bankTypeKonvensional}`)).toBeTruthy();
    expect(screen.getByText('Siti Aminah')).toBeTruthy();
    expect(screen.getByText(MSG.accountNoPending)).toBeTruthy();
  });

  it('shows the account holder of a CIMB form, and no empty holder row for a bank whose form has none', async () => {
    const cimb = setup('022', { account_name: 'Budi Santoso' });
    expect(await screen.findByText('Budi Santoso', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(MSG.accountNameLabel)).toBeTruthy();
    cimb.view.unmount();
    setup('037');
    expect(await screen.findByText('Bank Artha Graha', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(MSG.accountNameLabel)).toBeNull();
    expect(screen.getByText(MSG.accountNoLabel)).toBeTruthy();
  });

  it('037, a record whose bank form did not carry the terms: both terms and the confirmation are required; nothing is sent', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: MSG.buttonSaveNext }, SLOW));
    await waitFor(() => expect(screen.getAllByText(MSG.consentRequired)).toHaveLength(3));
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('037, terms not carried: a term is agreed only in its modal after scrolling to the end, then saved', async () => {
    const { api, user, view } = setup('037', {}, { [PUT]: { body: { status_code: '00' } } });
    await waitFor(() => field(MSG.consentAccountTerms), SLOW);
    await readAndAgree(user, MSG.consentAccountTerms, 'Ketentuan Rekening Peserta');
    // Closing without agreeing leaves the other one unticked.
    await user.click(field(MSG.consentSavingsTerms));
    const dialog = await screen.findByRole('dialog', { name: 'Ketentuan dan Tarif Tabungan' }, SLOW);
    // The last 'Tutup' is the button under the text (the first is the corner cross).
    await user.click(within(dialog).getAllByRole('button', { name: MSG.buttonClose }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field(MSG.consentSavingsTerms).checked).toBe(false);
    await readAndAgree(user, MSG.consentSavingsTerms, 'Ketentuan dan Tarif Tabungan');
    await user.click(field(MSG.confirmBankLabel));
    await user.click(save());
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      has_confirm_bank: true,
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    });
    await waitFor(() => expect(view.location()).toBe('/register-datakontak'), { timeout: 3000 });
  });

  it('037, terms not carried: prefills one agreed term; unticking it needs reading it again', async () => {
    const { user } = setup('037', { has_confirm_bank: true, has_agree_account_terms: true });
    await waitFor(() => expect(field(MSG.consentAccountTerms).checked).toBe(true), SLOW);
    expect(field(MSG.consentSavingsTerms).checked).toBe(false);
    expect(field(MSG.confirmBankLabel).checked).toBe(true);
    await user.click(field(MSG.consentAccountTerms));
    expect(field(MSG.consentAccountTerms).checked).toBe(false);
    await user.click(save());
    expect(await screen.findAllByText(MSG.consentRequired)).toHaveLength(2);
  });

  it('037: the terms agreed on the bank form are shown agreed and readable, not asked again; the confirmation goes alone', async () => {
    const { api, user, view } = setup(
      '037',
      { has_agree_account_terms: true, has_agree_savings_terms: true },
      { [PUT]: { body: { status_code: '00' } } },
    );
    expect(await screen.findByText(MSG.bankTermsAgreedOnForm, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: MSG.consentAccountTerms })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: MSG.consentSavingsTerms })).toBeNull();
    expect(screen.getByText(MSG.consentAccountTerms)).toBeTruthy();
    expect(screen.getByText(MSG.consentSavingsTerms)).toBeTruthy();
    expect(screen.getAllByText(MSG.legalAgreed)).toHaveLength(2);
    // Each text can be read again; there is nothing to agree in it.
    await user.click(screen.getAllByRole('button', { name: MSG.legalRead })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ketentuan dan Tarif Tabungan' }, SLOW);
    expect(within(dialog).queryByRole('button', { name: MSG.legalAgree })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: MSG.buttonClose }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(field(MSG.confirmBankLabel));
    await user.click(save());
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    expect(api.callsTo(PUT)[0]?.body).toEqual({ has_confirm_bank: true });
    await waitFor(() => expect(view.location()).toBe('/register-datakontak'), { timeout: 3000 });
  });

  it('another bank has no terms: only the confirmation is sent', async () => {
    const { api, user } = setup('022', {}, { [PUT]: { body: { status_code: '00' } } });
    await waitFor(() => field(MSG.confirmBankLabel), SLOW);
    expect(screen.queryByLabelText(MSG.consentAccountTerms)).toBeNull();
    await user.click(field(MSG.confirmBankLabel));
    await user.click(save());
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    expect(api.callsTo(PUT)[0]?.body).toEqual({ has_confirm_bank: true });
  });

  it.each([
    ['2004', { body: { status_code: '2004' } }, MSG.stepAlreadySubmitted],
    ['another code', { body: { status_code: '01' } }, MSG.stepSystemError],
    ['HTTP 422', apiError(422, 422, MSG.consentRequired), MSG.stepCheckInput],
    ['no connection', 'network' as const, MSG.networkError],
  ])('on %s shows its message and stays', async (_, reply, message) => {
    const { user, view } = setup('022', { has_confirm_bank: true }, { [PUT]: reply });
    await waitFor(() => expect(field(MSG.confirmBankLabel).checked).toBe(true), SLOW);
    await user.click(save());
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(view.location()).toBe('/register-datarekening');
  });
});
