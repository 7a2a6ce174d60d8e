import { fillTemplate, HOUR_MS, type KycListItem, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { staffPlatformsReply } from '../../testing/backoffice';
import { withFourEyes } from '../../testing/four-eyes';
import { kycListItem } from '../../testing/kyc-list-item';
import { apiError, mockApi, renderScreen } from '../../testing/render';
import { BrokerNewListPage, NeedsFixListPage } from './participant-list-screens';

vi.mock('mantine-datatable', () => import('../../testing/datatable-stand-in'));

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const list = (customers: KycListItem[]) => ({
  body: { status_code: '00', data: { total: customers.length, customers } },
});
const base = 'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=2';
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('case ownership in the review lists', () => {
  beforeEach(() => {
    localStorage.clear();
    // The access token's subject is the staff id: 's2' is the caller.
    session.signIn(`h.${btoa(JSON.stringify({ sub: 's2', role: 13 }))}.sig`, ROLES.brokerViewer, 'viewer');
  });
  afterEach(() => localStorage.clear());

  it('shows each file’s age, its due time (late ones say Terlambat in words) and who holds it', async () => {
    mockApi({
      'GET /v1/admin-broker/platform': staffPlatformsReply(),
      [base]: list([
        kycListItem(1, {
          status_nasabah: 2,
          submitted_at: ago(3 * 24 * HOUR_MS),
          due_at: ago(24 * HOUR_MS),
          overdue: true,
          claim: { staff_id: 's1', name: 'Ani Reviewer', claimed_at: ago(HOUR_MS) },
        }),
        kycListItem(2, {
          status_nasabah: 2,
          submitted_at: ago(5 * HOUR_MS),
          due_at: new Date(Date.now() + 40 * HOUR_MS).toISOString(),
          allowed_actions: ['claim'],
        }),
        kycListItem(3, {
          status_nasabah: 2,
          submitted_at: ago(2 * HOUR_MS),
          due_at: new Date(Date.now() + 44 * HOUR_MS).toISOString(),
          claim: { staff_id: 's2', name: 'Saya', claimed_at: ago(HOUR_MS) },
        }),
      ]),
    });
    renderScreen(withFourEyes(<BrokerNewListPage />), { path: '/esp-kyc' });
    const late = await rowOf('Peserta 1');
    expect(within(late).getByText(`${MSG.caseAge}: 3 hari`)).toBeTruthy();
    expect(within(late).getByTestId('case-age').getAttribute('title')).toMatch(/WIB$/);
    expect(within(late).getByText(MSG.caseOverdue)).toBeTruthy();
    expect(within(late).getByText(fillTemplate(MSG.caseHeldBy, { name: 'Ani Reviewer' }))).toBeTruthy();
    expect(within(late).queryByRole('button', { name: MSG.caseClaim })).toBeNull();

    const fresh = await rowOf('Peserta 2');
    expect(within(fresh).getByText(`${MSG.caseAge}: 5 jam`)).toBeTruthy();
    expect(within(fresh).queryByText(MSG.caseOverdue)).toBeNull();
    expect(within(fresh).getByText(MSG.caseUnclaimed)).toBeTruthy();
    expect(within(fresh).getByRole('button', { name: MSG.caseClaim })).toBeTruthy();

    expect(within(await rowOf('Peserta 3')).getByText(MSG.caseHeldByYou)).toBeTruthy();
  });

  it('keeps the filters and the sort by due in the URL and asks the server for them', async () => {
    const api = mockApi({
      'GET /v1/admin-broker/platform': staffPlatformsReply(),
      [base]: list([kycListItem(1, { status_nasabah: 2 })]),
      [`${base}&sort=due`]: list([kycListItem(1, { status_nasabah: 2 })]),
      [`${base}&sort=due&overdue=1`]: list([kycListItem(4, { status_nasabah: 2, overdue: true })]),
      [`${base}&sort=due&claim=mine&overdue=1`]: list([]),
    });
    const view = renderScreen(withFourEyes(<BrokerNewListPage />), { path: '/esp-kyc' });
    await screen.findByText('Peserta 1');
    await userEvent.click(screen.getByLabelText(MSG.caseSortDue));
    await userEvent.click(screen.getByLabelText(MSG.caseFilterOverdue));
    await screen.findByText('Peserta 4');
    await userEvent.click(screen.getByText(MSG.workloadMine));
    await waitFor(() => expect(api.callsTo(`${base}&sort=due&claim=mine&overdue=1`)).toHaveLength(1));
    expect(view.router.state.location.search).toBe('?sort=due&overdue=1&claim=mine');
  });

  it('on a claim refused because someone else took the file, names the holder and refreshes the row', async () => {
    const taken = 'Berkas ini sedang ditangani oleh Budi Reviewer.';
    const api = mockApi({
      'GET /v1/admin-broker/platform': staffPlatformsReply(),
      [base]: [
        list([kycListItem(1, { status_nasabah: 2, allowed_actions: ['claim'] })]),
        list([
          kycListItem(1, {
            status_nasabah: 2,
            claim: { staff_id: 's9', name: 'Budi Reviewer', claimed_at: ago(60_000) },
          }),
        ]),
      ],
      'POST /v1/admin-broker/kyc/00000000-0000-4000-8000-000000000001/claim': apiError(409, 2050, taken),
    });
    renderScreen(withFourEyes(<BrokerNewListPage />), { path: '/esp-kyc' });
    await userEvent.click(within(await rowOf('Peserta 1')).getByRole('button', { name: MSG.caseClaim }));
    expect((await screen.findByRole('alert')).textContent).toContain('Budi Reviewer');
    const row = await rowOf('Peserta 1');
    await waitFor(() =>
      expect(within(row).getByText(fillTemplate(MSG.caseHeldBy, { name: 'Budi Reviewer' }))).toBeTruthy(),
    );
    expect(api.callsTo(`${base}`).length).toBeGreaterThanOrEqual(2);
  });

  it('lists the files waiting for the customer’s fix with their due time paused', async () => {
    mockApi({
      'GET /v1/admin-broker/platform': staffPlatformsReply(),
      'GET /v1/admin-broker/kyc/customers/all?offset=0&limit=10&status=8': list([
        kycListItem(5, { status_nasabah: 8, submitted_at: ago(26 * HOUR_MS) }),
      ]),
    });
    renderScreen(withFourEyes(<NeedsFixListPage />), { path: '/nsb-perbaikan' });
    const row = await rowOf('Peserta 5');
    expect(within(row).getByText(MSG.caseDuePaused)).toBeTruthy();
    expect(screen.getByRole('heading', { name: MSG.listNeedsFixTitle })).toBeTruthy();
    // 'Berikutnya' and the filters belong to the files waiting for a review, not to this list.
    expect(screen.queryByRole('button', { name: MSG.caseNext })).toBeNull();
  });
});
