/**
 * The dashboard's warning about the lists (decision 0132): which of the UN list and the DTTOT is
 * missing or old, since when, and what to do: the super admin is sent to Daftar Pantauan, the
 * broker's reviewers are told to ask the super admin. Nothing while both are current; a failed
 * read says so with a retry.
 */
import { MSG, type WatchlistStatus } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { ListStatusAlert } from './list-status-alert';

const SUPER = 'GET /v1/super-admin/watchlists/status';
const BROKER = 'GET /v1/admin-broker/watchlists/status';
const reply = (data: WatchlistStatus) => ({ body: { status_code: '00', data } });
const missing = (source: 'un' | 'dttot') =>
  ({ source, state: 'missing', version_no: null, uploaded_at: null, age_days: null }) as const;

describe('the lists’ warning on the dashboard', () => {
  it('tells the super admin which lists are missing and links to where they upload them', async () => {
    mockApi({
      [SUPER]: reply({ max_age_days: 30, may_upload: true, lists: [missing('un'), missing('dttot')] }),
    });
    renderScreen(<ListStatusAlert prefix="super-admin" />);
    const alert = await screen.findByTestId('watchlist-status-alert');
    expect(within(alert).getByText(MSG.watchlistStatusTitle)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${MSG.watchlistSourceUn}: belum ada versi yang diunggah. Peserta belum dapat disaring terhadap daftar ini.`,
      `${MSG.watchlistSourceDttot}: belum ada versi yang diunggah. Peserta belum dapat disaring terhadap daftar ini.`,
    ]);
    const link = within(alert).getByRole('link', { name: MSG.watchlistStatusUpload });
    expect(link.getAttribute('href')).toBe('/daftar-pantauan');
    expect(within(alert).queryByText(MSG.watchlistStatusAskSuperAdmin)).toBeNull();
  });

  it('tells a broker which list is old, since when, and to ask the super admin; a current list is not named', async () => {
    mockApi({
      [BROKER]: reply({
        max_age_days: 30,
        may_upload: false,
        lists: [
          {
            source: 'un',
            state: 'current',
            version_no: 2,
            uploaded_at: '2026-03-20T03:00:00.000Z',
            age_days: 3,
          },
          // 20:00 UTC is already the next day in Jakarta.
          {
            source: 'dttot',
            state: 'stale',
            version_no: 3,
            uploaded_at: '2026-01-01T20:00:00.000Z',
            age_days: 45,
          },
        ],
      }),
    });
    renderScreen(<ListStatusAlert prefix="admin-broker" />);
    const alert = await screen.findByTestId('watchlist-status-alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${MSG.watchlistSourceDttot}: versi 3 diunggah 02 Januari 2026, 45 hari yang lalu (batas 30 hari).`,
    ]);
    expect(within(alert).getByText(MSG.watchlistStatusAskSuperAdmin)).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('says nothing while both lists are current', async () => {
    const api = mockApi({
      [BROKER]: reply({
        max_age_days: 30,
        may_upload: false,
        lists: [
          {
            source: 'un',
            state: 'current',
            version_no: 2,
            uploaded_at: '2026-03-20T03:00:00.000Z',
            age_days: 3,
          },
          {
            source: 'dttot',
            state: 'current',
            version_no: 5,
            uploaded_at: '2026-03-21T03:00:00.000Z',
            age_days: 2,
          },
        ],
      }),
    });
    const { client } = renderScreen(<ListStatusAlert prefix="admin-broker" />);
    await waitFor(() =>
      expect(client.getQueryState(['watchlists', 'status', 'admin-broker'])?.status).toBe('success'),
    );
    expect(api.callsTo(BROKER)).toHaveLength(1);
    expect(screen.queryByTestId('watchlist-status-alert')).toBeNull();
    expect(screen.queryByText(MSG.watchlistStatusTitle)).toBeNull();
  });

  it('a failed read is said, with a retry that reads again', async () => {
    const api = mockApi({
      [BROKER]: [
        apiError(503, 503, 'Layanan sedang tidak tersedia.'),
        reply({ max_age_days: 30, may_upload: false, lists: [missing('un'), missing('dttot')] }),
      ],
    });
    renderScreen(<ListStatusAlert prefix="admin-broker" />);
    expect(await screen.findByText(MSG.watchlistStatusFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByTestId('watchlist-status-alert')).toBeTruthy();
    expect(api.callsTo(BROKER)).toHaveLength(2);
  });
});
