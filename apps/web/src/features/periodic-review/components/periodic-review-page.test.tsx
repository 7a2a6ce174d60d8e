import { MSG, SC } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { PeriodicReviewNotice } from './periodic-review-notice';
import PeriodicReviewPage from './periodic-review-page';

const GET = 'GET /v1/user/periodic-review';
const CONFIRM = 'POST /v1/user/periodic-review/confirm';
const review = (over: object = {}) => ({
  body: {
    status_code: '00',
    data: {
      due: true,
      due_at: '2026-12-20T03:00:00.000Z',
      overdue: false,
      correction_open: false,
      update_open: false,
      ...over,
    },
  },
});
const data = <p>Data KYC nasabah</p>;

describe('Pengkinian Data', () => {
  beforeEach(() => session.signIn('t', null, 'nasabah'));
  afterEach(() => localStorage.clear());

  it('shows the due date and the data, and confirms with one click', async () => {
    const api = mockApi({
      [GET]: [review(), review({ due: false, due_at: null })],
      [CONFIRM]: { body: { status_code: '00', message: MSG.periodicReviewConfirmed } },
    });
    renderScreen(<PeriodicReviewPage currentData={data} />, { path: '/pengkinian-data' });
    expect((await screen.findByTestId('periodic-review-due')).textContent).toContain(
      'Mohon lakukan pengkinian data paling lambat 20 Desember 2026.',
    );
    expect(screen.getByText('Data KYC nasabah')).toBeTruthy();
    // A change of work, finances or contact opens the onboarding's forms; an identity field stays a
    // correction on 'Data Saya' (decision 0217).
    expect(screen.getByRole('link', { name: MSG.periodicReviewUpdate }).getAttribute('href')).toBe(
      '/pengkinian-data/ubah',
    );
    expect(
      screen.getByRole('link', { name: MSG.periodicReviewUpdateCorrectionLink }).getAttribute('href'),
    ).toBe('/data-saya');
    await userEvent.click(screen.getByRole('button', { name: MSG.periodicReviewConfirm }));
    expect((await screen.findByTestId('periodic-review-none')).textContent).toContain(
      MSG.periodicReviewConfirmed,
    );
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
  });

  it('says when it is overdue, and offers no buttons while a correction waits', async () => {
    mockApi({ [GET]: review({ overdue: true, correction_open: true }) });
    renderScreen(<PeriodicReviewPage currentData={data} />, { path: '/pengkinian-data' });
    expect((await screen.findByTestId('periodic-review-due')).textContent).toContain(
      MSG.periodicReviewOverdue,
    );
    expect(screen.getByText(MSG.periodicReviewCorrectionOpen)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.periodicReviewConfirm })).toBeNull();
  });

  it('offers no buttons while a data update waits either', async () => {
    mockApi({ [GET]: review({ update_open: true }) });
    renderScreen(<PeriodicReviewPage currentData={data} />, { path: '/pengkinian-data' });
    expect((await screen.findByTestId('periodic-review-waiting')).textContent).toBe(
      MSG.periodicReviewCorrectionOpen,
    );
    expect(screen.queryByRole('button', { name: MSG.periodicReviewConfirm })).toBeNull();
    expect(screen.queryByRole('link', { name: MSG.periodicReviewUpdate })).toBeNull();
  });

  it('says so when nothing is due, without the data', async () => {
    mockApi({ [GET]: review({ due: false, due_at: null }) });
    renderScreen(<PeriodicReviewPage currentData={data} />, { path: '/pengkinian-data' });
    expect((await screen.findByTestId('periodic-review-none')).textContent).toContain(
      MSG.periodicReviewNothingDue,
    );
    expect(screen.queryByText('Data KYC nasabah')).toBeNull();
  });

  it('shows the notice on the dashboard only while a review is due', async () => {
    mockApi({ [GET]: review() });
    const { unmount } = renderScreen(<PeriodicReviewNotice />, { path: '/beranda' });
    expect((await screen.findByTestId('periodic-review-notice')).textContent).toContain(
      'Mohon periksa data Anda dan konfirmasi paling lambat 20 Desember 2026.',
    );
    expect(screen.getByRole('link', { name: MSG.periodicReviewNoticeAction }).getAttribute('href')).toBe(
      '/pengkinian-data',
    );
    unmount();
    mockApi({ [GET]: review({ due: false, due_at: null }) });
    renderScreen(<PeriodicReviewNotice />, { path: '/beranda' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('periodic-review-notice')).toBeNull();
  });

  it('shows the server’s message when the confirmation is refused', async () => {
    mockApi({
      [GET]: review(),
      [CONFIRM]: apiError(409, SC.periodicReviewNotDue, MSG.periodicReviewNotDue),
    });
    renderScreen(<PeriodicReviewPage currentData={data} />, { path: '/pengkinian-data' });
    await userEvent.click(await screen.findByRole('button', { name: MSG.periodicReviewConfirm }));
    expect(await screen.findByText(MSG.periodicReviewNotDue)).toBeTruthy();
  });
});
