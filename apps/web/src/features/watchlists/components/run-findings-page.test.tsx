/**
 * 'Kecocokan baru: N' followed to those N (decision 0132): on the lists' page the count is a link
 * to the run's findings (none for a run that flagged nobody); the findings page names each
 * participant flagged, a link to their detail, with the matches the run found and their status now,
 * ten a page with the page in the URL.
 */
import { MSG, ROLES, type RunFinding, type ScreeningRun } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { mockApi, renderScreen } from '../../../testing/render';
import RunFindingsPage from './run-findings-page';
import WatchlistsPage from './watchlists-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const run = (over: Partial<ScreeningRun> = {}): ScreeningRun => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  trigger: 'list_upload',
  source: 'dttot',
  status: 'done',
  total: 55,
  screened: 55,
  flagged: 2,
  started_by: { id: '00000000-0000-4000-8000-0000000000f1', fullname: 'Super Admin' },
  created_at: '2026-11-24T03:15:00.000Z',
  finished_at: '2026-11-24T03:15:09.000Z',
  error: null,
  ...over,
});
const finding = (
  id: string,
  fullname: string,
  over: Partial<RunFinding['matches'][number]> = {},
): RunFinding => ({
  customer_id: `00000000-0000-4000-8000-0000000000${id}`,
  fullname,
  platform_name: 'GOFX',
  matches: [
    {
      match_id: `00000000-0000-4000-8000-0000000001${id}`,
      source: 'dttot',
      entry_ref: 'IDD-0903',
      entry_name: 'Siti Rahmawati',
      entry_positions: [],
      score: 0.914,
      how: 'new',
      status: 'open',
      ...over,
    },
  ],
});
const FINDINGS = `GET /v1/super-admin/screening/runs/${run().id}/findings`;
const findingsReply = (r: ScreeningRun, findings: RunFinding[], total = findings.length) => ({
  body: { status_code: '00', data: { run: r, total, findings } },
});

describe("'Kecocokan baru' and the run's findings", () => {
  beforeEach(() => session.signIn('t', ROLES.superAdmin, 'superadmin'));
  afterEach(() => localStorage.clear());

  it('on the lists’ page, a run’s new matches link to those participants; a run that found none has no link', async () => {
    const quiet = run({ id: '00000000-0000-4000-8000-0000000000b2', flagged: 0 });
    mockApi({
      'GET /v1/super-admin/watchlists': {
        body: {
          status_code: '00',
          data: {
            sources: [
              { source: 'un', current: null, entries: 0 },
              { source: 'dttot', current: null, entries: 0 },
              { source: 'proliferation', current: null, entries: 0 },
              { source: 'kilau', current: null, entries: 0 },
            ],
            runs: [run(), quiet],
          },
        },
      },
      'GET /v1/super-admin/watchlists/dttot/versions': {
        body: { status_code: '00', data: { versions: [] } },
      },
    });
    const { location } = renderScreen(<WatchlistsPage />, { path: '/daftar-pantauan' });
    const runs = await screen.findByTestId('watchlist-runs');
    const links = within(runs).getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = within(runs).getByRole('link', { name: 'Lihat 2 peserta dengan kecocokan baru' });
    expect(link.textContent).toBe('2');
    expect(link.getAttribute('href')).toBe(`/daftar-pantauan/penyaringan/${run().id}`);
    await userEvent.click(link);
    await waitFor(() => expect(location()).toBe(`/daftar-pantauan/penyaringan/${run().id}`));
  });

  it('names each participant the run flagged, a link to their detail, with what it found and its status now', async () => {
    mockApi({
      [`${FINDINGS}?page=1`]: findingsReply(run(), [
        finding('01', 'Siti Rahmawati'),
        finding('02', 'Djoko Soesanto', {
          entry_ref: 'IDD-0901',
          entry_name: 'Joko Susanto',
          how: 'reopened',
          status: 'dismissed',
          score: 0.78,
        }),
      ]),
    });
    renderScreen(<RunFindingsPage />, {
      path: `/daftar-pantauan/penyaringan/${run().id}`,
      route: '/daftar-pantauan/penyaringan/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.watchlistFindingsTitle })).toBeTruthy();
    expect((await screen.findByTestId('run-flagged')).textContent).toBe('2');
    expect(screen.getByText(MSG.watchlistSourceDttot)).toBeTruthy();
    const siti = screen.getByRole('link', { name: 'Siti Rahmawati' });
    expect(siti.getAttribute('href')).toBe('/customer-detail?id=00000000-0000-4000-8000-000000000001');
    const found = screen.getAllByTestId('finding-match').map((m) => m.textContent);
    expect(found).toEqual([
      `Siti Rahmawati · ${MSG.watchlistSourceDttot} · IDD-0903${MSG.screeningStatusOpen}${MSG.screeningScore} 91% · ${MSG.watchlistFindingNew}`,
      `Joko Susanto · ${MSG.watchlistSourceDttot} · IDD-0901${MSG.screeningStatusDismissed}${MSG.screeningScore} 78% · ${MSG.watchlistFindingReopened}`,
    ]);
    expect(screen.getByRole('link', { name: `← ${MSG.watchlistFindingsBack}` }).getAttribute('href')).toBe(
      '/daftar-pantauan',
    );
  });

  it('a PEP match names the positions the list gives (decision 0193)', async () => {
    mockApi({
      [`${FINDINGS}?page=1`]: findingsReply(run({ source: 'pep' }), [
        finding('03', 'Bambang Sutrisno Wibowo', {
          source: 'pep',
          entry_ref: 'Q98765001',
          entry_name: 'Bambang Sutrisno Wibowo',
          entry_positions: ['Bupati Kabupaten Sleman'],
        }),
      ]),
    });
    renderScreen(<RunFindingsPage />, {
      path: `/daftar-pantauan/penyaringan/${run().id}`,
      route: '/daftar-pantauan/penyaringan/:id',
    });
    expect((await screen.findByTestId('finding-positions')).textContent).toBe(
      `${MSG.screeningDetailPositions}: Bupati Kabupaten Sleman`,
    );
    expect(screen.getByTestId('finding-match').textContent).toContain(MSG.watchlistSourcePep);
  });

  it('ten a page: the next page is asked for and kept in the URL', async () => {
    const first = Array.from({ length: 10 }, (_, i) => finding(String(i + 10), `Peserta Satu ${i + 1}`));
    const api = mockApi({
      [`${FINDINGS}?page=1`]: findingsReply(run({ flagged: 12 }), first, 12),
      [`${FINDINGS}?page=2`]: findingsReply(
        run({ flagged: 12 }),
        [finding('30', 'Peserta Dua Sebelas'), finding('31', 'Peserta Dua Duabelas')],
        12,
      ),
    });
    const { router } = renderScreen(<RunFindingsPage />, {
      path: `/daftar-pantauan/penyaringan/${run().id}`,
      route: '/daftar-pantauan/penyaringan/:id',
    });
    expect(await screen.findByRole('link', { name: 'Peserta Satu 10' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Peserta Dua Sebelas' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo(`${FINDINGS}?page=2`)).toHaveLength(1);
  });

  it('a run that flagged nobody says so', async () => {
    mockApi({ [`${FINDINGS}?page=1`]: findingsReply(run({ flagged: 0 }), []) });
    renderScreen(<RunFindingsPage />, {
      path: `/daftar-pantauan/penyaringan/${run().id}`,
      route: '/daftar-pantauan/penyaringan/:id',
    });
    expect(await screen.findByText(MSG.watchlistFindingsNone)).toBeTruthy();
  });
});
