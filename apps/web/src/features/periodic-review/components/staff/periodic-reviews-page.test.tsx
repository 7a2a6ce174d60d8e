import { MSG, type PeriodicReviewItem, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../lib/session';
import { mockApi, renderScreen } from '../../../../testing/render';
import PeriodicReviewsPage from './periodic-reviews-page';
import { ReviewSchedulePanel } from './schedule-panel';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../../testing/datatable-stand-in'));

const item = (over: Partial<PeriodicReviewItem> = {}): PeriodicReviewItem => ({
  _id: '00000000-0000-4000-8000-0000000000b1',
  fullname: 'Galih Wibisono',
  email: 'galih@kilau.test',
  platform: 'GOFX',
  due_at: '2026-12-20T03:00:00.000Z',
  overdue: false,
  reminded_30_at: '2026-11-20T03:00:00.000Z',
  reminded_7_at: null,
  ...over,
});
const late = item({
  _id: '00000000-0000-4000-8000-0000000000b2',
  fullname: 'Sekar Halim',
  email: 'sekar@kilau.test',
  due_at: '2026-11-01T03:00:00.000Z',
  overdue: true,
  reminded_30_at: null,
});
const list = (reviews: PeriodicReviewItem[], overdue = 0) => ({
  body: { status_code: '00', data: { reviews, total: reviews.length, overdue } },
});
const BASE = '/v1/admin-broker/periodic-reviews';

describe('Pengkinian Data', () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('lists the due reviews with the date, the overdue mark and the reminders sent', async () => {
    mockApi({ [`GET ${BASE}?state=due&page=1`]: list([late, item()], 1) });
    renderScreen(<PeriodicReviewsPage />, { path: '/pengkinian' });
    await screen.findByText('Sekar Halim');
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('01 November 2026')).toBeTruthy();
    expect(first.getByText(MSG.periodicReviewOverdueMark)).toBeTruthy();
    expect(first.getByText(MSG.periodicReviewNoReminder)).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.queryByText(MSG.periodicReviewOverdueMark)).toBeNull();
    expect(second.getByText('Email 30 hari: 20 November 2026')).toBeTruthy();
    expect(screen.getByTestId('periodic-review-overdue-count').textContent).toContain('1');
  });

  it('keeps the state in the URL and asks the server for it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${BASE}?state=due&page=1`]: list([item()]),
      [`GET ${BASE}?state=overdue&page=1`]: list([late], 1),
    });
    const view = renderScreen(<PeriodicReviewsPage />, { path: '/pengkinian' });
    await screen.findByText('Galih Wibisono');
    await user.selectOptions(screen.getByLabelText(MSG.periodicReviewsFilterState), 'overdue');
    await waitFor(() => expect(view.router.state.location.search).toBe('?state=overdue'));
    await screen.findByText('Sekar Halim');
    expect(api.callsTo(`GET ${BASE}?state=overdue&page=1`)).toHaveLength(1);
  });

  it('says so when nothing is due', async () => {
    mockApi({ [`GET ${BASE}?state=due&page=1`]: list([]) });
    renderScreen(<PeriodicReviewsPage />, { path: '/pengkinian' });
    expect(await screen.findByText(MSG.periodicReviewsNone)).toBeTruthy();
  });

  it('the detail’s panel says a review was completed through a data update (decision 0217)', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    mockApi({
      [`GET /v1/admin-broker/kyc/${id}/periodic-review`]: {
        body: {
          status_code: '00',
          data: {
            due_at: '2027-11-26T03:00:00.000Z',
            due: false,
            overdue: false,
            last_completed_at: '2026-11-26T03:00:00.000Z',
            last_outcome: 'update',
          },
        },
      },
    });
    renderScreen(<ReviewSchedulePanel prefix="admin-broker" participantId={id} />, { path: '/nsb-detail/x' });
    const panel = await screen.findByTestId('periodic-review-panel');
    await waitFor(() => expect(panel.textContent).toContain(MSG.periodicReviewHowUpdate));
  });
});
