import { HOUR_MS, type KycDetail, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { kycDetail } from '../../../testing/kyc-detail';
import { kycListItem } from '../../../testing/kyc-list-item';
import { mockApi, renderScreen } from '../../../testing/render';
import { JoinRoomModal } from './join-room-modal';

// jsdom has no camera and no signalling server: the call stands waiting for the participant, as it
// does when they never join (the real call runs in e2e/pw/video-call.spec.ts).
vi.mock('../lib/use-call-media', async (actual) => ({
  ...(await actual<typeof import('../lib/use-call-media')>()),
  useCallMedia: () => ({ stream: null, problem: null, retry: () => {} }),
}));
vi.mock('../lib/use-call-session', () => ({
  useCallSession: () => ({
    phase: 'waiting',
    remoteStream: null,
    problem: null,
    refusal: null,
    leave: () => {},
  }),
}));
vi.setConfig({ testTimeout: 20_000 });

const row = kycListItem(3, {
  status_nasabah: 2,
  video_status: 'scheduled',
  video_schedule: new Date(Date.now() - 10 * 60_000).toISOString(),
});
const TOKEN = `GET /v1/counter/get/twilio_token?identity=${row._id}`;
const DETAIL = `GET /v1/counter/kyc/detail/${row._id}`;
const file = (path: string) => `GET /v1/get/file?path=${encodeURIComponent(path)}`;
const token = {
  body: {
    status_code: '00',
    data: {
      token: 't',
      room: {
        nasabah_id: row._id,
        video_link: 'l'.repeat(32),
        video_schedule: row.video_schedule,
        valid_until: new Date(Date.now() + HOUR_MS).toISOString(),
      },
      expires_in: 600,
      ice_servers: [],
    },
  },
};
const detail = (over: Partial<KycDetail>) => ({
  body: { status_code: '00', data: { customer: kycDetail(3, { ...row, ...over }) } },
});
const noRecording = detail({
  allowed_actions: [],
  unavailable_actions: [{ action: 'accept_video', reason: MSG.videoAcceptNoRecording }],
});

function openCall(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    [TOKEN]: token,
    [file('kyc/k/ktp.png')]: { body: {} },
    [file('kyc/k/photo.png')]: { body: {} },
    ...routes,
  });
  renderScreen(<JoinRoomModal participant={row} onClose={() => {}} onCreateRoom={() => {}} />);
  return api;
}

describe('the officer’s call window', () => {
  beforeEach(() => {
    session.signIn('t', ROLES.videoOfficer, 'videoofficer');
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => localStorage.clear());

  it('shows the participant’s KTP and selfie beside the live video, to compare the face', async () => {
    openCall({ [DETAIL]: noRecording });
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByTestId('remote-video')).toBeTruthy();
    expect(await within(modal).findByRole('img', { name: MSG.galleryKtp })).toBeTruthy();
    expect(await within(modal).findByRole('img', { name: MSG.galleryPhoto })).toBeTruthy();
  });

  it('offers no Terima Video after a call without a recording, and says why', async () => {
    const api = openCall({ [DETAIL]: noRecording });
    const modal = await screen.findByRole('dialog');
    await userEvent.click(await within(modal).findByRole('button', { name: MSG.actionLeaveRoom }));
    expect(await within(modal).findByText(MSG.videoAcceptNoRecording)).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: MSG.actionAcceptVideo })).toBeNull();
    expect(api.callsTo('PUT /v1/counter/customer/approve_video_call')).toHaveLength(0);
  });

  it('offers Terima Video once the server says the recorded call may be accepted', async () => {
    // Before the call no recording exists; read again after Leave Room, the stored one counts.
    openCall({ [DETAIL]: [noRecording, detail({ allowed_actions: ['accept_video'] })] });
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('img', { name: MSG.galleryKtp });
    await userEvent.click(within(modal).getByRole('button', { name: MSG.actionLeaveRoom }));
    expect(await within(modal).findByRole('button', { name: MSG.actionAcceptVideo })).toBeTruthy();
    await waitFor(() => expect(within(modal).queryByText(MSG.videoAcceptNoRecording)).toBeNull());
  });
});
