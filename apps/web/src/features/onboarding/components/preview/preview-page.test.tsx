import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLETE_ATTACHMENT, CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/attachment';
import { apiError, mockApi, renderScreen } from '../../../../testing/render';

vi.mock('../../api/upload', () => ({ uploadAttachment: vi.fn() }));
vi.mock('../../api/stored-file', () => ({
  fetchStoredFile: vi.fn(async () => new Blob(['f'], { type: 'image/jpeg' })),
  storedFileUrl: (p: string) => p,
}));

import PreviewPage, { stepForSubmissionCode } from './preview-page';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const SUBMIT = `PATCH /v2/kyc/submission/${CUSTOMER_ID}`;
const render = () => renderScreen(<PreviewPage />, { path: '/register-preview' });
const typed = (data_id: string, name: string) => ({ data_id, name });
const FINANCIAL = {
  status_code: '00',
  data: {
    financial: {
      fund_type: typed('f1', 'Gaji'),
      salary_type: typed('s1', 'Rp 5.000.000 – Rp 10.000.000 per bulan'),
      monthly_transaction_type: typed('t1', 'Kurang dari Rp 10.000.000'),
      purpose_fund_type: typed('p1', 'Investasi'),
      purpose_open_account_type: typed('o1', 'Investasi'),
      has_investment_experience: true,
      has_trading_experience: false,
      building_asset: null,
      cash_asset: { bank_name: 'Bank Artha Graha', balance: '25000000' },
      has_confirm_financial: true,
    },
  },
};
const CONTACT = {
  status_code: '00',
  data: {
    emergency_contact: {
      fullname: 'Budi Santoso',
      address: 'Jl. Asia-Afrika No. 8',
      postcode: '40111',
      phonenumber: '081298765432',
      relationship: 'Kakak',
      has_confirm_emergency_contact: true,
    },
  },
};
const routes = (extra = {}) => ({
  ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }),
  [`GET /v2/kyc/financial/${CUSTOMER_ID}`]: { body: FINANCIAL },
  [`GET /v2/kyc/emergency_contact/${CUSTOMER_ID}`]: { body: CONTACT },
  ...extra,
});
/** The value shown beside a label (a phone shows it under the label). */
const row = (label: string, within: HTMLElement = document.body) =>
  [...within.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling
    ?.textContent ?? '';
/** 'Kirim Data', then the confirmation's own button. */
async function send() {
  fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
  // The confirmation dialog's code is fetched on its first opening (decision 0051): in a busy test
  // run the first load of Mantine's modal can take longer than the default second.
  fireEvent.click(await screen.findByRole('button', { name: MSG.previewConfirmSend }, { timeout: 5000 }));
}

describe('PreviewPage', () => {
  it('shows the bank, the identity data, the attachments and the promoter dash', async () => {
    mockApi(routes());
    render();
    expect(await screen.findByRole('heading', { name: MSG.previewTitle })).toBeTruthy();
    for (const section of [
      MSG.previewBankSection,
      MSG.previewIdentitySection,
      MSG.previewAttachmentSection,
      MSG.previewPromoterSection,
    ])
      expect(
        within(document.querySelector('.mantine-Accordion-root') as HTMLElement).getByRole('button', {
          name: section,
        }),
      ).toBeTruthy();
    // Names of master-data and region ids arrive with their own queries, after the heading.
    await waitFor(() => {
      expect(row(MSG.previewIndustry)).toContain('Perdagangan');
      expect(row(MSG.previewVillage)).toContain('Gegerkalong');
    });
    expect(row(MSG.previewBankName)).toContain('Bank Artha Graha');
    expect(row(MSG.previewBankType)).toContain(MSG.previewBankTypeKonvensional);
    expect(row(MSG.previewFullname)).toContain('Siti Rahma');
    expect(row(MSG.previewBirth)).toContain('Bandung, 12 Mei 1990');
    expect(row(MSG.previewCitizenship)).toContain('WNI');
    expect(row(MSG.previewKtp)).toContain('3204115205900001');
    expect(row(MSG.previewVillage)).toContain('Gegerkalong');
    expect(row(MSG.previewPostcode)).toContain('40111');
    expect(row(MSG.previewCompany)).toContain('PT Maju Jaya');
    expect(row(MSG.previewIndustry)).toContain('Perdagangan');
    expect(await screen.findByRole('img', { name: MSG.attachDocKtp })).toBeTruthy();
    // Each stored file is fetched on its own: the video may arrive after the photos.
    expect((await screen.findByLabelText(MSG.previewVideo)).tagName).toBe('VIDEO');
    expect(screen.getByTestId('promoter-code').textContent).toBe('-');
    // Bank 037 is not CIMB: no CIMB power-of-attorney form.
    expect(screen.getByRole('button', { name: MSG.previewPrintAmanah })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.previewPrintFormCimb })).toBeNull();
  });

  it('shows the finance and emergency contact data too, each section with a link to its step', async () => {
    mockApi(routes());
    render();
    const section = async (name: string) => {
      const control = await screen.findByRole('button', { name });
      return document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement;
    };
    const finance = await section(MSG.previewFinancialSection);
    await waitFor(() => expect(row(MSG.fundLabel, finance)).toContain('Gaji'));
    expect(row(MSG.salaryLabel, finance)).toContain('per bulan');
    expect(row(MSG.previewInvestmentExperience, finance)).toContain(MSG.previewYes);
    expect(row(MSG.previewTradingExperience, finance)).toContain(MSG.previewNo);
    expect(row(MSG.previewCashAsset, finance)).toMatch(/Bank Artha Graha · Rp\s25\.000\.000/);
    expect(row(MSG.previewBuildingAsset, finance)).toContain('-');
    const contact = await section(MSG.previewContactSection);
    await waitFor(() => expect(row(MSG.contactFullnameLabel, contact)).toContain('Budi Santoso'));
    expect(row(MSG.relationshipLabel, contact)).toContain('Kakak');
    expect(row(MSG.contactPhoneLabel, contact)).toContain('081298765432');

    const edit = (step: string) =>
      screen.getByRole('link', { name: MSG.previewEditStep.replace('{step}', step) }).getAttribute('href');
    expect(edit(MSG.stepPersonalTitle)).toBe('/register-datapribadi?dari=review');
    expect(edit(MSG.stepEmploymentTitle)).toBe('/register-datapekerjaan?dari=review');
    expect(edit(MSG.stepFinancialTitle)).toBe('/register-datakeuangan?dari=review');
    expect(edit(MSG.stepBankAccountTitle)).toBe('/register-datarekening?dari=review');
    expect(edit(MSG.stepContactTitle)).toBe('/register-datakontak?dari=review');
    expect(edit(MSG.stepAttachmentTitle)).toBe('/register-datalampiran?dari=review');
  });

  it('the 4-step flow has no finance or contact section, nor links to steps it does not walk', async () => {
    const base = recordRoutes({ attachment: COMPLETE_ATTACHMENT });
    const detailKey = Object.keys(base).find((k) => k.startsWith('GET /v2/kyc/customer/platform/')) as string;
    const detail = (base as Record<string, { body: { data: { customer: object } } }>)[detailKey];
    const api = mockApi({
      ...base,
      [detailKey]: {
        body: {
          ...detail?.body,
          data: { ...detail?.body.data, customer: { ...detail?.body.data.customer, flow: 'short' } },
        },
      },
    });
    render();
    await screen.findByRole('link', { name: MSG.previewEditStep.replace('{step}', MSG.stepPersonalTitle) });
    expect(screen.queryByRole('button', { name: MSG.previewFinancialSection })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.previewContactSection })).toBeNull();
    expect(
      screen.queryByRole('link', { name: MSG.previewEditStep.replace('{step}', MSG.stepBankAccountTitle) }),
    ).toBeNull();
    expect(api.calls.some((c) => c.key.includes('/v2/kyc/financial/'))).toBe(false);
  });

  it('asks to confirm before sending; Periksa Lagi sends nothing', async () => {
    const api = mockApi(routes({ [SUBMIT]: { body: { status_code: '00' } } }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
    const dialog = await screen.findByRole('dialog', { name: MSG.previewConfirmTitle });
    expect(within(dialog).getByText(MSG.previewConfirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: MSG.previewConfirmBack }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('maps 2005–2009 to their sections', () => {
    expect(stepForSubmissionCode(2005)?.missingMessage).toBe(MSG.submitMissingPersonal);
    expect(stepForSubmissionCode('2006')?.route).toBe('/register-datapekerjaan');
    expect(stepForSubmissionCode(2007)?.route).toBe('/register-datakeuangan');
    expect(stepForSubmissionCode(2008)?.route).toBe('/register-datakontak');
    expect(stepForSubmissionCode(2009)?.route).toBe('/register-datalampiran');
    expect(stepForSubmissionCode('00')).toBeUndefined();
  });

  it.each([
    ['2005', MSG.submitMissingPersonal, '/register-datapribadi'],
    ['2006', MSG.submitMissingEmployment, '/register-datapekerjaan'],
    ['2007', MSG.submitMissingFinancial, '/register-datakeuangan'],
    ['2008', MSG.submitMissingEmergencyContact, '/register-datakontak'],
    ['2009', MSG.submitMissingAttachment, '/register-datalampiran'],
  ])('on %s says “%s” with a link to its step', async (code, text, route) => {
    mockApi(routes({ [SUBMIT]: { body: { status_code: code } } }));
    render();
    await send();
    const link = await screen.findByRole('link', { name: MSG.previewFixStep });
    expect(link.getAttribute('href')).toBe(route);
    expect(link.closest('[role="alert"]')?.textContent).toContain(text);
  });

  it('on HTTP 400 asks to fill everything', async () => {
    mockApi(routes({ [SUBMIT]: apiError(400, 400, 'Bad Request') }));
    render();
    await send();
    expect((await screen.findAllByText(MSG.submitFillEverything)).length).toBeGreaterThan(0);
  });

  it('on 00 sends kyc = 1, flag_register = 1 and goes to the waiting screen', async () => {
    const api = mockApi(routes({ [SUBMIT]: { body: { status_code: '00' } } }));
    const { location } = render();
    await send();
    await waitFor(() => expect(location()).toBe('/register-waiting'));
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ kyc: 1, flag_register: 1 });
  });

  it('on 2004 says the data was already submitted', async () => {
    mockApi(routes({ [SUBMIT]: { body: { status_code: '2004' } } }));
    render();
    await send();
    expect((await screen.findAllByText(MSG.stepAlreadySubmitted)).length).toBeGreaterThan(0);
  });
});
