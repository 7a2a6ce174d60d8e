import { MSG, ROLES } from '@kilau/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { mockApi, renderScreen } from '../../../testing/render';
import AuditTrailPage from './audit-trail-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const PARTICIPANT = '0b6f4a52-5d1c-4b6e-9c1e-3f2a7d9e8c10';

describe('audit trail of one participant', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks for the participant’s rows and shows a staff member’s reading of their data by its label', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    const api = mockApi({
      [`GET /v1/super-admin/activity?limit=10&skip=0&participant=${PARTICIPANT}`]: {
        body: {
          status_code: '00',
          data: {
            total: 1,
            activity: [
              {
                _id: 'a1',
                fullname: 'Siti Aminah',
                status: 2,
                action: 'participant.view',
                outcome: 'success',
                created_at: '2026-11-20T03:00:00.000Z',
                updated_at: '2026-11-26T04:10:00.000Z',
                operator_id: { _id: 's1', fullname: 'Ani Wijaya' },
                app_name: 'gofx',
                description: null,
                info: '{"city":"Jakarta","userIP":"198.51.100.7"}',
              },
            ],
          },
        },
      },
      'GET /v1/super-admin/activity/operators': { body: { status_code: '00', data: { operators: [] } } },
    });
    renderScreen(<AuditTrailPage />, {
      path: `/audit-trail?participant=${PARTICIPANT}`,
      route: '/audit-trail',
    });
    const row = (await screen.findByText('Siti Aminah')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(MSG.auditActionParticipantView);
    expect(row.textContent).toContain('Ani Wijaya');
    expect(screen.getByText(MSG.auditTrailParticipantFilter)).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain(
      `GET /v1/super-admin/activity?limit=10&skip=0&participant=${PARTICIPANT}`,
    );
  });

  it('links a row about a participant to that participant’s timeline, and a staff-only row to none', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    const row = (id: string, fullname: string, participant: string | null) => ({
      _id: id,
      fullname,
      status: 2,
      action: participant ? 'kyc.approve' : 'staff.login',
      outcome: 'success',
      created_at: null,
      updated_at: '2026-11-26T04:10:00.000Z',
      operator_id: { _id: 's1', fullname: 'Ani Wijaya' },
      app_name: null,
      description: null,
      info: '{}',
      participant_id: participant,
    });
    mockApi({
      'GET /v1/super-admin/activity?limit=10&skip=0': {
        body: {
          status_code: '00',
          data: { total: 2, activity: [row('a1', 'Siti Aminah', PARTICIPANT), row('a2', '-', null)] },
        },
      },
      'GET /v1/super-admin/activity/operators': { body: { status_code: '00', data: { operators: [] } } },
    });
    renderScreen(<AuditTrailPage />, { path: '/audit-trail', route: '/audit-trail' });
    const links = await screen.findAllByRole('link', { name: MSG.timelineOpenFromTrail });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(`/customer-detail?id=${PARTICIPANT}&linimasa=1`);
  });
});
