import { type KycListItem, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { staffPlatformsReply } from '../../../testing/backoffice';
import { withFourEyes } from '../../../testing/four-eyes';
import { kycListItem } from '../../../testing/kyc-list-item';
import { onPhoneWidth } from '../../../testing/phone-width';
import { mockApi, renderScreen } from '../../../testing/render';
import { ParticipantListPage } from './participant-list-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const participant = kycListItem;
const platforms = staffPlatformsReply();
const list = (customers: KycListItem[], total = customers.length) => ({
  body: { status_code: '00', data: { total, customers } },
});

describe('participant lists', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('offers Blacklist on the registered list to the broker admin, never to role 13', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=4': list([
        participant(1, { allowed_actions: ['blacklist', 'download'] }),
      ]),
    });
    const first = renderScreen(withFourEyes(<ParticipantListPage variant="registered" />), {
      path: '/nsb-terdaftar',
    });
    const row = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: MSG.actionBlacklist })).toBeTruthy();
    expect(within(row).getByText('8800123')).toBeTruthy();
    first.unmount();

    session.signIn('t', ROLES.brokerViewer, 'viewer');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=4': list([
        participant(1, { allowed_actions: ['download'] }),
      ]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="registered" />), { path: '/nsb-terdaftar' });
    const viewerRow = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(viewerRow).queryByRole('button', { name: MSG.actionBlacklist })).toBeNull();
    expect(within(viewerRow).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
  });

  it('names a closed account Ditutup on the registered list and offers it nothing (decision 0130)', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=4': list([
        participant(1, { account_closed: true }),
        participant(2, { allowed_actions: ['blacklist', 'download'] }),
      ]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="registered" />), { path: '/nsb-terdaftar' });
    const closed = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(closed).getByText(MSG.statusClosed)).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: MSG.actionBlacklist })).toBeNull();
    expect(within(closed).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
    const open = screen.getByText('Peserta 2').closest('tr') as HTMLElement;
    expect(within(open).queryByText(MSG.statusClosed)).toBeNull();
    expect(within(open).getByRole('button', { name: MSG.actionBlacklist })).toBeTruthy();
  });

  it('shows a closed account as Ditutup in the status column of every platform, not Terdaftar', async () => {
    session.signIn('t', ROLES.superAdmin, 'super');
    mockApi({
      'GET /v1/super-admin/platform': platforms,
      'GET /v1/super-admin/kyc/customers/all?offset=0&limit=10': list([
        participant(1, { account_closed: true }),
        participant(2),
      ]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="all-platforms" />), { path: '/customers-kyc' });
    const closed = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(closed).getByText(MSG.statusClosed)).toBeTruthy();
    expect(within(closed).queryByText(MSG.statusRegistered)).toBeNull();
    const open = screen.getByText('Peserta 2').closest('tr') as HTMLElement;
    expect(within(open).getByText(MSG.statusRegistered)).toBeTruthy();
  });

  it('shows the bank admin the total, and their own approval on a participant waiting for the bank (7)', async () => {
    session.signIn('t', ROLES.bankAdmin, 'bankadmin');
    mockApi({
      'GET /v1/admin-bank/platform': platforms,
      'GET /v1/admin-bank/kyc/customers/all?offset=0&limit=10&status=2': list(
        [
          participant(1, { status_nasabah: 2 }),
          participant(2, { status_nasabah: 7, allowed_actions: ['bank_approve'] }),
        ],
        2,
      ),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="new" />), { path: '/nsb-baru' });
    const waiting = (await screen.findByText('Peserta 2')).closest('tr') as HTMLElement;
    expect(within(waiting).getByRole('button', { name: MSG.bankApproveAction })).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
    const fresh = screen.getByText('Peserta 1').closest('tr') as HTMLElement;
    expect(within(fresh).queryByRole('button', { name: MSG.bankApproveAction })).toBeNull();
    expect(screen.getByText(`${MSG.totalLabel}: 2`)).toBeTruthy();
  });

  it('shows others the CIMB waiting text beside Detail for status 7', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2': list(
        [
          participant(2, {
            status_nasabah: 7,
            allowed_actions: ['reject'],
            unavailable_actions: [{ action: 'approve', reason: MSG.waitingCimbApproval }],
          }),
        ],
        1,
      ),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="new" />), { path: '/nsb-baru' });
    const waiting = (await screen.findByText('Peserta 2')).closest('tr') as HTMLElement;
    expect(within(waiting).getByText(MSG.waitingCimbApproval)).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: MSG.actionDetail })).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: MSG.bankApproveAction })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: MSG.actionAccept })).toBeNull();
  });

  it('offers the buttons the server allows, and says why Terima is missing (the same rule as the detail)', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2': list([
        participant(1, { status_nasabah: 2, video_status: 'done', allowed_actions: ['reject', 'approve'] }),
        participant(2, {
          status_nasabah: 2,
          video_status: 'scheduled',
          video_schedule: '2026-11-27T03:00:00.000Z',
          allowed_actions: ['reject'],
          unavailable_actions: [{ action: 'approve', reason: MSG.approveBlockedVideoPending }],
        }),
      ]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="broker-new" />), { path: '/esp-kyc' });
    // Accepted video: Terima stays offered (the list used to hide it while the detail showed it).
    const accepted = (await screen.findByText('Peserta 1')).closest('tr') as HTMLElement;
    expect(within(accepted).getByRole('button', { name: MSG.actionAccept })).toBeTruthy();
    // The video column says the state in a word, the whole on hover (a compact row, decision 0134).
    const acceptedVideo = within(accepted).getByTestId('video-status');
    expect(acceptedVideo.textContent).toBe(MSG.listVideoDone);
    expect(acceptedVideo.getAttribute('title')).toBe(MSG.videoBadgeDone);
    const pending = screen.getByText('Peserta 2').closest('tr') as HTMLElement;
    expect(within(pending).queryByRole('button', { name: MSG.actionAccept })).toBeNull();
    expect(within(pending).getByText(MSG.approveBlockedVideoPending)).toBeTruthy();
    const pendingVideo = within(pending).getByTestId('video-status');
    expect(pendingVideo.textContent).toBe(`${MSG.listVideoScheduled}27 Nov 10.00`);
    expect(pendingVideo.getAttribute('title')).toBe('Video: terjadwal 27 Nov 2026 10.00 WIB');
  });

  it('keeps the page in the URL and asks for offset (page − 1) × 10; one page has no pager', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    const page1 = Array.from({ length: 10 }, (_, i) =>
      participant(i + 1, { status_nasabah: 2, allowed_actions: ['reject', 'approve'] }),
    );
    const page2 = Array.from({ length: 5 }, (_, i) => participant(i + 11, { status_nasabah: 2 }));
    const api = mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2': list(page1, 15),
      'GET /v1/admin-broker/kyc/customers/all?offset=10&limit=10&status=2': list(page2, 15),
    });
    const view = renderScreen(withFourEyes(<ParticipantListPage variant="broker-new" />), {
      path: '/esp-kyc',
    });
    await screen.findByText('Peserta 1');
    const row = screen.getByText('Peserta 1').closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: MSG.actionAccept })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Peserta 11');
    expect(view.router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /v1/admin-broker/kyc/customers/all?offset=10&limit=10&status=2')).toHaveLength(1);
  });

  it('on a phone: one card per participant naming its facts, the filters folded behind one button', async () => {
    await onPhoneWidth(async () => {
      session.signIn('t', ROLES.brokerAdmin, 'broker');
      mockApi({
        'GET /v1/admin-broker/platform': platforms,
        'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2': list([
          participant(1, {
            status_nasabah: 2,
            npwp_no: '012345678901234',
            allowed_actions: ['reject', 'approve'],
          }),
          participant(2, { status_nasabah: 2 }),
        ]),
      });
      renderScreen(withFourEyes(<ParticipantListPage variant="new" />), { path: '/nsb-baru' });
      const cards = await screen.findAllByTestId('participant-card');
      expect(cards).toHaveLength(2);
      expect(document.querySelector('table')).toBeNull();
      const first = cards[0] as HTMLElement;
      expect(within(first).getByRole('heading', { name: /Peserta 1/ })).toBeTruthy();
      for (const label of [MSG.colNik, MSG.colPhone, MSG.colBirth, MSG.colNpwp, MSG.colRegisteredAt])
        expect(within(first).getByText(label)).toBeTruthy();
      expect(within(first).getByText('012345678901234')).toBeTruthy();
      expect(within(first).getByRole('button', { name: MSG.actionAccept })).toBeTruthy();
      expect(within(first).getByRole('link', { name: `${MSG.actionDetail} Peserta 1` })).toBeTruthy();
      // The filters wait behind one button.
      const toggle = screen.getByRole('button', { name: MSG.listFiltersShow });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByLabelText(MSG.filterPlatform)).toBeTruthy();
    });
  });

  it('says No Data and shows no pager for an empty list', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&state=reject': list([]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="rejected" />), { path: '/nsb-reject' });
    await waitFor(() => expect(screen.getByText(MSG.noData)).toBeTruthy());
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('searches on the server with the text in the URL, and says so when nothing matches', async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    const api = mockApi({
      'GET /v1/admin-broker/platform': platforms,
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2': list([
        participant(1),
        participant(2),
      ]),
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2&q=%2B62813': list([participant(2)]),
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2&q=Budi': list([]),
    });
    renderScreen(withFourEyes(<ParticipantListPage variant="new" />), { path: '/nsb-baru' });
    await screen.findByText('Peserta 1');
    const box = screen.getByRole('searchbox', { name: MSG.participantSearchLabel });
    expect(box.getAttribute('placeholder')).toBe(MSG.participantSearchPlaceholder);
    await userEvent.type(box, ' +62813 {Enter}');
    await waitFor(() => expect(screen.queryByText('Peserta 1')).toBeNull());
    expect(screen.getByText('Peserta 2')).toBeTruthy();
    expect(
      api.callsTo('GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2&q=%2B62813'),
    ).toHaveLength(1);
    await userEvent.clear(box);
    await userEvent.type(box, 'Budi');
    await userEvent.click(screen.getByRole('button', { name: MSG.participantSearchButton }));
    expect(await screen.findByText('Tidak ada peserta yang cocok dengan “Budi”.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.participantSearchClear }));
    expect(await screen.findByText('Peserta 1')).toBeTruthy();
  });
});
