import {
  HOUR_MS,
  type IntegrationPartner,
  MSG,
  ROLES,
  SC,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { setStepUpHandler } from '../../../lib/staff/step-up-retry';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import IntegrationsPage from './integrations-page';

const endpoint: WebhookEndpoint = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  partner_id: '00000000-0000-4000-8000-0000000000p1',
  url: 'https://bursa.example/kilau/events',
  description: 'Sistem keanggotaan bursa',
  event_types: ['participant.approved', 'participant.rejected'],
  active: true,
  disabled_reason: null,
  previous_secret_until: null,
  created_at: '2026-11-24T03:15:00.000Z',
  failed_deliveries: 2,
  pending_deliveries: 1,
};
const gone: WebhookEndpoint = {
  ...endpoint,
  _id: '00000000-0000-4000-8000-0000000000e2',
  url: 'https://bursa.example/lama',
  description: '',
  active: false,
  disabled_reason: 'gone',
  failed_deliveries: 0,
  pending_deliveries: 0,
};
const exchange: IntegrationPartner = {
  _id: endpoint.partner_id,
  name: 'Bursa Emas',
  kind: 'exchange',
  scope_label: 'GOFX',
  active: true,
  key_prefix: 'kil_ab12',
  last_used_at: null,
  endpoints: [endpoint, gone],
};
const bank: IntegrationPartner = {
  _id: '00000000-0000-4000-8000-0000000000p2',
  name: 'Bank Artha Graha',
  kind: 'bank',
  scope_label: 'Bank Artha Graha',
  active: true,
  key_prefix: 'kil_cd34',
  last_used_at: '2026-11-25T01:00:00.000Z',
  endpoints: [],
};
const scopes = {
  platforms: [{ app_name: 'gofx', name: 'GOFX' }],
  banks: [{ code: '037', name: 'Bank Artha Graha' }],
};
const partners = (list: IntegrationPartner[]) => ({
  body: { status_code: '00', data: { partners: list, scopes } },
});
const attempt = (over: object = {}) => ({
  body: {
    status_code: '00',
    message: MSG.webhookTestSent,
    data: {
      attempt_no: 1,
      trigger: 'manual',
      status_code: 200,
      duration_ms: 42,
      error: null,
      created_at: '2026-11-25T02:00:00.000Z',
      ...over,
    },
  },
});
const secretReply = (ep: WebhookEndpoint, secret: string, message: string) => ({
  status: 201,
  body: { status_code: '00', message, data: { endpoint: ep, secret } },
});

const LIST = 'GET /v1/super-admin/integrations';
const CREATE = `POST /v1/super-admin/integrations/${bank._id}/endpoints`;

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  const card = (await screen.findByRole('region', { name: bank.name })) as HTMLElement;
  await user.click(within(card).getByRole('button', { name: MSG.integrationsAddEndpoint }));
  return screen.findByRole('dialog');
}

describe('Integrasi', () => {
  beforeEach(() => session.signIn('t', ROLES.superAdmin, 'superadmin'));
  afterEach(() => localStorage.clear());

  it('shows a spinner while the partners load, never a blank page', async () => {
    mockApi({ [LIST]: () => new Promise(() => {}) });
    renderScreen(<IntegrationsPage />);
    expect(await screen.findByLabelText(MSG.loading)).toBeTruthy();
    expect(screen.getByRole('heading', { name: MSG.integrationsTitle })).toBeTruthy();
  });

  it('says how a partner is made when there is none', async () => {
    mockApi({ [LIST]: partners([]) });
    renderScreen(<IntegrationsPage />);
    expect(await screen.findByText(MSG.integrationsEmpty)).toBeTruthy();
    expect(document.title).toBe(`${MSG.integrationsTitle} · Kilau`);
  });

  it('shows each partner with its key, its endpoints, their state, types, counts and the rotation’s overlap', async () => {
    const until = new Date(Date.now() + HOUR_MS).toISOString();
    mockApi({
      [LIST]: partners([
        { ...exchange, endpoints: [{ ...endpoint, previous_secret_until: until }, gone] },
        bank,
      ]),
    });
    renderScreen(<IntegrationsPage />);
    const card = within((await screen.findByRole('region', { name: exchange.name })) as HTMLElement);
    expect(card.getByText(MSG.integrationsKindExchange)).toBeTruthy();
    expect(card.getByText('GOFX')).toBeTruthy();
    expect(card.getByText('kil_ab12…')).toBeTruthy();
    expect(card.getByText(new RegExp(MSG.integrationsNeverUsed))).toBeTruthy();
    const [live, disabled] = card.getAllByTestId('endpoint-card') as [HTMLElement, HTMLElement];
    expect(within(live).getByText(endpoint.url)).toBeTruthy();
    expect(within(live).getByText(endpoint.description)).toBeTruthy();
    expect(within(live).getByTestId('endpoint-state').textContent).toBe(MSG.integrationsActive);
    expect(within(live).getByText(MSG.integrationsEventApproved)).toBeTruthy();
    expect(within(live).getByText(MSG.integrationsEventRejected)).toBeTruthy();
    expect(within(live).getByTestId('endpoint-failed').textContent).toBe('Gagal: 2');
    expect(within(live).getByTestId('endpoint-pending').textContent).toBe('Menunggu: 1');
    expect(within(live).getByTestId('endpoint-overlap').textContent).toMatch(
      /^Rahasia lama masih menandatangani sampai .+ WIB$/,
    );
    expect(within(disabled).getByTestId('endpoint-state').textContent).toBe(MSG.integrationsInactive);
    expect(within(disabled).getByText(MSG.integrationsDisabledGone)).toBeTruthy();
    expect(within(disabled).getByRole('button', { name: MSG.integrationsTurnOn })).toBeTruthy();
    expect(within(disabled).queryByTestId('endpoint-overlap')).toBeNull();
    const bankCard = within(screen.getByRole('region', { name: bank.name }));
    expect(bankCard.getByText(MSG.integrationsKindBank)).toBeTruthy();
    expect(bankCard.getByText(MSG.integrationsNoEndpoints)).toBeTruthy();
    // 01:00 UTC is 08:00 in Jakarta.
    expect(bankCard.getByText(/08:00 WIB/)).toBeTruthy();
  });

  it('shows a failing list in Indonesian with a retry', async () => {
    mockApi({ [LIST]: [apiError(500, 500, MSG.serverError), partners([bank])] });
    renderScreen(<IntegrationsPage />);
    expect(await screen.findByText(MSG.serverError)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByRole('region', { name: bank.name })).toBeTruthy();
  });

  it('checks the form before sending: the URL, a web address, at least one event type', async () => {
    const api = mockApi({ [LIST]: partners([bank]) });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const dialog = within(await openAddForm(user));
    // Every event type of the contract has its Indonesian label.
    for (const label of [
      MSG.integrationsEventSubmitted,
      MSG.integrationsEventApproved,
      MSG.integrationsEventRejected,
      MSG.integrationsEventResubmission,
      MSG.integrationsEventBlacklisted,
      MSG.integrationsEventUnblacklisted,
      MSG.integrationsEventBankVerified,
    ])
      expect(dialog.getByRole('checkbox', { name: new RegExp(label) })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: MSG.integrationsAddEndpoint }));
    expect(await dialog.findByText(MSG.webhookUrlRequired)).toBeTruthy();
    expect(dialog.getByText(MSG.webhookEventTypesRequired)).toBeTruthy();
    await user.type(
      dialog.getByRole('textbox', { name: new RegExp(MSG.integrationsUrl.replace(/[()]/g, '\\$&')) }),
      'bukan alamat',
    );
    await user.click(dialog.getByRole('button', { name: MSG.integrationsAddEndpoint }));
    expect(await dialog.findByText(MSG.webhookUrlInvalid)).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows the server’s refusal at the URL, then the new secret once with a copy button', async () => {
    const created: WebhookEndpoint = {
      ...endpoint,
      _id: 'e9',
      partner_id: bank._id,
      url: 'https://bank.example/hook',
    };
    const api = mockApi({
      [LIST]: [partners([bank]), partners([{ ...bank, endpoints: [created] }])],
      [CREATE]: [
        apiError(422, SC.webhookUrlRefused, MSG.webhookUrlNotAllowed, {
          error: [{ field: 'url', message: MSG.webhookUrlNotAllowed }],
        }),
        secretReply(created, 'whsec_c2VjcmV0LXNla2FsaS10YW1waWw=', MSG.webhookEndpointCreated),
      ],
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const dialog = within(await openAddForm(user));
    const url = dialog.getByRole('textbox', { name: /Alamat endpoint/ }) as HTMLInputElement;
    await user.type(url, 'https://10.0.0.5/hook');
    await user.type(dialog.getByRole('textbox', { name: MSG.integrationsDescription }), 'Rekening nasabah');
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(MSG.integrationsEventBankVerified) }));
    await user.click(dialog.getByRole('checkbox', { name: new RegExp(MSG.integrationsEventApproved) }));
    await user.click(dialog.getByRole('button', { name: MSG.integrationsAddEndpoint }));
    expect(await dialog.findByText(MSG.webhookUrlNotAllowed)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      url: 'https://10.0.0.5/hook',
      description: 'Rekening nasabah',
      event_types: ['bank_account.verified', 'participant.approved'],
    });

    await user.clear(url);
    await user.type(url, created.url);
    await user.click(dialog.getByRole('button', { name: MSG.integrationsAddEndpoint }));
    const secretDialog = await screen.findByRole('dialog', { name: MSG.integrationsSecretTitle });
    const secret = within(secretDialog);
    expect(secret.getByTestId('webhook-secret').textContent).toBe('whsec_c2VjcmV0LXNla2FsaS10YW1waWw=');
    expect(secret.getByText(MSG.integrationsSecretWarning)).toBeTruthy();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(secret.getByRole('button', { name: MSG.integrationsCopySecret }));
    expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LXNla2FsaS10YW1waWw=');
    expect(await secret.findByRole('button', { name: MSG.integrationsSecretCopied })).toBeTruthy();
    // Escape does not lose the secret: only the button closes the dialog.
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('webhook-secret')).toBeTruthy();
    await user.click(secret.getByRole('button', { name: MSG.integrationsSecretDone }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect(await screen.findByText(created.url)).toBeTruthy();
  });

  it('asks for the factor when the server wants a fresh one, then creates the endpoint', async () => {
    const created: WebhookEndpoint = {
      ...endpoint,
      _id: 'e8',
      partner_id: bank._id,
      url: 'https://bank.example/h',
    };
    const api = mockApi({
      [LIST]: partners([bank]),
      [CREATE]: [
        apiError(403, SC.stepUpRequired, MSG.stepUpRequired),
        secretReply(created, 'whsec_c2V0ZWxhaC1mYWt0b3I=', MSG.webhookEndpointCreated),
      ],
    });
    const stepUp = vi.fn(async () => true);
    setStepUpHandler(stepUp);
    try {
      renderScreen(<IntegrationsPage />);
      const user = userEvent.setup();
      const dialog = within(await openAddForm(user));
      await user.type(dialog.getByRole('textbox', { name: /Alamat endpoint/ }), created.url);
      await user.click(dialog.getByRole('checkbox', { name: new RegExp(MSG.integrationsEventApproved) }));
      await user.click(dialog.getByRole('button', { name: MSG.integrationsAddEndpoint }));
      expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_c2V0ZWxhaC1mYWt0b3I=');
      expect(stepUp).toHaveBeenCalledTimes(1);
      expect(api.callsTo(CREATE)).toHaveLength(2);
    } finally {
      setStepUpHandler(null);
    }
  });

  it('changes an endpoint with its values filled in, and turns one off', async () => {
    const UPDATE = `PUT /v1/super-admin/webhook-endpoints/${endpoint._id}`;
    const api = mockApi({
      [LIST]: partners([{ ...exchange, endpoints: [endpoint] }]),
      [UPDATE]: { body: { status_code: '00', message: MSG.webhookEndpointUpdated, data: endpoint } },
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const card = within((await screen.findByTestId('endpoint-card')) as HTMLElement);
    await user.click(card.getByRole('button', { name: MSG.integrationsEdit }));
    const dialog = within(await screen.findByRole('dialog', { name: MSG.integrationsEditEndpoint }));
    expect((dialog.getByRole('textbox', { name: /Alamat endpoint/ }) as HTMLInputElement).value).toBe(
      endpoint.url,
    );
    const approved = dialog.getByRole('checkbox', {
      name: new RegExp(MSG.integrationsEventApproved),
    }) as HTMLInputElement;
    expect(approved.checked).toBe(true);
    await user.click(approved);
    await user.click(dialog.getByRole('button', { name: MSG.integrationsSave }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      url: endpoint.url,
      description: endpoint.description,
      event_types: ['participant.rejected'],
    });
    expect(await screen.findByText(MSG.webhookEndpointUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card.getByRole('button', { name: MSG.integrationsTurnOff }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(2));
    expect(api.callsTo(UPDATE)[1]?.body).toEqual({ active: false });
  });

  it('sends a test and shows the partner’s answer and the time it took; a refusal in Indonesian', async () => {
    const TEST = `POST /v1/super-admin/webhook-endpoints/${endpoint._id}/test`;
    mockApi({
      [LIST]: partners([{ ...exchange, endpoints: [endpoint] }]),
      [TEST]: [
        attempt(),
        attempt({ status_code: 500, duration_ms: 1200 }),
        attempt({ status_code: null, duration_ms: 10_000, error: 'Waktu habis' }),
        apiError(409, SC.webhookEndpointInactive, MSG.webhookEndpointInactive),
      ],
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const card = within((await screen.findByTestId('endpoint-card')) as HTMLElement);
    const send = card.getByRole('button', { name: MSG.integrationsSendTest });
    await user.click(send);
    expect((await card.findByTestId('test-outcome')).textContent).toBe('Diterima mitra: HTTP 200, 42 ms');
    await user.click(send);
    await waitFor(() =>
      expect(card.getByTestId('test-outcome').textContent).toBe('Tidak diterima mitra: HTTP 500, 1200 ms'),
    );
    await user.click(send);
    await waitFor(() =>
      expect(card.getByTestId('test-outcome').textContent).toBe(
        'Tidak sampai ke mitra: Waktu habis (10000 ms)',
      ),
    );
    await user.click(send);
    await waitFor(() =>
      expect(card.getByTestId('test-outcome').textContent).toBe(MSG.webhookEndpointInactive),
    );
  });

  it('rotates the secret after a confirmation that the old one keeps signing for 24 hours', async () => {
    const ROTATE = `POST /v1/super-admin/webhook-endpoints/${endpoint._id}/rotate-secret`;
    const api = mockApi({
      [LIST]: partners([{ ...exchange, endpoints: [endpoint] }]),
      [ROTATE]: secretReply(endpoint, 'whsec_YmFydS1zZWthbGk=', MSG.webhookSecretRotated),
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const card = within((await screen.findByTestId('endpoint-card')) as HTMLElement);
    await user.click(card.getByRole('button', { name: MSG.integrationsRotate }));
    const confirm = within(await screen.findByRole('dialog', { name: MSG.integrationsRotate }));
    expect(confirm.getByText(MSG.integrationsRotateQuestion)).toBeTruthy();
    expect(MSG.integrationsRotateQuestion).toContain('24 jam');
    expect(api.callsTo(ROTATE)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: MSG.integrationsRotate }));
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toBe('whsec_YmFydS1zZWthbGk=');
    expect(api.callsTo(ROTATE)).toHaveLength(1);
  });

  it('opens the delivery log: its rows, a row’s attempts, the status filter, the pages and Kirim ulang', async () => {
    const delivery = (n: number, over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
      _id: `d${n}`,
      event_id: `ev${n}`,
      event_type: 'participant.approved',
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      last_status_code: 200,
      last_duration_ms: 35,
      last_error: null,
      created_at: '2026-11-25T02:00:00.000Z',
      delivered_at: '2026-11-25T02:00:00.000Z',
      attempt_log: [],
      ...over,
    });
    const failing = delivery(1, {
      status: 'pending',
      attempts: 2,
      last_status_code: 500,
      last_duration_ms: 80,
      next_attempt_at: '2026-11-25T02:35:00.000Z',
      attempt_log: [
        {
          attempt_no: 2,
          trigger: 'auto',
          status_code: 500,
          duration_ms: 80,
          error: null,
          created_at: '2026-11-25T02:05:00.000Z',
        },
        {
          attempt_no: 1,
          trigger: 'auto',
          status_code: null,
          duration_ms: 10_000,
          error: 'Waktu habis',
          created_at: '2026-11-25T02:00:00.000Z',
        },
      ],
    });
    const page1 = [failing, ...Array.from({ length: 19 }, (_, i) => delivery(i + 2))];
    const log = (deliveries: WebhookDelivery[], total: number) => ({
      body: { status_code: '00', data: { deliveries, total } },
    });
    const base = `/v1/super-admin/webhook-endpoints/${endpoint._id}/deliveries`;
    const RESEND = 'POST /v1/super-admin/webhook-deliveries/d1/resend';
    const api = mockApi({
      [LIST]: partners([{ ...exchange, endpoints: [endpoint] }]),
      [`GET ${base}?page=1`]: log(page1, 21),
      [`GET ${base}?page=2`]: log([delivery(21, { event_type: 'webhook.test' })], 21),
      [`GET ${base}?page=1&status=failed`]: log([], 0),
      [RESEND]: attempt({ attempt_no: 3, status_code: 204, duration_ms: 51 }),
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    const card = within((await screen.findByTestId('endpoint-card')) as HTMLElement);
    await user.click(card.getByRole('button', { name: MSG.integrationsDeliveries }));
    const rows = await card.findAllByTestId('delivery-row');
    expect(rows).toHaveLength(20);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(MSG.integrationsEventApproved)).toBeTruthy();
    expect(first.getByTestId('delivery-status').textContent).toBe(MSG.integrationsStatusPending);
    expect(first.getByTestId('delivery-code').textContent).toBe('500');
    expect(first.getByText('80 ms')).toBeTruthy();
    // The next attempt at 02:35 UTC, 09:35 in Jakarta.
    expect(first.getByText(/09:35 WIB/)).toBeTruthy();

    await user.click(first.getByRole('button', { name: MSG.integrationsShowAttempts }));
    const attempts = within(await card.findByTestId('delivery-attempts'));
    expect(attempts.getByText('Percobaan ke-2')).toBeTruthy();
    expect(attempts.getByText('Tidak diterima mitra: HTTP 500, 80 ms')).toBeTruthy();
    expect(attempts.getByText('Tidak sampai ke mitra: Waktu habis (10000 ms)')).toBeTruthy();

    await user.click(first.getByRole('button', { name: MSG.integrationsResend }));
    expect((await card.findByTestId('resend-outcome')).textContent).toBe('Diterima mitra: HTTP 204, 51 ms');
    expect(api.callsTo(RESEND)).toHaveLength(1);

    expect(card.getByText('Halaman 1 dari 2')).toBeTruthy();
    await user.click(card.getByRole('button', { name: MSG.integrationsPageNext }));
    expect(await card.findByText(MSG.integrationsEventTest)).toBeTruthy();
    expect(card.getAllByTestId('delivery-row')).toHaveLength(1);

    await user.click(card.getByText(MSG.integrationsStatusFailed));
    expect(await card.findByText(MSG.integrationsDeliveriesEmpty)).toBeTruthy();
  });

  it("'Tambah mitra': checks the form, binds a bank by its code, and shows the key once with a copy button", async () => {
    const key = 'kil_9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a';
    const api = mockApi({
      [LIST]: [partners([]), partners([bank])],
      'POST /v1/super-admin/integrations': {
        status: 201,
        body: {
          status_code: '00',
          message: MSG.integrationsPartnerCreated,
          data: { partner_id: bank._id, name: bank.name, key },
        },
      },
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.integrationsAddPartner }));
    const form = within(await screen.findByRole('dialog', { name: MSG.integrationsAddPartner }));
    // Nothing chosen: said at the fields, nothing sent.
    await user.click(form.getByRole('button', { name: MSG.integrationsPartnerCreate }));
    expect(
      await form.findByText(MSG.integrationsPartnerKindRequired, { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /v1/super-admin/integrations')).toHaveLength(0);

    await user.type(form.getByLabelText(new RegExp(MSG.integrationsPartnerName)), 'Bank Artha Graha');
    await user.selectOptions(form.getByLabelText(new RegExp(MSG.integrationsPartnerKind)), 'bank');
    await user.selectOptions(
      await form.findByLabelText(new RegExp(`^${MSG.integrationsPartnerBank}`)),
      '037',
    );
    await user.click(form.getByRole('button', { name: MSG.integrationsPartnerCreate }));
    await waitFor(() => expect(api.callsTo('POST /v1/super-admin/integrations')).toHaveLength(1));
    expect(api.callsTo('POST /v1/super-admin/integrations')[0]?.body).toEqual({
      kind: 'bank',
      name: 'Bank Artha Graha',
      bank_code: '037',
    });

    const shown = within(await screen.findByRole('dialog', { name: MSG.integrationsKeyTitle }));
    expect(shown.getByText(MSG.integrationsKeyWarning)).toBeTruthy();
    expect(shown.getByText(key)).toBeTruthy();
    await user.click(shown.getByRole('button', { name: MSG.integrationsCopyKey }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(key);
    expect(await shown.findByRole('button', { name: MSG.integrationsKeyCopied })).toBeTruthy();
    await user.click(shown.getByRole('button', { name: MSG.integrationsKeyDone }));
    await waitFor(() => expect(screen.queryByText(key)).toBeNull());
    // The list now has the partner, with its key's prefix only.
    expect(await screen.findByRole('region', { name: bank.name })).toBeTruthy();
    expect(screen.queryByText(key)).toBeNull();
  });

  it("'Tambah mitra': a name taken is said at the name", async () => {
    mockApi({
      [LIST]: partners([bank]),
      'POST /v1/super-admin/integrations': apiError(422, 422, MSG.integrationsPartnerNameTaken, {
        error: [{ field: 'name', message: MSG.integrationsPartnerNameTaken }],
      }),
    });
    renderScreen(<IntegrationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.integrationsAddPartner }));
    const form = within(await screen.findByRole('dialog', { name: MSG.integrationsAddPartner }));
    await user.type(form.getByLabelText(new RegExp(MSG.integrationsPartnerName)), 'Bank Artha Graha');
    await user.selectOptions(form.getByLabelText(new RegExp(MSG.integrationsPartnerKind)), 'exchange');
    await user.selectOptions(
      await form.findByLabelText(new RegExp(`^${MSG.integrationsPartnerPlatform}`)),
      'gofx',
    );
    await user.click(form.getByRole('button', { name: MSG.integrationsPartnerCreate }));
    expect(await form.findByText(MSG.integrationsPartnerNameTaken)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: MSG.integrationsKeyTitle })).toBeNull();
  });
});
