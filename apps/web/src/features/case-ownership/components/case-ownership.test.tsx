import { fillTemplate, MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { kycListItem } from '../../../testing/kyc-list-item';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { CaseClaimBar } from './case-claim-bar';
import { NextCaseButton } from './next-case-button';
import { WorkloadCards } from './workload-cards';

const ID = '00000000-0000-4000-8000-000000000001';
const claimed = (name: string) => ({
  status_code: '00',
  message: MSG.caseClaimed,
  data: { id: ID, claim: { staff_id: 's1', name, claimed_at: new Date().toISOString() } },
});

describe('case ownership', () => {
  beforeEach(() => {
    localStorage.clear();
    session.signIn('t', ROLES.brokerViewer, 'viewer');
  });
  afterEach(() => localStorage.clear());

  it('the claim bar shows the holder’s name when someone else took the file first (409)', async () => {
    const taken = fillTemplate(MSG.caseHeldByOther, { name: 'Budi Reviewer' });
    const api = mockApi({ [`POST /v1/admin-broker/kyc/${ID}/claim`]: apiError(409, 2050, taken) });
    const item = kycListItem(1, {
      status_nasabah: 2,
      due_at: new Date(Date.now() + 3600_000 * 30).toISOString(),
      allowed_actions: ['claim'],
    });
    renderScreen(<CaseClaimBar item={item} prefix="admin-broker" />);
    expect(screen.getByTestId('case-holder').textContent).toBe(MSG.caseUnclaimed);
    await userEvent.click(screen.getByRole('button', { name: MSG.caseClaim }));
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    expect(api.callsTo(`POST /v1/admin-broker/kyc/${ID}/claim`)).toHaveLength(1);
  });

  it('the claim bar names the holder, marks a late file in words and offers Lepaskan to whom the server allows', async () => {
    const api = mockApi({
      [`DELETE /v1/admin-broker/kyc/${ID}/claim`]: { body: { status_code: '00', message: MSG.caseReleased } },
    });
    const item = kycListItem(1, {
      status_nasabah: 2,
      due_at: new Date(Date.now() - 3600_000).toISOString(),
      overdue: true,
      claim: { staff_id: 's1', name: 'Ani Reviewer', claimed_at: new Date().toISOString() },
      allowed_actions: ['release'],
    });
    renderScreen(<CaseClaimBar item={item} prefix="admin-broker" />);
    expect(screen.getByTestId('case-holder').textContent).toBe(
      fillTemplate(MSG.caseHeldBy, { name: 'Ani Reviewer' }),
    );
    expect(screen.getByTestId('case-overdue').textContent).toContain(MSG.caseOverdue);
    expect(screen.queryByRole('button', { name: MSG.caseClaim })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.caseRelease }));
    await waitFor(() => expect(api.callsTo(`DELETE /v1/admin-broker/kyc/${ID}/claim`)).toHaveLength(1));
  });

  it('Berikutnya takes the next file and opens its detail', async () => {
    const api = mockApi({ 'POST /v1/admin-broker/kyc/next': { body: claimed('Saya') } });
    const view = renderScreen(<NextCaseButton prefix="admin-broker" platformId="p1" />, {
      path: '/nsb-baru',
    });
    await userEvent.click(screen.getByRole('button', { name: MSG.caseNext }));
    await waitFor(() => expect(view.location()).toBe(`/nsb-detail/${ID}`));
    expect(api.callsTo('POST /v1/admin-broker/kyc/next')[0]?.body).toEqual({ platform_id: 'p1' });
  });

  it('Berikutnya says so when no file waits, and stays on the list', async () => {
    mockApi({ 'POST /v1/admin-bank/kyc/next': apiError(404, 2051, MSG.caseQueueEmpty) });
    const view = renderScreen(<NextCaseButton prefix="admin-bank" />, { path: '/nsb-baru' });
    await userEvent.click(screen.getByRole('button', { name: MSG.caseNext }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG.caseQueueEmpty);
    expect(view.location()).toBe('/nsb-baru');
  });

  it('the workload cards show the counts, each opening the list filtered to it', async () => {
    mockApi({
      'GET /v1/admin-broker/kyc/workload': {
        body: {
          status_code: '00',
          data: { waiting: 12, overdue: 3, due_today: 4, unclaimed: 7, mine: 2, needs_fix: 5 },
        },
      },
    });
    renderScreen(<WorkloadCards prefix="admin-broker" needsFixList />, { path: '/admin' });
    expect((await screen.findByTestId('workload-overdue')).textContent).toBe('3');
    const link = (label: string) => screen.getByText(label).closest('a')?.getAttribute('href');
    expect(link(MSG.workloadOverdue)).toBe('/nsb-baru?overdue=1&sort=due');
    // Those due later today, as the card counts them (decision 0134).
    expect(link(MSG.workloadDueToday)).toBe('/nsb-baru?due=today&sort=due');
    expect(link(MSG.workloadMine)).toBe('/nsb-baru?claim=mine&sort=due');
    expect(link(MSG.workloadUnclaimed)).toBe('/nsb-baru?claim=unclaimed&sort=due');
    expect(link(MSG.workloadNeedsFix)).toBe('/nsb-perbaikan');
    const waiting = screen.getByText(MSG.workloadWaiting).closest('a') as HTMLElement;
    expect(within(waiting).getByText('12')).toBeTruthy();
    expect(screen.getByTestId('workload-mine').textContent).toBe('2');
    expect(screen.getByTestId('workload-needs_fix').textContent).toBe('5');
  });
});
