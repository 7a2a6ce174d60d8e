import { type DataExport, type DataRequest, type DataRights, MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, field, mockApi, readyField, renderScreen } from '../../../testing/render';
import DataRightsPage from './data-rights-page';

const NOW = new Date('2026-11-26T03:00:00.000Z');

const ready: DataExport = {
  _id: 'e1',
  status: 'ready',
  created_at: '2026-11-25T03:00:00.000Z',
  ready_at: '2026-11-25T03:01:00.000Z',
  expires_at: '2026-12-02T03:01:00.000Z',
  size_bytes: 1234,
  downloads: 2,
};
const correction: DataRequest = {
  _id: 'r1',
  kind: 'correction',
  field: 'personal.mother_name',
  requested_value: 'Siti Aminah',
  note: 'Salah ketik',
  has_document: false,
  status: 'open',
  created_at: '2026-11-25T03:00:00.000Z',
  due_at: '2026-11-28T03:00:00.000Z',
  handled_at: null,
  outcome_note: null,
};
const declined: DataRequest = {
  ...correction,
  _id: 'r2',
  kind: 'restriction',
  field: null,
  requested_value: null,
  note: '',
  status: 'declined',
  handled_at: '2026-11-25T05:00:00.000Z',
  outcome_note: 'Rekening Anda masih memiliki saldo emas.',
};
const reply = (data: Partial<DataRights> = {}) => ({
  body: {
    status_code: '00',
    data: { exports: [], requests: [], restricted_at: null, erase_after: null, ...data },
  },
});
const RIGHTS = 'GET /v1/user/data-rights';

function show(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderScreen(<DataRightsPage />, { path: '/data-saya' });
  return { api, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) };
}

describe('Data Saya', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    session.signIn('t', null);
  });
  afterEach(() => {
    vi.useRealTimers();
    session.clear();
  });

  it('says what is kept and why, lists the copies with their state and the requests with their due time', async () => {
    show({
      [RIGHTS]: reply({
        exports: [ready, { ...ready, _id: 'e2', status: 'queued', downloads: 0 }],
        requests: [correction, declined],
      }),
    });
    expect(await screen.findByRole('heading', { name: MSG.dataRightsTitle, level: 1 })).toBeTruthy();
    expect(document.title).toBe(`${MSG.dataRightsTitle} · Kilau`);
    expect(screen.getByText(MSG.dataRightsIntro)).toBeTruthy();
    const exports = await screen.findByRole('region', { name: MSG.dataExportTitle });
    expect(await within(exports).findByText(MSG.dataExportStatusReady)).toBeTruthy();
    expect(within(exports).getByText(MSG.dataExportStatusQueued)).toBeTruthy();
    // 7 days after it was ready, in Jakarta's time.
    expect(within(exports).getByText(/Berlaku sampai 02 Desember 2026 10:01 WIB/)).toBeTruthy();
    expect(within(exports).getByText('Diunduh 2 kali')).toBeTruthy();

    const [open, decided] = screen.getAllByTestId('data-request') as [HTMLElement, HTMLElement];
    expect(within(open).getByText(MSG.dataKindCorrection)).toBeTruthy();
    expect(within(open).getByText(`${MSG.dataRequestFieldMotherName}: Siti Aminah`)).toBeTruthy();
    // Due 72 hours after it was made: two days left of it now.
    expect(
      within(open).getByText(/Dijawab paling lambat 28 November 2026 10:00 WIB \(sisa 2 hari 0 jam\)/),
    ).toBeTruthy();
    expect(within(decided).getByText(MSG.dataRequestStatusDeclined)).toBeTruthy();
    expect(within(decided).getByText(declined.outcome_note as string)).toBeTruthy();
  });

  it('a ready copy downloads from the page itself, saved under the server’s name; a queued one has no button', async () => {
    const saved: string[] = [];
    // jsdom makes no object URLs; the link's click is where the browser would save the file.
    URL.createObjectURL = () => 'blob:salinan';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const ZIP = '/v1/user/data-export/e1/download';
    const { api, user } = show({
      [RIGHTS]: reply({ exports: [ready, { ...ready, _id: 'e2', status: 'queued', downloads: 0 }] }),
    });
    const json = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== ZIP) return json ? json(input, init) : new Response(null, { status: 500 });
      api.calls.push({ key: `GET ${ZIP}`, body: undefined });
      return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="data-saya-2026-11-25.zip"',
        },
      });
    });
    const exports = await screen.findByRole('region', { name: MSG.dataExportTitle });
    const buttons = await within(exports).findAllByRole('button', { name: MSG.dataExportDownloadButton });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(saved).toEqual(['data-saya-2026-11-25.zip']));
    expect(api.callsTo(`GET ${ZIP}`)).toHaveLength(1);
    // The count is read again after the download.
    await waitFor(() => expect(api.callsTo(RIGHTS).length).toBeGreaterThan(1));
    vi.restoreAllMocks();
  });

  it("'Unduh data saya' asks the password again, says it at the field when wrong, then that the link comes by e-mail", async () => {
    const { api, user } = show({
      [RIGHTS]: reply(),
      'POST /v1/user/data-export': [
        apiError(401, 2061, MSG.dataRightsPasswordWrong),
        {
          status: 202,
          body: { status_code: '00', message: MSG.dataExportQueued, data: { ...ready, status: 'queued' } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: MSG.dataExportButton }));
    const dialog = await screen.findByRole('dialog', { name: MSG.dataExportDialogTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.dataExportSubmit }));
    expect(await within(dialog).findByText(MSG.dataRightsPasswordRequired)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-export')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(new RegExp(MSG.dataRightsPasswordLabel)), 'Salah#123');
    await user.click(within(dialog).getByRole('button', { name: MSG.dataExportSubmit }));
    expect(await within(dialog).findByText(MSG.dataRightsPasswordWrong)).toBeTruthy();
    expect(session.token()).toBe('t');

    await user.clear(within(dialog).getByLabelText(new RegExp(MSG.dataRightsPasswordLabel)));
    await user.type(within(dialog).getByLabelText(new RegExp(MSG.dataRightsPasswordLabel)), 'Benar#123');
    await user.click(within(dialog).getByRole('button', { name: MSG.dataExportSubmit }));
    expect(await screen.findByText(MSG.dataExportQueued)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-export')[1]?.body).toEqual({ password: 'Benar#123' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Ajukan koreksi' says each missing input at its field, then sends the field, the right value and the note", async () => {
    const { api, user } = show({
      [RIGHTS]: reply(),
      'POST /v1/user/data-requests': {
        status: 201,
        body: { status_code: '00', message: MSG.dataRequestCreated, data: correction },
      },
    });
    const form = await screen.findByRole('region', { name: MSG.dataCorrectionTitle });
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.dataCorrectionFieldRequired)).toBeTruthy();
    expect(within(form).getByText(MSG.dataCorrectionValueRequired)).toBeTruthy();

    fireEvent.click(await readyField(MSG.dataCorrectionFieldLabel));
    fireEvent.click(
      await screen.findByRole('option', { name: MSG.dataRequestFieldMotherName, hidden: true }),
    );
    await user.type(field(MSG.dataCorrectionValueLabel), 'Siti Aminah');
    await user.type(within(form).getByLabelText(MSG.dataRequestNoteLabel), 'Salah ketik');
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.dataRequestCreated)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-requests')[0]?.body).toEqual({
      kind: 'correction',
      field: 'personal.mother_name',
      requested_value: 'Siti Aminah',
      note: 'Salah ketik',
    });
  });

  it('a supporting document is uploaded to the KYC record as data_request and named in the correction', async () => {
    const { api, user } = show({
      [RIGHTS]: reply(),
      'GET /v2/kyc/customer/platform': {
        body: {
          status_code: '00',
          data: [{ _id: 'k1', state: 'customer', platform: { platform_id: 'p1', name: 'GOFX' }, bank: null }],
        },
      },
      'POST /v2/kyc/upload/k1': { body: { status_code: '00', data: '00000000-0000-4000-8000-0000000000d1' } },
      'POST /v1/user/data-requests': {
        status: 201,
        body: { status_code: '00', message: MSG.dataRequestCreated, data: correction },
      },
    });
    const form = await screen.findByRole('region', { name: MSG.dataCorrectionTitle });
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    // Too big for the route (400,000 bytes): said at the field, nothing sent.
    await user.upload(input, new File([new Uint8Array(400_000)], 'besar.png', { type: 'image/png' }));
    expect(await within(form).findByText(MSG.dataCorrectionDocumentInvalid)).toBeTruthy();
    expect(api.callsTo('POST /v2/kyc/upload/k1')).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array(2000)], 'akta.png', { type: 'image/png' }));
    await waitFor(() => expect(api.callsTo('POST /v2/kyc/upload/k1')).toHaveLength(1));
    fireEvent.click(await readyField(MSG.dataCorrectionFieldLabel));
    fireEvent.click(await screen.findByRole('option', { name: MSG.dataRequestFieldFullname, hidden: true }));
    await user.type(field(MSG.dataCorrectionValueLabel), 'Galih Wibisono');
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.dataRequestCreated)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-requests')[0]?.body).toEqual({
      kind: 'correction',
      field: 'personal.fullname',
      requested_value: 'Galih Wibisono',
      note: '',
      document_file_id: '00000000-0000-4000-8000-0000000000d1',
    });
  });

  it("'Ajukan koreksi' holds the right value to its field's onboarding rule before sending", async () => {
    const { api, user } = show({ [RIGHTS]: reply() });
    const form = await screen.findByRole('region', { name: MSG.dataCorrectionTitle });
    fireEvent.click(await readyField(MSG.dataCorrectionFieldLabel));
    fireEvent.click(await screen.findByRole('option', { name: MSG.dataRequestFieldFullname, hidden: true }));
    await user.type(field(MSG.dataCorrectionValueLabel), '<script>alert(1)</script>');
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.fullnameLetters)).toBeTruthy();

    fireEvent.click(await readyField(MSG.dataCorrectionFieldLabel));
    fireEvent.click(await screen.findByRole('option', { name: MSG.dataRequestFieldKtpNo, hidden: true }));
    await user.clear(field(MSG.dataCorrectionValueLabel));
    // 16 digits whose month is 13: no NIK can hold it.
    await user.type(field(MSG.dataCorrectionValueLabel), '3204115513910001');
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.nikMonthInvalid)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-requests')).toHaveLength(0);
  });

  it('a refused correction keeps what was typed and says why', async () => {
    const { user } = show({
      [RIGHTS]: reply(),
      'POST /v1/user/data-requests': apiError(409, 2062, MSG.dataRequestOpenExists),
    });
    const form = await screen.findByRole('region', { name: MSG.dataCorrectionTitle });
    fireEvent.click(await readyField(MSG.dataCorrectionFieldLabel));
    fireEvent.click(await screen.findByRole('option', { name: MSG.dataRequestFieldOther, hidden: true }));
    await user.type(field(MSG.dataCorrectionValueLabel), 'Nama panggilan');
    await user.click(within(form).getByRole('button', { name: MSG.dataCorrectionSubmit }));
    expect(await within(form).findByText(MSG.dataRequestOpenExists)).toBeTruthy();
    expect(field(MSG.dataCorrectionValueLabel).value).toBe('Nama panggilan');
  });

  it("'Batasi / hapus data' explains the five years, asks the password and the confirmation, then sends the deletion", async () => {
    const { api, user } = show({
      [RIGHTS]: reply(),
      'POST /v1/user/data-requests': {
        status: 201,
        body: {
          status_code: '00',
          message: MSG.dataRequestCreated,
          data: { ...correction, kind: 'deletion', field: null, requested_value: null },
        },
      },
    });
    const form = await screen.findByRole('region', { name: MSG.dataRestrictTitle });
    expect(within(form).getByText(MSG.dataRestrictRetention)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: MSG.dataRestrictSubmit }));
    expect(await within(form).findByText(MSG.dataRightsPasswordRequired)).toBeTruthy();
    expect(within(form).getByText(MSG.dataRestrictConfirmRequired)).toBeTruthy();

    await user.type(within(form).getByLabelText(new RegExp(MSG.dataRightsPasswordLabel)), 'Benar#123');
    const confirm = await within(form).findByRole('checkbox', { name: MSG.dataRestrictConfirmLabel });
    await waitFor(() => expect((confirm as HTMLInputElement).disabled).toBe(false));
    await user.click(within(form).getByRole('checkbox', { name: MSG.dataRestrictConfirmLabel }));
    await user.click(within(form).getByRole('button', { name: MSG.dataRestrictSubmit }));
    expect(await within(form).findByText(MSG.dataRequestCreated)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/data-requests')[0]?.body).toEqual({
      kind: 'deletion',
      note: '',
      password: 'Benar#123',
    });
  });

  it('a closed account says so plainly, with the scheduled erasure, and asks for nothing more', async () => {
    show({
      [RIGHTS]: reply({ restricted_at: '2026-11-25T06:00:00.000Z', erase_after: '2031-11-25T06:00:00.000Z' }),
    });
    expect(await screen.findByText(MSG.dataAccountClosedTitle)).toBeTruthy();
    expect(screen.getByText(MSG.dataAccountRestricted)).toBeTruthy();
    expect(screen.getByText(/dijadwalkan dihapus setelah 25 November 2031/)).toBeTruthy();
    expect((screen.getByRole('button', { name: MSG.dataExportButton }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: MSG.dataRestrictSubmit }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a failing page load is said in Indonesian with a retry', async () => {
    const { user } = show({ [RIGHTS]: [apiError(500, 500, MSG.serverError), reply({ exports: [ready] })] });
    expect(await screen.findByText(MSG.serverError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByText(MSG.dataExportStatusReady)).toBeTruthy();
  });
});
