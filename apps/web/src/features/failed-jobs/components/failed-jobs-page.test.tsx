import { type FailedJob, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import FailedJobsPage from './failed-jobs-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const sms: FailedJob = {
  _id: '00000000-0000-4000-8000-000000000001',
  type: 'sms.send',
  recipient: '081377001122',
  attempts: 5,
  last_error: 'SMS provider answered 502',
  created_at: '2026-11-24T03:15:00.000Z',
};
const mail: FailedJob = {
  ...sms,
  _id: '00000000-0000-4000-8000-000000000002',
  type: 'mail.send',
  recipient: 'dewi@kilau.test',
};
const list = (jobs: FailedJob[]) => ({ body: { status_code: '00', data: { jobs, total: jobs.length } } });
const LIST = 'GET /v1/super-admin/jobs/failed?page=1';

describe('Pengiriman Gagal', () => {
  beforeEach(() => session.signIn('t', ROLES.superAdmin, 'superadmin'));
  afterEach(() => localStorage.clear());

  it('lists each failed delivery with its kind, recipient, attempts, error and time in WIB', async () => {
    mockApi({ [LIST]: list([sms, mail]) });
    renderScreen(<FailedJobsPage />);
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText(MSG.failedJobsTypeSms)).toBeTruthy();
    expect(first.getByText('081377001122')).toBeTruthy();
    expect(first.getByText('5')).toBeTruthy();
    expect(first.getByText('SMS provider answered 502')).toBeTruthy();
    // 03:15 UTC is 10:15 in Jakarta.
    expect(first.getByText(/10[.:]15/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(MSG.failedJobsTypeEmail)).toBeTruthy();
  });

  it('says so when nothing failed', async () => {
    mockApi({ [LIST]: list([]) });
    renderScreen(<FailedJobsPage />);
    expect(await screen.findByText(MSG.failedJobsNone)).toBeTruthy();
  });

  it('sends one again after the confirmation, and shows the server’s refusal in the dialog', async () => {
    const api = mockApi({
      [LIST]: [list([sms, mail]), list([mail])],
      [`POST /v1/super-admin/jobs/${sms._id}/retry`]: {
        body: { status_code: '00', message: MSG.failedJobsRetried },
      },
      [`POST /v1/super-admin/jobs/${mail._id}/retry`]: apiError(404, 404, MSG.failedJobNotFound),
    });
    renderScreen(<FailedJobsPage />);
    const user = userEvent.setup();
    const retryButtons = await screen.findAllByRole('button', { name: MSG.failedJobsRetry });
    await user.click(retryButtons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.failedJobsRetryConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.failedJobsRetry }));
    expect(await screen.findByText(MSG.failedJobsRetried)).toBeTruthy();
    expect(api.callsTo(`POST /v1/super-admin/jobs/${sms._id}/retry`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('081377001122')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await screen.findAllByRole('button', { name: MSG.failedJobsRetry }))[0] as HTMLElement);
    const second = await screen.findByRole('dialog');
    await user.click(within(second).getByRole('button', { name: MSG.failedJobsRetry }));
    expect(await within(second).findByText(MSG.failedJobNotFound)).toBeTruthy();
  });

  it('shows a failing list in Indonesian with a retry', async () => {
    mockApi({ [LIST]: [apiError(500, 500, MSG.serverError), list([sms])] });
    renderScreen(<FailedJobsPage />);
    expect(await screen.findByText(MSG.serverError)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByText('081377001122')).toBeTruthy();
  });
});
