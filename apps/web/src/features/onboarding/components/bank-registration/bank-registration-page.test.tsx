import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { apiError, field, mockApi, readyField, renderScreen } from '../../../../testing/render';
import { registrationErrorMessage } from '../../api/registration';
import BankRegistrationPage from './bank-registration-page';

const OK = { body: { status_code: '00', message: 'ok', data: { _id: 'c-1', state: 'open' } } };
const EMPTY_LIST = { body: { status_code: '00', data: [] } };
/** GET /v1/user/profile: the account, registered with this full name. */
const profile = (fullname: string) => ({
  body: {
    status_code: '00',
    data: {
      email: 's@kilau.test',
      phone_number: '081234567890',
      username: 'sitiaminah',
      fullname,
      photo: null,
    },
  },
});

function setup(bank: string, post: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('bank_code', bank);
  const api = mockApi({
    'GET /v2/kyc/customer/platform': EMPTY_LIST,
    'GET /v1/user/profile': profile('Siti Aminah'),
    ...post,
  });
  return {
    api,
    view: renderScreen(<BankRegistrationPage />, { path: '/bank-login' }),
    user: userEvent.setup(),
  };
}

/** The bank form's own fields (the full name is the account's, shown and not asked). */
async function fillPerson(user: ReturnType<typeof userEvent.setup>, dob = '1990-05-17') {
  await waitFor(() => expect(field(MSG.fullnameLabel).value).toBe('Siti Aminah'));
  await user.type(field(MSG.mothersNameLabel), 'Fatimah');
  await user.type(await readyField(MSG.birthDateLabel), dob);
  await user.type(field(MSG.ktpNoLabel), '3204-1157 0590 0001');
}

describe('BankRegistrationPage', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('platform_id', 'p-1');
  });

  it('without a chosen bank goes back to the bank choice', async () => {
    mockApi({});
    const view = renderScreen(<BankRegistrationPage />, { path: '/bank-login' });
    await waitFor(() => expect(view.location()).toBe('/choose-bank'));
  });

  it('shows the bank by its code (other codes are OCBC)', () => {
    setup('028');
    expect(screen.getByText('OCBC', { selector: 'p' })).toBeTruthy();
    // No consents for banks other than 037.
    expect(screen.queryByLabelText(MSG.consentAccountTerms)).toBeNull();
  });

  it('keeps all 16 digits of a KTP number pasted with separators', async () => {
    const { user } = setup('037');
    await user.click(field(MSG.ktpNoLabel));
    await user.paste('3171-0121-0793-0005');
    expect(field(MSG.ktpNoLabel).value).toBe('3171012107930005');
    // Beyond 16 digits the number is cut after the separators are gone.
    await user.clear(field(MSG.ktpNoLabel));
    await user.paste('3171 0121 0793 0005 99');
    expect(field(MSG.ktpNoLabel).value).toBe('3171012107930005');
  });

  it('keeps a character a name does not allow, names it, and refuses it on submit', async () => {
    // The account's name cannot be read: the form asks it.
    const { user, api } = setup('028', {
      'POST /v2/kyc/customer/platform': OK,
      'GET /v1/user/profile': 'network',
    });
    await waitFor(() => expect(field(MSG.fullnameLabel).readOnly).toBe(false));
    await user.type(field(MSG.fullnameLabel), "Siti Nur'aini, S.E");
    expect(field(MSG.fullnameLabel).value).toBe("Siti Nur'aini, S.E");
    expect(screen.getByText("Hanya huruf dan spasi yang bisa dipakai. Hapus “'” “,” “.”.")).toBeTruthy();
    await user.type(field(MSG.mothersNameLabel), 'Fatimah');
    await user.type(await readyField(MSG.birthDateLabel), '17/05/1990');
    await user.type(field(MSG.ktpNoLabel), '3204115705900001');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.fullnameLetters)).toBeTruthy();
    expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(0);
  });

  it('shows the birth date in Indonesian and sends it as YYYY-MM-DD', async () => {
    const { user, api } = setup('028', { 'POST /v2/kyc/customer/platform': OK });
    await user.type(field(MSG.mothersNameLabel), 'Fatimah');
    await user.type(await readyField(MSG.birthDateLabel), '17/8/1990');
    await user.tab();
    expect(field(MSG.birthDateLabel).value).toBe('17 Agustus 1990');
    await user.type(field(MSG.ktpNoLabel), '3204115708900001');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(1));
    expect(api.callsTo('POST /v2/kyc/customer/platform')[0]?.body).toMatchObject({
      date_of_birth: '1990-08-17',
    });
  });

  it('037: strips non-digits from the KTP and requires both consents', async () => {
    const { user, api } = setup('037', { 'POST /v2/kyc/customer/platform': OK });
    await fillPerson(user);
    expect(field(MSG.ktpNoLabel).value).toBe('3204115705900001');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findAllByText(MSG.consentRequired)).toHaveLength(2);
    expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(0);
  });

  it("037: sends the form with the choices and moves to personal data after '00'", async () => {
    localStorage.setItem('referral_code', 'ABCD1234');
    const { user, api, view } = setup('037', { 'POST /v2/kyc/customer/platform': OK });
    await fillPerson(user);
    await user.click(screen.getByLabelText(MSG.consentAccountTerms));
    await user.click(screen.getByLabelText(MSG.consentSavingsTerms));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.registrationSuccess)).toBeTruthy();
    // The name is the account's: the server takes it from there (decision 0135).
    expect(api.callsTo('POST /v2/kyc/customer/platform')[0]?.body).toEqual({
      platform_id: 'p-1',
      bank_code: '037',
      referral_code: 'ABCD1234',
      mothers_name: 'Fatimah',
      date_of_birth: '1990-05-17',
      ktp_no: '3204115705900001',
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    });
    await waitFor(() => expect(view.location()).toBe('/register-datapribadi'), { timeout: 3500 });
  });

  it('an account already registered (2002) links on to where the registration stopped', async () => {
    const { user } = setup('037', {
      'POST /v2/kyc/customer/platform': apiError(400, 2002, MSG.accountAlreadyRegistered),
    });
    await fillPerson(user);
    await user.click(screen.getByLabelText(MSG.consentAccountTerms));
    await user.click(screen.getByLabelText(MSG.consentSavingsTerms));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.accountAlreadyRegistered, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.buttonNext }).getAttribute('href')).toBe('/register-lanjut');
  });

  it('says the NIK was saved with a warning when the server recorded one', async () => {
    const { user } = setup('037', {
      'POST /v2/kyc/customer/platform': {
        body: { ...OK.body, warnings: [{ field: 'ktp_no', message: MSG.nikRegionUnknown }] },
      },
    });
    await fillPerson(user);
    await user.click(screen.getByLabelText(MSG.consentAccountTerms));
    await user.click(screen.getByLabelText(MSG.consentSavingsTerms));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.registrationSuccess)).toBeTruthy();
    expect(await screen.findByText(MSG.nikWarningRecorded)).toBeTruthy();
  });

  it('refuses a birth date younger than 17 years (the picker limit)', async () => {
    const { user } = setup('028');
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 10);
    await fillPerson(user, tooYoung.toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.birthDateMinAge)).toBeTruthy();
  });

  it('shows the registration codes from the server', async () => {
    const { user } = setup('028', {
      'POST /v2/kyc/customer/platform': apiError(400, 2001, 'x'),
    });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.ktpAlreadyRegistered)).toBeTruthy();
  });

  it('022: account owner, account number, birth date and the consent to /v1/nasabah/cimb', async () => {
    const { user, api } = setup('022', { 'POST /v1/nasabah/cimb': OK, 'GET /v1/user/profile': 'network' });
    expect(screen.queryByLabelText(MSG.mothersNameLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    expect(await screen.findByText(MSG.accountNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.accountNoRequired)).toBeTruthy();
    expect(screen.getByText(MSG.consentRequired)).toBeTruthy();
    await user.type(field(MSG.accountNameLabel), 'Budi 2 Santoso');
    // The digit stays where it was typed; after a submit the form's own message says why.
    expect(field(MSG.accountNameLabel).value).toBe('Budi 2 Santoso');
    expect(screen.getByText(MSG.fullnameLetters)).toBeTruthy();
    await user.clear(field(MSG.accountNameLabel));
    await user.type(field(MSG.accountNameLabel), 'Budi Santoso');
    expect(screen.queryByText(MSG.fullnameLetters)).toBeNull();
    await user.type(field(MSG.accountNoLabel), '70-1234-5678');
    await user.type(await readyField(MSG.birthDateLabel), '1988-01-02');
    await user.click(screen.getByLabelText(/Ketentuan Rekening Peserta CIMB Niaga/));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v1/nasabah/cimb')).toHaveLength(1));
    expect(api.callsTo('POST /v1/nasabah/cimb')[0]?.body).toMatchObject({
      bank_code: '022',
      account_name: 'Budi Santoso',
      account_no: '7012345678',
      is_syariah: false,
      has_agree_account_terms: true,
    });
  });

  it('023 is sent as syariah', async () => {
    const { user, api } = setup('023', { 'POST /v1/nasabah/cimb': OK, 'GET /v1/user/profile': 'network' });
    await user.type(field(MSG.accountNameLabel), 'Budi Santoso');
    await user.type(field(MSG.accountNoLabel), '7012345678');
    await user.type(await readyField(MSG.birthDateLabel), '1988-01-02');
    await user.click(screen.getByLabelText(/Ketentuan Rekening Peserta CIMB Syariah/));
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v1/nasabah/cimb')).toHaveLength(1));
    expect(api.callsTo('POST /v1/nasabah/cimb')[0]?.body).toMatchObject({ is_syariah: true });
  });
});

describe('BankRegistrationPage: the full name is the account’s, asked once (decision 0135)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('platform_id', 'p-1');
  });

  it('shows the name the account was registered with, read-only, and leaves it out of the call', async () => {
    const { user, api } = setup('028', { 'POST /v2/kyc/customer/platform': OK });
    await waitFor(() => expect(field(MSG.fullnameLabel).value).toBe('Siti Aminah'));
    expect(field(MSG.fullnameLabel).readOnly).toBe(true);
    expect(screen.getByText(MSG.bankFormFullnameCarried)).toBeTruthy();
    await user.type(field(MSG.fullnameLabel), 'x');
    expect(field(MSG.fullnameLabel).value).toBe('Siti Aminah');
    await user.type(field(MSG.mothersNameLabel), 'Fatimah');
    await user.type(await readyField(MSG.birthDateLabel), '1990-05-17');
    await user.type(field(MSG.ktpNoLabel), '3204115705900001');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(1));
    expect(api.callsTo('POST /v2/kyc/customer/platform')[0]?.body).not.toHaveProperty('fullname');
  });

  it('asks a name the bank form cannot take (over 40 letters), starting from it, with the reason', async () => {
    const long = 'Raden Ayu Siti Nurhaliza Kusumawardhani Putri';
    const { user, api } = setup('028', {
      'POST /v2/kyc/customer/platform': OK,
      'GET /v1/user/profile': profile(long),
    });
    await waitFor(() => expect(field(MSG.fullnameLabel).readOnly).toBe(false));
    expect(field(MSG.fullnameLabel).value).toBe(long);
    expect(await screen.findByText(MSG.fullnameMax40)).toBeTruthy();
    await user.clear(field(MSG.fullnameLabel));
    await user.type(field(MSG.fullnameLabel), 'Siti Nurhaliza Kusumawardhani');
    await user.type(field(MSG.mothersNameLabel), 'Fatimah');
    await user.type(await readyField(MSG.birthDateLabel), '1990-05-17');
    await user.type(field(MSG.ktpNoLabel), '3204115705900001');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(1));
    expect(api.callsTo('POST /v2/kyc/customer/platform')[0]?.body).toMatchObject({
      fullname: 'Siti Nurhaliza Kusumawardhani',
    });
  });

  it('a name the server refuses is asked, starting from it, and nothing typed is lost', async () => {
    const { user, api } = setup('028', {
      'POST /v2/kyc/customer/platform': [
        apiError(422, 422, MSG.fullnameMax40, { error: [{ field: 'fullname', message: MSG.fullnameMax40 }] }),
        OK,
      ],
    });
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(field(MSG.fullnameLabel).readOnly).toBe(false));
    expect(field(MSG.fullnameLabel).value).toBe('Siti Aminah');
    expect(screen.getAllByText(MSG.fullnameMax40).length).toBeGreaterThan(0);
    expect(field(MSG.mothersNameLabel).value).toBe('Fatimah');
    expect(field(MSG.ktpNoLabel).value).toBe('3204115705900001');
    await user.clear(field(MSG.fullnameLabel));
    await user.type(field(MSG.fullnameLabel), 'Siti Aminah Putri');
    await user.click(screen.getByRole('button', { name: MSG.buttonRegister }));
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/customer/platform')).toHaveLength(2));
    expect(api.callsTo('POST /v2/kyc/customer/platform')[1]?.body).toMatchObject({
      fullname: 'Siti Aminah Putri',
      mothers_name: 'Fatimah',
    });
  });

  it('022: the account holder’s name starts from the account’s name and stays editable', async () => {
    const { user } = setup('022', { 'POST /v1/nasabah/cimb': OK });
    await waitFor(() => expect(field(MSG.accountNameLabel).value).toBe('Siti Aminah'));
    expect(field(MSG.accountNameLabel).readOnly).toBe(false);
    await user.type(field(MSG.accountNameLabel), ' Putri');
    expect(field(MSG.accountNameLabel).value).toBe('Siti Aminah Putri');
  });
});

describe('registrationErrorMessage', () => {
  it.each([
    [2001, MSG.ktpAlreadyRegistered],
    [2002, MSG.accountAlreadyRegistered],
    [9001, MSG.dataNotRight],
    [2010, MSG.ktpRejected],
  ])('code %s', (code, text) => {
    expect(registrationErrorMessage(new ApiError(400, code, 'x'))).toBe(text);
  });
  it('another 400 shows err_message', () => {
    expect(registrationErrorMessage(new ApiError(400, 1001, 'id', [], { err_message: 'Pesan server' }))).toBe(
      'Pesan server',
    );
  });
  it('anything else is Kesalahan sistem', () => {
    expect(registrationErrorMessage(new ApiError(500, 500, 'x'))).toBe(MSG.registrationSystemError);
    expect(registrationErrorMessage(new Error('x'))).toBe(MSG.registrationSystemError);
  });
});
