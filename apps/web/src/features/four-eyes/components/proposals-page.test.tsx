import { MSG, ROLES, SC } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { PARTICIPANT_ID, proposal } from '../../../testing/screening';
import ProposalsPage from './proposals-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const list = (proposals: ReturnType<typeof proposal>[]) => ({
  body: { status_code: '00', data: { proposals, total: proposals.length } },
});
const TO_DECIDE = 'GET /v1/admin-broker/proposals?scope=to_decide&status=pending&page=1&limit=10';

describe("'Menunggu Persetujuan'", () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('lists what waits for my decision, links the participant, and approves one', async () => {
    const p = proposal();
    const api = mockApi({
      [TO_DECIDE]: [list([p]), list([])],
      [`POST /v1/admin-broker/proposals/${p.id}/approve`]: {
        body: { status_code: '00', data: { proposal: { ...p, status: 'approved', can_decide: false } } },
      },
    });
    renderScreen(<ProposalsPage />, { path: '/menunggu-persetujuan' });
    const row = (await screen.findByText('Djoko Soesanto')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Djoko Soesanto' }).getAttribute('href')).toBe(
      `/nsb-detail/${PARTICIPANT_ID}`,
    );
    expect(within(row).getByText(/Bukan kecocokan · DTTOT/)).toBeTruthy();
    expect(within(row).getByText('Rina Pialang')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: MSG.proposalApprove }));
    await waitFor(() =>
      expect(api.callsTo(`POST /v1/admin-broker/proposals/${p.id}/approve`)).toHaveLength(1),
    );
    // The list reads again: nothing waits any more.
    expect(await screen.findByText(MSG.proposalsEmpty)).toBeTruthy();
  });

  it('a lapsed proposal answers with the server’s message in the row', async () => {
    const p = proposal();
    mockApi({
      [TO_DECIDE]: list([p]),
      [`POST /v1/admin-broker/proposals/${p.id}/approve`]: apiError(
        409,
        SC.proposalLapsed,
        MSG.proposalLapsed,
      ),
    });
    renderScreen(<ProposalsPage />, { path: '/menunggu-persetujuan' });
    const row = (await screen.findByText('Djoko Soesanto')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: MSG.proposalApprove }));
    expect(await screen.findByText(MSG.proposalLapsed)).toBeTruthy();
  });

  it("'Pengajuan saya' with a status: my own are explained, decided ones show who decided", async () => {
    const mine = proposal({ can_decide: false, cannot_decide_reason: MSG.proposalOwn });
    const declined = proposal({
      id: '00000000-0000-4000-8000-0000000000cc',
      status: 'declined',
      can_decide: false,
      decided_by: { id: 's2', fullname: 'Agus Pialang' },
      decided_at: '2026-11-26T05:00:00.000Z',
      decision_reason: 'Tanggal lahir pada entri sama persis, perlu diperiksa lebih lanjut.',
    });
    const api = mockApi({
      [TO_DECIDE]: list([]),
      'GET /v1/admin-broker/proposals?scope=mine&status=pending&page=1&limit=10': list([mine]),
      'GET /v1/admin-broker/proposals?scope=mine&status=declined&page=1&limit=10': list([declined]),
    });
    const view = renderScreen(<ProposalsPage />, { path: '/menunggu-persetujuan' });
    expect(await screen.findByText(MSG.proposalsEmpty)).toBeTruthy();
    await userEvent.click(screen.getByText(MSG.proposalScopeMine));
    expect(await screen.findByText(MSG.proposalOwn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.proposalApprove })).toBeNull();
    await userEvent.click(screen.getByText(MSG.proposalStatusDeclined));
    expect(await screen.findByText(/Agus Pialang/)).toBeTruthy();
    expect(view.router.state.location.search).toBe('?scope=mine&status=declined');
    expect(
      api.callsTo('GET /v1/admin-broker/proposals?scope=mine&status=declined&page=1&limit=10'),
    ).toHaveLength(1);
  });
});
