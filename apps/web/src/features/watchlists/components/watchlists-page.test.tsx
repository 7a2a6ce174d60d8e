import {
  MSG,
  ROLES,
  SC,
  type ScreeningRun,
  type WatchlistUpload,
  type WatchlistVersion,
} from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import WatchlistsPage from './watchlists-page';

const v1: WatchlistVersion = {
  id: '00000000-0000-4000-8000-0000000000a1',
  source: 'dttot',
  version_no: 1,
  file_name: 'dttot-v1.xlsx',
  file_format: 'xlsx',
  sha256: 'ab12cd34ef56'.padEnd(64, '0'),
  entries: 6,
  individuals: 5,
  entities: 1,
  added: 6,
  removed: 0,
  changed: 0,
  uploaded_by: { id: '00000000-0000-4000-8000-0000000000f1', fullname: 'Super Admin' },
  uploaded_at: '2026-11-24T03:15:00.000Z',
};
const v2: WatchlistVersion = {
  ...v1,
  id: '00000000-0000-4000-8000-0000000000a2',
  version_no: 2,
  file_name: 'dttot-v2.xlsx',
  added: 1,
  removed: 1,
  changed: 1,
};
const run: ScreeningRun = {
  id: '00000000-0000-4000-8000-0000000000b1',
  trigger: 'list_upload',
  source: 'dttot',
  status: 'queued',
  total: 0,
  screened: 0,
  flagged: 0,
  started_by: v1.uploaded_by,
  created_at: '2026-11-24T03:15:00.000Z',
  finished_at: null,
  error: null,
};
const overview = (dttot: WatchlistVersion | null, runs: ScreeningRun[] = []) => ({
  body: {
    status_code: '00',
    data: {
      sources: [
        { source: 'un', current: null, entries: 0 },
        { source: 'dttot', current: dttot, entries: dttot?.entries ?? 0 },
        { source: 'proliferation', current: null, entries: 0 },
        { source: 'kilau', current: null, entries: 2 },
      ],
      runs,
    },
  },
});
const versions = (list: WatchlistVersion[]) => ({ body: { status_code: '00', data: { versions: list } } });
const diffOf = (version: WatchlistVersion, diff: object) => ({
  body: { status_code: '00', data: { version, diff } },
});

const uploadOf = (status: WatchlistUpload['status'], extra: Partial<WatchlistUpload> = {}) => ({
  status: status === 'parsing' ? 202 : 200,
  body: {
    status_code: '00',
    data: {
      upload: {
        id: '00000000-0000-4000-8000-0000000000c1',
        source: 'dttot',
        file_name: 'dttot-v1.xlsx',
        sha256: v1.sha256,
        status,
        refusal: null,
        version: null,
        run: null,
        uploaded_by: v1.uploaded_by,
        created_at: '2026-11-24T03:15:00.000Z',
        finished_at: status === 'parsing' ? null : '2026-11-24T03:15:04.000Z',
        ...extra,
      } satisfies WatchlistUpload,
    },
  },
});

const OVERVIEW = 'GET /v1/super-admin/watchlists';
const UPLOAD_STATUS = 'GET /v1/super-admin/watchlists/uploads/00000000-0000-4000-8000-0000000000c1';
const VERSIONS = 'GET /v1/super-admin/watchlists/dttot/versions';
const UPLOAD = 'POST /v1/super-admin/watchlists/dttot';

describe('Daftar Pantauan', () => {
  beforeEach(() => session.signIn('t', ROLES.superAdmin, 'superadmin'));
  afterEach(() => localStorage.clear());

  it('shows each list: no version yet, and Kilau’s own blacklist with its count', async () => {
    mockApi({ [OVERVIEW]: overview(null), [VERSIONS]: versions([]) });
    renderScreen(<WatchlistsPage />);
    const dttot = await screen.findByTestId('watchlist-card-dttot');
    expect(within(dttot).getByText(MSG.watchlistNoVersion)).toBeTruthy();
    const kilau = screen.getByTestId('watchlist-card-kilau');
    expect(within(kilau).getByText(MSG.watchlistKilauNote)).toBeTruthy();
    expect(within(kilau).getByText('2')).toBeTruthy();
    expect(screen.getByText(MSG.watchlistRunsEmpty)).toBeTruthy();
    expect(await screen.findByText(MSG.watchlistVersionsEmpty)).toBeTruthy();
  });

  it('shows the current version’s facts and the diff of the last upload with the changed fields', async () => {
    mockApi({
      [OVERVIEW]: overview(v2, [{ ...run, status: 'done', total: 3, screened: 3, flagged: 1 }]),
      [VERSIONS]: versions([v2, v1]),
      [`GET /v1/super-admin/watchlists/versions/${v2.id}/diff`]: diffOf(v2, {
        added: [{ ref: 'IDD-0006', name: 'Bambang Soeharjono' }],
        removed: [{ ref: 'IDD-0003', name: 'Ahmad Fauzi Ramadhan' }],
        changed: [{ ref: 'IDD-0004', name: 'Rizal Effendi Siregar', fields: ['addresses'] }],
      }),
    });
    renderScreen(<WatchlistsPage />);
    const card = await screen.findByTestId('watchlist-card-dttot');
    expect(within(card).getByTestId('watchlist-version-no').textContent).toBe('2');
    expect(within(card).getByText('6 entri (5 orang, 1 korporasi)')).toBeTruthy();
    expect(within(card).getByText('ab12cd34ef56…')).toBeTruthy();
    expect(within(card).getByText('Super Admin')).toBeTruthy();
    expect(await screen.findByText('Bambang Soeharjono')).toBeTruthy();
    await userEvent.click(screen.getByText(`${MSG.watchlistChanged} (1)`));
    expect(await screen.findByText('Rizal Effendi Siregar')).toBeTruthy();
    expect(screen.getByText(`${MSG.watchlistChangedFields}: ${MSG.watchlistFieldAddresses}`)).toBeTruthy();
    const runs = screen.getByTestId('watchlist-runs');
    expect(within(runs).getByText(MSG.watchlistRunDone)).toBeTruthy();
    expect(within(runs).getByText('3 / 3')).toBeTruthy();
  });

  it('keeps the file chosen and shows the refusal given at once; a second try is read, then stored, and shows the rescreen', async () => {
    const refusal =
      'Berkas ditolak: format berkas tidak sesuai untuk daftar ini (.xlsx, .csv). Tidak ada data yang disimpan.';
    const api = mockApi({
      [OVERVIEW]: [overview(null), overview(null), overview(v1, [run])],
      [VERSIONS]: versions([]),
      [UPLOAD]: [
        apiError(422, SC.watchlistRefused, refusal, { error: [{ field: 'file', message: refusal }] }),
        uploadOf('parsing'),
      ],
      // Read off the request: still being read at the first poll, stored at the next.
      [UPLOAD_STATUS]: [uploadOf('parsing'), uploadOf('stored', { version: v1, run })],
      [`GET /v1/super-admin/screening/runs/${run.id}`]: {
        body: { status_code: '00', data: { run: { ...run, status: 'running', total: 4, screened: 1 } } },
      },
      [`GET /v1/super-admin/watchlists/versions/${v1.id}/diff`]: diffOf(v1, {
        added: [],
        removed: [],
        changed: [],
      }),
    });
    renderScreen(<WatchlistsPage />);
    await screen.findByTestId('watchlist-card-dttot');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.xlsx');
    expect(input.accept).toContain('.csv');
    expect(input.accept).not.toContain('.xml');
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'dttot-v1.xlsx');
    await userEvent.upload(input, file);
    await userEvent.click(screen.getByRole('button', { name: MSG.watchlistUploadSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // The file stays chosen: the same button sends it again.
    expect(screen.getByText('dttot-v1.xlsx')).toBeTruthy();
    const sent = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    const form = sent?.body;
    if (!(form instanceof FormData)) throw new Error('the file was not sent as multipart');
    expect((form.get('file') as File).name).toBe('dttot-v1.xlsx');
    // fetch writes the multipart type with its boundary; a type set by hand would lack it.
    expect((sent?.headers ?? {}) as Record<string, string>).not.toHaveProperty('content-type');
    await userEvent.click(screen.getByRole('button', { name: MSG.watchlistUploadSubmit }));
    // Accepted at once: the page says the file is being read, and asks again until it is stored.
    expect(
      within(await screen.findByTestId('upload-status')).getByText(MSG.watchlistUploadParsing),
    ).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
    const progress = await screen.findByTestId('upload-run', {}, { timeout: 4000 });
    await waitFor(() => expect(within(progress).getByText(MSG.watchlistRunRunning)).toBeTruthy());
    expect(within(progress).getByText(/1 \/ 4/)).toBeTruthy();
    expect(screen.queryByTestId('upload-status')).toBeNull();
    expect(await screen.findByText(MSG.watchlistUploaded)).toBeTruthy();
    expect(api.callsTo(UPLOAD_STATUS).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the refusal of a file once it has been read, with its row, and keeps the file chosen', async () => {
    const reason = 'tanggal lahir "31/02/1976" tidak dikenali';
    const message = `Berkas ditolak. Baris 7: ${reason}. Tidak ada data yang disimpan.`;
    mockApi({
      [OVERVIEW]: overview(null),
      [VERSIONS]: versions([]),
      [UPLOAD]: uploadOf('parsing'),
      [UPLOAD_STATUS]: uploadOf('refused', { refusal: { row: 7, reason, message } }),
    });
    renderScreen(<WatchlistsPage />);
    await screen.findByTestId('watchlist-card-dttot');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['No;Nama'], 'dttot-bad-date.csv'));
    await userEvent.click(screen.getByRole('button', { name: MSG.watchlistUploadSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByText('dttot-bad-date.csv')).toBeTruthy();
    expect(screen.queryByTestId('upload-run')).toBeNull();
    expect(screen.queryByText(MSG.watchlistUploaded)).toBeNull();
  });

  it('offers XML only for the UN list', async () => {
    mockApi({ [OVERVIEW]: overview(null), [VERSIONS]: versions([]) });
    renderScreen(<WatchlistsPage />);
    await screen.findByTestId('watchlist-card-dttot');
    await userEvent.selectOptions(
      screen.getAllByLabelText(MSG.watchlistUploadSource)[0] as HTMLSelectElement,
      'un',
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.xml');
    expect(input.accept).not.toContain('.csv');
    expect(screen.getByText(MSG.watchlistUploadHintUn)).toBeTruthy();
  });

  it('says so when the lists cannot be read', async () => {
    mockApi({ [OVERVIEW]: apiError(500, 500, MSG.serverError), [VERSIONS]: versions([]) });
    renderScreen(<WatchlistsPage />);
    expect(await screen.findByText(MSG.serverError)).toBeTruthy();
  });
});
