import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CUSTOMER_ID,
  detailReply,
  options,
  PLATFORM_ID,
  SAVED_ADDRESS,
  SAVED_WORK,
  summaryReply,
} from '../../../../testing/onboarding/customer-record';
import { mockApi, renderScreen } from '../../../../testing/render';
import EmploymentStepPage from './employment-step-page';

/** Work data with the beneficial-owner statement and the profile acknowledgement still to tick. */
const WORK_TO_ACKNOWLEDGE = {
  ...SAVED_WORK,
  has_confirm_beneficial_owner: false,
  has_acknowledge_profile: false,
};

function setup(detail = detailReply(SAVED_ADDRESS, SAVED_WORK), extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/kyc/customer/platform': summaryReply('customer'),
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detail,
    [`GET /v2/master_data/occupation/${PLATFORM_ID}`]: options('occupation', [['o-1', 'Karyawan Swasta']]),
    [`GET /v2/master_data/industrial/${PLATFORM_ID}`]: options('industrial', [['i-1', 'Perdagangan']]),
    [`GET /v2/master_data/position/${PLATFORM_ID}`]: options('position', [['j-1', 'Staf']]),
    [`GET /v2/master_data/province/${PLATFORM_ID}`]: options('province', [
      ['32', 'Jawa Barat'],
      ['33', 'Jawa Tengah'],
    ]),
    [`GET /v2/master_data/regency/${PLATFORM_ID}/32`]: options('regency', [['32.04', 'Kabupaten Bandung']]),
    [`GET /v2/master_data/regency/${PLATFORM_ID}/33`]: options('regency', [['33.01', 'Kabupaten Cilacap']]),
    [`GET /v2/master_data/district/${PLATFORM_ID}/32.04`]: options('district', [['32.04.11', 'Katapang']]),
    [`GET /v2/master_data/village/${PLATFORM_ID}/32.04.11`]: options('village', [
      ['32.04.11.2001', 'Sangkanhurip'],
    ]),
    ...extra,
  });
  const view = renderScreen(<EmploymentStepPage />, { path: '/register-datapekerjaan' });
  return { api, view, user: userEvent.setup() };
}

describe('EmploymentStepPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('platform_id', PLATFORM_ID);
  });

  it('prefills work data and the address down to the village', async () => {
    setup();
    expect(await screen.findByDisplayValue('Toko Maju')).toBeTruthy();
    expect(screen.getByDisplayValue('24')).toBeTruthy();
    expect(screen.getByDisplayValue('40921')).toBeTruthy();
    await waitFor(() => expect(screen.getByDisplayValue('Sangkanhurip')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByDisplayValue('Katapang')).toBeTruthy();
    expect(screen.getByText('Langkah 2 dari 6')).toBeTruthy();
  });

  it('changing the province empties regency, district and village', async () => {
    setup();
    await waitFor(() => expect(screen.getByDisplayValue('Sangkanhurip')).toBeTruthy(), { timeout: 5000 });
    // Mantine's dropdown stays display:none in jsdom (no layout), so the option is clicked directly.
    fireEvent.click(screen.getByDisplayValue('Jawa Barat'));
    fireEvent.click(await screen.findByRole('option', { name: 'Jawa Tengah', hidden: true }));
    await waitFor(() => expect(screen.getByDisplayValue('Jawa Tengah')).toBeTruthy());
    await waitFor(() => expect(screen.queryByDisplayValue('Kabupaten Bandung')).toBeNull());
    expect(screen.queryByDisplayValue('Katapang')).toBeNull();
    expect(screen.queryByDisplayValue('Sangkanhurip')).toBeNull();
    // The district waits for a regency again.
    expect(
      screen.getByPlaceholderText(MSG.selectChooseParentFirst.replace('{parent}', MSG.regencyLabel)),
    ).toBeTruthy();
  });

  it('requires the three confirmations and the profile acknowledgement', async () => {
    const { user, api } = setup(detailReply({ ...SAVED_ADDRESS, has_confirm_costumer: false }, null));
    await screen.findByDisplayValue('Jl. Melati No. 5');
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    expect(await screen.findAllByText(MSG.consentRequired)).toHaveLength(4);
    expect(api.calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });

  it('a returning customer finds every confirmation ticked and saves without ticking again', async () => {
    const { user, api, view } = setup(undefined, {
      [`PUT /v2/kyc/customer/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    await waitFor(() => expect(screen.getByDisplayValue('Sangkanhurip')).toBeTruthy(), { timeout: 5000 });
    for (const label of [
      MSG.confirmEmploymentLabel,
      MSG.confirmCustomerLabel,
      MSG.confirmBeneficialOwnerLabel,
      MSG.profileAckLabel,
    ]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).checked).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/customer/${CUSTOMER_ID}`)).toHaveLength(1));
    expect(screen.queryByText(MSG.consentRequired)).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/register-datakeuangan'), { timeout: 2000 });
  });

  it('in a 4-step flow (the server’s rule for the platform) goes from work data straight to the attachments', async () => {
    const { user, api, view } = setup(detailReply({ ...SAVED_ADDRESS, flow: 'short' }, SAVED_WORK), {
      [`PUT /v2/kyc/customer/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    await waitFor(() => expect(screen.getByDisplayValue('Sangkanhurip')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByText('Langkah 2 dari 3')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: MSG.stepProgressLabel });
    expect(within(nav).queryByText(MSG.stepFinancialTitle)).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/customer/${CUSTOMER_ID}`)).toHaveLength(1));
    await waitFor(() => expect(view.location()).toBe('/register-datalampiran'), { timeout: 2000 });
  });

  it('keeps what is typed in the company name and the address, naming what they do not allow', async () => {
    const { user } = setup();
    const company = await screen.findByDisplayValue('Toko Maju');
    await user.clear(company);
    await user.type(company, 'PT. Maju-2 Jaya');
    expect((company as HTMLInputElement).value).toBe('PT. Maju-2 Jaya');
    expect(screen.getByText('Hanya huruf dan spasi yang bisa dipakai. Hapus “.” “-” “2”.')).toBeTruthy();
    const address = screen.getByDisplayValue('Jl. Melati No. 5') as HTMLInputElement;
    await user.type(address, ', Blok #7/B (belakang)');
    expect(screen.queryByText(/Hanya huruf, angka/)).toBeNull();
    await user.type(address, ' <i>');
    expect(address.value).toBe('Jl. Melati No. 5, Blok #7/B (belakang) <i>');
    expect(
      screen.getByText(
        'Hanya huruf, angka, spasi, dan tanda baca . , - / ( ) # yang bisa dipakai. Hapus “<” “>”.',
      ),
    ).toBeTruthy();
  });

  it('saves with PUT /v2/kyc/customer/{id} once everything is ticked', async () => {
    const { user, api, view } = setup(detailReply(SAVED_ADDRESS, WORK_TO_ACKNOWLEDGE), {
      [`PUT /v2/kyc/customer/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
      'GET /v2/legal/profil-perusahaan': {
        body: {
          status_code: '00',
          data: {
            id: 'profil-perusahaan',
            version: '1',
            title: 'Profil Perusahaan Pialang Berjangka',
            sections: [
              { title: 'Identitas', clauses: [{ number: 1, title: 'Nama', paragraphs: ['PT Contoh.'] }] },
            ],
            acknowledgement: {
              statement: 'Saya telah membaca.',
              option: 'Ya',
              date_label: 'Tanggal',
              date: '1 Januari 2026',
            },
          },
        },
      },
    });
    await waitFor(() => expect(screen.getByDisplayValue('Sangkanhurip')).toBeTruthy(), { timeout: 5000 });
    await user.click(screen.getByLabelText(MSG.confirmBeneficialOwnerLabel));
    await user.click(screen.getByLabelText(MSG.profileAckLabel));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('PT Contoh.')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Ya'));
    await user.click(within(dialog).getAllByRole('button', { name: MSG.buttonClose }).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/customer/${CUSTOMER_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/kyc/customer/${CUSTOMER_ID}`)[0]?.body).toMatchObject({
      company_name: 'Toko Maju',
      work_month: 24,
      identity_address: { province_type: '32', village_type: '32.04.11.2001', postcode: '40921' },
      has_acknowledge_profile: true,
      has_confirm_beneficial_owner: true,
    });
    await waitFor(() => expect(view.location()).toBe('/register-datakeuangan'), { timeout: 2000 });
  });
});
