import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { COMPLETE_ATTACHMENT, CUSTOMER_ID, recordRoutes } from './attachment-test-fixtures';

vi.mock('../api/upload', () => ({
  uploadAttachment: vi.fn(),
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
const routes = (extra = {}) => ({ ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }), ...extra });

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
    const row = (label: string) =>
      screen.getByRole('rowheader', { name: label }).closest('tr')?.textContent ?? '';
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
    fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
    const link = await screen.findByRole('link', { name: MSG.previewFixStep });
    expect(link.getAttribute('href')).toBe(route);
    expect(link.closest('[role="alert"]')?.textContent).toContain(text);
  });

  it('on HTTP 400 asks to fill everything', async () => {
    mockApi(routes({ [SUBMIT]: apiError(400, 400, 'Bad Request') }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
    expect((await screen.findAllByText(MSG.submitFillEverything)).length).toBeGreaterThan(0);
  });

  it('on 00 sends kyc = 1, flag_register = 1 and goes to the waiting screen', async () => {
    const api = mockApi(routes({ [SUBMIT]: { body: { status_code: '00' } } }));
    const { location } = render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
    await waitFor(() => expect(location()).toBe('/register-waiting'));
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({ kyc: 1, flag_register: 1 });
  });

  it('on 2004 says the data was already submitted', async () => {
    mockApi(routes({ [SUBMIT]: { body: { status_code: '2004' } } }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.previewSubmit }));
    expect((await screen.findAllByText(MSG.stepAlreadySubmitted)).length).toBeGreaterThan(0);
  });
});
