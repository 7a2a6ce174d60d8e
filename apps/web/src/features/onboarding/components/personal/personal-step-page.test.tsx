import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER_ID,
  detailReply,
  options,
  PLATFORM_ID,
  summaryReply,
} from '../../../../testing/onboarding/customer-record';
import { apiError, field, mockApi, renderScreen } from '../../../../testing/render';
import PersonalStepPage from './personal-step-page';

const NIK_OK = {
  body: {
    status_code: '00',
    data: {
      valid: true,
      province: 'Jawa Barat',
      regency: 'Kabupaten Bandung',
      district: 'Katapang',
      province_code: '32',
      regency_code: '32.04',
      district_code: '32.04.11',
      birth_date: '1990-05-17',
      gender: 'P',
      warnings: [MSG.nikBirthDateMismatch],
    },
  },
};

function setup(extra: Parameters<typeof mockApi>[0] = {}, detail = detailReply()) {
  const api = mockApi({
    'GET /v2/kyc/customer/platform': summaryReply(),
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detail,
    'GET /v2/master_data/gender/037': options('gender', [
      ['g-l', 'Laki-laki'],
      ['g-p', 'Perempuan'],
    ]),
    'GET /v2/master_data/religion/037': options('religion', [['r-1', 'Islam']]),
    'GET /v2/master_data/marriage/037': options('marriage', [['m-1', 'Belum Kawin']]),
    'GET /v2/master_data/education/037': options('education', [['e-1', 'S1']]),
    ...extra,
  });
  const view = renderScreen(<PersonalStepPage />, { path: '/register-datapribadi' });
  return { api, view, user: userEvent.setup() };
}

describe('PersonalStepPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('platform_id', PLATFORM_ID);
  });

  it('prefills from the record, selects included', async () => {
    setup();
    expect((await screen.findByDisplayValue('Siti Aminah')).getAttribute('name')).toBe('fullname');
    expect(field(MSG.placeOfBirthLabel).value).toBe('Bandung');
    expect(field(MSG.ktpNoLabel).value).toBe('3204115705900001');
    expect(field(MSG.dependentNoLabel).value).toBe('2');
    await waitFor(() => expect(screen.getByDisplayValue('Perempuan')).toBeTruthy());
    expect(screen.getByText('Langkah 1 dari 6')).toBeTruthy();
  });

  it('offers the broker’s profile to read but asks its acknowledgement only once, on step 2', async () => {
    // A first visit (state open): no profile pops up over the form, and no acknowledgement here.
    setup({}, detailReply({ state: 'open' }));
    await screen.findByDisplayValue('Siti Aminah');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText(MSG.profileAckLabel)).toBeNull();
    expect(screen.getByRole('button', { name: MSG.profileAckOpen })).toBeTruthy();
  });

  it('strips non-digits from the KTP and names what a place of birth does not allow', async () => {
    const { user } = setup({ 'POST /v2/kyc/nik/check': NIK_OK });
    const ktp = await waitFor(() => field(MSG.ktpNoLabel));
    await user.clear(ktp);
    await user.type(ktp, '32a04 1157-05900001999');
    expect(ktp.value).toBe('3204115705900001');
    const place = field(MSG.placeOfBirthLabel);
    await user.clear(place);
    await user.type(place, 'Bandung 2!');
    expect(place.value).toBe('Bandung 2!');
    expect(screen.getByText('Hanya huruf dan spasi yang bisa dipakai. Hapus “2” “!”.')).toBeTruthy();
  });

  it('checks the KTP number it opens with, before the customer touches it', async () => {
    const { api } = setup({ 'POST /v2/kyc/nik/check': NIK_OK });
    expect(await screen.findByText(/Katapang, Kabupaten Bandung, Jawa Barat/)).toBeTruthy();
    expect(screen.getByText(MSG.nikBirthDateMismatch)).toBeTruthy();
    expect(api.callsTo('POST /v2/kyc/nik/check')).toHaveLength(1);
  });

  it('checks the NIK again on blur: region names and a warning that does not block', async () => {
    const { user, api } = setup({ 'POST /v2/kyc/nik/check': NIK_OK });
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/nik/check')).toHaveLength(1));
    await user.click(await waitFor(() => field(MSG.ktpNoLabel)));
    await user.tab();
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/nik/check')).toHaveLength(2));
    expect(await screen.findByText(/Katapang, Kabupaten Bandung, Jawa Barat/)).toBeTruthy();
    expect(screen.getByText(MSG.nikBirthDateMismatch)).toBeTruthy();
    expect(api.callsTo('POST /v2/kyc/nik/check')[0]?.body).toMatchObject({
      ktp_no: '3204115705900001',
      date_of_birth: '1990-05-17',
      gender_type: 'g-p',
    });
  });

  it('shows a regency code retired by a split as a warning, naming only the known province', async () => {
    const { user } = setup({
      'POST /v2/kyc/nik/check': {
        body: {
          status_code: '00',
          data: {
            ...NIK_OK.body.data,
            province: 'Papua',
            regency: null,
            district: null,
            province_code: '91',
            regency_code: '91.01',
            district_code: '91.01.01',
            warnings: [MSG.nikRegionUnknown],
          },
        },
      },
    });
    await user.click(await waitFor(() => field(MSG.ktpNoLabel)));
    await user.tab();
    expect(await screen.findByText(MSG.nikRegionFound.replace('{region}', 'Papua'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(MSG.nikRegionUnknown);
    // A warning, not a field error: the KTP number stays valid.
    expect(field(MSG.ktpNoLabel).getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows 'E-KTP tidak valid' on 403", async () => {
    const { user } = setup({ 'POST /v2/kyc/nik/check': apiError(403, 403, MSG.ektpInvalid) });
    await user.click(await waitFor(() => field(MSG.ktpNoLabel)));
    await user.tab();
    expect(await screen.findByText(MSG.ektpInvalid)).toBeTruthy();
  });

  it("saves with PUT and moves to the work step on '00'; empty optionals are left out", async () => {
    const { user, api, view } = setup({
      [`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    await screen.findByDisplayValue('Siti Aminah');
    await waitFor(() => expect(screen.getByDisplayValue('S1')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`)).toHaveLength(1));
    const body = api.callsTo(`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`)[0]?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      fullname: 'Siti Aminah',
      gender_type: 'g-p',
      dependent_no: 2,
      citizenship: 'wni',
      is_pep: false,
    });
    expect(body).not.toHaveProperty('referral_code');
    expect(body).not.toHaveProperty('npwp_no');
    await waitFor(() => expect(view.location()).toBe('/register-datapekerjaan'), { timeout: 2000 });
  });

  it('asks the PEP question of a record saved before it existed, and a yes names the function', async () => {
    const PUT = `PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`;
    const { user, api } = setup(
      { [PUT]: { body: { status_code: '00' } } },
      detailReply({ is_pep: null, pep_position: null }),
    );
    await screen.findByDisplayValue('Siti Aminah');
    await waitFor(() => expect(screen.getByDisplayValue('S1')).toBeTruthy());
    const yes = screen.getByRole('radio', { name: MSG.pepAnswerYes });
    const no = screen.getByRole('radio', { name: MSG.pepAnswerNo });
    expect([(yes as HTMLInputElement).checked, (no as HTMLInputElement).checked]).toEqual([false, false]);
    expect(screen.queryByLabelText(MSG.pepPositionLabel, { exact: false })).toBeNull();

    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    expect(await screen.findByText(MSG.pepRequired)).toBeTruthy();
    await user.click(yes);
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    expect(await screen.findByText(MSG.pepPositionRequired)).toBeTruthy();
    expect(api.callsTo(PUT)).toHaveLength(0);

    await user.type(field(MSG.pepPositionLabel), 'Ibu: Bupati Sleman');
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({ is_pep: true, pep_position: 'Ibu: Bupati Sleman' });
  });

  it('a no to the PEP question sends no function', async () => {
    const PUT = `PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`;
    const { user, api } = setup(
      { [PUT]: { body: { status_code: '00' } } },
      detailReply({ is_pep: true, pep_position: 'Paman: Camat Katapang' }),
    );
    await screen.findByDisplayValue('Paman: Camat Katapang');
    await waitFor(() => expect(screen.getByDisplayValue('S1')).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: MSG.pepAnswerNo }));
    expect(screen.queryByDisplayValue('Paman: Camat Katapang')).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    const body = api.callsTo(PUT)[0]?.body as Record<string, unknown>;
    expect(body.is_pep).toBe(false);
    expect(body).not.toHaveProperty('pep_position');
  });

  it('shows the promoter code of the platform choice read-only and leaves it out of the save (decision 0135)', async () => {
    const { user, api } = setup(
      { [`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`]: { body: { status_code: '00' } } },
      detailReply({ referral_code: 'KILAU001' }),
    );
    await screen.findByDisplayValue('Siti Aminah');
    const code = field(MSG.previewPromoterSection);
    expect(code.value).toBe('KILAU001');
    expect(code.readOnly).toBe(true);
    expect(screen.getByText(MSG.promoterCodeCarried)).toBeTruthy();
    expect(screen.queryByLabelText(MSG.promoterCodeLabel)).toBeNull();
    await user.type(code, 'X');
    expect(code.value).toBe('KILAU001');
    await waitFor(() => expect(screen.getByDisplayValue('S1')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`)[0]?.body).not.toHaveProperty(
      'referral_code',
    );
  });

  it('without a promoter code says so, with nothing to type', async () => {
    setup();
    await screen.findByDisplayValue('Siti Aminah');
    const code = field(MSG.previewPromoterSection);
    expect(code.value).toBe('');
    expect(code.getAttribute('placeholder')).toBe(MSG.promoterCodeNone);
    expect(code.readOnly).toBe(true);
  });

  it('a 422 puts the message on the field and keeps what was typed', async () => {
    const { user } = setup({
      [`PUT /v2/kyc/customer/platform/${CUSTOMER_ID}`]: apiError(422, 422, MSG.invalidInput, {
        error: [{ field: 'place_of_birth', message: MSG.placeOfBirthLetters }],
      }),
    });
    await screen.findByDisplayValue('Siti Aminah');
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    expect((await screen.findAllByText(MSG.placeOfBirthLetters)).length).toBeGreaterThan(0);
    expect(field(MSG.fullnameLabel).value).toBe('Siti Aminah');
  });

  it('without a record points to the bank choice', async () => {
    mockApi({
      'GET /v2/kyc/customer/platform': { body: { status_code: '00', data: [] } },
      [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: apiError(404, '002', 'x'),
    });
    renderScreen(<PersonalStepPage />, { path: '/register-datapribadi' });
    expect(await screen.findByText(MSG.recordNotFoundGoRegister)).toBeTruthy();
  });
});
