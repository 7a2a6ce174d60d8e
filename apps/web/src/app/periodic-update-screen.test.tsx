import { MSG, SC } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import {
  CUSTOMER_ID,
  detailReply,
  options,
  PLATFORM_ID,
  SAVED_ADDRESS,
  SAVED_WORK,
  summaryReply,
  typed,
} from '../testing/onboarding/customer-record';
import { apiError, field, mockApi, renderScreen } from '../testing/render';
import PeriodicUpdateScreen from './periodic-update-screen';

// A screen with the three steps' forms renders slowly in jsdom, the more so beside other suites.
vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5000 };

const POST = 'POST /v1/user/data-requests';
const APPROVED_ADDRESS = { ...SAVED_ADDRESS, state: 'approved' };
const SAVED_FINANCIAL = {
  fund_type: typed('fund-a', 'fund a'),
  salary_type: typed('salary-a', 'salary a'),
  monthly_transaction_type: typed('monthly_transaction-a', 'monthly_transaction a'),
  purpose_fund_type: typed('purpose_fund-a', 'purpose_fund a'),
  purpose_open_account_type: typed('purpose_open_account-a', 'purpose_open_account a'),
  has_investment_experience: false,
  has_trading_experience: false,
  building_asset: null,
  cash_asset: null,
  has_confirm_financial: true,
};
const SAVED_CONTACT = {
  fullname: 'Budi Santoso',
  address: 'Jl. Asia-Afrika No. 8',
  postcode: '40111',
  phonenumber: '081234567890',
  relationship: 'Kakak',
  has_confirm_emergency_contact: true,
};
const created = {
  status: 201,
  body: {
    status_code: '00',
    message: 'OK',
    data: {
      _id: '00000000-0000-4000-8000-0000000000b1',
      kind: 'update',
      field: null,
      requested_value: null,
      note: '',
      has_document: false,
      status: 'open',
      created_at: '2026-11-25T03:00:00.000Z',
      due_at: '2026-11-28T03:00:00.000Z',
      handled_at: null,
      outcome_note: null,
    },
  },
};

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/kyc/customer/platform': summaryReply('approved'),
    [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detailReply(APPROVED_ADDRESS, SAVED_WORK),
    [`GET /v2/kyc/financial/${CUSTOMER_ID}`]: {
      body: { status_code: '00', data: { financial: SAVED_FINANCIAL } },
    },
    [`GET /v2/kyc/emergency_contact/${CUSTOMER_ID}`]: {
      body: { status_code: '00', data: { emergency_contact: SAVED_CONTACT } },
    },
    [`GET /v2/master_data/occupation/${PLATFORM_ID}`]: options('occupation', [['o-1', 'Karyawan Swasta']]),
    [`GET /v2/master_data/industrial/${PLATFORM_ID}`]: options('industrial', [['i-1', 'Perdagangan']]),
    [`GET /v2/master_data/position/${PLATFORM_ID}`]: options('position', [['j-1', 'Staf']]),
    [`GET /v2/master_data/province/${PLATFORM_ID}`]: options('province', [['32', 'Jawa Barat']]),
    [`GET /v2/master_data/regency/${PLATFORM_ID}/32`]: options('regency', [['32.04', 'Kabupaten Bandung']]),
    [`GET /v2/master_data/district/${PLATFORM_ID}/32.04`]: options('district', [['32.04.11', 'Katapang']]),
    [`GET /v2/master_data/village/${PLATFORM_ID}/32.04.11`]: options('village', [
      ['32.04.11.2001', 'Sangkanhurip'],
    ]),
    ...routes,
  });
  const view = renderScreen(<PeriodicUpdateScreen />, { path: '/pengkinian-data/ubah' });
  return { api, view, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const toggle = (name: string) => section(name).getByRole('switch', { name: MSG.periodicReviewUpdateToggle });
const send = () => screen.getByRole('button', { name: MSG.periodicReviewUpdateSend });

/** The page once the record, its finances and its emergency contact are read. */
async function ready() {
  await screen.findByRole('button', { name: MSG.periodicReviewUpdateSend }, SLOW);
}

describe('Ajukan perubahan data', () => {
  beforeEach(() => {
    session.signIn('t', null, 'nasabah');
    localStorage.setItem('platform_id', PLATFORM_ID);
  });
  afterEach(() => localStorage.clear());

  it('has every section off, the way to an identity correction, and no fields until one is turned on', async () => {
    setup();
    await ready();
    expect(document.title).toBe(`${MSG.periodicReviewUpdateTitle} · Kilau`);
    expect(screen.getByText(MSG.periodicReviewUpdateIntro)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: MSG.periodicReviewUpdateCorrectionLink }).getAttribute('href'),
    ).toBe('/data-saya');
    for (const name of [
      MSG.dataUpdateStepEmployment,
      MSG.dataUpdateStepFinancial,
      MSG.dataUpdateStepEmergencyContact,
    ]) {
      expect((toggle(name) as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.queryByLabelText(new RegExp(MSG.companyNameLabel))).toBeNull();
    expect(screen.queryByLabelText(new RegExp(MSG.contactFullnameLabel))).toBeNull();
    expect(screen.queryByText(MSG.fundLabel)).toBeNull();
  });

  it('a section turned on shows the step’s fields filled from the record, its confirmations unticked', async () => {
    const { user } = setup();
    await ready();
    await user.click(toggle(MSG.dataUpdateStepEmergencyContact));
    expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso');
    expect(field(MSG.contactPhoneLabel).value).toBe('081234567890');
    expect(field(MSG.confirmEmergencyContactLabel).checked).toBe(false);

    await user.click(toggle(MSG.dataUpdateStepEmployment));
    const work = section(MSG.dataUpdateStepEmployment);
    expect(await work.findByDisplayValue('Toko Maju')).toBeTruthy();
    expect(work.getByDisplayValue('40921')).toBeTruthy();
    await waitFor(() => expect(work.getByDisplayValue('Sangkanhurip')).toBeTruthy(), SLOW);
    for (const label of [
      MSG.confirmEmploymentLabel,
      MSG.confirmCustomerLabel,
      MSG.confirmBeneficialOwnerLabel,
      MSG.profileAckLabel,
    ]) {
      expect(field(label).checked).toBe(false);
    }
  });

  it('says to choose a section when none is on, and sends nothing', async () => {
    const { api, user } = setup();
    await ready();
    await user.click(send());
    expect((await screen.findByTestId('data-update-alert')).textContent).toBe(
      MSG.periodicReviewUpdateChooseSection,
    );
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('checks a section turned on with its step’s rules before sending', async () => {
    const { api, user } = setup();
    await ready();
    await user.click(toggle(MSG.dataUpdateStepEmergencyContact));
    await user.click(send());
    expect(await screen.findByText(MSG.consentRequired, {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('data-update-alert').textContent).toBe(MSG.periodicReviewUpdateFixErrors);
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('sends only the sections turned on, then says so and reads the review again', async () => {
    const { api, user, view } = setup({ [POST]: created });
    view.client.setQueryData(['periodic-review'], { status_code: '00', data: {} });
    await ready();
    await user.click(toggle(MSG.dataUpdateStepEmergencyContact));
    await user.clear(field(MSG.relationshipLabel));
    await user.type(field(MSG.relationshipLabel), 'Adik');
    await user.click(field(MSG.confirmEmergencyContactLabel));
    await user.click(send());
    expect((await screen.findByTestId('data-update-sent', {}, SLOW)).textContent).toContain(
      MSG.periodicReviewUpdateSent,
    );
    expect(api.callsTo(POST)).toHaveLength(1);
    expect(api.callsTo(POST)[0]?.body).toEqual({
      kind: 'update',
      changes: { emergency_contact: { ...SAVED_CONTACT, relationship: 'Adik' } },
    });
    expect(screen.getByRole('link', { name: MSG.periodicReviewUpdateBack }).getAttribute('href')).toBe(
      '/pengkinian-data',
    );
    expect(screen.queryByRole('button', { name: MSG.periodicReviewUpdateSend })).toBeNull();
    expect(view.client.getQueryState(['periodic-review'])?.isInvalidated).toBe(true);
  });

  it('puts the server’s field error on the field of its section', async () => {
    const own = apiError(422, 422, MSG.contactPhoneOwn, {
      error: [{ field: 'changes.emergency_contact.phonenumber', message: MSG.contactPhoneOwn }],
    });
    const { user } = setup({ [POST]: own });
    await ready();
    await user.click(toggle(MSG.dataUpdateStepEmergencyContact));
    await user.click(field(MSG.confirmEmergencyContactLabel));
    await user.click(send());
    const message = await section(MSG.dataUpdateStepEmergencyContact).findByText(
      MSG.contactPhoneOwn,
      {},
      SLOW,
    );
    expect(field(MSG.contactPhoneLabel).getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('data-update-alert').textContent).toBe(MSG.periodicReviewUpdateFixErrors);
    expect(screen.queryByTestId('data-update-sent')).toBeNull();
  });

  it('shows any other refusal in the alert and keeps the form', async () => {
    const { user } = setup({
      [POST]: apiError(409, SC.dataRequestOpenExists, MSG.dataRequestOpenExists),
    });
    await ready();
    await user.click(toggle(MSG.dataUpdateStepEmergencyContact));
    await user.click(field(MSG.confirmEmergencyContactLabel));
    await user.click(send());
    expect((await screen.findByTestId('data-update-alert', {}, SLOW)).textContent).toBe(
      MSG.dataRequestOpenExists,
    );
    expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso');
  });
});
