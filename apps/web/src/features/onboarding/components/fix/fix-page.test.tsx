import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { fixItem, fixListReply, fixListRoute } from '../../../../testing/onboarding/fix-list';
import { mockApi, renderScreen } from '../../../../testing/render';
import FixPage from './fix-page';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => localStorage.clear());

const SUBMIT = `PATCH /v2/kyc/submission/${CUSTOMER_ID}`;
const KTP = fixItem('ktp', 'blurry', { note: 'Foto ulang di tempat terang.' });
const SIGNATURE = fixItem('signature', 'other', { reason_text: 'Tanda tangan terpotong di tepi' });

function setup(items: ReturnType<typeof fixItem>[] | null, state: 'fix' | 'attachment' = 'fix', extra = {}) {
  const api = mockApi({
    ...recordRoutes('037', state),
    [fixListRoute(CUSTOMER_ID)]: fixListReply(items),
    ...extra,
  });
  const view = renderScreen(<FixPage />, { path: '/register-perbaikan' });
  return { api, view, user: userEvent.setup() };
}

const resubmit = () => screen.getByRole('button', { name: MSG.fixResubmit });

describe("FixPage: 'Perlu perbaikan'", () => {
  it('lists each item asked for with its reason, the reviewer’s note and a link to the step that fixes it', async () => {
    setup([KTP, SIGNATURE]);
    expect(await screen.findByRole('heading', { name: MSG.fixTitle })).toBeTruthy();
    expect(screen.getByText(MSG.fixIntro)).toBeTruthy();
    const ktp = await screen.findByTestId('fix-item-ktp');
    expect(within(ktp).getByRole('heading', { name: MSG.resubmissionItemKtp })).toBeTruthy();
    expect(within(ktp).getByText(MSG.resubmissionReasonBlurry)).toBeTruthy();
    expect(within(ktp).getByText(`${MSG.fixReviewerNote}: Foto ulang di tempat terang.`)).toBeTruthy();
    expect(
      within(ktp)
        .getByRole('link', { name: /Perbaiki/ })
        .getAttribute('href'),
    ).toBe('/register-datalampiran');
    const signature = screen.getByTestId('fix-item-signature');
    // 'Lainnya': the reviewer's own words, said once.
    expect(within(signature).getByText('Tanda tangan terpotong di tepi')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("keeps 'Kirim ulang untuk ditinjau' off until every item is fixed, and says why", async () => {
    const { api } = setup([{ ...KTP, fixed: true }, SIGNATURE]);
    await screen.findByTestId('fix-item-ktp');
    expect(within(screen.getByTestId('fix-item-ktp')).getByText(MSG.fixItemDone)).toBeTruthy();
    expect(within(screen.getByTestId('fix-item-signature')).queryByText(MSG.fixItemDone)).toBeNull();
    expect((resubmit() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(MSG.fixAllFirst)).toBeTruthy();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it("resubmits through the usual submission once all are fixed, then says 'Perbaikan terkirim' and what comes next", async () => {
    const { api, view, user } = setup(
      [
        { ...KTP, fixed: true },
        { ...SIGNATURE, fixed: true },
      ],
      'fix',
      {
        [SUBMIT]: { body: { status_code: '00', message: 'ok' } },
      },
    );
    await screen.findByTestId('fix-item-ktp');
    expect(screen.queryByText(MSG.fixAllFirst)).toBeNull();
    await user.click(resubmit());
    expect(await screen.findByRole('heading', { name: MSG.fixSentTitle, level: 1 })).toBeTruthy();
    expect(screen.getByText(MSG.fixSentText)).toBeTruthy();
    const next = screen.getByRole('region', { name: MSG.waitingNextTitle });
    expect(next.textContent).toMatch(/hari kerja/);
    expect(next.textContent).toContain(MSG.fixSentNextMail);
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
    // Still on the fix page's address until the customer moves on, then the waiting screen.
    expect(view.location()).toBe('/register-perbaikan');
    await user.click(screen.getByRole('link', { name: MSG.fixSentButton }));
    await waitFor(() => expect(view.location()).toBe('/register-waiting'));
  });

  it('shows a failed resubmission in Indonesian and stays', async () => {
    const { view, user } = setup([{ ...KTP, fixed: true }], 'fix', {
      [SUBMIT]: {
        status: 409,
        body: { status_code: 2004, err_message: 'x', err_message_id: MSG.stepAlreadySubmitted },
      },
    });
    await screen.findByTestId('fix-item-ktp');
    await user.click(resubmit());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(MSG.stepAlreadySubmitted).length).toBeGreaterThan(0);
    expect(view.location()).toBe('/register-perbaikan');
  });

  it('says so when nothing is asked, and sends a record not waiting for a fix to its own place', async () => {
    setup(null);
    expect(await screen.findByText(MSG.fixNothingAsked)).toBeTruthy();
    const other = setup([KTP], 'attachment');
    await waitFor(() => expect(other.view.location()).toBe('/register-lanjut'));
  });

  it('takes the declaration of source of funds on the page itself: both texts, a document, saved and then fixed', async () => {
    const DECLARE = `PUT /v2/kyc/resubmission/${CUSTOMER_ID}/funds-declaration`;
    const UPLOAD = `POST /v2/kyc/upload/${CUSTOMER_ID}`;
    const declaration = {
      item: 'funds_declaration' as const,
      label: MSG.resubmissionItemFundsDeclaration,
      step: 'funds_declaration',
      reason_label: MSG.fundsDeclarationWhy,
      reason_text: null,
      note: null,
      fixed: false,
      declaration: null,
    };
    const { api, user } = setup([declaration], 'fix', {
      [UPLOAD]: { body: { status_code: '00', data: '5b9c3f1e-6a43-4f7e-9b8e-2d7c1a0e4f11' } },
      [DECLARE]: { body: { status_code: '00', message: MSG.fundsDeclarationSaved } },
    });
    const item = await screen.findByTestId('fix-item-funds_declaration');
    expect(within(item).getByText(MSG.fundsDeclarationWhy)).toBeTruthy();
    // No onboarding step fixes it: no 'Perbaiki' link, the form opens here.
    expect(within(item).queryByRole('link')).toBeNull();
    await user.click(within(item).getByRole('button', { name: MSG.fundsDeclarationFill }));
    await user.click(within(item).getByRole('button', { name: MSG.fundsDeclarationSave }));
    expect(await within(item).findByText(MSG.fundsDeclarationFundsRequired)).toBeTruthy();
    expect(within(item).getByText(MSG.fundsDeclarationWealthRequired)).toBeTruthy();
    expect(api.callsTo(DECLARE)).toHaveLength(0);

    const funds = 'Gaji bulanan sebagai guru SMA negeri di Medan sejak 2010.';
    const wealth = 'Tabungan dari gaji dan sebidang kebun sawit warisan di Deli Serdang.';
    await user.type(within(item).getByLabelText(new RegExp(MSG.fundsDeclarationFundsLabel)), funds);
    await user.type(within(item).getByLabelText(new RegExp(MSG.fundsDeclarationWealthLabel)), wealth);
    // Without the document the form says so and sends nothing.
    await user.click(within(item).getByRole('button', { name: MSG.fundsDeclarationSave }));
    expect(await within(item).findByText(MSG.fundsDeclarationDocumentRequired)).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip-gaji.png', { type: 'image/png' });
    const input = item.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, file);
    expect(await within(item).findByText('slip-gaji.png')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: MSG.fundsDeclarationSave }));
    await waitFor(() => expect(api.callsTo(DECLARE)).toHaveLength(1));
    expect(api.callsTo(UPLOAD)).toHaveLength(1);
    expect(api.callsTo(DECLARE)[0]?.body).toEqual({
      source_of_funds: funds,
      source_of_wealth: wealth,
      file_id: '5b9c3f1e-6a43-4f7e-9b8e-2d7c1a0e4f11',
    });
  });
});
