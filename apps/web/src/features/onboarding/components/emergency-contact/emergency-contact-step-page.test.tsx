import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, recordRoutes } from '../../../../testing/onboarding/customer-record';
import { apiError, field, mockApi, renderScreen } from '../../../../testing/render';
import EmergencyContactStepPage from './emergency-contact-step-page';

vi.setConfig({ testTimeout: 20_000 });
const SLOW = { timeout: 5000 };
const PUT = `PUT /v2/kyc/emergency_contact/${CUSTOMER_ID}`;

const EMPTY = {
  fullname: '',
  address: '',
  postcode: '',
  phonenumber: '',
  relationship: '',
  has_confirm_emergency_contact: false,
};
const SAVED = {
  fullname: 'Budi Santoso',
  address: 'Jl. Asia-Afrika No. 8',
  postcode: '40111',
  phonenumber: '081234567890',
  relationship: 'Kakak',
  has_confirm_emergency_contact: true,
};

function setup(saved: object = EMPTY, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...recordRoutes(),
    [`GET /v2/kyc/emergency_contact/${CUSTOMER_ID}`]: {
      body: { status_code: '00', data: { emergency_contact: saved } },
    },
    ...routes,
  });
  const view = renderScreen(<EmergencyContactStepPage />, { path: '/register-datakontak' });
  return { api, view, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: MSG.buttonSaveNext });

describe('EmergencyContactStepPage', () => {
  it('requires every field and the confirmation, and sends nothing', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: MSG.buttonSaveNext }, SLOW));
    for (const message of [
      MSG.contactNameRequired,
      MSG.addressRequired,
      MSG.postcodeInvalid,
      MSG.contactPhoneRequired,
      MSG.relationshipRequired,
      MSG.consentRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it('on a refused save, focuses the first invalid field and brings it to mid-screen, above the sticky bar', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { user } = setup({ ...SAVED, fullname: '', has_confirm_emergency_contact: false });
    await waitFor(() => expect(field(MSG.contactPhoneLabel).value).toBe('081234567890'), SLOW);
    scrolled.mockClear();
    await user.click(save());
    await waitFor(() => expect(document.activeElement).toBe(field(MSG.contactFullnameLabel)), SLOW);
    expect(scrolled.mock.contexts).toEqual([field(MSG.contactFullnameLabel)]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    // A tap on another field afterwards is the customer's own: the page stays where it is.
    await user.click(field(MSG.relationshipLabel));
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  it('drops separators from numbers, and names what a name or address does not allow', async () => {
    const { user } = setup();
    await waitFor(() => field(MSG.contactFullnameLabel), SLOW);
    await user.type(field(MSG.contactFullnameLabel), "Budi2 O'Neil");
    expect(field(MSG.contactFullnameLabel).value).toBe("Budi2 O'Neil");
    expect(screen.getByText("Hanya huruf dan spasi yang bisa dipakai. Hapus “2” “'”.")).toBeTruthy();
    await user.type(field(MSG.contactPhoneLabel), '+62 812-3456-7890');
    expect(field(MSG.contactPhoneLabel).value).toBe('6281234567890');
    await user.type(field(MSG.postcodeLabel), '40a1119');
    expect(field(MSG.postcodeLabel).value).toBe('40111');
    // An Indonesian address's punctuation is allowed; markup is named (decision 0125).
    await user.type(field(MSG.addressLabel), 'Jl. Kopo No. 5, Bandung <b>');
    expect(field(MSG.addressLabel).value).toBe('Jl. Kopo No. 5, Bandung <b>');
    expect(
      screen.getByText(
        'Hanya huruf, angka, spasi, dan tanda baca . , - / ( ) # yang bisa dipakai. Hapus “<” “>”.',
      ),
    ).toBeTruthy();
    await user.clear(field(MSG.addressLabel));
    await user.type(field(MSG.addressLabel), 'Jl. Kopo No. 5/7 (Blok #2), Bandung');
    expect(screen.queryByText(/Hanya huruf, angka/)).toBeNull();
    // The hint says what is allowed before anything is refused.
    expect(screen.getByText(MSG.addressCharsHint)).toBeTruthy();
  });

  it('checks the lengths: name 70, address 80, phone 10–18, relationship 15', async () => {
    const { api, user } = setup();
    await waitFor(() => field(MSG.contactFullnameLabel), SLOW);
    await user.type(field(MSG.contactFullnameLabel), 'a'.repeat(71));
    await user.type(field(MSG.addressLabel), 'b'.repeat(81));
    await user.type(field(MSG.contactPhoneLabel), '081234567');
    await user.type(field(MSG.relationshipLabel), 'c'.repeat(16));
    await user.click(save());
    expect(await screen.findByText(MSG.contactNameMax)).toBeTruthy();
    expect(screen.getByText(MSG.addressMax)).toBeTruthy();
    expect(screen.getByText(MSG.contactPhoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.relationshipMax)).toBeTruthy();
    expect(api.callsTo(PUT)).toHaveLength(0);
  });

  it("prefills, saves and moves to the attachments after '00'", async () => {
    const { api, user, view } = setup(SAVED, { [PUT]: { body: { status_code: '00' } } });
    await waitFor(() => expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso'), SLOW);
    expect(field(MSG.addressLabel).value).toBe('Jl. Asia-Afrika No. 8');
    expect(field(MSG.confirmEmergencyContactLabel).checked).toBe(true);
    await user.click(save());
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1), SLOW);
    expect(api.callsTo(PUT)[0]?.body).toEqual(SAVED);
    expect(await screen.findByText(MSG.stepSaved)).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/register-datalampiran'), { timeout: 3000 });
  });

  it('shows the server’s refusal of the customer’s own phone under the phone field (decision 0125)', async () => {
    const own = apiError(422, 422, MSG.contactPhoneOwn, {
      error: [{ field: 'phonenumber', message: MSG.contactPhoneOwn }],
    });
    const { user, view } = setup(SAVED, { [PUT]: own });
    await waitFor(() => expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso'), SLOW);
    await user.click(save());
    const message = await screen.findByText(MSG.contactPhoneOwn, {}, SLOW);
    expect(field(MSG.contactPhoneLabel).getAttribute('aria-describedby')).toContain(message.id);
    expect(view.location()).toBe('/register-datakontak');
  });

  it.each([
    ['2004', { body: { status_code: '2004' } }, MSG.stepAlreadySubmitted],
    ['another code', { body: { status_code: '500' } }, MSG.stepSystemError],
    ['HTTP 422', apiError(422, 422, MSG.contactPhoneInvalid), MSG.stepCheckInput],
    ['HTTP 400', apiError(400, 400, 'Bad request'), MSG.stepCheckInput],
    ['no connection', 'network' as const, MSG.networkError],
  ])('on %s shows its message and keeps the form', async (_, reply, message) => {
    const { user, view } = setup(SAVED, { [PUT]: reply });
    await waitFor(() => expect(field(MSG.contactFullnameLabel).value).toBe('Budi Santoso'), SLOW);
    await user.click(save());
    expect(await screen.findByText(message, {}, SLOW)).toBeTruthy();
    expect(view.location()).toBe('/register-datakontak');
    expect(field(MSG.contactPhoneLabel).value).toBe('081234567890');
  });
});
