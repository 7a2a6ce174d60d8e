/**
 * The steps of a record waiting for a fix (decision 0112): a step asked for opens as usual with the
 * reviewer's reason and leads back to the fix list once saved; any other step is read-only; on the
 * attachment step only the documents asked for can be taken again.
 */
import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as att from '../../../../testing/onboarding/attachment';
import { CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { fixItem, fixListReply, fixListRoute } from '../../../../testing/onboarding/fix-list';
import { field, mockApi, renderScreen } from '../../../../testing/render';
import EmergencyContactStepPage from '../emergency-contact/emergency-contact-step-page';

vi.mock('../../api/upload', () => ({ uploadAttachment: vi.fn(async () => 'kyc/x/new.jpg') }));
vi.mock('../../api/stored-file', () => ({
  fetchStoredFile: vi.fn(async () => new Blob(['img'], { type: 'image/jpeg' })),
  storedFileUrl: (p: string) => p,
}));

import AttachmentPage from '../attachment/attachment-page';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5000 };
const PUT = `PUT /v2/kyc/emergency_contact/${CUSTOMER_ID}`;
const SAVED = {
  fullname: 'Budi Santoso',
  address: 'Jl. Asia-Afrika No. 8',
  postcode: '40111',
  phonenumber: '081234567890',
  relationship: 'Kakak',
  has_confirm_emergency_contact: true,
};

function contactStep(items: ReturnType<typeof fixItem>[]) {
  const api = mockApi({
    ...recordRoutes('037', 'fix'),
    [`GET /v2/kyc/emergency_contact/${CUSTOMER_ID}`]: {
      body: { status_code: '00', data: { emergency_contact: SAVED } },
    },
    [fixListRoute(CUSTOMER_ID)]: fixListReply(items),
    [PUT]: { body: { status_code: '00' } },
  });
  const view = renderScreen(<EmergencyContactStepPage />, { path: '/register-datakontak' });
  return { api, view, user: userEvent.setup() };
}

describe('a data step while a fix is asked', () => {
  it('opens read-only when not asked for: fields disabled, the notice, no save button', async () => {
    contactStep([fixItem('ktp', 'blurry')]);
    await waitFor(() => expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso'), SLOW);
    expect(await screen.findByText(MSG.fixReadOnly)).toBeTruthy();
    expect(field(MSG.contactFullnameLabel).closest('fieldset')?.disabled).toBe(true);
    expect(field(MSG.contactFullnameLabel).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: MSG.buttonSaveNext })).toBeNull();
    expect(screen.getByRole('link', { name: MSG.fixBackShort }).getAttribute('href')).toBe(
      '/register-perbaikan',
    );
  });

  it('is editable when asked for, shows why, and returns to the fix list once saved', async () => {
    const { api, user, view } = contactStep([
      fixItem('emergency_contact', 'data_mismatch', { note: 'Nomor telepon tidak aktif.' }),
    ]);
    expect(await screen.findByText(MSG.fixAskedHere, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/Nomor telepon tidak aktif\./)).toBeTruthy();
    expect(screen.queryByText(MSG.fixReadOnly)).toBeNull();
    await waitFor(() => expect(field(MSG.contactPhoneLabel).matches(':disabled')).toBe(false));
    await user.clear(field(MSG.contactPhoneLabel));
    await user.type(field(MSG.contactPhoneLabel), '081311112222');
    await user.click(screen.getByRole('button', { name: MSG.fixSave }));
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    await waitFor(() => expect(view.location()).toBe('/register-perbaikan'), { timeout: 3000 });
  });
});

describe('the attachment step while a fix is asked', () => {
  it('lets only the documents asked for be taken again; the others are read-only', async () => {
    mockApi({
      ...att.recordRoutes({ detail: { state: 'fix' }, attachment: att.COMPLETE_ATTACHMENT }),
      [fixListRoute(att.CUSTOMER_ID)]: fixListReply([
        fixItem('ktp', 'blurry'),
        fixItem('signature', 'other', { reason_text: 'Terpotong' }),
      ]),
    });
    renderScreen(<AttachmentPage />, { path: '/register-datalampiran' });
    const ktp = await screen.findByTestId('doc-ktp', {}, SLOW);
    await waitFor(() => expect(ktp.closest('fieldset[disabled]')).toBeNull());
    expect(within(ktp).queryByText(MSG.fixReadOnly)).toBeNull();
    for (const kind of ['photo', 'photo_with_ktp', 'statement_video']) {
      const box = screen.getByTestId(`doc-${kind}`);
      expect(box.closest('fieldset')?.disabled, kind).toBe(true);
      for (const button of within(box).queryAllByRole('button'))
        expect(button.matches(':disabled')).toBe(true);
    }
    expect(screen.getByTestId('signature-mode-1').closest('fieldset[disabled]')).toBeNull();
    expect(screen.getAllByText(MSG.fixReadOnly).length).toBeGreaterThanOrEqual(3);
    // The step is asked for: it keeps its save, which leads back to the list.
    expect(screen.getByRole('button', { name: MSG.fixSave })).toBeTruthy();
    expect(screen.getByText(MSG.fixAskedHere)).toBeTruthy();
  });
});
