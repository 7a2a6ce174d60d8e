import { fillTemplate, formatWibShort, HOUR_MS, type KycListItem, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { kycListItem } from '../../../testing/kyc-list-item';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import VideoCallListPage from './video-call-list-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));
// Each row renders up to five buttons and the reasons; on a busy machine a test takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const LIST = 'GET /v1/counter/get/list_nasabah?status=new&limit=5&offset=0&sort=video_schedule';
const TODAY = `${LIST}&scheduled=today`;

/** A new participant (status 2) waiting for their video call. */
const participant = (n: number, over: Partial<KycListItem> = {}) =>
  kycListItem(n, {
    status_nasabah: 2,
    trade_account: { bank_account: { etb_no: null, account_no: null } },
    submitted_at: '2026-11-20T03:10:00.000Z',
    ...over,
  });
const list = (nasabah: KycListItem[]) => ({
  body: { status_code: '00', data: { nasabah, count: nasabah.length } },
});
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the video-call list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('gives the officer the action each call’s state allows, and says why Terima Video is missing', async () => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    const inAnHour = at(HOUR_MS);
    mockApi({
      [LIST]: list([
        participant(1),
        participant(2, { video_status: 'scheduled', video_schedule: inAnHour }),
        participant(3, {
          video_status: 'scheduled',
          video_schedule: at(-10 * 60_000),
          allowed_actions: ['accept_video'],
        }),
        participant(4, {
          video_status: 'scheduled',
          video_schedule: at(-3 * HOUR_MS),
          unavailable_actions: [{ action: 'accept_video', reason: MSG.videoAcceptNoRecording }],
        }),
        participant(5, { video_status: 'done', video_schedule: at(-HOUR_MS) }),
      ]),
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    const change = [MSG.actionReschedule, MSG.actionCancelCall];
    // New: a room to create. Scheduled, not yet: the join button says when the room opens. Open and
    // recorded: join and accept. Expired and not recorded: a new room, and why there is no Terima Video.
    expect(buttons(await rowOf('Peserta 1'))).toEqual([MSG.actionCreateRoom]);
    expect(buttons(await rowOf('Peserta 2'))).toEqual([
      fillTemplate(MSG.videoRoomOpensAt, { when: formatWibShort(inAnHour) }),
      ...change,
    ]);
    expect(buttons(await rowOf('Peserta 3'))).toEqual([MSG.actionJoinRoom, MSG.actionAcceptVideo, ...change]);
    expect(buttons(await rowOf('Peserta 4'))).toEqual([MSG.actionCreateRoom, ...change]);
    expect(within(await rowOf('Peserta 4')).getByText(MSG.videoAcceptNoRecording)).toBeTruthy();
    expect(buttons(await rowOf('Peserta 5'))).toEqual([]);
    expect(within(await rowOf('Peserta 1')).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
    expect(within(await rowOf('Peserta 1')).getByText(MSG.videoBadgeNew)).toBeTruthy();
    expect(within(await rowOf('Peserta 2')).getByText(/^Video: terjadwal .* WIB$/)).toBeTruthy();
    expect(within(await rowOf('Peserta 5')).getByText(MSG.videoBadgeDone)).toBeTruthy();
  });

  it('shows only today’s calls with Hari ini, kept in the URL', async () => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    const api = mockApi({
      [LIST]: list([
        participant(1),
        participant(2, { video_status: 'scheduled', video_schedule: at(HOUR_MS) }),
      ]),
      [TODAY]: list([participant(2, { video_status: 'scheduled', video_schedule: at(HOUR_MS) })]),
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    await rowOf('Peserta 1');
    await userEvent.click(screen.getByText(MSG.videoFilterToday));
    await waitFor(() => expect(screen.queryByText('Peserta 1')).toBeNull());
    expect(await screen.findByText('Peserta 2')).toBeTruthy();
    expect(api.callsTo(TODAY)).toHaveLength(1);
  });

  it('shows the broker’s staff the list without the officer’s actions', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      [LIST]: list([participant(1), participant(2, { video_status: 'scheduled', video_schedule: at(0) })]),
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    for (const name of ['Peserta 1', 'Peserta 2']) {
      const row = await rowOf(name);
      expect(buttons(row)).toEqual([]);
      expect(within(row).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
    }
  });

  it('answers Join Room before the time with the wait, and after expiry with Create Room', async () => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    const inAnHour = at(HOUR_MS);
    const early = participant(2, { video_status: 'scheduled', video_schedule: inAnHour });
    const late = participant(3, { video_status: 'scheduled', video_schedule: at(-HOUR_MS) });
    mockApi({
      [LIST]: list([early, late]),
      [`GET /v1/counter/get/twilio_token?identity=${early._id}`]: apiError(
        403,
        403,
        MSG.videoWaitForSchedule,
      ),
      [`GET /v1/counter/get/twilio_token?identity=${late._id}`]: apiError(400, 400, MSG.videoLinkExpired),
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    await userEvent.click(
      within(await rowOf('Peserta 2')).getByRole('button', {
        name: fillTemplate(MSG.videoRoomOpensAt, { when: formatWibShort(inAnHour) }),
      }),
    );
    const wait = await screen.findByRole('dialog');
    expect(await within(wait).findByText(MSG.videoWaitForSchedule)).toBeTruthy();
    expect(within(wait).queryByRole('button', { name: MSG.actionCreateRoom })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(MSG.videoWaitForSchedule)).toBeNull());

    // The link of a call scheduled an hour ago is still open on the list; the server says expired.
    await userEvent.click(within(await rowOf('Peserta 3')).getByRole('button', { name: MSG.actionJoinRoom }));
    const expired = await screen.findByRole('dialog');
    expect(await within(expired).findByText(MSG.videoLinkExpired)).toBeTruthy();
    await userEvent.click(within(expired).getByRole('button', { name: MSG.actionCreateRoom }));
    expect(await screen.findByText(MSG.videoScheduleTitle)).toBeTruthy();
  });

  it('accepts the video after a confirmation, with the server’s message', async () => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    const open = participant(3, {
      video_status: 'scheduled',
      video_schedule: at(-10 * 60_000),
      allowed_actions: ['accept_video'],
    });
    const api = mockApi({
      [LIST]: list([open]),
      'PUT /v1/counter/customer/approve_video_call': {
        body: {
          status_code: '00',
          activity_id: 'a1',
          data: { status: 200, message: MSG.videoAccepted, activity_id: 'a1' },
        },
      },
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    await userEvent.click(
      within(await rowOf('Peserta 3')).getByRole('button', { name: MSG.actionAcceptVideo }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(MSG.videoAcceptConfirm)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.videoAccepted)).toBeTruthy();
    expect(api.callsTo('PUT /v1/counter/customer/approve_video_call')[0]?.body).toEqual({
      nasabah_id: open._id,
    });
  });
});

describe('Create Room', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('takes a date and a WIB time, refuses a past day, and sends the instant with +07:00', async () => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    const fresh = participant(1);
    const api = mockApi({
      [LIST]: list([fresh]),
      'PUT /v1/counter/add_video': {
        body: {
          status_code: '00',
          data: {
            status: 200,
            video_link: 'x'.repeat(32),
            video_schedule: '2030-01-02T03:04:00.000Z',
            activity_id: 'a',
          },
        },
      },
    });
    renderScreen(<VideoCallListPage />, { path: '/nsb-video-call' });
    await userEvent.click(
      within(await rowOf('Peserta 1')).getByRole('button', { name: MSG.actionCreateRoom }),
    );
    const modal = await screen.findByRole('dialog');
    const submit = within(modal).getByRole('button', { name: MSG.videoScheduleSubmit });
    await userEvent.click(submit);
    expect(await within(modal).findByText(MSG.videoScheduleRequired)).toBeTruthy();

    const date = within(modal).getByLabelText(new RegExp(MSG.videoScheduleDateLabel)) as HTMLInputElement;
    expect(date.disabled).toBe(false);
    const time = within(modal).getByLabelText(
      new RegExp(MSG.videoScheduleTimeLabel.replace(/[()]/g, '\\$&')),
    );
    // A day before today is not taken: the call still has no date.
    await userEvent.type(date, '02/01/2020');
    await userEvent.tab();
    await userEvent.type(time, '10:04');
    await userEvent.click(submit);
    expect(within(modal).getByText(MSG.videoScheduleRequired)).toBeTruthy();
    expect(api.callsTo('PUT /v1/counter/add_video')).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, '02/01/2030');
    await userEvent.tab();
    await waitFor(() => expect(within(modal).queryByText(MSG.videoScheduleRequired)).toBeNull());
    await userEvent.click(submit);
    await waitFor(() => expect(api.callsTo('PUT /v1/counter/add_video')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/counter/add_video')[0]?.body).toEqual({
      nasabah_id: fresh._id,
      video_schedule: '2030-01-02T10:04:00+07:00',
    });
    expect(await screen.findByText(MSG.videoScheduleDone)).toBeTruthy();
  });
});
